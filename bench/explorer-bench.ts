// `npm run bench:explorer`: how fast the explorer shows a page, next to references measured in
// the same run. It builds the explorer, a bare floor page (bench/floor: React + React Router
// loader + TanStack Query) and a vanilla page (bench/vanilla: fetch + DOM rows) with the
// explorer's Vite config, serves each gzip'd by scripts/static, starts a sandbox (seed 1,
// manual closes) and drives headless Chromium. It prints a table and JSON; it decides nothing
// in advance. Options: --rounds N (default 11).
import { mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import {
  closeStaticServer,
  createStaticServer,
  listenOnLoopback,
} from '../scripts/static/static-server.ts'
import { formatTable } from './bench-stats.ts'
import { coldLoad, liveBurst, pagingRequests, renderCost } from './explorer-bench-browser.ts'
import type { ColdLoad } from './explorer-bench-browser.ts'
import {
  buildWithExplorerConfig,
  explorerFirstRoute,
  firstRouteJs,
  gzipBytes,
} from './first-route-js.ts'
import { startSandbox } from './sandbox-child.ts'

const repoRoot = fileURLToPath(new URL('..', import.meta.url))
const fixturesDir = process.env.HORIZON_FIXTURES_DIR ?? join(repoRoot, '../shared/fixtures/horizon')
const roundsFlag = process.argv.indexOf('--rounds')
const rounds = roundsFlag > 0 ? Number(process.argv[roundsFlag + 1]) : 11
const goals = {
  firstRouteJsVsFloor: 1.15,
  coldLoadVsFloor: 1.1,
  ledgersVsVanilla: 2.0,
  renderMs: 50,
  longTaskMs: 50,
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

async function serve(root: string, horizon: string) {
  const server = createStaticServer({
    root,
    runtimeConfig: { defaultNetwork: 'local', localHorizonUrl: horizon },
  })
  return { url: await listenOnLoopback(server, 0), close: () => closeStaticServer(server) }
}

async function horizonSamples(sandboxUrl: string) {
  const ledgers = (await (await fetch(`${sandboxUrl}/ledgers?order=desc&limit=5`)).json()) as {
    _embedded: { records: { sequence: number }[] }
  }
  const payments = (await (await fetch(`${sandboxUrl}/payments?order=desc&limit=1`)).json()) as {
    _embedded: { records: { source_account: string }[] }
  }
  const ledger = ledgers._embedded.records[2]?.sequence
  const account = payments._embedded.records[0]?.source_account
  if (ledger === undefined || account === undefined) throw new Error('the sandbox has no history')
  return { ledger, account }
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'explorer-bench-'))
  const cleanups: Array<() => Promise<unknown>> = [
    async () => rmSync(work, { recursive: true, force: true }),
  ]
  try {
    const [load1, load5] = loadavg()
    console.log(
      `Machine: ${availableParallelism()} cores, load ${load1?.toFixed(2)} / ${load5?.toFixed(2)} (1 / 5 min)`,
    )
    const builds = {
      explorer: join(work, 'explorer'),
      floor: join(work, 'floor'),
      vanilla: join(work, 'vanilla'),
    }
    const explorerManifest = await buildWithExplorerConfig(repoRoot, repoRoot, builds.explorer)
    const floorManifest = await buildWithExplorerConfig(
      repoRoot,
      join(repoRoot, 'bench/floor'),
      builds.floor,
    )
    await buildWithExplorerConfig(repoRoot, join(repoRoot, 'bench/vanilla'), builds.vanilla)
    const sandbox = await startSandbox(120)
    cleanups.push(sandbox.stop)
    const horizonOrigin = new URL(sandbox.url).origin
    const servers = {
      explorer: await serve(builds.explorer, sandbox.url),
      floor: await serve(builds.floor, sandbox.url),
      vanilla: await serve(builds.vanilla, sandbox.url),
    }
    for (const server of Object.values(servers)) cleanups.push(server.close)
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--disable-gpu'],
    })
    cleanups.push(() => browser.close())
    const { ledger, account } = await horizonSamples(sandbox.url)

    const rowSelector = 'table tbody tr a[href*="/ledgers/"]'
    const targets = [
      {
        name: 'explorer /local/ledgers',
        url: `${servers.explorer.url}/local/ledgers`,
        selector: rowSelector,
      },
      {
        name: 'floor page (ledgers)',
        url: `${servers.floor.url}/local/ledgers`,
        selector: rowSelector,
      },
      {
        name: 'vanilla page (ledgers)',
        url: `${servers.vanilla.url}/local/ledgers`,
        selector: rowSelector,
      },
      {
        name: `explorer ledger page`,
        url: `${servers.explorer.url}/local/ledgers/${ledger}`,
        selector: 'article h1',
      },
      {
        name: 'explorer account page',
        url: `${servers.explorer.url}/local/accounts/${account}`,
        selector: 'article h1',
      },
      {
        name: 'explorer dashboard',
        url: `${servers.explorer.url}/local`,
        selector: 'section[aria-labelledby="latest-ledgers-heading"] tbody tr a',
      },
    ]
    const loads = new Map<string, ColdLoad[]>(targets.map((target) => [target.name, []]))
    for (let round = 0; round < rounds; round++) {
      // Alternate the order so that neither side always runs first on a warming machine.
      const ordered = round % 2 ? [...targets].reverse() : targets
      for (const target of ordered) {
        loads
          .get(target.name)
          ?.push(await coldLoad(browser, target.url, target.selector, horizonOrigin))
      }
    }
    const medianOf = (name: string) => median((loads.get(name) ?? []).map((load) => load.ms))
    const floorMs = medianOf('floor page (ledgers)')
    const vanillaMs = medianOf('vanilla page (ledgers)')

    const browserScripts = (name: string) =>
      loads.get(name)?.[0]?.scripts.map((path) => path.slice(1)) ?? []
    const explorerJs = gzipBytes(builds.explorer, browserScripts('explorer /local/ledgers'))
    const floorJs = gzipBytes(builds.floor, browserScripts('floor page (ledgers)'))
    const explorerManifestJs = firstRouteJs(
      builds.explorer,
      explorerManifest,
      explorerFirstRoute,
    ).bytes
    const floorManifestJs = firstRouteJs(builds.floor, floorManifest, ['index.html']).bytes

    const paging = await pagingRequests(browser, servers.explorer.url, horizonOrigin)
    const render = await renderCost(browser, servers.explorer.url, sandbox.url, fixturesDir)
    const burst = await liveBurst(browser, servers.explorer.url, sandbox.url)

    const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`
    const rows = [
      ['figure', 'explorer', 'reference', 'ratio', 'goal'],
      [
        'first-route JS, gzip (loaded before first row)',
        `${explorerJs} B`,
        `floor ${floorJs} B`,
        ratio(explorerJs, floorJs),
        `≤ ${goals.firstRouteJsVsFloor}× floor`,
      ],
      [
        'first-route JS, gzip (build manifest)',
        `${explorerManifestJs} B`,
        `floor ${floorManifestJs} B`,
        ratio(explorerManifestJs, floorManifestJs),
        'budget file',
      ],
      ...targets
        .filter((target) => target.name.startsWith('explorer'))
        .map((target) => [
          `cold load, median of ${rounds}: ${target.name}`,
          `${medianOf(target.name).toFixed(0)} ms`,
          `floor ${floorMs.toFixed(0)} ms`,
          ratio(medianOf(target.name), floorMs),
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
      ['Horizon fetches per Back', String(paging.atBack.length), '', '', '0'],
      [
        'Horizon fetches at a prefetched Older click',
        String(paging.atOlderClick.length),
        '',
        '',
        '0',
      ],
      [
        `200-row operations page (${render.operationTypes} types), click → paint`,
        `${render.ms.toFixed(1)} ms`,
        '',
        '',
        `≤ ${goals.renderMs} ms`,
      ],
      [
        `long tasks during a burst of ${burst.ledgers} ledgers`,
        `${burst.longTasks.length}, max ${Math.max(0, ...burst.longTasks).toFixed(0)} ms`,
        `(page load: ${burst.longTasksDuringLoad.length})`,
        '',
        `none > ${goals.longTaskMs} ms`,
      ],
    ]
    console.log(`\n${formatTable(rows)}\n`)
    console.log(
      JSON.stringify(
        {
          machine: {
            cores: availableParallelism(),
            loadAverage1m: load1,
            loadAverageEnd1m: loadavg()[0],
          },
          rounds,
          firstRouteJs: {
            explorerBytes: explorerJs,
            floorBytes: floorJs,
            explorerManifestBytes: explorerManifestJs,
            floorManifestBytes: floorManifestJs,
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
        },
        null,
        2,
      ),
    )
  } finally {
    for (const cleanup of cleanups.reverse())
      await cleanup().catch((error: unknown) => console.error(String(error)))
  }
}

await main()
