// The static server preloads each page's route modules from a table that the build reads out of
// the route manifest (scripts/static/route-module-table.ts). Here the table is checked against
// the router itself: the same URL patterns, and each page's module is the one its route loads.
import { readFileSync } from 'node:fs'
import type { RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { routeModuleTable, tabErrorBoundaryModule } from '../scripts/static/route-module-table'
import { manifestPages } from '@/route-manifest'
import { appRoutes } from '@/router'

const table = routeModuleTable(manifestPages)

function joinPath(parent: string, path: string | undefined): string {
  if (path === undefined || path === '') return parent
  if (path.startsWith('/')) return path
  return `${parent === '/' ? '' : parent}/${path}`
}

/** Every lazily loaded route of the router with its full pattern. */
function lazyRoutes(routes: RouteObject[], parent = '/'): Array<[string, RouteObject]> {
  return routes.flatMap((route) => {
    if (route.path?.includes('*')) return []
    const path = joinPath(parent, route.path)
    const own: Array<[string, RouteObject]> = route.lazy ? [[path, route]] : []
    return [...own, ...lazyRoutes(route.children ?? [], path)]
  })
}

describe('the route module table read from the route manifest', () => {
  it('has the URL patterns of every lazily loaded route of the router, and only those', () => {
    const routerPaths = new Set(lazyRoutes(appRoutes).map(([path]) => path))
    expect(new Set(table.map((route) => route.path))).toEqual(routerPaths)
    expect(routerPaths).toContain('/:network/accounts/:accountId/offers')
  })

  it("names the tabs' error boundary that tab-routes.ts loads beside each tab module", () => {
    expect(readFileSync('src/resource-routes/tab-routes.ts', 'utf8')).toContain(
      `import('${tabErrorBoundaryModule}')`,
    )
  })

  it('names, for each route, the module whose export its lazy() returns', async () => {
    for (const [path, route] of lazyRoutes(appRoutes)) {
      if (typeof route.lazy !== 'function') throw new Error(`${path}: lazy is not a function`)
      const loaded = (await route.lazy()) as RouteObject
      expect(loaded.Component, path).toBeTypeOf('function')
      const modules = table.find((entry) => entry.path === path)?.modules ?? []
      const components = new Set<unknown>()
      for (const specifier of modules) {
        const exported = (await import(/* @vite-ignore */ specifier)) as Record<string, unknown>
        componentsOf(exported).forEach((component) => components.add(component))
      }
      expect(components.has(loaded.Component), path).toBe(true)
    }
  }, 120_000)
})

/** A route module's `Component`, or the Components of the tab routes it exports by path. */
function componentsOf(exported: Record<string, unknown>): unknown[] {
  const nested = Object.values(exported).flatMap((value) =>
    typeof value === 'object' && value !== null
      ? Object.values(value as Record<string, { Component?: unknown } | null>).map(
          (tab) => tab?.Component,
        )
      : [],
  )
  return [exported.Component, ...nested].filter((component) => component !== undefined)
}
