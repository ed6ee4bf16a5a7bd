import type { QueryClient } from '@tanstack/react-query'
import type { RouteObject, RouterContext } from 'react-router'
import { redirect, RouterContextProvider } from 'react-router'
import { queryClientContext } from '@/api/query-client'
import type { RuntimeConfig } from '@/api/runtime-config'
import { loadRuntimeConfig } from '@/api/runtime-config'
import { runtimeConfigContext } from '@/api/runtime-config-context'
import { AppLayout } from '@/app/app-layout'
import { loadNetwork, networkRouteId } from '@/resource-routes/network-route'
import { LazyNetworkErrorPage, LazyRouteError } from '@/app/lazy-route-errors'
import { tabRoutes } from '@/resource-routes/tab-routes'
import type { TabRoute } from '@/resource-routes/tab-routes'
import { manifestPages } from '@/route-manifest'
import type { ManifestPage } from '@/route-manifest'

function InitialLoading() {
  return (
    <p role="status" className="p-4">
      Loading Ledger Explorer…
    </p>
  )
}

declare module 'react-router' {
  interface Future {
    // Loaders receive a typed RouterContextProvider (carrying the QueryClient).
    v8_middleware: true
  }
}

/** A page's route module: `loader` and `Component`, or a tab module's `routesByTab`. */
type RouteModule = Pick<RouteObject, 'loader' | 'Component'> & {
  routesByTab?: Record<string, TabRoute>
}

// Every page and tab module, by file: the manifest names which one each route loads. Vite turns
// each into a lazily loaded chunk of its own.
const routeModules = import.meta.glob<RouteModule>([
  './*/*-page.tsx',
  './*/*-pages.tsx',
  '!./app/**',
])

function routeModule(name: string): () => Promise<RouteModule> {
  const load = routeModules[`./${name}.tsx`]
  if (!load) throw new Error(`route-manifest.ts names ${name}, which is no route module`)
  return load
}

/** The page routes below `/:network`, in the manifest's order. */
function manifestRoutes(): RouteObject[] {
  return manifestPages.map((page: ManifestPage): RouteObject => {
    const lazy = routeModule(page.module)
    if (page.path === '') return { index: true, lazy }
    const [firstTab, ...otherTabs] = Object.keys(page.tabs?.byPath ?? {})
    if (!page.tabs || firstTab === undefined) return { path: page.path, lazy }
    const loadTabs = routeModule(page.tabs.module)
    return {
      path: page.path,
      lazy,
      children: tabRoutes(
        () => loadTabs().then((module) => module.routesByTab ?? {}),
        [firstTab, ...otherTabs],
      ),
    }
  })
}

/** The app's routes: the shell, its error boundaries and the manifest's pages. */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    loader: async ({ context }) => {
      const config = await context.get(runtimeConfigContext)
      return redirect(`/${config.defaultNetwork}`)
    },
  },
  {
    id: networkRouteId,
    path: '/:network',
    loader: loadNetwork,
    // The network only changes with the URL's path segment or `horizon` parameter.
    shouldRevalidate: ({ currentParams, nextParams, currentUrl, nextUrl }) =>
      currentParams.network !== nextParams.network ||
      currentUrl.searchParams.get('horizon') !== nextUrl.searchParams.get('horizon'),
    Component: AppLayout,
    HydrateFallback: InitialLoading,
    ErrorBoundary: LazyNetworkErrorPage,
    children: [
      {
        ErrorBoundary: LazyRouteError,
        children: [
          ...manifestRoutes(),
          {
            path: '*',
            loader: () => {
              throw new Response('No such page in the explorer', { status: 404 })
            },
          },
        ],
      },
    ],
  },
]

/**
 * Router options shared by the browser router and tests' memory routers: the loaders reach the
 * QueryClient and the page load's settings (config.json, read once per router) through them.
 */
export function appRouterOptions(
  queryClient: QueryClient,
  runtimeConfig: Promise<RuntimeConfig> = loadRuntimeConfig(),
) {
  return {
    future: { v8_middleware: true },
    getContext: () =>
      new RouterContextProvider(
        new Map<RouterContext, unknown>([
          [queryClientContext, queryClient],
          [runtimeConfigContext, runtimeConfig],
        ]),
      ),
  } as const
}
