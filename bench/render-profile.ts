// `npx tsx bench/render-profile.ts`: where bench:explorer's render cost goes. It builds the
// explorer without minifying (so that functions keep their names; React's production build
// otherwise), serves it next to a seeded sandbox and runs the same 200-row operations page and
// Older clicks as renderCost (explorer-bench-browser.ts), each click inside a Chromium CPU profile
// and between two readings of the renderer's task, script, style and layout durations. It prints
// the functions with the most self time over all clicks, and the browser's floor for those rows:
// their finished HTML inserted without React, timed the same way right after each click, with its
// long tasks counted as a click's are (one frame of 200 rows is one long task whoever paints it).
// Options: --clicks N (default 5), --minified (the build bench:explorer measures: figures without
// names), --top N (default 30), --width N (the viewport's width, default 1280; 375 paints the rows
// as a phone's cards), --cpu-time (no profile; the renderer main thread's CPU time beside each
// click and floor). Its last lines sum up: medians of the clicks' figures and floors, and of each
// click's ratio to its own floor.
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import type { CDPSession, Page } from '@playwright/test'
import {
  closeStaticServer,
  createStaticServer,
  listenOnLoopback,
} from '../scripts/static/static-server.ts'
import { horizonFixturesDir, numberFlag, repoRoot } from './bench-options.ts'
import { formatTable, percentile } from './bench-stats.ts'
import { renderCost } from './explorer-bench-browser.ts'
import { buildWithExplorerConfig } from './first-route-js.ts'
import type { OlderClick } from './explorer-bench-browser.ts'
import { startSandbox } from './sandbox-child.ts'

const clicks = numberFlag('clicks', 5)
const top = numberFlag('top', 30)
const viewportWidth = numberFlag('width', 1280)
const minified = process.argv.includes('--minified')

interface CallFrame {
  functionName: string
  url: string
  lineNumber: number
  columnNumber: number
}
interface ProfileNode {
  id: number
  callFrame: CallFrame
  children?: number[]
}
interface CpuProfile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

const metricNames = ['TaskDuration', 'ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration']
// --cpu-time: no CPU profile (sampling costs the renderer CPU time of its own), and each click and
// floor is also read as the renderer main thread's CPU time, which waiting for a core on a loaded
// machine does not add to.
const cpuTimeOnly = process.argv.includes('--cpu-time')

/**
 * The renderer main thread's CPU time so far (Chromium's ThreadTime metric) and how long it ran
 * script, recalculated style and laid out, in ms. Those three are wall durations: a loaded
 * machine inflates them as it does not inflate the CPU time.
 */
interface MainThreadTimes {
  cpu: number
  script: number
  style: number
  layout: number
}

async function mainThreadTimes(session: CDPSession): Promise<MainThreadTimes> {
  const { metrics } = await session.send('Performance.getMetrics')
  const ms = (name: string) =>
    (metrics.find((metric) => metric.name === name)?.value ?? Number.NaN) * 1000
  return {
    cpu: ms('ThreadTime'),
    script: ms('ScriptDuration'),
    style: ms('RecalcStyleDuration'),
    layout: ms('LayoutDuration'),
  }
}

function timesBetween(before: MainThreadTimes, after: MainThreadTimes): MainThreadTimes {
  return {
    cpu: after.cpu - before.cpu,
    script: after.script - before.script,
    style: after.style - before.style,
    layout: after.layout - before.layout,
  }
}

/** Where a click's or a floor's main-thread time went, beside its CPU time. */
function describeTimes(times: MainThreadTimes): string {
  return `main thread CPU ${times.cpu.toFixed(1)} ms (wall: script ${times.script.toFixed(1)}, style ${times.style.toFixed(1)}, layout ${times.layout.toFixed(1)} ms)`
}

/** Self and total (inclusive) microseconds per function, summed over profiles. */
class FunctionTimes {
  readonly self = new Map<string, number>()
  readonly total = new Map<string, number>()
  sampledMicros = 0

  add(profile: CpuProfile): void {
    const byId = new Map(profile.nodes.map((node) => [node.id, node]))
    const parentOf = new Map<number, number>()
    for (const node of profile.nodes)
      for (const child of node.children ?? []) parentOf.set(child, node.id)
    profile.samples.forEach((nodeId, index) => {
      const micros = profile.timeDeltas[index + 1] ?? 0
      this.sampledMicros += micros
      const onStack = new Set<string>()
      for (let id: number | undefined = nodeId; id !== undefined; id = parentOf.get(id)) {
        const node = byId.get(id)
        if (node) onStack.add(nameOf(node.callFrame))
      }
      const leaf = byId.get(nodeId)
      if (leaf) bump(this.self, nameOf(leaf.callFrame), micros)
      for (const name of onStack) bump(this.total, name, micros)
    })
  }
}

function bump(map: Map<string, number>, key: string, micros: number): void {
  map.set(key, (map.get(key) ?? 0) + micros)
}

function nameOf(frame: CallFrame): string {
  const file = frame.url.split('/').pop() ?? ''
  const where = file ? ` ${file}:${frame.lineNumber + 1}` : ''
  return `${frame.functionName || '(anonymous)'}${where}`
}

async function profiledClick(
  page: Page,
  click: () => Promise<OlderClick>,
  times: FunctionTimes,
): Promise<OlderClick & { cpuMs: number }> {
  const session = await page.context().newCDPSession(page)
  await session.send('Performance.enable')
  if (cpuTimeOnly) {
    const before = await mainThreadTimes(session)
    const result = await click()
    const times = timesBetween(before, await mainThreadTimes(session))
    console.log(
      `click: first rows ${result.firstRowsMs.toFixed(1)} ms, all rows ${result.allRowsMs.toFixed(1)} ms; ${describeTimes(times)}; ${longTasksOf(result)}`,
    )
    await session.detach()
    return { ...result, cpuMs: times.cpu }
  }
  await session.send('Profiler.enable')
  await session.send('Profiler.setSamplingInterval', { interval: 100 })
  const metrics = async () => {
    const { metrics: list } = await session.send('Performance.getMetrics')
    return new Map(list.map((metric) => [metric.name, metric.value]))
  }
  const before = await metrics()
  await session.send('Profiler.start')
  const result = await click()
  const { profile } = await session.send('Profiler.stop')
  const after = await metrics()
  times.add(profile as CpuProfile)
  const deltas = metricNames.map((name) => {
    const ms = ((after.get(name) ?? 0) - (before.get(name) ?? 0)) * 1000
    return `${name.replace('Duration', '')} ${ms.toFixed(1)} ms`
  })
  console.log(
    `click: first rows ${result.firstRowsMs.toFixed(1)} ms, all rows ${result.allRowsMs.toFixed(1)} ms; ${deltas.join(', ')}; ${longTasksOf(result)}`,
  )
  await session.detach()
  return { ...result, cpuMs: Number.NaN }
}

/** bench:explorer's goal is no long task during these renders: each click says how many it had. */
function longTasksOf(click: Pick<OlderClick, 'longTasks'>): string {
  const durations = click.longTasks.map((ms) => ms.toFixed(0))
  return `long tasks ${durations.length}${durations.length > 0 ? ` (${durations.join(', ')} ms)` : ''}`
}

function printTop(title: string, map: Map<string, number>, total: number): void {
  const rows = [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, micros]) => [
      name,
      `${(micros / 1000 / clicks).toFixed(2)} ms`,
      `${((micros / total) * 100).toFixed(1)} %`,
    ])
  console.log(`\n${title} (per click, share of sampled time)`)
  console.log(formatTable([['function', 'ms', 'share'], ...rows]))
}

/**
 * The browser's own floor for the rows on screen: their finished HTML put into a fresh tbody in
 * place of the old one (no React, no component code), timed to painted as olderClickProbe times
 * a click, then React's own tbody put back, so the page goes on working. Median of `rounds`.
 */
async function innerHtmlFloor(
  page: Page,
  rounds: number,
): Promise<{ floorMs: number; floorTimes: MainThreadTimes; floorLongTasks: number[] }> {
  const samples: number[] = []
  const longTasks: number[] = []
  const timeSamples: MainThreadTimes[] = []
  const session = await page.context().newCDPSession(page)
  await session.send('Performance.enable')
  for (let round = 0; round < rounds; round++) {
    await page.waitForTimeout(300)
    const before = await mainThreadTimes(session)
    samples.push(
      await page.evaluate<number>(`new Promise((resolve) => {
        const longTasks = []
        const longTaskObserver = new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) longTasks.push(entry.duration)
        })
        longTaskObserver.observe({ type: 'longtask' })
        window.__floorLongTasks = longTasks
        const tbody = document.querySelector('table tbody')
        const html = tbody.innerHTML
        const fresh = document.createElement('tbody')
        fresh.className = tbody.className
        const startedAt = performance.now()
        tbody.replaceWith(fresh)
        fresh.innerHTML = html
        // React's tbody goes back after the CPU time is read: its layout is not the floor's.
        window.__putReactRowsBack = () => fresh.replaceWith(tbody)
        requestAnimationFrame(() => setTimeout(() => {
          // The frame's task has ended by now, but its entry may not be delivered yet.
          for (const entry of longTaskObserver.takeRecords()) longTasks.push(entry.duration)
          longTaskObserver.disconnect()
          resolve(performance.now() - startedAt)
        }))
      })`),
    )
    timeSamples.push(timesBetween(before, await mainThreadTimes(session)))
    longTasks.push(...(await page.evaluate<number[]>('window.__floorLongTasks')))
    await page.evaluate('window.__putReactRowsBack()')
  }
  await session.detach()
  const median = (key: keyof MainThreadTimes) =>
    percentile(
      timeSamples.map((times) => times[key]),
      50,
    )
  return {
    floorMs: percentile(samples, 50),
    floorLongTasks: longTasks,
    floorTimes: {
      cpu: median('cpu'),
      script: median('script'),
      style: median('style'),
      layout: median('layout'),
    },
  }
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'render-profile-'))
  await buildWithExplorerConfig(repoRoot, repoRoot, work, { minify: minified })
  const sandbox = await startSandbox(20)
  const server = createStaticServer({
    root: work,
    runtimeConfig: { defaultNetwork: 'local', localHorizonUrl: sandbox.url },
  })
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--disable-gpu'],
  })
  try {
    const appUrl = await listenOnLoopback(server, 0)
    console.log(
      `load ${loadavg()[0]?.toFixed(2)} (1 min), ${minified ? 'minified' : 'unminified'} build, ${viewportWidth} px wide`,
    )
    const times = new FunctionTimes()
    // The floor is measured right after each click, the same rows in the same minute: on a shared
    // machine the load moves within a run, and a floor taken once at the end measured another load.
    const floors: number[] = []
    const ratios: number[] = []
    const cpuRatios: number[] = []
    const { samples } = await renderCost(
      browser,
      appUrl,
      sandbox.url,
      horizonFixturesDir,
      clicks,
      async (page, click) => {
        const result = await profiledClick(page, click, times)
        const { floorMs, floorTimes, floorLongTasks } = await innerHtmlFloor(page, 3)
        floors.push(floorMs)
        ratios.push(result.allRowsMs / floorMs)
        cpuRatios.push(result.cpuMs / floorTimes.cpu)
        console.log(
          `  floor right after: ${floorMs.toFixed(1)} ms, ${describeTimes(floorTimes)} (medians of 3), ${longTasksOf({ longTasks: floorLongTasks })} in the 3; all rows / floor ${(result.allRowsMs / floorMs).toFixed(2)}×`,
        )
        return result
      },
      viewportWidth,
    )
    const floorMs = percentile(floors, 50)
    console.log(
      `\nThe same 200 rows as finished HTML (innerHTML into a new tbody) → painted: ${floorMs.toFixed(1)} ms (median over the clicks)`,
    )
    printTop('Self time', times.self, times.sampledMicros)
    printTop('Total time', times.total, times.sampledMicros)
    const medianOf = (key: 'firstRowsMs' | 'allRowsMs') =>
      percentile(
        samples.map((sample) => sample[key]),
        50,
      )
    const allRowsMs = medianOf('allRowsMs')
    console.log(
      `\nMedian of ${clicks} clicks at ${viewportWidth} px: first rows ${medianOf('firstRowsMs').toFixed(1)} ms, all rows ${allRowsMs.toFixed(1)} ms; floor ${floorMs.toFixed(1)} ms; all rows / floor, click by click: median ${percentile(ratios, 50).toFixed(2)}× (${ratios.map((ratio) => ratio.toFixed(2)).join(', ')})`,
    )
    if (cpuTimeOnly)
      console.log(
        `Main thread CPU time, click / floor, click by click: median ${percentile(cpuRatios, 50).toFixed(2)}× (${cpuRatios.map((ratio) => ratio.toFixed(2)).join(', ')})`,
      )
  } finally {
    await browser.close()
    await closeStaticServer(server)
    await sandbox.stop()
    rmSync(work, { recursive: true, force: true })
  }
}

await main()
