// A Vite build plugin: writes `.vite/route-preloads.json`, for each URL pattern of the router the
// JavaScript files its lazy route modules need beyond what index.html loads (the module's chunk
// and the chunks it imports statically). The static server reads it to add
// `<link rel="modulepreload">` for the page being opened, so a cold deep link downloads its route
// module beside the main chunk instead of after it (route-preloads.ts).
import { join } from 'node:path'
import type { Plugin, Rolldown } from 'vite'
import { runnerImport } from 'vite'
import type { ManifestPage } from '../../src/route-manifest.ts'
import { routeModuleTable } from './route-module-table.ts'
import { routePreloadsFile, type RoutePreload } from './route-preloads.ts'

type Chunks = Map<string, Rolldown.OutputChunk>

function importClosure(chunks: Chunks, start: string, seen = new Set<string>()): Set<string> {
  if (seen.has(start)) return seen
  seen.add(start)
  for (const imported of chunks.get(start)?.imports ?? []) importClosure(chunks, imported, seen)
  return seen
}

export function routePreloads(srcDir: string): Plugin {
  const routerFile = join(srcDir, 'router.tsx')
  const manifestFile = join(srcDir, 'route-manifest.ts')
  return {
    name: 'route-preloads',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const chunks: Chunks = new Map()
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') chunks.set(output.fileName, output)
      }
      const entries = [...chunks.values()].filter((chunk) => chunk.isEntry)
      // The HTML loads (and Vite preloads) the entry and its imports anyway.
      const loaded = new Set<string>()
      for (const entry of entries) importClosure(chunks, entry.fileName, loaded)
      const router = [...chunks.values()].some((chunk) => chunk.moduleIds.includes(routerFile))
      if (!router) return // not the explorer (the bench's floor and vanilla pages)
      // The manifest is plain data without run-time imports: Vite's module runner evaluates it.
      const { module: manifest } = await runnerImport<{ manifestPages: readonly ManifestPage[] }>(
        manifestFile,
        { configFile: false, logLevel: 'error' },
      )
      const table = routeModuleTable(manifest.manifestPages)
      // A route module is its chunk's facade, or part of a shared chunk (vite.config.ts's `pages`).
      const chunkOfModule = new Map<string, string>()
      for (const chunk of chunks.values()) {
        for (const id of chunk.moduleIds) chunkOfModule.set(id, chunk.fileName)
      }
      const preloads: RoutePreload[] = []
      for (const route of table) {
        const files = new Set<string>()
        for (const specifier of route.modules) {
          const resolved = await this.resolve(specifier, routerFile)
          const chunk = resolved && chunkOfModule.get(resolved.id)
          if (!chunk) this.error(`route-preloads: no chunk for ${specifier} (${route.path})`)
          for (const file of importClosure(chunks, chunk)) if (!loaded.has(file)) files.add(file)
        }
        preloads.push({ path: route.path, files: [...files] })
      }
      this.emitFile({
        type: 'asset',
        fileName: routePreloadsFile,
        source: `${JSON.stringify(preloads, null, 1)}\n`,
      })
    },
  }
}
