// Command line of `npm start` (and `npm run dev`): the launcher's own flags, with environment
// variables as a fallback; every other flag goes to the sandbox, which validates it.

export interface LauncherOptions {
  /** The explorer's port. */
  port: number
  sandboxPort: number
  /** Where `npm start` builds to and serves from (relative to the project root). */
  outDir: string
  sandboxArgs: string[]
}

export class LauncherUsageError extends Error {}

export interface LauncherDefaults {
  port: number
  sandboxPort: number
}

export function launcherUsage(command: string, defaults: LauncherDefaults): string {
  return `Usage: ${command} -- [options] [sandbox options]

  --port <n>            the explorer's port (default ${defaults.port}; env PORT)
  --sandbox-port <n>    the sandbox's port (default ${defaults.sandboxPort}; env SANDBOX_PORT)
  --out-dir <path>      build directory served by npm start (default dist)
  --help                show this help

Any other option goes to the sandbox, e.g. --db :memory: --history 200 --close-interval 1000
(see npm run sandbox -- --help). Both servers listen on 127.0.0.1 only.`
}

function parsePort(source: string, text: string | undefined): number {
  if (text === undefined || !/^\d+$/.test(text) || Number(text) > 65535)
    throw new LauncherUsageError(`${source} needs a port number (0–65535), got "${text ?? ''}"`)
  return Number(text)
}

/** Returns undefined for --help. */
export function parseLauncherArguments(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  defaults: LauncherDefaults,
): LauncherOptions | undefined {
  const options: LauncherOptions = {
    port: env.PORT ? parsePort('PORT', env.PORT) : defaults.port,
    sandboxPort: env.SANDBOX_PORT
      ? parsePort('SANDBOX_PORT', env.SANDBOX_PORT)
      : defaults.sandboxPort,
    outDir: 'dist',
    sandboxArgs: [],
  }
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index] ?? ''
    const [flag = '', inline] = argument.startsWith('--') ? argument.split(/=(.*)/s, 2) : [argument]
    const value = (): string | undefined => (inline !== undefined ? inline : argv[++index])
    switch (flag) {
      case '--help':
      case '-h':
        return undefined
      case '--port':
        options.port = parsePort(flag, value())
        break
      case '--sandbox-port':
        options.sandboxPort = parsePort(flag, value())
        break
      case '--out-dir': {
        const outDir = value()
        if (!outDir) throw new LauncherUsageError('--out-dir needs a path')
        options.outDir = outDir
        break
      }
      case '--host':
        throw new LauncherUsageError(
          'the launcher listens on 127.0.0.1 only; --host is not supported',
        )
      default:
        options.sandboxArgs.push(argument)
    }
  }
  if (options.port !== 0 && options.port === options.sandboxPort)
    throw new LauncherUsageError(`the explorer and the sandbox cannot share port ${options.port}`)
  return options
}
