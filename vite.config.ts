/// <reference types="vitest/config" />
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import type { Plugin, Rolldown } from 'vite'
import { defineConfig } from 'vite'
import { earlyFetchScript } from './scripts/static/early-fetch-plugin.ts'
import { reactRouterPureForwardRefs } from './scripts/static/react-router-pure-forward-refs.ts'
import { routePreloads } from './scripts/static/route-preloads-plugin.ts'

const srcDir = fileURLToPath(new URL('./src', import.meta.url))
const projectRoot = fileURLToPath(new URL('.', import.meta.url))

type ChunkingContext = Parameters<
  Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>
>[1]

/** The files whose lazy imports are route modules (pages, tabs, error pages). */
const routeTables = [
  '/src/router.tsx',
  '/src/resource-routes/tab-routes.ts',
  '/src/app/lazy-route-errors.tsx',
]
/**
 * The first route: what a cold `/:network/ledgers` needs besides its own small route module. The
 * explorer's page is a root too: its entry also runs Vite's modulepreload polyfill, which was
 * otherwise an entry file of its own (one more first-route file, gzipped alone). The bench's
 * floor and vanilla pages, built with this config, are not the explorer's page.
 */
const firstRoute = [
  join(projectRoot, 'index.html'),
  '/src/main.tsx',
  '/src/ledgers/ledgers-page.tsx',
]

function staticClosure(ctx: ChunkingContext, roots: Iterable<string>, outside = new Set<string>()) {
  const seen = new Set<string>()
  const visit = (id: string) => {
    if (seen.has(id) || outside.has(id)) return
    seen.add(id)
    ctx.getModuleInfo(id)?.importedIds.forEach(visit)
  }
  for (const root of roots) visit(root)
  return seen
}

/**
 * Which chunk each module goes to. Rolldown's default gives every module shared by two lazy routes
 * a chunk of its own: a cold account page fetched 43 files over HTTP/1.1's six connections, and
 * gzip packed each small file alone. Instead: `app` holds the entry's code and all the first route
 * needs (libraries included) and is emitted as the entry file itself; `pages` the code two or more
 * route modules import; each route module keeps what only it uses. Lazy parts (SDK, XDR, charts,
 * search) stay chunks of their own.
 */
function planChunks(moduleIds: readonly string[], ctx: ChunkingContext): Map<string, string> {
  const ending = (suffixes: readonly string[]) =>
    moduleIds.filter((id) => suffixes.some((suffix) => id.endsWith(suffix)))
  const [routeModule] = ending(['/src/ledgers/ledgers-page.tsx'])
  const app = staticClosure(ctx, ending(firstRoute))
  // The route module itself stays a chunk: the budget test and the bench name it in the manifest.
  if (routeModule) app.delete(routeModule)
  const routeModules = new Set(
    ending(routeTables).flatMap((id) => ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? []),
  )
  const routesUsing = new Map<string, number>()
  for (const route of routeModules) {
    for (const id of staticClosure(ctx, [route], app)) {
      if (!routeModules.has(id)) routesUsing.set(id, (routesUsing.get(id) ?? 0) + 1)
    }
  }
  const plan = new Map<string, string>([...app].map((id) => [id, 'app']))
  for (const [id, routes] of routesUsing) if (routes >= 2) plan.set(id, 'pages')
  return plan
}

function appChunks(): Rolldown.CodeSplittingGroup {
  const moduleIds: string[] = []
  let plan: Map<string, string> | undefined
  return {
    debugName: 'app-chunks',
    // Rolldown calls `test` for every module before the first `name`: the graph is complete then.
    test: (id) => {
      moduleIds.push(id)
      return true
    },
    name: (id, ctx) => {
      plan ??= planChunks(moduleIds, ctx)
      return plan.get(id) ?? null
    },
  }
}

/**
 * React Router 7's package exports name its development build under every condition
 * (remix-run/react-router#12532, "intended to be temporary"), so production bundles carried its
 * development warnings and checks. Builds take the production files the package also ships; the
 * dev server and the tests keep the development build.
 */
function reactRouterProductionFiles(): Plugin {
  const packageDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'))
  const files = new Map([
    ['react-router', join(packageDir, 'dist/production/index.mjs')],
    ['react-router/dom', join(packageDir, 'dist/production/dom-export.mjs')],
  ])
  return {
    name: 'react-router-production-files',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => files.get(source) ?? null,
  }
}

export default defineConfig({
  // reactRouterPureForwardRefs: React Router's components nothing imports (Form) leave the bundle;
  // routePreloads: which route chunks each URL needs, for the static server's modulepreload links;
  // earlyFetchScript: the page's Horizon requests start before the app's code has loaded.
  plugins: [
    reactRouterProductionFiles(),
    reactRouterPureForwardRefs(),
    react(),
    tailwindcss(),
    routePreloads(srcDir),
    earlyFetchScript(projectRoot, `${srcDir}/early-fetch.ts`, { '@': srcDir }),
  ],
  resolve: { alias: { '@': srcDir } },
  server: { host: '127.0.0.1', port: 5173 },
  build: {
    // 'hidden': the maps are built (to read a stack trace from a bug report) but the bundles do not
    // point to them, so browsers never download ~3 MB of maps and the site does not advertise them.
    sourcemap: 'hidden',
    rolldownOptions: { output: { codeSplitting: { groups: [appChunks()] } } },
  },
  test: {
    // JSON report feeds the "N passed, N failed" line printed by .ci/run.
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
