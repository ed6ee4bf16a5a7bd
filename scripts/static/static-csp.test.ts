import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from './static-headers.ts'
import { closeStaticServer, createStaticServer } from './static-server.ts'

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/)
      return [name, values]
    }),
  )
}

describe('contentSecurityPolicy', () => {
  it('runs scripts from the app only and connects to the configured Horizons', () => {
    const policy = directives(contentSecurityPolicy('http://127.0.0.1:8000/', '/local/ledgers'))
    expect(policy.get('script-src')).toEqual(["'self'"])
    expect(policy.get('default-src')).toEqual(["'none'"])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://horizon.stellar.org',
      'https://horizon-testnet.stellar.org',
      'http://127.0.0.1:8000',
      'https:',
    ])
    expect([...policy.values()].flat()).not.toContain("'unsafe-inline'")
  })

  it('lets SEP-1 read any https stellar.toml and image, and nothing else over http', () => {
    const policy = directives(contentSecurityPolicy('http://127.0.0.1:8000/', '/local/assets'))
    expect(policy.get('connect-src')).toContain('https:')
    expect(policy.get('connect-src')).not.toContain('http:')
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https:', 'http://127.0.0.1:8000'])
    expect(policy.get('script-src')).toEqual(["'self'"])
    expect(policy.get('style-src')).toEqual(["'self'"])
    expect(policy.get('connect-src')?.filter((source) => source.startsWith('http://'))).toEqual([
      'http://127.0.0.1:8000',
    ])
  })

  it('adds the custom Horizon of the requested URL, and nothing that is not an http(s) origin', () => {
    const custom = directives(
      contentSecurityPolicy(
        'http://127.0.0.1:8000',
        `/custom/ledgers?horizon=${encodeURIComponent('https://h.example/prefix')}`,
      ),
    )
    expect(custom.get('connect-src')).toContain('https://h.example')
    for (const hostile of ['javascript:alert(1)', "x; script-src 'unsafe-inline'", '*']) {
      const policy = contentSecurityPolicy(
        'http://127.0.0.1:8000',
        `/custom?horizon=${encodeURIComponent(hostile)}`,
      )
      expect(directives(policy).get('connect-src')).toHaveLength(5)
      expect(policy).not.toContain('unsafe-inline')
    }
  })
})

describe('the static server', () => {
  let baseDir: string
  let server: ReturnType<typeof createStaticServer>
  let origin: string

  beforeAll(async () => {
    baseDir = mkdtempSync(join(tmpdir(), 'static-csp-'))
    writeFileSync(join(baseDir, 'index.html'), '<!doctype html><title>Ledger Explorer</title>')
    server = createStaticServer({
      root: baseDir,
      runtimeConfig: { defaultNetwork: 'local', localHorizonUrl: 'http://127.0.0.1:8000' },
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    await closeStaticServer(server)
    rmSync(baseDir, { recursive: true, force: true })
  })

  it('sends the policy on the app, on config.json and on errors', async () => {
    const app = await fetch(`${origin}/custom/ledgers?horizon=http%3A%2F%2F127.0.0.1%3A9999`)
    expect(app.headers.get('content-security-policy')).toContain('http://127.0.0.1:9999')
    for (const path of ['/config.json', '/assets/missing-AbCd1234.js']) {
      const response = await fetch(`${origin}${path}`)
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'")
    }
    const refused = await fetch(`${origin}/`, { method: 'POST' })
    expect(refused.status).toBe(405)
    expect(refused.headers.get('content-security-policy')).toContain("default-src 'none'")
  })
})
