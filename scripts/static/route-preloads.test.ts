import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseRoutePreloads, routeFilesFor, withModulePreloads } from './route-preloads.ts'
import { closeStaticServer, createStaticServer, listenOnLoopback } from './static-server.ts'

const ledgerFiles = ['assets/ledger-page-AbCd1234.js', 'assets/pages-EfGh5678.js']
const table = [
  { path: '/:network', files: ['assets/dashboard-page-AbCd1234.js'] },
  { path: '/:network/ledgers', files: ['assets/ledgers-page-AbCd1234.js'] },
  { path: '/:network/ledgers/:sequence', files: ledgerFiles },
  { path: '/:network/ledgers/:sequence/effects', files: ledgerFiles },
]
const indexHtml =
  '<!doctype html><html><head><title>Ledger Explorer</title></head><body></body></html>'

describe('route preloads', () => {
  it('finds the files of the pattern the path matches, segment for segment', () => {
    expect(routeFilesFor(table, ['local', 'ledgers', '5'])).toEqual(ledgerFiles)
    expect(routeFilesFor(table, ['custom', 'ledgers'])).toEqual(table[1]?.files)
    expect(routeFilesFor(table, ['local'])).toEqual(table[0]?.files)
    expect(routeFilesFor(table, [])).toEqual([])
    expect(routeFilesFor(table, ['local', 'ledgers', '5', 'nope'])).toEqual([])
    expect(routeFilesFor(table, ['local', 'nope'])).toEqual([])
  })

  it('writes no file name into the page that is not one of the build assets', () => {
    const hostile = JSON.stringify([
      {
        path: '/:network',
        files: ['assets/ok-AbCd1234.js', '"><script>alert(1)</script>', '//evil.example/x.js', 7],
      },
      { path: 3, files: [] },
      null,
    ])
    expect(parseRoutePreloads(hostile)).toEqual([
      { path: '/:network', files: ['assets/ok-AbCd1234.js'] },
    ])
    expect(parseRoutePreloads('not json')).toEqual([])
    expect(parseRoutePreloads('{"path": "/"}')).toEqual([])
  })

  it('adds one modulepreload link per file inside the head', () => {
    const html = withModulePreloads(indexHtml, ledgerFiles)
    const head = html.slice(0, html.indexOf('</head>'))
    for (const file of ledgerFiles)
      expect(head).toContain(`<link rel="modulepreload" crossorigin href="/${file}">`)
    expect(withModulePreloads(indexHtml, [])).toBe(indexHtml)
  })
})

describe('the static server with a build that has a route table', () => {
  let baseDir: string
  let server: ReturnType<typeof createStaticServer>
  let origin: string

  beforeAll(async () => {
    baseDir = mkdtempSync(join(tmpdir(), 'route-preloads-'))
    mkdirSync(join(baseDir, '.vite'))
    writeFileSync(join(baseDir, 'index.html'), indexHtml)
    writeFileSync(join(baseDir, '.vite', 'route-preloads.json'), JSON.stringify(table))
    server = createStaticServer({
      root: baseDir,
      runtimeConfig: { defaultNetwork: 'local', localHorizonUrl: 'http://127.0.0.1:8000' },
    })
    origin = await listenOnLoopback(server, 0)
  })

  afterAll(async () => {
    await closeStaticServer(server)
    rmSync(baseDir, { recursive: true, force: true })
  })

  const preloadsOf = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map(
      (match) => match[1],
    )

  it('preloads the route modules of the page being opened', async () => {
    const response = await fetch(`${origin}/local/ledgers/5?cursor=1`)
    expect(response.status).toBe(200)
    expect(preloadsOf(await response.text())).toEqual(ledgerFiles)
    const list = await (await fetch(`${origin}/testnet/ledgers`)).text()
    expect(preloadsOf(list)).toEqual(['assets/ledgers-page-AbCd1234.js'])
  })

  it('serves the plain index.html where no route matches, and never the table itself', async () => {
    expect(await (await fetch(`${origin}/`)).text()).toBe(indexHtml)
    expect(await (await fetch(`${origin}/local/nowhere/x/y`)).text()).toBe(indexHtml)
    expect((await fetch(`${origin}/.vite/route-preloads.json`)).status).toBe(404)
  })

  it('gives each variant its own entity tag', async () => {
    const tags = await Promise.all(
      ['/', '/local/ledgers', '/local/ledgers/5', '/local/ledgers/6'].map(async (path) =>
        (await fetch(`${origin}${path}`)).headers.get('etag'),
      ),
    )
    expect(new Set(tags).size).toBe(3)
    expect(tags[2]).toBe(tags[3])
  })
})
