import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Network } from '@/api/networks'
import {
  fetchStellarTomlText,
  readHomeDomain,
  StellarTomlError,
  stellarTomlMaxBytes,
  stellarTomlTimeoutMs,
  stellarTomlUrl,
} from '@/api/stellar-toml-fetch'

const url = 'https://anchor.example/.well-known/stellar.toml'

function answer(body: BodyInit | null, headers: Record<string, string> = {}, status = 200) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(new Response(body, { status, headers })),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

async function failureOf(promise: Promise<unknown>): Promise<StellarTomlError> {
  const outcome = await promise.then(
    () => undefined,
    (error: unknown) => error,
  )
  if (!(outcome instanceof StellarTomlError)) throw new Error(`no StellarTomlError: ${outcome}`)
  return outcome
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('readHomeDomain', () => {
  it('keeps plain host names, lower-cased', () => {
    expect(readHomeDomain('Circle.com')).toBe('circle.com')
    expect(readHomeDomain('usd.example')).toBe('usd.example')
    expect(readHomeDomain('a-b.c.example.org')).toBe('a-b.c.example.org')
    expect(readHomeDomain('xn--80ak6aa92e.xn--p1ai')).toBe('xn--80ak6aa92e.xn--p1ai')
  })

  it.each([
    undefined,
    '',
    'localhost',
    'example.com:8443',
    'example.com/path',
    'user@example.com',
    'exa mple.com',
    '-bad.example',
    'example.com<script>',
    'javascript:alert(1)',
    '192.168.0.1',
    'example.-com',
    'example.com-',
    'example..com',
    'x'.repeat(300) + '.com',
  ])('refuses %s', (value) => {
    expect(readHomeDomain(value)).toBeNull()
  })
})

describe('stellarTomlUrl', () => {
  const base = { label: 'x', customHorizon: null }
  it('reads https://<domain>/.well-known/stellar.toml on public, testnet and custom networks', () => {
    for (const id of ['public', 'testnet', 'custom'] as const) {
      const network: Network = { ...base, id, horizonUrl: 'http://127.0.0.1:8000' }
      expect(stellarTomlUrl(network, 'usd.example')).toBe(
        'https://usd.example/.well-known/stellar.toml',
      )
    }
  })

  it('asks the sandbox for the domain on the local network', () => {
    const network: Network = { ...base, id: 'local', horizonUrl: 'http://127.0.0.1:8000' }
    expect(stellarTomlUrl(network, 'usd.example')).toBe(
      'http://127.0.0.1:8000/.well-known/stellar.toml?domain=usd.example',
    )
  })
})

describe('fetchStellarTomlText', () => {
  it('returns a text/plain body, sent without credentials or referrer', async () => {
    const fetchMock = answer('VERSION = "2.0.0"\n', { 'Content-Type': 'text/plain' })
    expect(await fetchStellarTomlText(url)).toBe('VERSION = "2.0.0"\n')
    const init = fetchMock.mock.calls[0]?.[1]
    expect(init?.credentials).toBe('omit')
    expect(init?.referrerPolicy).toBe('no-referrer')
  })

  it('refuses an HTML page, whatever its content type says', async () => {
    answer('<html><script>alert(1)</script></html>', { 'Content-Type': 'text/html' })
    expect((await failureOf(fetchStellarTomlText(url))).kind).toBe('not-text')
    answer('  <!doctype html><p>parked</p>', { 'Content-Type': 'text/plain' })
    expect((await failureOf(fetchStellarTomlText(url))).kind).toBe('not-text')
  })

  it('refuses images and bytes that are not UTF-8', async () => {
    answer('GIF89a', { 'Content-Type': 'image/gif' })
    expect((await failureOf(fetchStellarTomlText(url))).kind).toBe('not-text')
    answer(new Uint8Array([0x41, 0xff, 0xfe]), { 'Content-Type': 'text/plain' })
    expect((await failureOf(fetchStellarTomlText(url))).kind).toBe('not-text')
  })

  it('refuses a body over the cap, announced or not, and stops reading it', async () => {
    answer('A', { 'Content-Length': String(stellarTomlMaxBytes + 1) })
    expect((await failureOf(fetchStellarTomlText(url))).kind).toBe('too-large')

    let chunksPulled = 0
    let cancelled = false
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        chunksPulled += 1
        controller.enqueue(new Uint8Array(10_000).fill(0x41))
      },
      cancel() {
        cancelled = true
      },
    })
    answer(endless, { 'Content-Type': 'text/plain' })
    const failure = await failureOf(fetchStellarTomlText(url))
    expect(failure.kind).toBe('too-large')
    expect(cancelled).toBe(true)
    expect(chunksPulled).toBeLessThan(15)
  })

  it('gives up on a server that never finishes', async () => {
    vi.useFakeTimers()
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () =>
              reject(new DOMException('', 'AbortError')),
            )
          }),
      ),
    )
    const pending = failureOf(fetchStellarTomlText(url))
    await vi.advanceTimersByTimeAsync(stellarTomlTimeoutMs)
    const failure = await pending
    expect(failure.kind).toBe('timeout')
  })

  it('says a 404 or a network failure is unreachable', async () => {
    answer('nope', { 'Content-Type': 'text/plain' }, 404)
    const notFound = await failureOf(fetchStellarTomlText(url))
    expect(notFound.kind).toBe('unreachable')
    expect(notFound.message).toContain('404')
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    )
    expect((await failureOf(fetchStellarTomlText(url))).kind).toBe('unreachable')
  })
})
