// `npm run sandbox -- [flags]`: parsing and validation of the sandbox's command line (a contract
// other tools rely on; keep flag names and defaults stable).

export interface SandboxCliOptions {
  port: number
  host: string
  db: string
  seed: number
  history: number
  /** Milliseconds between ledger closes, or 'manual' (only POST /_sandbox/close). */
  closeInterval: number | 'manual'
  control: boolean
  /** Horizon's --per-hour-rate-limit (requests per hour per remote IP); 0 disables it. */
  perHourRateLimit: number
  /** Horizon's MaxBurst. */
  rateLimitBurst: number
  /** Set only when given; the server's defaults apply otherwise (see app.ts). */
  maxStreams?: number
  maxConnections?: number
  headersTimeoutMs?: number
  requestTimeoutMs?: number
  /** Ledgers Stellar RPC at /rpc keeps; set only when given (see app.ts for the default). */
  rpcRetention?: number
}

export const SANDBOX_USAGE = `Usage: npm run sandbox -- [options]

  --port <n>                  TCP port (default 8000; 0 picks a free one)
  --host <address>            listen address (default 127.0.0.1)
  --db <path|:memory:>        SQLite database (default data/sandbox.sqlite)
  --seed <n>                  simulator seed for a new database (default 1)
  --history <n>               ledgers generated on first start (default 2000)
  --close-interval <ms|manual>
                              close a ledger every <ms> (default 5000), or only on request
  --control                   enable POST /_sandbox/close[?count=N]
  --per-hour-rate-limit <n>   Horizon's per-IP rate limit (GCRA, X-Ratelimit-* headers, 429 when
                              exceeded; each SSE update counts); default 0 = disabled, because a
                              local dev server should not throttle the explorer (Horizon: 3600)
  --rate-limit-burst <n>      requests allowed above the rate in one burst (default 100, as
                              Horizon)
  --max-streams <n>           open SSE streams allowed; more get 503 server_over_capacity
                              (default 5000)
  --max-connections <n>       open connections allowed; requests on more get 503
                              server_over_capacity and the connection is closed (default 10000)
  --headers-timeout <ms>      time a client has to send its request headers (default 10000)
  --request-timeout <ms>      time a client has to send its whole request (default 30000; an
                              open SSE stream is not a pending request and never times out here)
  --rpc-retention <ledgers>   ledgers Stellar RPC at /rpc keeps (its history-retention-window;
                              default 1440, less than the default history, so "older than this
                              RPC keeps" can be seen; stellar-rpc's own default is 120960)
  --help                      show this help`

export class CliUsageError extends Error {}

export type CliParseResult = { kind: 'options'; options: SandboxCliOptions } | { kind: 'help' }

function parseInteger(flag: string, text: string | undefined, minimum: number, maximum: number) {
  if (text === undefined || !/^\d+$/.test(text))
    throw new CliUsageError(
      `${flag} needs an integer, got ${text === undefined ? 'nothing' : `"${text}"`}`,
    )
  const value = Number(text)
  if (value < minimum || value > maximum)
    throw new CliUsageError(`${flag} must be between ${minimum} and ${maximum}, got ${value}`)
  return value
}

/** Flags that take one integer within [minimum, maximum], and where each one goes. */
interface IntegerFlag {
  minimum: number
  maximum: number
  key:
    | 'port'
    | 'seed'
    | 'history'
    | 'perHourRateLimit'
    | 'rateLimitBurst'
    | 'maxStreams'
    | 'maxConnections'
    | 'headersTimeoutMs'
    | 'requestTimeoutMs'
    | 'rpcRetention'
}

// A Map, so that an argument such as `constructor` is never mistaken for a flag.
const INTEGER_FLAGS = new Map<string, IntegerFlag>(
  Object.entries({
    '--port': { key: 'port', minimum: 0, maximum: 65535 },
    '--seed': { key: 'seed', minimum: 0, maximum: 2 ** 32 - 1 },
    '--history': { key: 'history', minimum: 0, maximum: 10_000_000 },
    '--per-hour-rate-limit': { key: 'perHourRateLimit', minimum: 0, maximum: 1_000_000_000 },
    '--rate-limit-burst': { key: 'rateLimitBurst', minimum: 0, maximum: 1_000_000_000 },
    '--max-streams': { key: 'maxStreams', minimum: 1, maximum: 1_000_000 },
    '--max-connections': { key: 'maxConnections', minimum: 1, maximum: 1_000_000 },
    '--headers-timeout': { key: 'headersTimeoutMs', minimum: 100, maximum: 3_600_000 },
    '--request-timeout': { key: 'requestTimeoutMs', minimum: 100, maximum: 3_600_000 },
    '--rpc-retention': { key: 'rpcRetention', minimum: 1, maximum: 10_000_000 },
  } satisfies Record<string, IntegerFlag>),
)

function applyValueFlag(
  options: SandboxCliOptions,
  flag: string,
  argument: string,
  value: string | undefined,
): void {
  const integerFlag = INTEGER_FLAGS.get(flag)
  if (integerFlag) {
    options[integerFlag.key] = parseInteger(flag, value, integerFlag.minimum, integerFlag.maximum)
    return
  }
  switch (flag) {
    case '--host':
      if (!value) throw new CliUsageError('--host needs an address')
      options.host = value
      return
    case '--db':
      if (!value) throw new CliUsageError('--db needs a path or :memory:')
      options.db = value
      return
    case '--close-interval':
      options.closeInterval =
        value === 'manual' ? 'manual' : parseInteger(flag, value, 100, 86_400_000)
      return
    default:
      throw new CliUsageError(`unknown option "${argument}"`)
  }
}

export function parseCliArguments(argv: readonly string[]): CliParseResult {
  const options: SandboxCliOptions = {
    port: 8000,
    host: '127.0.0.1',
    db: 'data/sandbox.sqlite',
    seed: 1,
    history: 2000,
    closeInterval: 5000,
    control: false,
    perHourRateLimit: 0,
    rateLimitBurst: 100,
  }
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index] ?? ''
    const equals = argument.indexOf('=')
    const flag = argument.startsWith('--') && equals !== -1 ? argument.slice(0, equals) : argument
    const inlineValue =
      argument.startsWith('--') && equals !== -1 ? argument.slice(equals + 1) : undefined
    const takeValue = (): string | undefined => {
      if (inlineValue !== undefined) return inlineValue
      index += 1
      return argv[index]
    }
    if (flag === '--help' || flag === '-h') return { kind: 'help' }
    if (flag === '--control') {
      if (inlineValue !== undefined) throw new CliUsageError('--control takes no value')
      options.control = true
      continue
    }
    applyValueFlag(options, flag, argument, takeValue())
  }
  return { kind: 'options', options }
}
