// Kill -9 and restart of Horizon under an open dashboard: the feed must resume from its last
// paging token, so every ledger shows exactly once, with no gap. Uses a private sandbox process
// on its own port and SQLite file (the shared :8000 one must not die mid-run for other specs).
import { join } from 'node:path'
import type { ChildProcess } from 'node:child_process'
import { test, expect } from './fixtures.ts'
import {
  closeLedgersOn,
  customDashboardPath,
  descendingFrom,
  latestLedgersRegion,
  makeTempDir,
  shownLedgerSequences,
  startSandboxProcess,
  stopSandboxProcess,
} from './live-support.ts'

const ledgerRowsShown = 10

// Cleanup lives in hooks, not in a finally: a timed-out test body never reaches its finally.
const children = new Set<ChildProcess>()
const tempDirs: Array<{ remove(): void }> = []

test.afterEach(async () => {
  await Promise.all([...children].map((child) => stopSandboxProcess(child)))
  children.clear()
  for (const dir of tempDirs.splice(0)) dir.remove()
})

test('after SIGKILL and restart of Horizon every ledger shows exactly once, without gaps', async ({
  page,
}) => {
  // Two sandbox starts (npx + tsx + history) plus the manager's reconnect backoff.
  test.setTimeout(120_000)
  const dir = makeTempDir()
  tempDirs.push(dir)
  const dbPath = join(dir.path, 'sandbox.sqlite')

  const first = await startSandboxProcess({ port: 0, dbPath, seed: 7, history: 20 })
  children.add(first.child)

  await page.goto(customDashboardPath(first.url))
  const ledgers = latestLedgersRegion(page)
  const status = ledgers.getByRole('status')
  await expect(status).toHaveText('Live')

  const beforeKill = await closeLedgersOn(first.url, 3)
  const lastBeforeKill = beforeKill.at(-1) ?? 0
  await expect.poll(async () => (await shownLedgerSequences(page))[0]).toBe(lastBeforeKill)

  await stopSandboxProcess(first.child, 'SIGKILL')
  children.delete(first.child)
  await expect(status).toHaveText('Reconnecting')

  const second = await startSandboxProcess({ port: first.port, dbPath, seed: 7, history: 20 })
  children.add(second.child)
  const afterRestart = await closeLedgersOn(second.url, 4)
  // The restarted sandbox continues the same chain from the file, not a fresh history.
  expect(afterRestart[0]).toBe(lastBeforeKill + 1)
  const newest = afterRestart.at(-1) ?? 0

  // Up to ~4 s of browser retries, then the manager's backoff (4–8 s at that attempt).
  await expect
    .poll(() => shownLedgerSequences(page), { timeout: 45_000 })
    .toEqual(descendingFrom(newest, ledgerRowsShown))
  await expect(status).toHaveText('Live')

  // Still live on the new process, and still without duplicates.
  const [next] = await closeLedgersOn(second.url, 1)
  await expect
    .poll(() => shownLedgerSequences(page))
    .toEqual(descendingFrom(next ?? 0, ledgerRowsShown))
})
