// The explorer's layers, lowest first. A file may import only from its own folder and the layers
// below it; `npm run lint` enforces this with import-x/no-restricted-paths (and no-cycle).
//
//   src/api/              Horizon: fetch, EventSource, query factories' building blocks
//   src/ui/               props-only building blocks (Amount, AccountId, RecordTable …)
//   src/live/             streaming lists (pause, "N new" pill) on top of api/
//   src/resource-routes/  the list and record route builders, pager, facts, tabs, record actions
//   src/<resource>/       every other folder: ledgers, transactions, operations, accounts …
//   src/app/              the shell: layout, header, error pages
//   src/router.tsx, src/main.tsx
//
// src/route-manifest.ts (the pages, their modules, tabs and id kinds) is plain data on the ground
// floor: every layer may read it, and it imports nothing from src/.
//
// Resource folders: a page (route module: *-page.tsx, *-pages.tsx) may import another resource's
// tables, renderers and queries, never its pages; every other file of a resource imports no other
// resource. So resources cannot form a cycle, and a new resource folder needs no entry here.
import { readdirSync } from 'node:fs'
import path from 'node:path'

const srcDir = path.join(import.meta.dirname, 'src')
const buildingBlocks = ['api', 'ui', 'live', 'resource-routes']
const shell = 'app'
const entryFiles = ['router.tsx', 'early-routes.ts', 'main.tsx']
/** Fixture readers and render helpers for tests; the app never imports them. */
const testOnly = ['test-support', 'ui/test-support.tsx']
export const testHelperFiles = ['src/test-support/**/*.{ts,tsx}', 'src/ui/test-support.tsx']

const resources = readdirSync(srcDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((name) => !buildingBlocks.includes(name) && name !== shell && !testOnly.includes(name))

/** Route modules: only router.tsx loads them (lazily). */
export const pageFiles = ['src/**/*-page.tsx', 'src/**/*-pages.tsx']

const inSrc = (name) => path.join(srcDir, name)
const pagesOf = (resource) => [
  `${inSrc(resource)}/**/*-page.tsx`,
  `${inSrc(resource)}/**/*-pages.tsx`,
]

function buildingBlockZones() {
  return buildingBlocks.map((block, index) => {
    const below = buildingBlocks.slice(0, index)
    return {
      target: inSrc(block),
      from: [...buildingBlocks.slice(index + 1), ...resources, shell, ...entryFiles].map(inSrc),
      message: `src/${block}/ is a building block: it imports only ${
        below.length > 0 ? below.map((name) => `src/${name}/`).join(', ') : 'libraries'
      } (layers in eslint-layers.js).`,
    }
  })
}

function resourceZones(page) {
  return resources.flatMap((resource) => {
    const others = resources.filter((other) => other !== resource)
    const zones = [
      {
        target: inSrc(resource),
        from: [shell, ...entryFiles].map(inSrc),
        message: 'A resource folder never imports the app shell or the router.',
      },
    ]
    if (others.length === 0) return zones
    zones.push(
      page
        ? {
            target: inSrc(resource),
            from: others.flatMap(pagesOf),
            message: 'Pages are route modules: only router.tsx imports them.',
          }
        : {
            target: inSrc(resource),
            from: others.map(inSrc),
            message:
              "Only a resource's pages (*-page.tsx, *-pages.tsx) import other resources' tables and queries.",
          },
    )
    return zones
  })
}

/** import-x/no-restricted-paths options for one kind of file under src/. */
export function layerZones({ page, test }) {
  const zones = [
    ...buildingBlockZones(),
    ...resourceZones(page),
    {
      target: inSrc(shell),
      from: entryFiles.map(inSrc),
      message: 'The app shell never imports the router.',
    },
  ]
  zones.push({
    target: inSrc('route-manifest.ts'),
    from: srcDir,
    message:
      'route-manifest.ts is plain data that every layer reads: it imports nothing from src/.',
  })
  if (!test) {
    zones.push({
      target: srcDir,
      from: testOnly.map(inSrc),
      message: 'Test helpers are for *.test.ts(x) files only.',
    })
  }
  return { zones }
}

// The sandbox's layers, lowest first. A folder imports only itself and the folders below it:
//
//   server/store/       SQLite: schema, database, Go-style JSON
//   server/simulator/   the deterministic ledger simulator; its ledger-entry model is ledger-entries.ts
//   server/protocol/    Horizon's wire pieces both HTTP and streaming use: keyset paging, page
//                       queries, query strings, problem bodies, HAL rendering, route types
//   server/streaming/   the SSE hub
//   server/http/        transport only: CORS, negotiation, rate limits, caching, connection
//                       limits, the request pipeline
//   server/resources/   one folder per Horizon resource: routes, handlers, queries; shared/ holds
//                       what several resources use (history store, page of text keys, params).
//                       It sits beside streaming/ and http/, which never import it; app.ts wires
//                       the route table into the request pipeline
//   server/rpc/         Stellar RPC's JSON-RPC endpoint and methods, beside resources/: it reads
//                       the simulator and the store, and app.ts routes POST /rpc to it
//   server/app.ts, server/main.ts, server/cli-options.ts
//
// server/testing/ holds test helpers; only *.test.ts files import it.
const serverDir = path.join(import.meta.dirname, 'server')
const inServer = (name) => path.join(serverDir, name)
const serverEntryFiles = ['app.ts', 'main.ts', 'cli-options.ts']
/** Each layer and the folders it must not import (everything above or beside it). */
const serverLayers = [
  ['store', ['simulator', 'protocol', 'streaming', 'http', 'resources', 'rpc']],
  ['simulator', ['protocol', 'streaming', 'http', 'resources', 'rpc']],
  ['protocol', ['simulator', 'streaming', 'http', 'resources', 'rpc']],
  ['streaming', ['simulator', 'http', 'resources', 'rpc']],
  ['http', ['simulator', 'resources', 'rpc']],
  ['resources', ['streaming', 'http', 'rpc']],
  ['rpc', ['protocol', 'streaming', 'http', 'resources']],
]

/**
 * import-x/no-restricted-paths options for the sandbox's production files. Its tests and
 * server/testing/ are exempt: a test of any layer may start the whole sandbox (app.ts).
 */
export function serverLayerZones() {
  const zones = serverLayers.map(([layer, above]) => ({
    target: inServer(layer),
    from: [...above, ...serverEntryFiles].map(inServer),
    message: `server/${layer}/ imports only the layers below it (server layers in eslint-layers.js).`,
  }))
  zones.push({
    target: serverDir,
    from: [inServer('testing')],
    message: 'server/testing/ holds test helpers: only *.test.ts files import it.',
  })
  return { zones }
}
