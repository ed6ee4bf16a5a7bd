// Which lazy route modules each URL pattern of the explorer loads, read from the route manifest
// (src/route-manifest.ts), from which router.tsx builds its routes: a page's module, and for a
// record page with tabs also its tab module and the tabs' error boundary (tab-routes.ts loads it
// beside the tab module), on the record's path (its first tab is the index route) and on each
// tab's path. The build turns the specifiers into chunk files (route-preloads-plugin.ts) and the
// static server preloads them with the page (route-preloads.ts).
import type { ManifestPage } from '../../src/route-manifest.ts'

/** A URL pattern (`/:network/ledgers/:sequence`) and the import specifiers it loads, in order. */
export interface RouteModules {
  path: string
  modules: string[]
}

/** What resource-routes/tab-routes.ts imports beside every tab module: the tabs' error boundary. */
export const tabErrorBoundaryModule = '@/resource-routes/route-error-content'

/** The route table of the manifest's pages, below the `/:network` route. */
export function routeModuleTable(pages: readonly ManifestPage[]): RouteModules[] {
  return pages.flatMap((page) => {
    const path = page.path === '' ? '/:network' : `/:network/${page.path}`
    const pageModule = `@/${page.module}`
    if (!page.tabs) return [{ path, modules: [pageModule] }]
    const modules = [pageModule, `@/${page.tabs.module}`, tabErrorBoundaryModule]
    return [
      { path, modules },
      ...Object.keys(page.tabs.byPath).map((tab) => ({ path: `${path}/${tab}`, modules })),
    ]
  })
}
