// Measures the dashboard's first load under `npm start` (production build) and `npm run dev`
// (Vite dev server): each launcher is started on free ports with a small in-memory sandbox, then
// fresh headless Chromium contexts open /local and the time until the first ledger row of
// "Latest ledgers" is visible is printed, with the bytes transferred. Run:
//   node --import tsx scripts/measure-first-load.ts [loads per launcher, default 5]
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type Browser } from '@playwright/test'
import { freeLoopbackPort } from './launcher/free-port.ts'

const projectRoot = fileURLToPath(new URL('..', import.meta.url))
const loads = Number(process.argv[2] ?? '5')

async function startLauncher(script: string, extraArgs: string[]) {
  const [port, sandboxPort] = [await freeLoopbackPort(), await freeLoopbackPort()]
  const args = ['--import', 'tsx', script, '--port', String(port), '--sandbox-port']
  args.push(String(sandboxPort), '--db', ':memory:', '--history', '50', ...extraArgs)
  const child = spawn(process.execPath, args, {
    cwd: projectRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const url = `http://127.0.0.1:${port}`
  for (const deadline = Date.now() + 120_000; ;) {
    const ready = await fetch(`${url}/config.json`).then(
      (r) => r.ok,
      () => false,
    )
    if (ready) break
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(output)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  return { url, stop }
}

async function measureLoads(browser: Browser, url: string) {
  const results: Array<{ ms: number; kB: number }> = []
  for (let index = 0; index < loads; index++) {
    const context = await browser.newContext()
    const page = await context.newPage()
    const startedAt = Date.now()
    await page.goto(`${url}/local`)
    const region = page.getByRole('region', { name: 'Latest ledgers' })
    await region.getByRole('table', { name: 'Ledgers' }).getByRole('link').first().waitFor()
    const ms = Date.now() - startedAt
    // A string, because this file is typed without the DOM library.
    const bytes = await page.evaluate<number>(`performance
      .getEntriesByType('resource')
      .concat(performance.getEntriesByType('navigation'))
      .filter((entry) => new URL(entry.name).origin === location.origin)
      .reduce((sum, entry) => sum + entry.transferSize, 0)`)
    results.push({ ms, kB: Math.round(bytes / 1024) })
    await context.close()
  }
  return results
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

const outDir = mkdtempSync(join(tmpdir(), 'first-load-dist-'))
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
})
try {
  for (const [name, script, extra] of [
    ['npm start (production build)', 'scripts/start.ts', ['--out-dir', outDir]],
    ['npm run dev (Vite dev server)', 'scripts/dev.ts', []],
  ] as const) {
    const launcher = await startLauncher(script, [...extra])
    const results = await measureLoads(browser, launcher.url)
    await launcher.stop()
    const times = results.map((result) => result.ms)
    console.log(
      `${name}: first load ${times[0]} ms, median of ${loads} ${median(times)} ms ` +
        `(all: ${times.join(', ')} ms); app-origin bytes per load ${results[0]?.kB} kB`,
    )
  }
} finally {
  await browser.close()
  rmSync(outDir, { recursive: true, force: true })
}
