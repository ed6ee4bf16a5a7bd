// Shared front door of the launchers: parse or print usage and exit, before any child starts.
import {
  launcherUsage,
  LauncherUsageError,
  parseLauncherArguments,
  type LauncherDefaults,
  type LauncherOptions,
} from './launcher-options.ts'

export function parseLauncherArgumentsOrExit(
  command: string,
  defaults: LauncherDefaults,
): LauncherOptions {
  try {
    const options = parseLauncherArguments(process.argv.slice(2), process.env, defaults)
    if (options) return options
    console.log(launcherUsage(command, defaults))
    process.exit(0)
  } catch (error) {
    if (!(error instanceof LauncherUsageError)) throw error
    console.error(`${command}: ${error.message}\n\n${launcherUsage(command, defaults)}`)
    process.exit(2)
  }
}
