// The explorer's production web server: serves a `vite build` output directory (GET and HEAD only),
// gzip for text, immutable caching for hashed assets, `no-cache` for everything else, the SPA
// fallback to index.html for app routes (with a modulepreload link for each route module of the
// page asked for, from the build's table: route-preloads.ts), and a generated /config.json that
// points the `local` network at the sandbox this process was told about. Request paths are
// untrusted: anything that could leave the root (`..`, encoded or not, NUL, backslashes, symlinks
// out of it) is refused.
import { createHash } from 'node:crypto'
import { realpathSync } from 'node:fs'
import { readFile, realpath, stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { extname, join, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import {
  contentTypeFor,
  contentSecurityPolicy,
  headersFor,
  isCompressible,
  responseKindFor,
  type StaticResponseKind,
} from './static-headers.ts'
import {
  parseRoutePreloads,
  routeFilesFor,
  routePreloadsFile,
  withModulePreloads,
  type RoutePreload,
} from './route-preloads.ts'

export interface ExplorerRuntimeConfig {
  defaultNetwork: string
  localHorizonUrl: string
}

export interface StaticServerOptions {
  /** The build output directory (contains index.html). */
  root: string
  /** Served as /config.json instead of any file of that name in `root`. */
  runtimeConfig: ExplorerRuntimeConfig
}

interface CachedFile {
  size: number
  mtimeMs: number
  body: Buffer
  gzipped: Buffer | undefined
  etag: string
  contentType: string
}

interface Resolved {
  status: 200
  file: CachedFile
  kind: StaticResponseKind
}

interface Refused {
  status: 400 | 404
  message: string
}

// Smaller bodies gain nothing from gzip once its header is counted.
const minimumGzipBytes = 256

function entityTag(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`
}

function makeCachedFile(body: Buffer, contentType: string, size: number, mtimeMs: number) {
  const gzipped =
    isCompressible(contentType) && body.length >= minimumGzipBytes
      ? gzipSync(body, { level: 9 })
      : undefined
  return { size, mtimeMs, body, gzipped, etag: entityTag(body), contentType }
}

/**
 * Splits a raw request target into safe path segments, or says why not. Browsers normalise
 * dot segments before sending; anything else that still carries them is refused, never
 * resolved.
 */
export function safePathSegments(requestTarget: string): string[] | Refused {
  const pathPart = requestTarget.split(/[?#]/, 1)[0] ?? ''
  if (!pathPart.startsWith('/')) return { status: 400, message: 'Bad request path' }
  let decoded: string
  try {
    decoded = decodeURIComponent(pathPart)
  } catch {
    return { status: 400, message: 'Bad request path: invalid percent-encoding' }
  }
  if (decoded.includes('\0') || decoded.includes('\\'))
    return { status: 400, message: 'Bad request path' }
  const segments = decoded.split('/').filter((segment) => segment !== '')
  if (segments.some((segment) => segment === '..' || segment === '.'))
    return { status: 400, message: 'Bad request path: dot segments are not allowed' }
  return segments
}

function acceptsGzip(request: IncomingMessage): boolean {
  const header = request.headers['accept-encoding'] ?? ''
  return header
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .some((part) => part === 'gzip' || (part.startsWith('gzip;') && !/q=0(\.0*)?$/.test(part)))
}

function wantsHtml(request: IncomingMessage): boolean {
  return (request.headers.accept ?? '').includes('text/html')
}

function sendFile(request: IncomingMessage, response: ServerResponse, resolved: Resolved): void {
  const { file, kind } = resolved
  const headers: Record<string, string> = {
    ...headersFor(kind, file.contentType),
    ETag: file.etag,
  }
  if (file.gzipped) headers.Vary = 'Accept-Encoding'
  if (request.headers['if-none-match'] === file.etag) {
    response.writeHead(304, headers).end()
    return
  }
  const body = file.gzipped && acceptsGzip(request) ? file.gzipped : file.body
  if (body === file.gzipped) headers['Content-Encoding'] = 'gzip'
  headers['Content-Length'] = String(body.length)
  response.writeHead(200, headers)
  response.end(request.method === 'HEAD' ? undefined : body)
}

type LoadFile = (segments: readonly string[]) => Promise<CachedFile | undefined>

/**
 * index.html as served for an app route: with a modulepreload link for each route module of the
 * page being opened (the build's table, route-preloads.ts), one copy per route kept in memory.
 */
function appPages(loadFile: LoadFile) {
  let preloadTable: { file: CachedFile; table: RoutePreload[] } | undefined
  async function routePreloadTable(): Promise<RoutePreload[]> {
    const file = await loadFile(routePreloadsFile.split('/'))
    if (!file) return []
    if (preloadTable?.file !== file)
      preloadTable = { file, table: parseRoutePreloads(file.body.toString('utf8')) }
    return preloadTable.table
  }
  let pages = { index: undefined as CachedFile | undefined, byFiles: new Map<string, CachedFile>() }
  return async (segments: readonly string[]): Promise<CachedFile | undefined> => {
    const index = await loadFile(['index.html'])
    if (!index) return undefined
    const files = routeFilesFor(await routePreloadTable(), segments)
    if (files.length === 0) return index
    if (pages.index !== index) pages = { index, byFiles: new Map() }
    const key = files.join(' ')
    let page = pages.byFiles.get(key)
    if (!page) {
      const html = withModulePreloads(index.body.toString('utf8'), files)
      page = makeCachedFile(Buffer.from(html), index.contentType, index.size, index.mtimeMs)
      pages.byFiles.set(key, page)
    }
    return page
  }
}

export function createStaticServer(options: StaticServerOptions): Server {
  const root = realpathSync(options.root)
  const cache = new Map<string, CachedFile>()
  const configBody = Buffer.from(`${JSON.stringify(options.runtimeConfig, null, 2)}\n`)
  const configFile = makeCachedFile(configBody, contentTypeFor('config.json'), 0, 0)

  async function loadFile(segments: readonly string[]): Promise<CachedFile | undefined> {
    const filePath = join(root, ...segments)
    let info
    try {
      info = await stat(filePath)
    } catch {
      return undefined
    }
    if (!info.isFile()) return undefined
    // A symlink inside the root may point outside it.
    const real = await realpath(filePath)
    if (!real.startsWith(root + sep)) return undefined
    const cached = cache.get(real)
    if (cached && cached.size === info.size && cached.mtimeMs === info.mtimeMs) return cached
    const file = makeCachedFile(await readFile(real), contentTypeFor(real), info.size, info.mtimeMs)
    cache.set(real, file)
    return file
  }

  const appPage = appPages(loadFile)

  async function resolve(request: IncomingMessage): Promise<Resolved | Refused> {
    const segments = safePathSegments(request.url ?? '')
    if (!Array.isArray(segments)) return segments
    const urlPath = `/${segments.join('/')}`
    if (urlPath === '/config.json') return { status: 200, file: configFile, kind: 'revalidated' }
    // Dotfiles (such as the build stamp) are not part of the site.
    if (segments.some((segment) => segment.startsWith('.')))
      return { status: 404, message: 'Not found' }
    const file = segments.length === 0 ? undefined : await loadFile(segments)
    if (file) return { status: 200, file, kind: responseKindFor(urlPath) }
    // App routes (/local/ledgers/42) get the app; a missing script or image stays a 404 so the
    // browser never parses HTML as JavaScript.
    const isAsset = segments[0] === 'assets'
    const looksLikeFile = extname(segments.at(-1) ?? '') !== ''
    if (segments.length === 0 || (!isAsset && (!looksLikeFile || wantsHtml(request)))) {
      const index = await appPage(segments)
      if (index) return { status: 200, file: index, kind: 'revalidated' }
      return { status: 404, message: 'index.html is missing from the build' }
    }
    return { status: 404, message: 'Not found' }
  }

  return createServer((request, response) => {
    response.setHeader(
      'Content-Security-Policy',
      contentSecurityPolicy(options.runtimeConfig.localHorizonUrl, request.url ?? '/'),
    )
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      refuse(response, 405, 'Method not allowed: only GET and HEAD', { Allow: 'GET, HEAD' })
      return
    }
    resolve(request)
      .then((resolved) => {
        if (resolved.status === 200) sendFile(request, response, resolved)
        else refuse(response, resolved.status, resolved.message)
      })
      .catch((error: unknown) => {
        process.stderr.write(`static server: ${String(error)}\n`)
        refuse(response, 500, 'Internal server error')
      })
  })
}

function refuse(
  response: ServerResponse,
  status: number,
  message: string,
  extraHeaders: Record<string, string> = {},
): void {
  if (response.headersSent) {
    response.destroy()
    return
  }
  const body = `${message}\n`
  response.writeHead(status, {
    ...headersFor('error', 'text/plain; charset=utf-8'),
    ...extraHeaders,
    'Content-Length': String(Buffer.byteLength(body)),
  })
  response.end(body)
}

/** Listens on 127.0.0.1 and resolves with the URL; a busy port is a clear error, not a crash. */
export function listenOnLoopback(server: Server, port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException): void => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`port ${port} on 127.0.0.1 is already in use by another program`)
          : error,
      )
    }
    server.once('error', onError)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', onError)
      const address = server.address()
      resolve(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`)
    })
  })
}

/** Stops accepting and drops idle keep-alive sockets, so the port is free at once. */
export function closeStaticServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve())
    server.closeAllConnections()
  })
}
