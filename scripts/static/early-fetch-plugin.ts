// A Vite build plugin: builds src/early-fetch.ts on its own into one small classic script (IIFE,
// no imports, so it needs nothing of the app's chunks) and has index.html run it right after the
// config.json preload, before the app's module script. A plain same-origin script: the static
// server's `script-src 'self'` allows it, no inline script is needed.
import { createHash } from 'node:crypto'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'

const marker = /(<link rel="preload" href="\/config\.json"[^>]*>)/

/** `appRoot`: the explorer's root; other roots built with this config (the bench's floor and
 *  vanilla pages) get no early script. */
export function earlyFetchScript(
  appRoot: string,
  entry: string,
  alias: Record<string, string>,
): Plugin {
  let fileName: string | undefined
  let isApp = false
  return {
    name: 'early-fetch-script',
    apply: 'build',
    configResolved(config) {
      isApp = resolve(config.root) === resolve(appRoot)
    },
    async buildStart() {
      fileName = undefined
      if (!isApp) return
      const { build } = await import('vite')
      const result = await build({
        configFile: false,
        logLevel: 'warn',
        mode: 'production',
        publicDir: false,
        define: { 'process.env.NODE_ENV': '"production"' },
        resolve: { alias },
        build: {
          write: false,
          minify: true,
          sourcemap: false,
          lib: { entry, formats: ['iife'], name: 'ledgerExplorerEarlyFetch' },
          // TanStack Query's "use client" directives mean nothing in a plain script.
          rolldownOptions: {
            onwarn: (warning, warn) => {
              if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning)
            },
          },
        },
      })
      const outputs = Array.isArray(result) ? result : [result]
      const chunk = outputs
        .flatMap((output) => ('output' in output ? output.output : []))
        .find((item) => item.type === 'chunk')
      if (!chunk || chunk.type !== 'chunk') this.error('early-fetch: the build gave no script')
      const hash = createHash('sha256').update(chunk.code).digest('base64url').slice(0, 8)
      fileName = `assets/early-fetch-${hash}.js`
      this.emitFile({ type: 'asset', fileName, source: chunk.code })
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!fileName || !marker.test(html)) return html
        return html.replace(marker, `$1\n    <script src="/${fileName}"></script>`)
      },
    },
  }
}
