// A stand-in for lightweight-charts in jsdom, which has no canvas: it keeps what the page hands
// the chart (series data, visible range) and lets a test move the crosshair. Use it with
// `vi.mock('lightweight-charts', () => import('@/test-support/fake-lightweight-charts'))`.

interface LogicalRange {
  from: number
  to: number
}

interface CrosshairParam {
  time?: number
}

export interface FakeChart {
  series: { kind: string; data: unknown[] }[]
  visibleRange: LogicalRange | null
  moveCrosshair: (time: number | undefined) => void
  removed: boolean
}

const chartsByContainer = new WeakMap<HTMLElement, FakeChart>()

/** The fake chart drawn into `container`, for a test to read or steer. */
export function fakeChartIn(container: HTMLElement): FakeChart {
  const chart = chartsByContainer.get(container)
  if (!chart) throw new Error('no chart was created in this element')
  return chart
}

export const CandlestickSeries = 'Candlestick'
export const HistogramSeries = 'Histogram'
export const ColorType = { Solid: 'solid' }
export const CrosshairMode = { Normal: 0 }

export function createChart(container: HTMLElement) {
  const crosshairHandlers: ((param: CrosshairParam) => void)[] = []
  const rangeHandlers: (() => void)[] = []
  const state: FakeChart = {
    series: [],
    visibleRange: null,
    removed: false,
    moveCrosshair: (time) => {
      for (const handler of crosshairHandlers) handler({ time })
    },
  }
  const setRange = (range: LogicalRange) => {
    state.visibleRange = range
    for (const handler of rangeHandlers) handler()
  }
  chartsByContainer.set(container, state)
  const timeScale = {
    fitContent: () => {
      const length = state.series[0]?.data.length ?? 0
      setRange({ from: 0, to: Math.max(0, length - 1) })
    },
    getVisibleLogicalRange: () => state.visibleRange,
    setVisibleLogicalRange: setRange,
    subscribeVisibleLogicalRangeChange: (handler: () => void) => rangeHandlers.push(handler),
  }
  return {
    addSeries: (kind: string) => {
      const series = { kind, data: [] as unknown[] }
      state.series.push(series)
      return {
        setData: (data: unknown[]) => {
          series.data = data
        },
        applyOptions: () => undefined,
      }
    },
    applyOptions: () => undefined,
    priceScale: () => ({ applyOptions: () => undefined }),
    timeScale: () => timeScale,
    subscribeCrosshairMove: (handler: (param: CrosshairParam) => void) =>
      crosshairHandlers.push(handler),
    remove: () => {
      state.removed = true
    },
  }
}
