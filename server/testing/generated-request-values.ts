// The values generated requests are drawn from (generated-requests-support.ts): the sandbox's
// routes, the paths it does not serve, Accept headers by what they negotiate, integer-boundary
// numbers and hostile path segments.

/** Every route the sandbox serves (README "Endpoints"), `{kind}` marking a path parameter. */
export const SERVED_ROUTES: readonly string[] = [
  '/',
  '/ledgers',
  '/ledgers/{ledger}',
  '/ledgers/{ledger}/transactions',
  '/ledgers/{ledger}/operations',
  '/ledgers/{ledger}/payments',
  '/ledgers/{ledger}/effects',
  '/transactions',
  '/transactions/{transaction}',
  '/transactions/{transaction}/operations',
  '/transactions/{transaction}/payments',
  '/transactions/{transaction}/effects',
  '/operations',
  '/operations/{operation}',
  '/operations/{operation}/effects',
  '/payments',
  '/effects',
  '/trades',
  '/accounts/{account}',
  '/accounts/{account}/transactions',
  '/accounts/{account}/operations',
  '/accounts/{account}/payments',
  '/accounts/{account}/effects',
  '/accounts/{account}/offers',
  '/accounts/{account}/trades',
  '/accounts/{account}/data/{dataKey}',
]

/** Paths the sandbox does not serve (Horizon endpoints it lacks, near misses, its control URL). */
export const UNSERVED_ROUTES: readonly string[] = [
  '/offers',
  '/claimable_balances',
  '/fee_stats',
  '/order_book',
  '/accounts',
  '/accounts/{account}/data',
  '/ledgers/{ledger}/trades',
  '/operations/{operation}/payments',
  '/ledgers/{ledger}/{ledger}',
  '/_sandbox/close',
  '/_sandbox',
  '/{ledger}',
]

export const ODD_METHODS: readonly string[] = ['HEAD', 'POST', 'PUT', 'OPTIONS', 'DELETE', 'PATCH']

/** Accept headers that negotiate JSON (or raw bytes where a route has them), … */
export const JSON_ACCEPTS: readonly string[] = [
  'application/json',
  'application/hal+json',
  '*/*',
  'application/*',
  'application/octet-stream',
  'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
]
/** … nothing Horizon offers (406), … */
export const REFUSED_ACCEPTS: readonly string[] = [
  'text/plain',
  'image/png',
  '',
  ';;;',
  'application/json;q=abc',
  '*/*;q=0',
]
/** … or text/event-stream (Horizon's goautoneg). */
export const STREAM_ACCEPTS: readonly string[] = [
  'text/event-stream',
  'text/*',
  'text/event-stream;q=0.5,application/hal+json;q=0.4',
  'TEXT/EVENT-STREAM',
]

/** Numbers around every integer boundary the API parses (uint32, int64, uint64) and beyond. */
export const HUGE_NUMBERS: readonly string[] = [
  '0',
  '4294967295',
  '4294967296',
  '2147483648',
  '9223372036854775807',
  '9223372036854775808',
  '18446744073709551615',
  '18446744073709551616',
  '-1',
  '-9223372036854775808',
  '-9223372036854775809',
  '99999999999999999999999999999999999999999999',
  '1e9',
  '0x10',
  '+5',
  '007',
  '1.5',
  'Infinity',
  'NaN',
]

export const HOSTILE_SEGMENTS: readonly string[] = [
  '',
  '.',
  '..',
  '../..',
  '%',
  '%2',
  '%zz',
  '%00',
  '%2F',
  '%2e%2e',
  '..%2F..%2Fetc%2Fpasswd',
  '?',
  '#',
  '/',
  '//',
  '?cursor=now',
  '#top',
  '%3F',
  '%23',
  'é',
  '𝕏',
  '\u202e',
  '\u0000',
  ' ',
  'null',
  'undefined',
  '[object Object]',
  '__proto__',
  'constructor',
  'G'.repeat(56),
  'GAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  'SBX5RT5WNJQEAUH2GZDSFPVAB37YQKWY6HKQ2IWDFW6XXQ6LDBU52FQZ',
  'M'.repeat(69),
  'A'.repeat(5000),
  'f'.repeat(64),
  'F'.repeat(64),
]
