// First-route JS: the gzip bytes of the JavaScript a cold load of one route needs before it can
// show anything — the entry chunk, the route module, and every chunk they import statically.
// Read from Vite's build manifest; the explorer bench and the budget test share it.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'

export interface ManifestChunk {
  file: string
  imports?: string[]
  isEntry?: boolean
}
export type Manifest = Record<string, ManifestChunk>

/** The explorer's first route in issue 9's measure: `/local/ledgers`. */
export const explorerFirstRoute = ['index.html', 'src/ledgers/ledgers-page.tsx'] as const

/** Output files of `starts` and their static imports, each once. */
export function staticClosure(manifest: Manifest, starts: readonly string[]): string[] {
  const seen = new Set<string>()
  const visit = (key: string): void => {
    if (seen.has(key)) return
    const chunk = manifest[key]
    if (!chunk) throw new Error(`the build manifest has no entry "${key}"`)
    seen.add(key)
    chunk.imports?.forEach(visit)
  }
  starts.forEach(visit)
  return [...seen]
    .map((key) => (manifest[key] as ManifestChunk).file)
    .filter((file) => file.endsWith('.js'))
}

/** gzip level 9, as scripts/static/static-server.ts serves them. */
export function gzipBytes(outDir: string, files: readonly string[]): number {
  return files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length,
    0,
  )
}

/** The first-route JS of a build: its files and their gzip bytes. */
export function firstRouteJs(outDir: string, manifest: Manifest, starts: readonly string[]) {
  const files = staticClosure(manifest, starts)
  return { files, bytes: gzipBytes(outDir, files) }
}

export function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest
}

/**
 * Builds `root` (an index.html and its sources) with the explorer's Vite config; `minify: false`
 * keeps function names for a CPU profile (bench/render-profile.ts).
 */
export async function buildWithExplorerConfig(
  repoRoot: string,
  root: string,
  outDir: string,
  { minify = true }: { minify?: boolean } = {},
): Promise<Manifest> {
  // Vitest sets NODE_ENV=test, and Vite would then bundle React's development build.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await build({
      configFile: join(repoRoot, 'vite.config.ts'),
      root,
      mode: 'production',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, manifest: true, minify },
    })
  } finally {
    process.env.NODE_ENV = nodeEnv
  }
  return readManifest(outDir)
}
