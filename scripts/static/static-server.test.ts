import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { request, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeStaticServer, createStaticServer, listenOnLoopback } from './static-server.ts'

interface RawResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

const secret = 'TOP-SECRET-OUTSIDE-THE-ROOT'
const script = `export const rows = [${Array.from({ length: 200 }, (_, i) => `'row ${i}'`).join(', ')}]\n`
const hashedScript = '/assets/index-AbCd12_-.js'

let baseDir: string
let server: Server
let port: number

/** node:http sends the path exactly as given (no normalisation), as a hostile client would. */
function raw(path: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  return new Promise<RawResponse>((resolve, reject) => {
    const outgoing = request(
      { host: '127.0.0.1', port, path, method: init.method ?? 'GET', headers: init.headers },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        )
      },
    )
    outgoing.on('error', reject)
    outgoing.end()
  })
}

beforeAll(async () => {
  baseDir = mkdtempSync(join(tmpdir(), 'static-server-'))
  const root = join(baseDir, 'dist')
  mkdirSync(join(root, 'assets'), { recursive: true })
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Ledger Explorer</title>')
  writeFileSync(join(root, hashedScript.slice(1)), script)
  writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  writeFileSync(join(root, 'config.json'), '{"localHorizonUrl":"http://127.0.0.1:8000"}')
  writeFileSync(join(root, '.build-stamp.json'), '{"inputsHash":"abc"}')
  writeFileSync(join(baseDir, 'secret.txt'), secret)
  symlinkSync(baseDir, join(root, 'link-out'))
  server = createStaticServer({
    root,
    runtimeConfig: { defaultNetwork: 'local', localHorizonUrl: 'http://127.0.0.1:18123' },
  })
  port = Number(new URL(await listenOnLoopback(server, 0)).port)
})

afterAll(async () => {
  await closeStaticServer(server)
  rmSync(baseDir, { recursive: true, force: true })
})

describe('path traversal', () => {
  const attempts = [
    '/../secret.txt',
    '/assets/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/..%5csecret.txt',
    '/%2e%2e%5csecret.txt',
    '/link-out/secret.txt',
    '/secret.txt%00.js',
    '/%ff%fe',
    'secret.txt',
  ]
  it.each(attempts)('%s never reaches a file outside the root', async (path) => {
    const response = await raw(path)
    expect(response.body.toString()).not.toContain(secret)
    expect([400, 404]).toContain(response.status)
  })

  it('answers dot segments with a readable 400, not the app', async () => {
    const response = await raw('/%2e%2e/secret.txt', { headers: { Accept: 'text/html' } })
    expect(response.status).toBe(400)
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(response.body.toString()).toMatch(/dot segments/)
  })

  it('does not serve dotfiles such as the build stamp', async () => {
    expect((await raw('/.build-stamp.json')).status).toBe(404)
  })
})

describe('methods', () => {
  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])(
    '%s is refused with 405',
    async (method) => {
      const response = await raw('/', { method })
      expect(response.status).toBe(405)
      expect(response.headers.allow).toBe('GET, HEAD')
    },
  )

  it('HEAD sends the headers of GET without a body', async () => {
    const get = await raw(hashedScript)
    const head = await raw(hashedScript, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    expect(head.headers['content-length']).toBe(get.headers['content-length'])
    expect(head.headers.etag).toBe(get.headers.etag)
  })
})

describe('compression', () => {
  it('gzips text for clients that accept it and the bytes round-trip', async () => {
    const response = await raw(hashedScript, { headers: { 'Accept-Encoding': 'gzip, br' } })
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(response.headers.vary).toBe('Accept-Encoding')
    expect(response.body.length).toBeLessThan(Buffer.byteLength(script))
    expect(Number(response.headers['content-length'])).toBe(response.body.length)
    expect(gunzipSync(response.body).toString()).toBe(script)
  })

  it('sends identity bytes without Accept-Encoding or with gzip;q=0', async () => {
    const variants: Array<Record<string, string>> = [
      {},
      { 'Accept-Encoding': 'gzip;q=0, identity' },
    ]
    for (const headers of variants) {
      const response = await raw(hashedScript, { headers })
      expect(response.headers['content-encoding']).toBeUndefined()
      expect(response.body.toString()).toBe(script)
    }
  })
})

describe('caching', () => {
  it('marks hashed assets immutable for a year', async () => {
    const response = await raw(hashedScript)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8')
  })

  it.each(['/', '/index.html', '/favicon.svg', '/config.json'])(
    '%s must be revalidated',
    async (path) => {
      expect((await raw(path)).headers['cache-control']).toBe('no-cache')
    },
  )

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const first = await raw('/index.html')
    const etag = String(first.headers.etag)
    const second = await raw('/index.html', { headers: { 'If-None-Match': etag } })
    expect(second.status).toBe(304)
    expect(second.body.length).toBe(0)
  })

  it('never stores errors and sends the security headers on them too', async () => {
    const response = await raw('/assets/missing-AbCd1234.js')
    expect(response.status).toBe(404)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
  })
})

describe('SPA fallback', () => {
  it.each(['/local/ledgers/42', '/testnet', '/local/accounts/GABC/data/key.name'])(
    '%s (a browser navigation) gets index.html',
    async (path) => {
      const response = await raw(path, { headers: { Accept: 'text/html,*/*' } })
      expect(response.status).toBe(200)
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(response.headers['cache-control']).toBe('no-cache')
      expect(response.body.toString()).toContain('<title>Ledger Explorer</title>')
    },
  )

  it('serves the app for extension-less routes whatever the Accept header', async () => {
    expect((await raw('/local/transactions')).body.toString()).toContain('Ledger Explorer')
  })

  it('keeps missing scripts and images a 404, never HTML', async () => {
    expect((await raw('/assets/chunk-ZZZZ9999.js', { headers: { Accept: '*/*' } })).status).toBe(
      404,
    )
    expect((await raw('/logo.png')).status).toBe(404)
  })
})

describe('config.json', () => {
  it('points local at the sandbox it was given, not the file in the build', async () => {
    const response = await raw('/config.json')
    expect(JSON.parse(response.body.toString())).toEqual({
      defaultNetwork: 'local',
      localHorizonUrl: 'http://127.0.0.1:18123',
    })
  })
})

describe('listening', () => {
  it('reports a busy port clearly', async () => {
    const second = createStaticServer({
      root: join(baseDir, 'dist'),
      runtimeConfig: { defaultNetwork: 'local', localHorizonUrl: 'http://127.0.0.1:1' },
    })
    await expect(listenOnLoopback(second, port)).rejects.toThrow(
      `port ${port} on 127.0.0.1 is already in use by another program`,
    )
  })
})
