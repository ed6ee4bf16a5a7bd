// Latency of the ledger-entry endpoints (offers, order book, trades filters, trade aggregations,
// fee stats, assets, accounts filters, paths) over a simulated history, with the response cache
// off so every request runs its queries. Prints measured figures only.
//   npx tsx bench/ledger-endpoints-bench.ts [--history 2000] [--requests 50]
import { startSimulatedSandbox } from '../server/testing/test-support.ts'
import { numberFlag } from './bench-options.ts'
import { formatTable, ms, summarize } from './bench-stats.ts'

const history = numberFlag('history', 2000)
const requests = numberFlag('requests', 50)
const started = performance.now()
const running = await startSimulatedSandbox({
  seed: 1,
  history,
  server: { responseCacheBytes: 0 },
})
const generatedMs = performance.now() - started
const count = (sql: string): number => (running.db.prepare(sql).get() as { n: number }).n
const firstOffer = JSON.parse(
  (
    running.db
      .prepare(
        "SELECT json FROM offers WHERE json_extract(json, '$.selling.asset_type') = 'native' ORDER BY offer_id LIMIT 1",
      )
      .get() as { json: string }
  ).json,
) as { seller: string; buying: { asset_type: string; asset_code: string; asset_issuer: string } }
const { asset_type: type, asset_code: code, asset_issuer: issuer } = firstOffer.buying
const usd = `${code}:${issuer}`
const asset = (prefix: string): string =>
  `${prefix}asset_type=${type}&${prefix}asset_code=${code}&${prefix}asset_issuer=${issuer}`

const targets: Array<[string, string]> = [
  ['offers (200)', '/offers?limit=200'],
  ['offers by seller', `/offers?seller=${firstOffer.seller}`],
  ['order_book', `/order_book?selling_asset_type=native&${asset('buying_')}`],
  ['trades by pair', `/trades?base_asset_type=native&${asset('counter_')}&limit=200`],
  [
    'trade_aggregations 1h',
    `/trade_aggregations?base_asset_type=native&${asset('counter_')}&resolution=3600000&limit=200`,
  ],
  ['fee_stats', '/fee_stats'],
  ['assets', '/assets?limit=200'],
  ['accounts by asset', `/accounts?asset=${usd}&limit=200`],
  [
    'paths/strict-send',
    `/paths/strict-send?source_asset_type=native&source_amount=10&destination_assets=${usd}`,
  ],
  [
    'paths/strict-receive',
    `/paths/strict-receive?source_assets=native&${asset('destination_')}&destination_amount=1`,
  ],
]

const rows: string[][] = [['endpoint', 'status', 'p50', 'p99', 'max']]
for (const [name, path] of targets) {
  const samples: number[] = []
  let status = 0
  for (let index = 0; index < requests; index++) {
    const start = performance.now()
    const response = await fetch(`${running.baseUrl}${path}`)
    await response.arrayBuffer()
    samples.push(performance.now() - start)
    status = response.status
  }
  const summary = summarize(samples)
  rows.push([name, String(status), ms(summary.p50), ms(summary.p99), ms(summary.max)])
}
const sizes = `${count('SELECT count(*) AS n FROM offers')} open offers, ${count('SELECT count(*) AS n FROM trades')} trades, ${count('SELECT count(*) AS n FROM accounts')} accounts`
await running.stop()
console.log(
  `history ${history} ledgers (generated in ${ms(generatedMs, 0)}): ${sizes}; ${requests} sequential requests each, response cache off`,
)
console.log(formatTable(rows))
