// Generated requests against the sandbox (fast-check arbitraries), shared by the property test
// server/http/generated-requests.test.ts and `npm run bench:abuse`: every route of the read API
// with real and malformed ids of every kind, every page parameter with good and hostile values,
// repeated and unknown parameters, odd methods, odd Accept/Last-Event-ID/Origin/Host headers and
// path segments carrying `?`, `#`, `/`, `..`, `%` and unicode, raw or percent-encoded.
import fc from 'fast-check'
import {
  HOSTILE_SEGMENTS,
  HUGE_NUMBERS,
  JSON_ACCEPTS,
  ODD_METHODS,
  REFUSED_ACCEPTS,
  SERVED_ROUTES,
  STREAM_ACCEPTS,
  UNSERVED_ROUTES,
} from './generated-request-values.ts'

export interface GeneratedRequest {
  method: string
  /** Request target exactly as sent: only bytes node's HTTP client accepts (0x21–0x7e). */
  target: string
  headers: Record<string, string>
  body?: string
}

/** Real ids of the sandbox under test, so generated requests reach records, not only errors. */
export interface KnownIds {
  ledgers: string[]
  transactions: string[]
  operations: string[]
  accounts: string[]
  dataEntries: Array<{ account: string; key: string }>
  /** Paging tokens of every kind of record (plain TOIDs and `id-order` effect/trade tokens). */
  pagingTokens: string[]
}

export type IdKind = 'ledger' | 'transaction' | 'operation' | 'account' | 'dataKey'

const junkText = fc.string({ unit: 'binary', maxLength: 40 })

/** Percent-encodes every UTF-8 byte outside A-Z a-z 0-9 - _ . ~ (lone surrogates become U+FFFD). */
export function percentEncode(text: string): string {
  let encoded = ''
  for (const byte of Buffer.from(text, 'utf8')) {
    const character = String.fromCharCode(byte)
    encoded += /[A-Za-z0-9\-_.~]/.test(character)
      ? character
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
  }
  return encoded
}

/** Leaves printable ASCII as it is (`?`, `#`, `/`, `%`, `&`, `=` included), encodes the rest. */
export function rawEncode(text: string): string {
  let encoded = ''
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0
    encoded += code >= 0x21 && code <= 0x7e ? character : percentEncode(character)
  }
  return encoded
}

/** A header value node's client will send: printable ASCII only. */
function headerSafe(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?')
}

function pick(values: readonly string[]): fc.Arbitrary<string> {
  return fc.constantFrom(...values)
}

function knownOr(values: readonly string[], fallback: string): fc.Arbitrary<string> {
  return values.length > 0 ? pick(values) : fc.constant(fallback)
}

function knownIdsOf(known: KnownIds, kind: IdKind): string[] {
  switch (kind) {
    case 'ledger':
      return known.ledgers
    case 'transaction':
      return known.transactions
    case 'operation':
      return known.operations
    case 'account':
      return known.accounts
    case 'dataKey':
      return known.dataEntries.map((entry) => entry.key)
  }
}

const ID_KINDS: readonly IdKind[] = ['ledger', 'transaction', 'operation', 'account', 'dataKey']

/** A path parameter: mostly a real id of its kind, else another kind's id or something hostile. */
function pathValue(known: KnownIds, kind: IdKind): fc.Arbitrary<string> {
  const otherKind = fc
    .constantFrom(...ID_KINDS)
    .chain((other) => knownOr(knownIdsOf(known, other), '1'))
  return fc.oneof(
    { arbitrary: knownOr(knownIdsOf(known, kind), '1'), weight: 6 },
    { arbitrary: otherKind, weight: 1 },
    { arbitrary: pick(HUGE_NUMBERS), weight: 1 },
    { arbitrary: pick(HOSTILE_SEGMENTS), weight: 2 },
    { arbitrary: junkText, weight: 1 },
  )
}

export function cursorValue(known: KnownIds): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: knownOr(known.pagingTokens, '1'), weight: 8 },
    { arbitrary: pick(['now', 'NOW', 'now ', '', '0', '-0', '1-', '-1-2', '1--2']), weight: 2 },
    { arbitrary: pick(HUGE_NUMBERS), weight: 2 },
    {
      arbitrary: fc
        .tuple(fc.bigInt(-(2n ** 70n), 2n ** 70n), fc.bigInt(-(2n ** 70n), 2n ** 70n))
        .map(([first, second]) => `${first}-${second}`),
      weight: 1,
    },
    { arbitrary: junkText, weight: 1 },
  )
}

function queryParameter(known: KnownIds): fc.Arbitrary<[string, string]> {
  // Valid values dominate, so most requests get past the first check to the later ones.
  const limit = fc.oneof(
    { arbitrary: fc.integer({ min: 1, max: 200 }).map(String), weight: 6 },
    { arbitrary: fc.integer({ min: -3, max: 203 }).map(String), weight: 1 },
    { arbitrary: pick(['', ' 10', '10 ', '1e2', '10.0', 'abc', '٣']), weight: 1 },
    { arbitrary: pick(HUGE_NUMBERS), weight: 1 },
  )
  const order = fc.oneof(
    { arbitrary: pick(['asc', 'desc']), weight: 6 },
    { arbitrary: pick(['', 'ASC', 'Desc', 'sideways', 'asc,desc']), weight: 1 },
    { arbitrary: junkText, weight: 1 },
  )
  const includeFailed = fc.oneof(
    { arbitrary: pick(['true', 'false', '1', '0', 't', 'F', 'TRUE', 'True', '']), weight: 6 },
    { arbitrary: pick(['yes', 'TrUe', '2']), weight: 1 },
    { arbitrary: junkText, weight: 1 },
  )
  const join = fc.oneof(
    { arbitrary: pick(['transactions', '']), weight: 6 },
    { arbitrary: pick(['transaction', 'TRANSACTIONS', 'transactions,operations']), weight: 1 },
    { arbitrary: junkText, weight: 1 },
  )
  const unknownKey = fc.oneof(
    pick([
      'asset',
      'signer',
      'count',
      'foo',
      'CURSOR',
      'Limit',
      'limit[]',
      'cursor ',
      '',
      '__proto__',
    ]),
    junkText,
  )
  return fc.oneof(
    { arbitrary: fc.tuple(fc.constant('cursor'), cursorValue(known)), weight: 3 },
    { arbitrary: fc.tuple(fc.constant('order'), order), weight: 2 },
    { arbitrary: fc.tuple(fc.constant('limit'), limit), weight: 2 },
    { arbitrary: fc.tuple(fc.constant('include_failed'), includeFailed), weight: 1 },
    { arbitrary: fc.tuple(fc.constant('join'), join), weight: 1 },
    { arbitrary: fc.tuple(unknownKey, junkText), weight: 1 },
  )
}

function fillTemplate(
  template: string,
  values: ReadonlyMap<IdKind, string>,
  encode: (text: string) => string,
): string {
  return template.replace(/\{(\w+)\}/g, (_match, kind: string) =>
    encode(values.get(kind as IdKind) ?? ''),
  )
}

/** The path and query of a request: a route template filled with generated ids and parameters. */
function requestTarget(known: KnownIds, routes: readonly string[]): fc.Arbitrary<string> {
  // Half the time the account and data key are a real pair, so data values are found too.
  const dataEntry =
    known.dataEntries.length > 0
      ? fc.option(fc.constantFrom(...known.dataEntries), { nil: undefined })
      : fc.constant(undefined)
  const values = fc
    .tuple(fc.tuple(...ID_KINDS.map((kind) => pathValue(known, kind))), dataEntry)
    .map(([generated, entry]) => {
      const map = new Map(ID_KINDS.map((kind, index) => [kind, generated[index] ?? '']))
      if (entry) map.set('account', entry.account).set('dataKey', entry.key)
      return map
    })
  const encoder = fc.constantFrom(percentEncode, rawEncode)
  const suffix = fc.oneof(
    { arbitrary: fc.constant(''), weight: 8 },
    {
      arbitrary: pick(['/', '//', '/.', '/..', '/%2e%2e', '#', '#x', '%', '?', '??', '&']),
      weight: 2,
    },
  )
  const query = fc.array(fc.tuple(queryParameter(known), encoder), { maxLength: 5 })
  return fc
    .record({ template: pick(routes), values, pathEncoder: encoder, suffix, query })
    .map(({ template, values: ids, pathEncoder, suffix: tail, query: parameters }) => {
      const path = fillTemplate(template, ids, pathEncoder) + tail
      const search = parameters
        .map(([[key, value], encode]) => `${encode(key)}=${encode(value)}`)
        .join('&')
      return search === '' ? path : `${path}${path.includes('?') ? '&' : '?'}${search}`
    })
}

export interface GeneratorOptions {
  /** Methods to draw from (GET is always weighted highest). Default: GET and ODD_METHODS. */
  methods?: readonly string[]
  /**
   * Whether HEAD may carry an Accept that negotiates text/event-stream. Off by default: that
   * combination hangs (known defect, being fixed in server/http + server/streaming).
   */
  headStreams?: boolean
  /** Whether Accept may ask for text/event-stream at all (bench's JSON load turns it off). */
  streams?: boolean
  /** Share of requests to unserved paths, out of 10 (default 1). */
  unservedWeight?: number
}

function headersFor(
  method: string,
  known: KnownIds,
  options: GeneratorOptions,
): fc.Arbitrary<Record<string, string>> {
  const streamsAllowed = (options.streams ?? true) && (method !== 'HEAD' || options.headStreams)
  const accept = fc.oneof(
    { arbitrary: pick(JSON_ACCEPTS), weight: 4 },
    { arbitrary: pick(REFUSED_ACCEPTS), weight: 1 },
    ...(streamsAllowed ? [{ arbitrary: pick(STREAM_ACCEPTS), weight: 3 }] : []),
  )
  const optional = (arbitrary: fc.Arbitrary<string>, percent: number) =>
    fc.oneof(
      { arbitrary: fc.constant(undefined), weight: 100 - percent },
      { arbitrary, weight: percent },
    )
  const preflight = method === 'OPTIONS' ? 60 : 0
  return fc
    .record({
      accept: optional(accept, 60),
      'last-event-id': optional(cursorValue(known).map(headerSafe), 15),
      origin: optional(pick(['https://explorer.example', 'null', 'http://127.0.0.1:5173']), 20),
      host: optional(
        pick(['horizon.stellar.org', 'a"b\\c', '</script>', 'example.com:99999', '']),
        15,
      ),
      'x-forwarded-proto': optional(pick(['https', 'http', 'gopher', 'https, http', '"']), 15),
      'access-control-request-method': optional(pick(['GET', 'POST', 'DELETE', 'get']), preflight),
      'access-control-request-headers': optional(
        pick(['content-type', 'x-client-name, x-app']),
        preflight,
      ),
    })
    .map((headers) => {
      const result: Record<string, string> = {}
      for (const [name, value] of Object.entries(headers))
        if (value !== undefined) result[name] = value
      return result
    })
}

export function generatedRequest(
  known: KnownIds,
  options: GeneratorOptions = {},
): fc.Arbitrary<GeneratedRequest> {
  const methods = options.methods ?? ['GET', ...ODD_METHODS]
  const method = fc.oneof(
    ...methods.map((name) => ({ arbitrary: fc.constant(name), weight: name === 'GET' ? 30 : 1 })),
  )
  const unserved = options.unservedWeight ?? 1
  const target = fc.oneof(
    { arbitrary: requestTarget(known, SERVED_ROUTES), weight: 10 - unserved },
    ...(unserved > 0
      ? [{ arbitrary: requestTarget(known, UNSERVED_ROUTES), weight: unserved }]
      : []),
  )
  return method.chain((name) =>
    fc
      .record({
        target,
        headers: headersFor(name, known, options),
        body: fc.option(fc.string({ maxLength: 200 }), { nil: undefined }),
      })
      .map(({ target: path, headers, body }) => {
        // `/_sandbox/close?count=N` closes N ledgers; only a handful may be asked for.
        const boundedPath = path.startsWith('/_sandbox/close')
          ? path.replace(/count=\d{2,}/g, 'count=1')
          : path
        const request: GeneratedRequest = { method: name, target: boundedPath, headers }
        if (body !== undefined && (name === 'POST' || name === 'PUT' || name === 'PATCH'))
          request.body = body
        return request
      }),
  )
}

/** A curl command line that replays the request against a sandbox on `baseUrl`. */
export function describeRequest(
  request: GeneratedRequest,
  baseUrl = 'http://127.0.0.1:8000',
): string {
  const quote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`
  const parts = ['curl', '-i', '--path-as-is', '-X', request.method]
  for (const [name, value] of Object.entries(request.headers))
    parts.push('-H', quote(`${name}: ${value}`))
  if (request.body !== undefined) parts.push('--data-raw', quote(request.body))
  parts.push(quote(baseUrl + request.target))
  return parts.join(' ')
}
