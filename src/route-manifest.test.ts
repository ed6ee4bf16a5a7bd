// The manifest is the one list of pages: the router, the early script's table, the tab modules
// and the id checks are built from it, and these tests fail when any of them disagrees with it
// (a route, tab or id kind that is missing from the manifest, or one the manifest has that they
// lack).
import type { RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { earlyRoutes } from '@/early-routes'
import type { ManifestPage } from '@/route-manifest'
import { manifestPages, recordPathParts } from '@/route-manifest'
import { appRoutes } from '@/router'
import { sampleIds } from '@/test-support/manifest-deep-links'
import { isLinkablePath, isRecordId, recordIdChecks } from '@/ui/record-ids'

/** Each page's path below `/:network`, and each tab's below its record page. */
function manifestPatterns(pages: readonly ManifestPage[]): string[] {
  return pages.flatMap((page) => [
    page.path,
    ...Object.keys(page.tabs?.byPath ?? {}).map((tab) => `${page.path}/${tab}`),
  ])
}

function joinPath(parent: string, path: string | undefined): string {
  if (path === undefined || path === '') return parent
  return parent === '' ? path : `${parent}/${path}`
}

/** Every lazily loaded route below `/:network`, by its path (the 404 catch-all aside). */
function routerPatterns(routes: readonly RouteObject[], parent = ''): Map<string, RouteObject> {
  const found = new Map<string, RouteObject>()
  for (const route of routes) {
    if (route.path?.includes('*')) continue
    const path = joinPath(parent, route.path)
    if (route.lazy && !found.has(path)) found.set(path, route)
    for (const [childPath, child] of routerPatterns(route.children ?? [], path)) {
      if (!found.has(childPath)) found.set(childPath, child)
    }
  }
  return found
}

const networkRoute = appRoutes.find((route) => route.path === '/:network')

describe('the route manifest', () => {
  it('is what the router serves below /:network: every page and tab, and nothing else', () => {
    const routes = routerPatterns(networkRoute?.children ?? [])
    expect([...routes.keys()].sort()).toEqual(manifestPatterns(manifestPages).sort())
  })

  it("loads each page's module and each tab from its tab module, which has exactly the manifest's tabs", async () => {
    const routes = routerPatterns(networkRoute?.children ?? [])
    for (const page of manifestPages) {
      const route = routes.get(page.path)
      if (typeof route?.lazy !== 'function') throw new Error(`${page.path}: no lazy route`)
      const loaded = (await route.lazy()) as RouteObject
      expect(loaded.Component, page.path).toBeTypeOf('function')
      if (!page.tabs) continue
      const tabModule = (await import(/* @vite-ignore */ `/src/${page.tabs.module}.tsx`)) as {
        routesByTab?: Record<string, unknown>
      }
      expect(Object.keys(tabModule.routesByTab ?? {}).sort(), page.tabs.module).toEqual(
        Object.keys(page.tabs.byPath).sort(),
      )
      for (const tab of Object.keys(page.tabs.byPath)) {
        const tabRoute = routes.get(`${page.path}/${tab}`)
        if (typeof tabRoute?.lazy !== 'function') throw new Error(`${page.path}/${tab}: no route`)
        const loadedTab = (await tabRoute.lazy()) as RouteObject
        expect(loadedTab.Component, `${page.path}/${tab}`).toBeTypeOf('function')
      }
    }
  }, 120_000)

  it("is the early script's table: every page and tab, and nothing else", () => {
    expect(earlyRoutes.map((route) => route.path).sort()).toEqual(
      manifestPatterns(manifestPages).sort(),
    )
  })

  it('decides which ids become links: one check per id kind, and every record page links', () => {
    const recordPages = manifestPages.filter((page) => page.idKind !== undefined)
    expect(new Set(recordPages.map((page) => page.idKind))).toEqual(
      new Set(Object.keys(recordIdChecks)),
    )
    for (const page of recordPages) {
      const { collection } = recordPathParts(page)
      const id = sampleIds[page.idKind ?? 'account']
      expect(isRecordId(collection, id), `${collection} ${id}`).toBe(true)
      expect(isLinkablePath(`/${collection}/${id}`), collection).toBe(true)
      expect(isRecordId(collection, `${id}/..`), collection).toBe(false)
    }
    // A collection no record page names links nowhere.
    expect(isRecordId('contracts', sampleIds['transaction-hash'])).toBe(false)
  })
})
