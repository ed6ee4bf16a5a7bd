// bench:explorer's output: every figure next to its reference and goal, as a table and as JSON.
import { availableParallelism, loadavg } from 'node:os'
import { formatTable } from './bench-stats.ts'
import type { ColdLoad, liveBurst, pagingRequests, renderCost } from './explorer-bench-browser.ts'

export interface ColdLoadTarget {
  name: string
  url: string
  selector: string
  /** 1280×800 unless given (the phone's account page: 375×812). */
  viewport?: { width: number; height: number }
  /** The floor target it is compared with; the ledgers floor unless given. */
  floor?: string
}

/** Horizon's latency added in front of the sandbox for the far-away cold loads. */
export const addedLatencyMs = 100
/** Target names: the explorer without its early script, and a load behind the far Horizon. */
export const withoutEarlyScript = ' (no early script)'
export const farAway = `+${addedLatencyMs} ms Horizon: `

const goals = {
  firstRouteJsVsFloor: 1.15,
  coldLoadVsFloor: 1.1,
  ledgersVsVanilla: 2.0,
  renderMs: 50,
  longTaskMs: 50,
}

export interface BenchFigures {
  rounds: number
  load1: number | undefined
  targets: readonly ColdLoadTarget[]
  loads: Map<string, ColdLoad[]>
  js: { explorer: number; floor: number; explorerManifest: number; floorManifest: number }
  paging: Awaited<ReturnType<typeof pagingRequests>>
  render: Awaited<ReturnType<typeof renderCost>>
  burst: Awaited<ReturnType<typeof liveBurst>>
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`

function coldLoadRows({ rounds, targets, loads }: BenchFigures): string[][] {
  const medianOf = (name: string) => median((loads.get(name) ?? []).map((load) => load.ms))
  const floorName = (target: ColdLoadTarget) => target.floor ?? 'floor page (ledgers)'
  const vanillaMs = medianOf('vanilla page (ledgers)')
  return [
    ...targets
      .filter(
        (target) => target.name.startsWith('explorer') && !target.name.endsWith(withoutEarlyScript),
      )
      .map((target) => [
        `cold load, median of ${rounds}: ${target.name}`,
        `${medianOf(target.name).toFixed(0)} ms`,
        `${target.floor ?? 'floor'} ${medianOf(floorName(target)).toFixed(0)} ms`,
        ratio(medianOf(target.name), medianOf(floorName(target))),
        `≤ ${goals.coldLoadVsFloor}× floor`,
      ]),
    [
      'cold load /local/ledgers vs vanilla',
      `${medianOf('explorer /local/ledgers').toFixed(0)} ms`,
      `vanilla ${vanillaMs.toFixed(0)} ms`,
      ratio(medianOf('explorer /local/ledgers'), vanillaMs),
      `≤ ${goals.ledgersVsVanilla}× vanilla`,
    ],
    ...targets.map((target) => [
      `Horizon fetches per cold view (first pages, no cursor): ${target.name}`,
      String(
        median(
          (loads.get(target.name) ?? []).map(
            (load) => load.horizonFetches.filter((url) => !url.includes('cursor=')).length,
          ),
        ),
      ),
      '',
      '',
      target.name.includes('ledgers') ? '1' : '',
    ]),
  ]
}

/** Each explorer page with its early script next to the same page without, near and far. */
function earlyLoadingRows({ rounds, targets, loads }: BenchFigures): string[][] {
  const medianOf = (name: string) => median((loads.get(name) ?? []).map((load) => load.ms))
  const farFloorMs = medianOf(`${farAway}floor page (ledgers)`)
  return targets
    .filter((target) => loads.has(`${target.name}${withoutEarlyScript}`))
    .flatMap((target) => {
      const withMs = medianOf(target.name)
      const withoutMs = medianOf(`${target.name}${withoutEarlyScript}`)
      const rows = [
        [
          `early script, median of ${rounds}: ${target.name}`,
          `${withMs.toFixed(0)} ms`,
          `without ${withoutMs.toFixed(0)} ms`,
          ratio(withMs, withoutMs),
          `saves ${(withoutMs - withMs).toFixed(0)} ms`,
        ],
      ]
      if (target.name.startsWith(farAway)) {
        rows.push([
          `cold load, median of ${rounds}: ${target.name}`,
          `${withMs.toFixed(0)} ms`,
          `floor ${farFloorMs.toFixed(0)} ms`,
          ratio(withMs, farFloorMs),
          `≤ ${goals.coldLoadVsFloor}× floor`,
        ])
      }
      return rows
    })
}

function renderRows(render: BenchFigures['render']): string[][] {
  const clicks = render.samples.length
  const longTasks = render.samples.flatMap((sample) => sample.longTasks)
  const page = `200-row operations page (${render.operationTypes} types), median of ${clicks}`
  return [
    [
      `${page}: click → first rows painted`,
      `${median(render.samples.map((sample) => sample.firstRowsMs)).toFixed(1)} ms`,
      '',
      '',
      `≤ ${goals.renderMs} ms`,
    ],
    [
      `${page}: click → all 200 rows painted`,
      `${median(render.samples.map((sample) => sample.allRowsMs)).toFixed(1)} ms`,
      '',
      '',
      `≤ ${goals.renderMs} ms`,
    ],
    [
      `long tasks during those ${clicks} renders`,
      `${longTasks.length}, max ${Math.max(0, ...longTasks).toFixed(0)} ms`,
      '',
      '',
      `none > ${goals.longTaskMs} ms`,
    ],
  ]
}

function tableRows(figures: BenchFigures): string[][] {
  const { js, paging, render, burst } = figures
  return [
    ['figure', 'explorer', 'reference', 'ratio', 'goal'],
    [
      'first-route JS, gzip (loaded before first row)',
      `${js.explorer} B`,
      `floor ${js.floor} B`,
      ratio(js.explorer, js.floor),
      `≤ ${goals.firstRouteJsVsFloor}× floor`,
    ],
    [
      'first-route JS, gzip (build manifest)',
      `${js.explorerManifest} B`,
      `floor ${js.floorManifest} B`,
      ratio(js.explorerManifest, js.floorManifest),
      'budget file',
    ],
    ...coldLoadRows(figures),
    ...earlyLoadingRows(figures),
    ['Horizon fetches per Back', String(paging.atBack.length), '', '', '0'],
    [
      'Horizon fetches at a prefetched Older click',
      String(paging.atOlderClick.length),
      '',
      '',
      '0',
    ],
    ...renderRows(render),
    [
      `long tasks during a burst of ${burst.ledgers} ledgers`,
      `${burst.longTasks.length}, max ${Math.max(0, ...burst.longTasks).toFixed(0)} ms`,
      `(page load: ${burst.longTasksDuringLoad.length})`,
      '',
      `none > ${goals.longTaskMs} ms`,
    ],
    [
      `Horizon fetches during that burst (stream aside)`,
      String(burst.horizonFetches.length),
      '',
      '',
      '',
    ],
  ]
}

/** Prints the table, then the same figures (and every sample) as JSON. */
export function printReport(figures: BenchFigures): void {
  const { rounds, load1, targets, loads, js, paging, render, burst } = figures
  console.log(`\n${formatTable(tableRows(figures))}\n`)
  const json = {
    machine: {
      cores: availableParallelism(),
      loadAverage1m: load1,
      loadAverageEnd1m: loadavg()[0],
    },
    rounds,
    firstRouteJs: {
      explorerBytes: js.explorer,
      floorBytes: js.floor,
      explorerManifestBytes: js.explorerManifest,
      floorManifestBytes: js.floorManifest,
    },
    coldLoadMs: Object.fromEntries(
      targets.map((target) => [
        target.name,
        (loads.get(target.name) ?? []).map((load) => Math.round(load.ms)),
      ]),
    ),
    horizonFetchesOfFirstColdLoad: Object.fromEntries(
      targets.map((target) => [target.name, loads.get(target.name)?.[0]?.horizonFetches]),
    ),
    paging,
    render,
    burst,
    goals,
  }
  console.log(JSON.stringify(json, null, 2))
}
