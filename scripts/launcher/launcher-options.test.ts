import { describe, expect, it } from 'vitest'
import { LauncherUsageError, parseLauncherArguments } from './launcher-options.ts'

const defaults = { port: 8001, sandboxPort: 8000 }

describe('parseLauncherArguments', () => {
  it('uses the defaults, then PORT / SANDBOX_PORT, then flags (both spellings)', () => {
    expect(parseLauncherArguments([], {}, defaults)).toEqual({
      port: 8001,
      sandboxPort: 8000,
      outDir: 'dist',
      sandboxArgs: [],
    })
    const fromEnv = parseLauncherArguments([], { PORT: '9001', SANDBOX_PORT: '9000' }, defaults)
    expect([fromEnv?.port, fromEnv?.sandboxPort]).toEqual([9001, 9000])
    const fromFlags = parseLauncherArguments(
      ['--port=9101', '--sandbox-port', '9100'],
      { PORT: '9001' },
      defaults,
    )
    expect([fromFlags?.port, fromFlags?.sandboxPort]).toEqual([9101, 9100])
  })

  it('passes every other flag to the sandbox in order', () => {
    const options = parseLauncherArguments(
      ['--db', ':memory:', '--port', '9001', '--history=50', '--control'],
      {},
      defaults,
    )
    expect(options?.sandboxArgs).toEqual(['--db', ':memory:', '--history=50', '--control'])
  })

  it.each([
    [['--port', 'abc'], '--port needs a port number'],
    [['--port', '70000'], '--port needs a port number'],
    [['--sandbox-port'], '--sandbox-port needs a port number'],
    [['--host', '0.0.0.0'], '127.0.0.1 only'],
    [['--port', '8000'], 'cannot share port 8000'],
    [['--out-dir'], '--out-dir needs a path'],
  ])('%j is refused with a readable message', (argv, message) => {
    expect(() => parseLauncherArguments(argv, {}, defaults)).toThrow(LauncherUsageError)
    expect(() => parseLauncherArguments(argv, {}, defaults)).toThrow(message)
  })

  it('refuses a malformed PORT from the environment', () => {
    expect(() => parseLauncherArguments([], { PORT: 'eighty' }, defaults)).toThrow(
      'PORT needs a port number',
    )
  })

  it('returns undefined for --help', () => {
    expect(parseLauncherArguments(['--help'], {}, defaults)).toBeUndefined()
  })
})
