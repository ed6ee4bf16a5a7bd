import { spawn } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { CliUsageError, parseCliArguments } from './cli-options.ts'

describe('parseCliArguments', () => {
  it('uses the documented defaults', () => {
    expect(parseCliArguments([])).toEqual({
      kind: 'options',
      options: {
        port: 8000,
        host: '127.0.0.1',
        db: 'data/sandbox.sqlite',
        seed: 1,
        history: 2000,
        closeInterval: 5000,
        control: false,
        perHourRateLimit: 0,
        rateLimitBurst: 100,
      },
    })
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
  ])('rejects %j', (argv) => {
    expect(() => parseCliArguments(argv)).toThrow(CliUsageError)
  })

  it.each([
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
