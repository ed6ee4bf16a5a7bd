import {
  CandlestickSeries,
  ColorType,
  createChart,
  CrosshairMode,
  HistogramSeries,
  type IChartApi,
  type UTCTimestamp,
} from 'lightweight-charts'
import { useEffect, useRef } from 'react'
import type { Candle } from '@/assets/price-candles'

// TradingView's lightweight-charts draws the candles on a canvas: one slot per bucket (a quiet
// stretch takes no room), volume bars along the bottom, axis ticks, a crosshair, wheel/drag zoom.
// The page reads and steers it through the callbacks and the `chartRef` it is handed.

export interface VisibleBuckets {
  /** Indexes into the candles, oldest = 0, clamped to the candles drawn. */
  from: number
  to: number
}

export interface CandleCanvasProps {
  candles: readonly Candle[]
  /** The candle under the crosshair, or null when it leaves the plot. */
  onHover: (candle: Candle | null) => void
  onVisibleChange: (visible: VisibleBuckets) => void
  chartRef: { current: IChartApi | null }
}

const rising = { light: '#047857', dark: '#34d399' }
const falling = { light: '#b91c1c', dark: '#f87171' }

function isDark(): boolean {
  return document.documentElement.classList.contains('dark')
}

function themeOptions(dark: boolean) {
  return {
    layout: {
      background: { type: ColorType.Solid, color: 'transparent' },
      textColor: dark ? '#cbd5e1' : '#334155',
      attributionLogo: false,
    },
    grid: {
      vertLines: { color: dark ? '#1e293b' : '#f1f5f9' },
      horzLines: { color: dark ? '#1e293b' : '#f1f5f9' },
    },
  }
}

function seriesColours(dark: boolean) {
  const up = dark ? rising.dark : rising.light
  const down = dark ? falling.dark : falling.light
  return {
    upColor: up,
    downColor: down,
    wickUpColor: up,
    wickDownColor: down,
    borderVisible: false,
  }
}

/** Candles on the right price scale, volume bars along the bottom; returns a theme repaint. */
function addCandleSeries(chart: IChartApi, candles: readonly Candle[], dark: boolean) {
  const candleSeries = chart.addSeries(CandlestickSeries, {
    ...seriesColours(dark),
    priceFormat: { type: 'price', precision: 7, minMove: 0.0000001 },
  })
  const volumeSeries = chart.addSeries(HistogramSeries, {
    priceFormat: { type: 'volume' },
    priceScaleId: 'volume',
    lastValueVisible: false,
    priceLineVisible: false,
  })
  chart.priceScale('volume').applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } })
  candleSeries.setData(
    candles.map(({ time, open, high, low, close }) => ({
      time: time as UTCTimestamp,
      open,
      high,
      low,
      close,
    })),
  )
  const paint = (darkNow: boolean) => {
    const up = darkNow ? rising.dark : rising.light
    const down = darkNow ? falling.dark : falling.light
    candleSeries.applyOptions(seriesColours(darkNow))
    volumeSeries.setData(
      candles.map((candle) => ({
        time: candle.time as UTCTimestamp,
        value: candle.volume,
        // Half-transparent, so the volume reads as background to the candles above it.
        color: `${candle.close >= candle.open ? up : down}80`,
      })),
    )
  }
  paint(dark)
  return paint
}

export function CandleCanvas({ candles, onHover, onVisibleChange, chartRef }: CandleCanvasProps) {
  const containerRef = useRef<HTMLDivElement>(null)
  // The callbacks change identity on every render; the chart subscribes once per set of candles.
  const callbacks = useRef({ onHover, onVisibleChange })
  useEffect(() => {
    callbacks.current = { onHover, onVisibleChange }
  })

  useEffect(() => {
    const container = containerRef.current
    if (!container) return
    const dark = isDark()
    const chart = createChart(container, {
      autoSize: true,
      ...themeOptions(dark),
      crosshair: { mode: CrosshairMode.Normal },
      rightPriceScale: { scaleMargins: { top: 0.1, bottom: 0.25 } },
      timeScale: { timeVisible: true, secondsVisible: false },
    })
    const repaint = addCandleSeries(chart, candles, dark)
    chart.timeScale().fitContent()

    const byTime = new Map(candles.map((candle) => [candle.time, candle]))
    chart.subscribeCrosshairMove((param) => {
      const candle = typeof param.time === 'number' ? byTime.get(param.time) : undefined
      callbacks.current.onHover(candle ?? null)
    })
    const last = candles.length - 1
    const reportVisible = () => {
      const range = chart.timeScale().getVisibleLogicalRange()
      if (!range) return
      const from = Math.min(last, Math.max(0, Math.round(range.from)))
      const to = Math.max(from, Math.min(last, Math.round(range.to)))
      callbacks.current.onVisibleChange({ from, to })
    }
    chart.timeScale().subscribeVisibleLogicalRangeChange(reportVisible)
    reportVisible()

    // The theme toggle flips a class on <html>; the canvas has no CSS to follow it.
    const themeWatch = new MutationObserver(() => {
      const darkNow = isDark()
      chart.applyOptions(themeOptions(darkNow))
      repaint(darkNow)
    })
    themeWatch.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] })

    chartRef.current = chart
    return () => {
      themeWatch.disconnect()
      chartRef.current = null
      chart.remove()
    }
  }, [candles, chartRef])

  return (
    <div
      ref={containerRef}
      aria-hidden="true"
      className="h-72 w-full touch-pan-y rounded border border-slate-200 dark:border-slate-700"
    />
  )
}
