// The price chart hands the library one candle per bucket, oldest first on a gapless axis, with
// volume; the readout follows the crosshair with Horizon's exact strings; the zoom buttons move
// the visible range and the page says which buckets are in view.
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { TradeAggregation } from '@/api/horizon-market-types'
import { readCandles } from '@/assets/price-candles'
import PriceChart from '@/assets/price-chart'
import { fakeChartIn } from '@/test-support/fake-lightweight-charts'
import { readFixtureRecords } from '@/ui/test-support'

vi.mock('lightweight-charts', () => import('@/test-support/fake-lightweight-charts'))

const fixtureBuckets = readFixtureRecords('trade-aggregations.json') as TradeAggregation[]

/** `count` buckets, newest first, an hour apart at a 1 min resolution (a quiet market). */
function quietBuckets(count: number): TradeAggregation[] {
  const template = fixtureBuckets[0]
  if (!template) throw new Error('empty fixture')
  return Array.from({ length: count }, (_, index) => ({
    ...template,
    timestamp: String(1_700_000_000_000 - index * 3_600_000),
    close: `0.${String(1_000_000 + index).padStart(7, '0')}`,
    base_volume: `${index + 1}.5000000`,
  }))
}

function chartElement(container: HTMLElement): HTMLElement {
  const element = container.querySelector('[aria-hidden="true"].h-72')
  if (!(element instanceof HTMLElement)) throw new Error('no chart element')
  return element
}

describe('readCandles', () => {
  it('orders buckets oldest first, in seconds, and drops duplicates and non-numbers', () => {
    const [newest, older] = quietBuckets(2)
    if (!newest || !older) throw new Error('no buckets')
    const hostile = { ...older, high: 'NaN', timestamp: '5' }
    const candles = readCandles([newest, older, { ...older }, hostile])
    expect(candles.map((candle) => candle.time)).toEqual([
      Number(older.timestamp) / 1000,
      Number(newest.timestamp) / 1000,
    ])
    expect(candles[1]?.volume).toBe(1.5)
  })
})

describe('PriceChart', () => {
  it('draws one candle and one volume bar per bucket, side by side however far apart', () => {
    const buckets = quietBuckets(5)
    const { container } = render(
      <PriceChart buckets={buckets} code="USD" resolutionLabel="1 min" />,
    )
    const chart = fakeChartIn(chartElement(container))
    const [candles, volume] = chart.series
    expect(candles?.kind).toBe('Candlestick')
    expect(volume?.kind).toBe('Histogram')
    // The library places data by index: five hours of silence between buckets take no room.
    expect(candles?.data).toHaveLength(5)
    expect(volume?.data).toHaveLength(5)
    expect(candles?.data[0]).toMatchObject({ time: Number(buckets[4]?.timestamp) / 1000 })
    expect(volume?.data[4]).toMatchObject({ value: 1.5 })
  })

  it('reads out the bucket under the crosshair with its exact strings', () => {
    const buckets = quietBuckets(3)
    const { container } = render(
      <PriceChart buckets={buckets} code="USD" resolutionLabel="1 min" />,
    )
    expect(screen.getByText('Latest bucket')).toBeVisible()
    const middle = buckets[1]
    if (!middle) throw new Error('no bucket')
    act(() => fakeChartIn(chartElement(container)).moveCrosshair(Number(middle.timestamp) / 1000))
    const readout = screen.getByText('Under the crosshair').parentElement
    if (!readout) throw new Error('no readout')
    expect(readout).toHaveTextContent(
      `open ${middle.open}, high ${middle.high}, low ${middle.low}, close ${middle.close} XLM per USD; volume ${middle.base_volume} USD in ${middle.trade_count} trades`,
    )
    act(() => fakeChartIn(chartElement(container)).moveCrosshair(undefined))
    expect(screen.getByText('Latest bucket')).toBeVisible()
  })

  it('zooms in and out around the newest bucket and says which buckets are shown', () => {
    const buckets = quietBuckets(40)
    const { container } = render(
      <PriceChart buckets={buckets} code="USD" resolutionLabel="1 min" />,
    )
    expect(screen.getByText(/Showing 40 of 40 buckets/)).toBeVisible()
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }))
    expect(fakeChartIn(chartElement(container)).visibleRange).toEqual({ from: 19.5, to: 39 })
    expect(screen.getByText(/Showing 20 of 40 buckets/)).toBeVisible()
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }))
    expect(fakeChartIn(chartElement(container)).visibleRange).toEqual({ from: 0, to: 39 })
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }))
    fireEvent.click(screen.getByRole('button', { name: 'All buckets' }))
    expect(screen.getByText(/Showing 40 of 40 buckets/)).toBeVisible()
  })

  it('keeps every bucket in the table with exact prices, even one the chart cannot draw', () => {
    const buckets = [...quietBuckets(2), { ...fixtureBuckets[0], high: 'not a price' }]
    render(
      <PriceChart buckets={buckets as TradeAggregation[]} code="USD" resolutionLabel="1 min" />,
    )
    const table = screen.getByRole('table', { name: 'Price buckets' })
    expect(within(table).getAllByRole('row')).toHaveLength(4)
    expect(screen.getByText(/2 buckets of 1 min/)).toBeVisible()
  })
})
