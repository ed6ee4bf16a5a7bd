// One shutdown path for a launcher, whatever triggers it: SIGINT/SIGTERM/SIGHUP to the launcher
// alone (a process manager, `docker stop`, a closed terminal), a child exiting on its own, or an
// error in the launcher itself. Every path stops every child group before the launcher exits.
import { ProcessSupervisor, type SupervisedChild } from './process-supervisor.ts'

export interface Launcher {
  supervisor: ProcessSupervisor
  /** Runs before the children are stopped (e.g. closing the launcher's own HTTP server). */
  onShutdown(cleanup: () => void | Promise<void>): void
  /** Stops everything and exits with `code`; later calls are ignored. */
  shutdown(code: number, reason?: string): void
  log(message: string): void
}

export function createLauncher(name: string): Launcher {
  const cleanups: Array<() => void | Promise<void>> = []
  const log = (message: string): void => console.log(`[${name}] ${message}`)
  let stopping = false

  const supervisor = new ProcessSupervisor((child: SupervisedChild) => {
    const { exitCode, signalCode } = child.child
    shutdown(1, `${child.name} exited (${signalCode ?? exitCode ?? 'spawn failed'}); stopping`)
  })

  function shutdown(code: number, reason?: string): void {
    if (stopping) return
    stopping = true
    if (reason) log(reason)
    const steps = async (): Promise<void> => {
      for (const cleanup of cleanups) await cleanup()
      await supervisor.stopAll()
    }
    steps()
      .catch((error: unknown) => console.error(`[${name}] shutdown: ${String(error)}`))
      .finally(() => process.exit(code))
  }

  // A clean stop that was asked for is a success (npm then prints no error banner).
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.on(signal, () => shutdown(0, `${signal} received; stopping`))
  process.on('uncaughtException', (error) => shutdown(1, `error: ${error.stack ?? error.message}`))
  process.on('unhandledRejection', (error) => shutdown(1, `error: ${String(error)}`))
  // process.exit() from anywhere else still must not leave a child behind.
  process.on('exit', () => supervisor.killAllNow())
  // A parent that dies without passing its signal on (a shell between npm and us, a process
  // manager's SIGKILL) re-parents us; that is a stop request too.
  const parentPid = process.ppid
  setInterval(() => {
    if (process.ppid !== parentPid) shutdown(0, 'the parent process is gone; stopping')
  }, 500).unref()

  return {
    supervisor,
    onShutdown: (cleanup) => cleanups.push(cleanup),
    shutdown,
    log,
  }
}
