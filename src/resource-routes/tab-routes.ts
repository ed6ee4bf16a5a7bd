import type { RouteObject } from 'react-router'
import { TabError } from '@/resource-routes/route-error-content'

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
  const lazyTab = (path: Path) => () => load().then((tabs) => tabs[path])
  return [
    { index: true, lazy: lazyTab(paths[0]), ErrorBoundary: TabError },
    ...paths.map((path) => ({ path, lazy: lazyTab(path), ErrorBoundary: TabError })),
  ]
}
