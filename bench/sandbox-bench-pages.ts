// Phase 2 of `npm run bench:sandbox` (see the header of sandbox-bench.ts for what it measures):
// page latency at the newest, middle and oldest cursor of a database with ≥1M operations.
import Database from 'better-sqlite3'
import { formatTable, ms, summarize } from './bench-stats.ts'
import { getJson, startChildServer, timedGet } from './bench-processes.ts'
import { fixed, print, type SummaryRow } from './sandbox-bench-report.ts'

const PAGE_SAMPLES = 200
const PAGE_WARMUP = 10

interface PageCase {
  family: string
  position: 'newest' | 'middle' | 'oldest'
  url: string
  samples: number[]
}

/** A paged endpoint: its name in the tables, its path and the paging token of its median row. */
type PageFamily = [family: string, path: string, median: bigint]

/** The three endpoints with the median rows that their `middle` cursor starts from. */
function pageFamilies(dbPath: string): PageFamily[] {
  const reader = new Database(dbPath, { readonly: true })
  reader.defaultSafeIntegers(true)
  const count = (sql: string, ...parameters: unknown[]): bigint =>
    (reader.prepare(sql).get(...parameters) as { n: bigint }).n
  const operations = count('SELECT count(*) AS n FROM operations')
  const payments = count('SELECT count(*) AS n FROM operations WHERE is_payment = 1')
  const medianOperation = count(
    'SELECT id AS n FROM operations ORDER BY id LIMIT 1 OFFSET ?',
    operations / 2n,
  )
  const medianPayment = count(
    'SELECT id AS n FROM operations WHERE is_payment = 1 ORDER BY id LIMIT 1 OFFSET ?',
    payments / 2n,
  )
  // The busiest account: its participant rows are the longest keyset range to page through.
  const busiest = reader
    .prepare(
      'SELECT account, count(*) AS n FROM operation_participants GROUP BY account ORDER BY n DESC LIMIT 1',
    )
    .get() as { account: string; n: bigint }
  const medianAccountOperation = count(
    'SELECT operation_id AS n FROM operation_participants WHERE account = ? ORDER BY operation_id LIMIT 1 OFFSET ?',
    busiest.account,
    busiest.n / 2n,
  )
  reader.close()
  print(
    `rows: operations ${operations}, payments ${payments}, account ${busiest.account.slice(0, 8)}… ` +
      `has ${busiest.n} operation_participants rows`,
  )
  return [
    ['/operations', '/operations', medianOperation],
    ['/payments', '/payments', medianPayment],
    [
      '/accounts/{id}/operations',
      `/accounts/${busiest.account}/operations`,
      medianAccountOperation,
    ],
  ]
}

function pageCases(base: string, families: readonly PageFamily[]): PageCase[] {
  return families.flatMap(([family, path, median]): PageCase[] => [
    { family, position: 'newest', url: `${base}${path}?limit=200&order=desc`, samples: [] },
    {
      family,
      position: 'middle',
      url: `${base}${path}?limit=200&order=desc&cursor=${median}`,
      samples: [],
    },
    { family, position: 'oldest', url: `${base}${path}?limit=200&order=asc`, samples: [] },
  ])
}

export async function measurePages(dbPath: string): Promise<SummaryRow[]> {
  print('\n== 2. Page latency at newest / middle / oldest cursor, ≥1M operations ==')
  const families = pageFamilies(dbPath)
  // Response cache off (last argument 0 bytes): every sample renders from SQLite.
  const sandbox = await startChildServer(['sandbox', dbPath, '0', '0'])
  try {
    const cases = pageCases(sandbox.base, families)
    for (const pageCase of cases) {
      const page = await getJson<{ _embedded: { records: unknown[] } }>(pageCase.url)
      if (page._embedded.records.length !== 200)
        throw new Error(`${pageCase.url} returned ${page._embedded.records.length} records`)
      for (let index = 0; index < PAGE_WARMUP; index++) await timedGet(pageCase.url)
    }
    print(
      `client: sequential GETs over one keep-alive connection from the bench process; ` +
        `${PAGE_SAMPLES} samples per URL, round-robin over all URLs; server response cache ` +
        `disabled, so every sample runs its keyset query and renders`,
    )
    for (let round = 0; round < PAGE_SAMPLES; round++)
      for (const pageCase of cases) pageCase.samples.push(await timedGet(pageCase.url))
    return printPages(cases, families)
  } finally {
    await sandbox.stop()
  }
}

/** Prints the latency and ratio tables; returns the summary rows. */
function printPages(cases: readonly PageCase[], families: readonly PageFamily[]): SummaryRow[] {
  const summaryRows: SummaryRow[] = []
  const table: string[][] = [['endpoint', 'position', 'p50', 'p99', 'max']]
  for (const pageCase of cases) {
    const summary = summarize(pageCase.samples)
    table.push([
      pageCase.family,
      pageCase.position,
      ms(summary.p50),
      ms(summary.p99),
      ms(summary.max),
    ])
  }
  print(formatTable(table))
  const ratios: string[][] = [
    ['endpoint', 'oldest/newest p50', 'oldest/newest p99', 'middle/newest p50'],
  ]
  for (const [family] of families) {
    const of = (position: PageCase['position']) =>
      summarize(cases.find((c) => c.family === family && c.position === position)?.samples ?? [])
    const newest = of('newest')
    const oldest = of('oldest')
    const middle = of('middle')
    ratios.push([
      family,
      `${fixed(oldest.p50 / newest.p50)} (goal ≤ 1.3)`,
      fixed(oldest.p99 / newest.p99),
      fixed(middle.p50 / newest.p50),
    ])
    summaryRows.push([
      `page ${family} oldest/newest p50`,
      `${fixed(oldest.p50 / newest.p50)} (${ms(oldest.p50)} vs ${ms(newest.p50)})`,
      '≤ 1.3',
    ])
  }
  print(formatTable(ratios))
  return summaryRows
}
