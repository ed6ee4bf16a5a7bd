import type { RouteObject } from 'react-router'

/** What a tab's lazy route module provides (createListRoute's result, or just a Component). */
export type TabRoute = Pick<RouteObject, 'loader' | 'Component'>

/**
 * The child routes of a record page, one per tab, loaded lazily from one module that keys its
 * tab routes by path (a path the module lacks fails typecheck). The first tab is also the
 * record's index route, as TabNav shows it. Each tab has its own ErrorBoundary: a failing
 * sub-list shows its error (with Retry) inside the tab, under the record that did load.
 */
export function tabRoutes<Path extends string>(
  load: () => Promise<Record<Path, TabRoute>>,
  paths: readonly [Path, ...Path[]],
): RouteObject[] {
  // The boundary loads beside the tab's module, so a list page's first load does without it;
  // if the module itself fails to load, the page's boundary above shows that instead.
  const lazyTab = (path: Path) => () =>
    Promise.all([load(), import('@/resource-routes/route-error-content')]).then(
      ([tabs, errors]) => ({ ...tabs[path], ErrorBoundary: errors.TabError }),
    )
  return [
    { index: true, lazy: lazyTab(paths[0]) },
    ...paths.map((path) => ({ path, lazy: lazyTab(path) })),
  ]
}
