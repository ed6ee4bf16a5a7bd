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
    switch (flag) {
      case '--help':
      case '-h':
        return { kind: 'help' }
      case '--port':
        options.port = parseInteger(flag, takeValue(), 0, 65535)
        break
      case '--host': {
        const host = takeValue()
        if (!host) throw new CliUsageError('--host needs an address')
        options.host = host
        break
      }
      case '--db': {
        const path = takeValue()
        if (!path) throw new CliUsageError('--db needs a path or :memory:')
        options.db = path
        break
      }
      case '--seed':
        options.seed = parseInteger(flag, takeValue(), 0, 2 ** 32 - 1)
        break
      case '--history':
        options.history = parseInteger(flag, takeValue(), 0, 10_000_000)
        break
      case '--close-interval': {
        const value = takeValue()
        options.closeInterval =
          value === 'manual' ? 'manual' : parseInteger(flag, value, 100, 86_400_000)
        break
      }
      case '--control':
        if (inlineValue !== undefined) throw new CliUsageError('--control takes no value')
        options.control = true
        break
      case '--per-hour-rate-limit':
        options.perHourRateLimit = parseInteger(flag, takeValue(), 0, 1_000_000_000)
        break
      case '--rate-limit-burst':
        options.rateLimitBurst = parseInteger(flag, takeValue(), 0, 1_000_000_000)
        break
      default:
        throw new CliUsageError(`unknown option "${argument}"`)
    }
  }
  return { kind: 'options', options }
}
