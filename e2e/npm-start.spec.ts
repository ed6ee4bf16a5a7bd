// `npm start` as a user runs it, on free ports of its own: it builds the explorer into a fresh
// directory, starts its sandbox, serves the build with a /config.json pointing `local` at that
// sandbox, and the dashboard streams a ledger closed on it. Nothing here uses the suite's shared
// servers (e2e/servers.ts).
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { test, expect } from '@playwright/test'
import {
  closeLedgersOn,
  latestLedgersRegion,
  makeTempDir,
  shownLedgerSequences,
  streamDeadlineMs,
} from './live-support.ts'
import { freeLoopbackPort } from '../scripts/launcher/free-port.ts'

let launcher: ChildProcess | undefined
const tempDirs: Array<{ remove(): void }> = []

// In hooks, not a finally: a timed-out test body never reaches its finally.
test.afterEach(async () => {
  const child = launcher
  launcher = undefined
  if (child?.pid !== undefined && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
    // npm and its shell are in this group too; the launcher stops its own children.
    process.kill(-child.pid, 'SIGTERM')
    await exited
  }
  for (const dir of tempDirs.splice(0)) dir.remove()
})

test('npm start builds and serves the explorer; its dashboard shows a live ledger', async ({
  page,
}) => {
  // A full `vite build` plus history generation, on a machine other engineers share.
  test.setTimeout(180_000)
  const outDir = makeTempDir()
  tempDirs.push(outDir)
  const [port, sandboxPort] = [await freeLoopbackPort(), await freeLoopbackPort()]
  const args = ['start', '--', '--port', String(port), '--sandbox-port', String(sandboxPort)]
  args.push('--out-dir', outDir.path, '--db', ':memory:', '--history', '20')
  args.push('--close-interval', 'manual', '--control')
  launcher = spawn('npm', args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  launcher.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  launcher.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))

  const explorerUrl = `http://127.0.0.1:${port}`
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`
  await expect
    .poll(() => output, { timeout: 150_000, message: 'npm start printed its URLs' })
    .toContain(`Explorer  ${explorerUrl}/`)
  expect(output).toContain(`Horizon   ${sandboxUrl}`)
  expect(output).toMatch(/built .* in \d+ ms/)
  expect(existsSync(join(outDir.path, 'index.html'))).toBe(true)

  const horizonsAsked = new Set<string>()
  page.on('request', (request) => {
    const origin = new URL(request.url()).origin
    if (origin !== explorerUrl) horizonsAsked.add(origin)
  })
  await page.goto(`${explorerUrl}/`)
  const ledgers = latestLedgersRegion(page)
  await expect(ledgers.getByRole('status')).toHaveText('Live')

  const [sequence] = await closeLedgersOn(sandboxUrl, 1)
  await expect(ledgers.getByRole('link', { name: String(sequence), exact: true })).toBeVisible({
    timeout: streamDeadlineMs,
  })
  expect((await shownLedgerSequences(page))[0]).toBe(sequence)
  // The build's config.json says 8000; the served one names the sandbox npm start started.
  expect([...horizonsAsked]).toEqual([sandboxUrl])
})
