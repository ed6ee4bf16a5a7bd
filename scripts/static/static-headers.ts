// Every header the explorer's static server sends, in one place: caching policy per kind of file,
// content types and the security headers, including the Content-Security-Policy
// (contentSecurityPolicy below), which the server computes per request.
import { extname } from 'node:path'

/** What a response carries, as far as caching is concerned. */
export type StaticResponseKind =
  /** A file whose name contains its content hash (Vite's `assets/name-HASH.ext`). */
  | 'hashed-asset'
  /** index.html, config.json, favicon…: same URL, content may change with the next build. */
  | 'revalidated'
  /** 404, 405, 400: never stored. */
  | 'error'

const cacheControlByKind: Record<StaticResponseKind, string> = {
  'hashed-asset': 'public, max-age=31536000, immutable',
  revalidated: 'no-cache',
  error: 'no-store',
}

/** Sent on every response, whatever its status. */
export const securityHeaders: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
}

const contentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
}

export function contentTypeFor(filePath: string): string {
  return contentTypes[extname(filePath).toLowerCase()] ?? 'application/octet-stream'
}

/** Text formats shrink well; images and fonts are compressed already. */
export function isCompressible(contentType: string): boolean {
  return /^(text\/|application\/(json|manifest\+json)|image\/svg\+xml)/.test(contentType)
}

// Vite names emitted assets `[name]-[hash].[ext]` with an 8-character base64url hash.
const hashedAssetName = /^\/assets\/.+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/

export function responseKindFor(urlPath: string): StaticResponseKind {
  return hashedAssetName.test(urlPath) ? 'hashed-asset' : 'revalidated'
}

export function headersFor(kind: StaticResponseKind, contentType: string): Record<string, string> {
  return {
    ...securityHeaders,
    'Content-Type': contentType,
    'Cache-Control': cacheControlByKind[kind],
  }
}

/** The Horizons every deployment may talk to (src/api/networks.ts). */
const builtInHorizons = ['https://horizon.stellar.org', 'https://horizon-testnet.stellar.org']

/** The origin of an http(s) URL, or null for anything else. */
function httpOrigin(value: string | null): string | null {
  if (value === null) return null
  try {
    const url = new URL(value.trim())
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
}

/**
 * The Content-Security-Policy of one response. Scripts, styles and fonts come only from the app's
 * own origin (the build has no inline script); nothing may frame the app. `connect-src` (fetch and
 * EventSource) allows the app, any https origin, and over plain http only the configured local
 * Horizon and, for a custom network, the Horizon named by the requested URL's `horizon=`.
 * `https:` is there for SEP-1: an asset's issuer names any home domain, whose stellar.toml the
 * explorer reads (src/api/stellar-toml-fetch.ts); `img-src` likewise allows https images (the
 * toml's asset image) and the local Horizon's origin (the sandbox serves its issuers' images).
 * Scripts stay locked to the app, so a hostile string still cannot run anything that would use
 * this wider connect-src. Switching to another custom Horizon loads the page anew (the network
 * switcher does), so its policy names it.
 */
export function contentSecurityPolicy(localHorizonUrl: string, requestTarget: string): string {
  let customHorizon: string | null = null
  try {
    customHorizon = new URL(requestTarget, 'http://app.invalid').searchParams.get('horizon')
  } catch {
    customHorizon = null
  }
  const localHorizon = httpOrigin(localHorizonUrl)
  const horizons = [...builtInHorizons, localHorizon, httpOrigin(customHorizon)]
  const connectSources = [
    ...new Set(["'self'", ...horizons.filter((origin) => origin !== null), 'https:']),
  ]
  const imageSources = [
    ...new Set(["'self'", 'data:', 'https:', ...(localHorizon ? [localHorizon] : [])]),
  ]
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src ${imageSources.join(' ')}`,
    "font-src 'self'",
    "manifest-src 'self'",
    `connect-src ${connectSources.join(' ')}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
}
