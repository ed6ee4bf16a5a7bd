// Fetches a home domain's stellar.toml (SEP-1). Any domain can be named by an issuer, so the file
// is hostile: its size, its speed and its content type are all bounded before a byte is parsed.
import type { Network } from '@/api/networks'

/** SEP-1 asks for less; a bigger file is refused, and reading stops at this byte. */
export const stellarTomlMaxBytes = 100_000
/** From the request to the last byte. */
export const stellarTomlTimeoutMs = 8_000

export type StellarTomlFailureKind =
  'unreachable' | 'timeout' | 'too-large' | 'not-text' | 'not-toml' | 'bad-domain'

export class StellarTomlError extends Error {
  constructor(
    readonly kind: StellarTomlFailureKind,
    message: string,
  ) {
    super(message)
    this.name = 'StellarTomlError'
  }
}

// Labels of letters, digits and inner hyphens, at least two of them, the last starting with a
// letter (so no IP address): what a home domain (at most 32 bytes on the ledger) can name. No
// port, no path, no user info: nothing else reaches the URL.
const domainPattern =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/

/** The home domain in lower case when it is a plain host name, else null. */
export function readHomeDomain(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const domain = value.trim().toLowerCase()
  return domainPattern.test(domain) ? domain : null
}

/**
 * Where the stellar.toml of `domain` is read from. On the local network the sandbox stands in for
 * every domain (there is no internet in tests), and it serves them from its own origin; every
 * other network reads `https://<domain>/.well-known/stellar.toml` as SEP-1 says.
 */
export function stellarTomlUrl(network: Network, domain: string): string {
  if (network.id === 'local') {
    const url = new URL(`${network.horizonUrl}/.well-known/stellar.toml`)
    url.searchParams.set('domain', domain)
    return url.href
  }
  return `https://${domain}/.well-known/stellar.toml`
}

function describeDomain(url: string): string {
  const parsed = new URL(url)
  return parsed.searchParams.get('domain') ?? parsed.host
}

/** A stellar.toml is text: HTML (an error page, a parked domain) and binaries are refused. */
function checkContentType(contentType: string | null, domain: string): void {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  const textual =
    type === '' ||
    type === 'application/toml' ||
    type === 'application/octet-stream' ||
    (type.startsWith('text/') && type !== 'text/html' && type !== 'text/xml')
  if (!textual) {
    throw new StellarTomlError('not-text', `${domain} answered with ${type}, not a text file`)
  }
}

async function readCapped(response: Response, domain: string): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length') ?? '')
  if (Number.isFinite(declared) && declared > stellarTomlMaxBytes) {
    throw new StellarTomlError('too-large', `${domain}'s stellar.toml is over 100 KB`)
  }
  if (response.body === null) return new Uint8Array(await response.arrayBuffer())
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let length = 0
  for (;;) {
    const chunk = await reader.read()
    if (chunk.done) break
    length += chunk.value.byteLength
    if (length > stellarTomlMaxBytes) {
      void reader.cancel().catch(() => undefined)
      throw new StellarTomlError('too-large', `${domain}'s stellar.toml is over 100 KB`)
    }
    chunks.push(chunk.value)
  }
  const bytes = new Uint8Array(length)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

function decodeText(bytes: Uint8Array, domain: string): string {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw new StellarTomlError('not-text', `${domain}'s stellar.toml is not UTF-8 text`)
  }
  // An HTML page served as text/plain is still not a stellar.toml.
  if (/^\s*</.test(text) || text.includes('\u0000')) {
    throw new StellarTomlError('not-text', `${domain} answered with HTML or binary data`)
  }
  return text
}

/** The text of the stellar.toml at `url`, or a StellarTomlError saying why not. */
export async function fetchStellarTomlText(url: string, signal?: AbortSignal): Promise<string> {
  const domain = describeDomain(url)
  const controller = new AbortController()
  const abort = () => controller.abort()
  signal?.addEventListener('abort', abort, { once: true })
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, stellarTomlTimeoutMs)
  try {
    const response = await fetch(url, {
      signal: controller.signal,
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      headers: { Accept: 'text/plain, application/toml' },
    })
    if (!response.ok) {
      throw new StellarTomlError('unreachable', `${domain} answered ${response.status}`)
    }
    checkContentType(response.headers.get('content-type'), domain)
    return decodeText(await readCapped(response, domain), domain)
  } catch (cause) {
    if (cause instanceof StellarTomlError) throw cause
    if (timedOut) {
      throw new StellarTomlError(
        'timeout',
        `${domain} did not send its stellar.toml within ${stellarTomlTimeoutMs / 1000} s`,
      )
    }
    if (signal?.aborted) throw cause
    throw new StellarTomlError(
      'unreachable',
      `${domain}'s stellar.toml could not be read (network failure, CORS or no such site)`,
    )
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', abort)
  }
}
