// The static server's half of route preloading: which of the build's route chunks the URL being
// opened needs (the table route-preloads-plugin.ts writes), and index.html with a
// `<link rel="modulepreload">` for each, so the browser fetches them beside the main chunk.

/** Where the build writes the table (a dotfile folder: never served). */
export const routePreloadsFile = '.vite/route-preloads.json'

/** A router pattern (`/:network/ledgers/:sequence`) and the build files its page loads. */
export interface RoutePreload {
  path: string
  files: string[]
}

// Vite's output names; anything else in the table is not written into the page.
const assetFile = /^assets\/[A-Za-z0-9_.-]+\.js$/

/** Reads the build's table; a malformed one preloads nothing rather than failing the page. */
export function parseRoutePreloads(text: string): RoutePreload[] {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return []
  }
  if (!Array.isArray(value)) return []
  return value.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return []
    const { path, files } = entry as Record<string, unknown>
    if (typeof path !== 'string' || !Array.isArray(files)) return []
    const safeFiles = files.filter(
      (file): file is string => typeof file === 'string' && assetFile.test(file),
    )
    return [{ path, files: safeFiles }]
  })
}

function matches(pattern: string, segments: readonly string[]): boolean {
  const parts = pattern.split('/').filter((part) => part !== '')
  if (parts.length !== segments.length) return false
  return parts.every((part, index) => part.startsWith(':') || part === segments[index])
}

/** The files to preload for a request path's segments (already decoded and checked). */
export function routeFilesFor(table: readonly RoutePreload[], segments: readonly string[]) {
  return table.find((route) => matches(route.path, segments))?.files ?? []
}

/** index.html with a modulepreload link per file, before `</head>`. */
export function withModulePreloads(html: string, files: readonly string[]): string {
  const at = html.indexOf('</head>')
  if (files.length === 0 || at < 0) return html
  const links = files
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('\n    ')
  return `${html.slice(0, at)}  ${links}\n  ${html.slice(at)}`
}
