// `npm run bench:explorer`: how fast the explorer shows a page, next to references measured in
// the same run. It builds the explorer, a bare floor page (bench/floor: React + React Router
// loader + TanStack Query) and a vanilla page (bench/vanilla: fetch + DOM rows) with the
// explorer's Vite config, serves each gzip'd by scripts/static, starts a sandbox (seed 1,
// manual closes) and drives headless Chromium. It prints a table and JSON; it decides nothing
// in advance. Options: --rounds N (default 11).
//
// What early loading buys: the explorer's pages are also loaded cold without the early script
// (the same build, its index.html without the script), on loopback and again through a proxy
// that adds 100 ms before each Horizon request, as a far-away Horizon would.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { Asset } from '@stellar/stellar-sdk'
import { chromium } from '@playwright/test'
import type { Browser } from '@playwright/test'
import {
  closeStaticServer,
  createStaticServer,
  listenOnLoopback,
} from '../scripts/static/static-server.ts'
import { coldLoad, liveBurst, pagingRequests, renderCost } from './explorer-bench-browser.ts'
import type { ColdLoad } from './explorer-bench-browser.ts'
import { printReport } from './explorer-bench-report.ts'
import type { ColdLoadTarget } from './explorer-bench-report.ts'
import { addedLatencyMs, farAway, withoutEarlyScript } from './explorer-bench-report.ts'
import {
  buildWithExplorerConfig,
  explorerFirstRoute,
  firstRouteJs,
  gzipBytes,
} from './first-route-js.ts'
import { startDelayingProxy } from './delaying-proxy.ts'
import { startSandbox } from './sandbox-child.ts'
import { horizonFixturesDir, numberFlag, repoRoot } from './bench-options.ts'

const rounds = numberFlag('rounds', 11)

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
  const root = (await (await fetch(`${sandboxUrl}/`)).json()) as { network_passphrase: string }
  // The native asset's Stellar Asset Contract: every sandbox deploys it, whatever its seed.
  const contract = Asset.native().contractId(root.network_passphrase)
  return { ledger, account, contract }
}

type Servers = Record<
  'explorer' | 'explorerWithoutEarlyScript' | 'floor' | 'vanilla',
  { url: string; close: () => Promise<unknown> }
>

/** A copy of the explorer's build whose index.html does not run the early script. */
function copyWithoutEarlyScript(build: string, copy: string): string {
  cpSync(build, copy, { recursive: true })
  const indexFile = join(copy, 'index.html')
  const html = readFileSync(indexFile, 'utf8')
  const without = html.replace(/\s*<script src="\/assets\/early-fetch-[^"]+\.js"><\/script>/, '')
  if (without === html) throw new Error('the explorer build has no early script')
  writeFileSync(indexFile, without)
  return copy
}

async function serveAll(builds: Awaited<ReturnType<typeof buildAll>>['builds'], horizon: string) {
  return {
    explorer: await serve(builds.explorer, horizon),
    explorerWithoutEarlyScript: await serve(builds.explorerWithoutEarlyScript, horizon),
    floor: await serve(builds.floor, horizon),
    vanilla: await serve(builds.vanilla, horizon),
  }
}

/** The explorer, the floor page and the vanilla page, each built with the explorer's config. */
async function buildAll(work: string) {
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
  const explorerWithoutEarlyScript = copyWithoutEarlyScript(
    builds.explorer,
    join(work, 'explorer-without-early-script'),
  )
  return { builds: { ...builds, explorerWithoutEarlyScript }, explorerManifest, floorManifest }
}

const phoneViewport = { width: 375, height: 812 }

const rowSelector = 'table tbody tr a[href*="/ledgers/"]'

/** The explorer's pages loaded cold, each with the element that says its content is on screen. */
function explorerTargets(appUrl: string, ledger: number, account: string, suffix = '') {
  return [
    {
      name: `explorer /local/ledgers${suffix}`,
      url: `${appUrl}/local/ledgers`,
      selector: rowSelector,
    },
    {
      name: `explorer ledger page${suffix}`,
      url: `${appUrl}/local/ledgers/${ledger}`,
      selector: 'article h1',
    },
    {
      name: `explorer account page${suffix}`,
      url: `${appUrl}/local/accounts/${account}`,
      selector: 'article h1',
    },
    {
      name: `explorer dashboard${suffix}`,
      url: `${appUrl}/local`,
      selector: 'section[aria-labelledby="latest-ledgers-heading"] tbody tr a',
    },
  ]
}

/** The explorer with and without its early script, and the floor page, behind a far Horizon. */
function farAwayTargets(servers: Servers, ledger: number, account: string): ColdLoadTarget[] {
  const named = (targets: ColdLoadTarget[]) =>
    targets.map((target) => ({ ...target, name: `${farAway}${target.name}` }))
  return named([
    ...explorerTargets(servers.explorer.url, ledger, account),
    ...explorerTargets(servers.explorerWithoutEarlyScript.url, ledger, account, withoutEarlyScript),
    {
      name: 'floor page (ledgers)',
      url: `${servers.floor.url}/local/ledgers`,
      selector: rowSelector,
    },
  ])
}

/** The pages loaded cold, each with the element that says its first content is on screen. */
function coldLoadTargets(
  servers: Servers,
  { ledger, account, contract }: { ledger: number; account: string; contract: string },
): ColdLoadTarget[] {
  return [
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
    // Issue 18: the phone's account page, next to the floor's account page at the same size.
    {
      name: 'explorer account page (375 px)',
      url: `${servers.explorer.url}/local/accounts/${account}`,
      selector: 'article h1',
      viewport: phoneViewport,
      floor: 'floor page (account, 375 px)',
    },
    {
      name: 'floor page (account, 375 px)',
      url: `${servers.floor.url}/local/accounts/${account}`,
      selector: 'article h1',
      viewport: phoneViewport,
    },
    {
      // Read from Stellar RPC (the sandbox's /rpc), its SDK chunk loaded with its first query.
      name: 'explorer contract page',
      url: `${servers.explorer.url}/local/contracts/${contract}`,
      selector: 'dl[aria-label="Contract details"]',
    },
    ...explorerTargets(servers.explorerWithoutEarlyScript.url, ledger, account, withoutEarlyScript),
  ]
}

async function measureColdLoads(
  browser: Browser,
  targets: readonly ColdLoadTarget[],
  horizonOrigin: string,
) {
  const loads = new Map<string, ColdLoad[]>(targets.map((target) => [target.name, []]))
  for (let round = 0; round < rounds; round++) {
    // Alternate the order so that neither side always runs first on a warming machine.
    const ordered = round % 2 ? [...targets].reverse() : targets
    for (const target of ordered) {
      loads
        .get(target.name)
        ?.push(await coldLoad(browser, target.url, target.selector, horizonOrigin, target.viewport))
    }
  }
  return loads
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
    const { builds, explorerManifest, floorManifest } = await buildAll(work)
    const sandbox = await startSandbox(120)
    cleanups.push(sandbox.stop)
    const horizonOrigin = new URL(sandbox.url).origin
    const servers: Servers = await serveAll(builds, sandbox.url)
    for (const server of Object.values(servers)) cleanups.push(server.close)
    const proxy = await startDelayingProxy(sandbox.url, addedLatencyMs)
    cleanups.push(proxy.close)
    const farServers: Servers = await serveAll(builds, proxy.url)
    for (const server of Object.values(farServers)) cleanups.push(server.close)
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--disable-gpu'],
    })
    cleanups.push(() => browser.close())
    const samples = await horizonSamples(sandbox.url)
    const { ledger, account } = samples
    const nearTargets = coldLoadTargets(servers, samples)
    const farTargets = farAwayTargets(farServers, ledger, account)
    const loads = new Map([
      ...(await measureColdLoads(browser, nearTargets, horizonOrigin)),
      ...(await measureColdLoads(browser, farTargets, new URL(proxy.url).origin)),
    ])
    const targets = [...nearTargets, ...farTargets]

    const browserScripts = (name: string) =>
      loads.get(name)?.[0]?.scripts.map((path) => path.slice(1)) ?? []
    printReport({
      rounds,
      load1,
      targets,
      loads,
      js: {
        explorer: gzipBytes(builds.explorer, browserScripts('explorer /local/ledgers')),
        floor: gzipBytes(builds.floor, browserScripts('floor page (ledgers)')),
        explorerManifest: firstRouteJs(builds.explorer, explorerManifest, explorerFirstRoute).bytes,
        floorManifest: firstRouteJs(builds.floor, floorManifest, ['index.html']).bytes,
      },
      paging: await pagingRequests(browser, servers.explorer.url, horizonOrigin),
      render: await renderCost(browser, servers.explorer.url, sandbox.url, horizonFixturesDir),
      burst: await liveBurst(browser, servers.explorer.url, sandbox.url),
    })
  } finally {
    for (const cleanup of cleanups.reverse())
      await cleanup().catch((error: unknown) => console.error(String(error)))
  }
}

await main()
