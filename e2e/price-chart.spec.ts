// Issue 18, defect 2: the asset page's price chart is TradingView's lightweight-charts. Against
// the sandbox's own /trade_aggregations: one slot per bucket (evenly spaced points across the plot
// land on distinct buckets in time order, however quiet the market was between them), a
// crosshair readout with the bucket's exact OHLC and volume, and zoom with the range in words.
import { test, expect } from './fixtures.ts'
import { heading, records } from './explorer-support.ts'
import { mostTradedAsset } from './market-support.ts'

interface Bucket {
  timestamp: string
  trade_count: string
  base_volume: string
  open: string
  high: string
  low: string
  close: string
}

function bucketTime(bucket: Bucket): string {
  return new Date(Number(bucket.timestamp)).toISOString().replace('T', ' ').slice(0, 16) + ' UTC'
}

function readout(bucket: Bucket, code: string): string {
  return (
    `${bucketTime(bucket)}: open ${bucket.open}, high ${bucket.high}, low ${bucket.low}, ` +
    `close ${bucket.close} XLM per ${code}; volume ${bucket.base_volume} ${code} in ` +
    `${bucket.trade_count} trades`
  )
}

test('the price chart: gapless candles, crosshair readout, zoom and range', async ({
  page,
  sandbox,
}) => {
  const asset = await mostTradedAsset(sandbox)
  const type = asset.asset_code.length <= 4 ? 'credit_alphanum4' : 'credit_alphanum12'
  const buckets = await records<Bucket>(
    sandbox,
    `/trade_aggregations?base_asset_type=${type}&base_asset_code=${asset.asset_code}` +
      `&base_asset_issuer=${asset.asset_issuer}&counter_asset_type=native` +
      `&resolution=60000&order=desc&limit=200`,
  )
  const newest = buckets[0]
  expect(buckets.length, 'the sandbox traded the asset in several minutes').toBeGreaterThan(5)
  if (!newest) throw new Error('no buckets')
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto(`/local/assets/${asset.asset_code}-${asset.asset_issuer}?resolution=1m`)
  await expect(heading(page, `Price of ${asset.asset_code} in XLM`, 2)).toBeVisible()
  const figure = page.getByRole('figure')
  await expect(figure).toContainText(`${buckets.length} buckets of 1 min`)
  await expect(figure.getByText('Latest bucket')).toBeVisible()
  await expect(figure).toContainText(readout(newest, asset.asset_code))
  await expect(figure).toContainText(`Showing ${buckets.length} of ${buckets.length} buckets`)

  // Evenly spaced points across the plot (left of the price scale) each read a bucket of the
  // sandbox, distinct and in time order: the axis has one slot per bucket, no empty stretches.
  const plot = figure.locator('canvas').first()
  await plot.scrollIntoViewIfNeeded()
  const box = await plot.boundingBox()
  if (!box) throw new Error('the chart has no box')
  const expected = new Map(buckets.map((bucket) => [bucketTime(bucket), bucket]))
  const read: string[] = []
  const points = 6
  for (let index = 0; index < points; index += 1) {
    const x = box.x + (box.width * (index + 0.5)) / points
    await page.mouse.move(x, box.y + box.height / 2)
    await expect(figure.getByText('Under the crosshair')).toBeVisible()
    const text = (await figure.getByText(/ UTC: open /).textContent()) ?? ''
    const time = text.slice(0, text.indexOf(': open'))
    const bucket = expected.get(time)
    expect(bucket, `${time} is one of the sandbox's buckets`).toBeDefined()
    if (bucket) expect(text).toBe(readout(bucket, asset.asset_code))
    read.push(time)
  }
  expect(new Set(read).size, `distinct buckets under ${points} points: ${read.join(', ')}`).toBe(
    points,
  )
  expect([...read].sort()).toEqual(read)

  await page.getByRole('button', { name: 'Zoom in' }).click()
  const zoomed = figure.getByText(/Showing \d+ of/)
  await expect(zoomed).not.toContainText(`Showing ${buckets.length} of`)
  await expect(zoomed).toContainText(`to ${bucketTime(newest)}`)
  await page.getByRole('button', { name: 'All buckets' }).click()
  await expect(figure).toContainText(`Showing ${buckets.length} of ${buckets.length} buckets`)
  // The exact prices stay in the table.
  await figure.getByText('The buckets as a table (exact prices)').click()
  const table = page.getByRole('table', { name: 'Price buckets' })
  await expect(table.getByRole('row')).toHaveCount(buckets.length + 1)
})
