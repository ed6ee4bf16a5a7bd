// Children of a launcher, each in its own process group (`detached`), so that stopping one
// signals everything it started (tsx's loader, esbuild's service, Vite's workers), not only the
// top pid. The terminal's Ctrl-C therefore reaches only the launcher, which stops the groups
// itself: one orderly shutdown instead of every process reacting on its own.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'

export interface SupervisedChild {
  name: string
  child: ChildProcess
  /** Resolves when the top process has exited (with its exit code or signal). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal)
  } catch {
    // ESRCH: the whole group is gone already.
  }
}

function groupIsAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0)
    return true
  } catch {
    return false
  }
}

export class ProcessSupervisor {
  private readonly children: SupervisedChild[] = []

  /** Called once per child that exits while the supervisor is not stopping. */
  constructor(private readonly onUnexpectedExit: (child: SupervisedChild) => void) {}

  private stopping = false

  spawn(name: string, command: string, args: readonly string[], options: SpawnOptions) {
    const child = spawn(command, args, { ...options, detached: true })
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>(
      (resolve) => {
        child.once('exit', (code, signal) => resolve({ code, signal }))
        // A spawn failure (ENOENT…) emits 'error' and possibly no 'exit'.
        child.once('error', () => resolve({ code: 1, signal: null }))
      },
    )
    const supervised: SupervisedChild = { name, child, exited }
    this.children.push(supervised)
    void exited.then(() => {
      if (!this.stopping) this.onUnexpectedExit(supervised)
    })
    return supervised
  }

  /**
   * SIGTERM to every group, SIGKILL to whatever is left after `graceMs`; resolves once every
   * group is gone (a group outlives its leader when a grandchild ignores the signal).
   */
  async stopAll(graceMs = 4_000): Promise<void> {
    this.stopping = true
    const pids = this.children.flatMap(({ child }) => (child.pid === undefined ? [] : [child.pid]))
    for (const pid of pids) signalGroup(pid, 'SIGTERM')
    const deadline = Date.now() + graceMs
    while (pids.some(groupIsAlive) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50))
    for (const pid of pids) if (groupIsAlive(pid)) signalGroup(pid, 'SIGKILL')
    // Bounded: an unreaped zombie still answers signal 0, and must not hang the launcher.
    const killDeadline = Date.now() + 2_000
    while (pids.some(groupIsAlive) && Date.now() < killDeadline)
      await new Promise((resolve) => setTimeout(resolve, 20))
  }

  /** Last resort from a synchronous 'exit' handler: no waiting is possible there. */
  killAllNow(): void {
    for (const { child } of this.children)
      if (child.pid !== undefined && groupIsAlive(child.pid)) signalGroup(child.pid, 'SIGKILL')
  }
}
