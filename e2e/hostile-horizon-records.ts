// The records a hostile Horizon serves: real Horizon responses from ../shared/fixtures/horizon,
// re-pointed at the hostile server, then mutated by one of the RecordMutation kinds below.
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

const fixturesDir =
  process.env.HORIZON_FIXTURES_DIR ??
  path.resolve(import.meta.dirname, '..', '..', 'shared', 'fixtures', 'horizon')

export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }
export type JsonObject = { [key: string]: JsonValue }

/** How every record the hostile server sends is altered before it goes out. */
export type RecordMutation =
  | 'none'
  /** script and HTML appended to every string outside `_links` (memo, home_domain, codes, ids…) */
  | 'script'
  /** every `_links` href becomes javascript:, data: or off-site */
  | 'evil-links'
  /** every id-like field holds `?`, `#`, `/`, `..` and `%` */
  | 'odd-ids'
  /** every field but the id of every record is null, and the page's `_links` is null */
  | 'nulls'
  /** every field but the id of every record is missing */
  | 'missing'
  /** operation and effect types the explorer cannot know */
  | 'unknown-types'
  /** 100,000-digit numbers in amount and number fields */
  | 'huge-numbers'
  /** 1 MB strings in text fields */
  | 'huge-strings'
  /** every string starts with a spreadsheet formula character and holds a right-to-left override */
  | 'formulas-and-bidi'

export const scriptPayload = '<img src=x onerror=window.__pwned=1><script>window.__pwned=1</script>'
export const evilHrefs = [
  'javascript:window.__pwned=1',
  'data:text/html,<script>window.__pwned=1</script>',
  'http://evil.example/steal',
]
export const oddIds = [
  'GA?horizon=http://evil.example#',
  'G/../../../public/accounts/GA',
  '..%2F..%2Fpublic?x=1#y',
]
const idFields = new Set(
  [
    'id paging_token hash prev_hash account_id source_account fee_account transaction_hash funder',
    'account from to into seller base_account counter_account base_offer_id counter_offer_id',
    'offer_id asset_issuer trustor trustee key inflation_destination sequence ledger',
  ]
    .join(' ')
    .split(' '),
)
/** Characters a spreadsheet reads as the start of a formula (CSV injection). */
export const formulaStarts = ['=', '+', '-', '@', '\t', '\r']
export const rightToLeftOverride = '\u202E'
const hugeDigits = '9'.repeat(100_000)
const megabyte = 'W'.repeat(1_000_000)
const numberLike = /^-?\d+(\.\d+)?$/
// Enough huge leaves that every page shows some, few enough that a body stays a few megabytes.
const hugeNumberLimit = 24
const hugeStringLimit = 4

function readFixture(name: string): JsonObject {
  return JSON.parse(readFileSync(path.join(fixturesDir, name), 'utf8')) as JsonObject
}

function fixturesNamed(prefix: string): JsonObject[] {
  return readdirSync(fixturesDir)
    .filter((name) => name.startsWith(prefix) && name.endsWith('.json'))
    .sort()
    .map(readFixture)
}

function recordsOf(page: JsonObject): JsonObject[] {
  const embedded = page._embedded as { records: JsonObject[] }
  return embedded.records
}

/** The unmutated bodies, keyed by what they are. */
export interface BaseRecords {
  root: JsonObject
  ledger: JsonObject
  ledgers: JsonObject[]
  transaction: JsonObject
  transactions: JsonObject[]
  operation: JsonObject
  operations: JsonObject[]
  payments: JsonObject[]
  effects: JsonObject[]
  trades: JsonObject[]
  offers: JsonObject[]
  account: JsonObject
}

const transactionFixtures = [
  'transaction.json',
  'transaction-failed.json',
  'transaction-fee-bump.json',
  'transaction-muxed.json',
  'transaction-fee-bump-muxed.json',
]

export function loadBaseRecords(): BaseRecords {
  return {
    root: readFixture('root.json'),
    ledger: readFixture('ledger.json'),
    ledgers: recordsOf(readFixture('ledgers-page.json')),
    transaction: readFixture('transaction.json'),
    transactions: transactionFixtures.map(readFixture),
    operation: readFixture('op-payment.json'),
    operations: fixturesNamed('op-'),
    payments: recordsOf(readFixture('payments-page.json')),
    effects: fixturesNamed('effect-'),
    trades: recordsOf(readFixture('trades-page.json')),
    offers: recordsOf(readFixture('offers-page.json')),
    account: readFixture('account.json'),
  }
}

/** Every absolute URL in the fixtures names the Horizon it came from; ours must name us. */
export function repointLinks(value: JsonValue, horizonUrl: string): JsonValue {
  if (typeof value === 'string') return value.replace(/^https?:\/\/[^/]+/, horizonUrl)
  if (Array.isArray(value)) return value.map((item) => repointLinks(item, horizonUrl))
  if (value === null || typeof value !== 'object') return value
  const result: JsonObject = {}
  for (const [key, item] of Object.entries(value)) result[key] = repointLinks(item, horizonUrl)
  return result
}

type Leaf = (key: string, value: JsonValue) => JsonValue

/** Rewrites every leaf outside `_links`; `links` (when given) rewrites each `_links` object. */
function mapLeaves(
  value: JsonValue,
  leaf: Leaf,
  links?: (links: JsonValue) => JsonValue,
): JsonValue {
  const walk = (key: string, item: JsonValue): JsonValue => {
    if (key === '_links') return links ? links(item) : item
    if (Array.isArray(item)) return item.map((element) => walk(key, element))
    if (item !== null && typeof item === 'object') {
      const result: JsonObject = {}
      for (const [childKey, child] of Object.entries(item)) result[childKey] = walk(childKey, child)
      return result
    }
    return leaf(key, item)
  }
  return walk('', value)
}

/** Replaces the first `limit` leaves for which `replace` gives a value. */
function capped(
  body: JsonValue,
  limit: number,
  replace: (key: string, leaf: JsonValue) => JsonValue | undefined,
): JsonValue {
  let replaced = 0
  return mapLeaves(body, (key, leaf) => {
    if (replaced >= limit) return leaf
    const replacement = replace(key, leaf)
    if (replacement === undefined) return leaf
    replaced += 1
    return replacement
  })
}

function evilLinks(links: JsonValue): JsonValue {
  if (links === null || typeof links !== 'object' || Array.isArray(links)) return links
  const result: JsonObject = {}
  Object.keys(links).forEach((name, index) => {
    result[name] = { href: evilHrefs[index % evilHrefs.length] ?? '' }
  })
  return result
}

const keptWhenHollow = new Set(['id', 'sequence', 'hash', 'account_id'])

function recordsIn(embedded: JsonValue): JsonValue {
  if (embedded === null || typeof embedded !== 'object' || Array.isArray(embedded)) return []
  return embedded.records ?? []
}

/** Nulls (or drops) every field of every record except its id; a record's `_links` too. */
function hollowRecords(value: JsonValue, drop: boolean): JsonValue {
  if (Array.isArray(value)) return value.map((item) => hollowRecords(item, drop))
  if (value === null || typeof value !== 'object') return value
  const result: JsonObject = {}
  for (const [key, item] of Object.entries(value)) {
    if (key === '_embedded') result[key] = { records: hollowRecords(recordsIn(item), drop) }
    else if (keptWhenHollow.has(key)) result[key] = item
    else if (!drop) result[key] = null
  }
  return result
}

export function mutate(body: JsonValue, mutation: RecordMutation): JsonValue {
  switch (mutation) {
    case 'none':
      return body
    case 'script':
      return mapLeaves(body, (_key, leaf) =>
        typeof leaf === 'string' ? `${leaf}${scriptPayload}` : leaf,
      )
    case 'evil-links':
      return mapLeaves(body, (_key, leaf) => leaf, evilLinks)
    case 'odd-ids': {
      let counter = 0
      return mapLeaves(body, (key, leaf) => {
        if (!idFields.has(key)) return leaf
        counter += 1
        return oddIds[counter % oddIds.length] ?? ''
      })
    }
    case 'nulls':
      return hollowRecords(body, false)
    case 'missing':
      return hollowRecords(body, true)
    case 'unknown-types':
      return mapLeaves(body, (key, leaf) => {
        if (key === 'type') return `hostile_future_type${scriptPayload}`
        return key === 'type_i' ? 999 : leaf
      })
    case 'huge-numbers':
      // Ids stay, so the pages still name the records the URL asks for.
      return capped(body, hugeNumberLimit, (key, leaf) =>
        !idFields.has(key) &&
        (typeof leaf === 'number' || (typeof leaf === 'string' && numberLike.test(leaf)))
          ? `${hugeDigits}.1234567`
          : undefined,
      )
    case 'formulas-and-bidi': {
      let counter = 0
      return mapLeaves(body, (_key, leaf) => {
        if (typeof leaf !== 'string') return leaf
        counter += 1
        return `${formulaStarts[counter % formulaStarts.length] ?? ''}${rightToLeftOverride}${leaf}`
      })
    }
    case 'huge-strings':
      return capped(body, hugeStringLimit, (_key, leaf) =>
        typeof leaf === 'string' && !numberLike.test(leaf) ? `${leaf}${megabyte}` : undefined,
      )
  }
}
