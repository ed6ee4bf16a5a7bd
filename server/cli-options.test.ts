import { spawn } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { serverDefaults } from './app.ts'
import { CliUsageError, parseCliArguments, SANDBOX_USAGE } from './cli-options.ts'
import { DEFAULT_RPC_RETENTION_LEDGERS } from './rpc/rpc-context.ts'

/** Each flag's first `default …` in the usage text, which other tools read as the contract. */
function documentedDefaults(): Map<string, string> {
  const defaults = new Map<string, string>()
  // A flag's description runs on over the lines indented below it.
  for (const [, flag = '', description = ''] of SANDBOX_USAGE.matchAll(
    /^ {2}(--[a-z-]+)(.*(?:\n {3,}.*)*)/gm,
  )) {
    const value = /\bdefault ([^\s;),]+)/.exec(description)?.[1]
    if (value !== undefined) defaults.set(flag, value)
  }
  return defaults
}

/** closeInterval → --close-interval */
const flagOf = (optionName: string): string =>
  `--${optionName.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`

describe('parseCliArguments', () => {
  it('starts from the defaults its usage text documents', () => {
    const parsed = parseCliArguments([])
    if (parsed.kind !== 'options') throw new Error('no flags must give options')
    const { control, ...valued } = parsed.options
    // --control is a switch, off unless given, so its line documents no default.
    expect(control).toBe(false)
    const documented = documentedDefaults()
    const defaults = Object.entries(valued).map(([name, value]) => [name, String(value)])
    expect(defaults).toEqual(defaults.map(([name = '']) => [name, documented.get(flagOf(name))]))
  })

  it('documents the server’s own defaults for the caps, timeouts and retention it leaves unset', () => {
    const defaultsByFlag = {
      '--max-streams': serverDefaults.maxStreams,
      '--max-connections': serverDefaults.maxConnections,
      '--headers-timeout': serverDefaults.headersTimeoutMs,
      '--request-timeout': serverDefaults.requestTimeoutMs,
      '--rpc-retention': DEFAULT_RPC_RETENTION_LEDGERS,
    }
    const documented = documentedDefaults()
    for (const [flag, value] of Object.entries(defaultsByFlag))
      expect(documented.get(flag), flag).toBe(String(value))
  })

  it('reads every flag, with a space or =', () => {
    const parsed = parseCliArguments([
      '--port=0',
      '--host',
      '0.0.0.0',
      '--db',
      ':memory:',
      '--seed',
      '7',
      '--history=300',
      '--close-interval',
      'manual',
      '--control',
      '--per-hour-rate-limit',
      '3600',
      '--rate-limit-burst=5',
    ])
    expect(parsed).toEqual({
      kind: 'options',
      options: {
        port: 0,
        host: '0.0.0.0',
        db: ':memory:',
        seed: 7,
        history: 300,
        closeInterval: 'manual',
        control: true,
        perHourRateLimit: 3600,
        rateLimitBurst: 5,
      },
    })
  })

  it('reads the caps and timeouts, which are left to the server defaults when absent', () => {
    const parsed = parseCliArguments([
      '--max-streams',
      '50',
      '--max-connections=80',
      '--headers-timeout',
      '2000',
      '--request-timeout=4000',
    ])
    expect(parsed.kind === 'options' && parsed.options).toMatchObject({
      maxStreams: 50,
      maxConnections: 80,
      headersTimeoutMs: 2000,
      requestTimeoutMs: 4000,
    })
    const defaults = parseCliArguments([])
    expect(defaults.kind === 'options' && 'maxStreams' in defaults.options).toBe(false)
  })

  it.each([
    [['--max-streams', '0']],
    [['--max-connections', 'lots']],
    [['--headers-timeout', '5']],
    [['constructor', '1']],
    [['--__proto__', '1']],
    [['--port', 'http']],
    [['--port', '70000']],
    [['--history']],
    [['--close-interval', 'sometimes']],
    [['--verbose']],
    [['--control=yes']],
    [['--per-hour-rate-limit', '-1']],
    [['--per-hour-rate-limit']],
    [['--rate-limit-burst', 'many']],
  ])('rejects %j', (argv) => {
    expect(() => parseCliArguments(argv)).toThrow(CliUsageError)
  })
})

function runSandbox(args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', ...args], {
    cwd: new URL('..', import.meta.url).pathname,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, exited, stdout: () => stdout, stderr: () => stderr }
}

describe('sandbox CLI', () => {
  it('exits 2 with a message and the usage on a bad flag', async () => {
    const run = runSandbox(['--port', 'nope'])
    expect(await run.exited).toBe(2)
    expect(run.stderr()).toContain('--port needs an integer')
    expect(run.stderr()).toContain('Usage: npm run sandbox')
  })

  it('prints the ready line once, serves, and exits 0 on SIGTERM', async () => {
    const run = runSandbox([
      '--db',
      ':memory:',
      '--history',
      '20',
      '--port',
      '0',
      '--close-interval',
      'manual',
      '--control',
    ])
    await expect
      .poll(() => run.stdout(), { timeout: 60_000, interval: 50 })
      .toMatch(/Sandbox listening on http:\/\/127\.0\.0\.1:\d+\n/)
    const url = /Sandbox listening on (\S+)/.exec(run.stdout())?.[1] ?? ''
    expect(run.stdout().match(/Sandbox listening/g)).toHaveLength(1)
    const closed = (await (
      await fetch(`${url}/_sandbox/close?count=2`, { method: 'POST' })
    ).json()) as {
      closed: number[]
    }
    expect(closed.closed).toEqual([22, 23])
    const root = (await (await fetch(`${url}/`)).json()) as { history_latest_ledger: number }
    expect(root.history_latest_ledger).toBe(23)
    run.child.kill('SIGTERM')
    expect(await run.exited).toBe(0)
  })

  it('passes --per-hour-rate-limit and --rate-limit-burst to the server', async () => {
    const run = runSandbox([
      '--db',
      ':memory:',
      '--history',
      '5',
      '--port',
      '0',
      '--close-interval',
      'manual',
      '--per-hour-rate-limit',
      '60',
      '--rate-limit-burst',
      '1',
    ])
    try {
      await expect
        .poll(() => run.stdout(), { timeout: 60_000, interval: 50 })
        .toMatch(/Sandbox listening on http:\/\/127\.0\.0\.1:\d+\n/)
      const url = /Sandbox listening on (\S+)/.exec(run.stdout())?.[1] ?? ''
      const first = await fetch(`${url}/ledgers`)
      expect(first.headers.get('x-ratelimit-limit')).toBe('2')
      expect(first.headers.get('x-ratelimit-remaining')).toBe('1')
      expect((await fetch(`${url}/ledgers`)).status).toBe(200)
      const denied = await fetch(`${url}/ledgers`)
      expect(denied.status).toBe(429)
      // 60/h: the next token comes a minute after the last one.
      expect(denied.headers.get('retry-after')).toBe('60')
    } finally {
      run.child.kill('SIGTERM')
      await run.exited
    }
  })

  it('passes --rpc-retention to Stellar RPC at /rpc', async () => {
    expect(() => parseCliArguments(['--rpc-retention', '0'])).toThrow(CliUsageError)
    const run = runSandbox([
      '--db',
      ':memory:',
      '--history',
      '30',
      '--port',
      '0',
      '--close-interval',
      'manual',
      '--rpc-retention=10',
    ])
    try {
      await expect
        .poll(() => run.stdout(), { timeout: 60_000, interval: 50 })
        .toMatch(/Sandbox listening on http:\/\/127\.0\.0\.1:\d+\n/)
      const url = /Sandbox listening on (\S+)/.exec(run.stdout())?.[1] ?? ''
      const response = await fetch(`${url}/rpc`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getHealth' }),
      })
      expect(await response.json()).toMatchObject({
        result: { latestLedger: 31, oldestLedger: 22, ledgerRetentionWindow: 10 },
      })
    } finally {
      run.child.kill('SIGTERM')
      await run.exited
    }
  })
})
