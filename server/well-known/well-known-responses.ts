// GET /.well-known/stellar.toml?domain=… and the images those files name: the sandbox standing in
// for its issuers' web sites (sandbox-stellar-tomls.ts). Plain text and SVG, with the same CORS
// headers as every Horizon answer, outside Horizon's rate limiter and response cache.
import type { IncomingMessage } from 'node:http'
import type { HistoryStore } from '../resources/shared/history-store.ts'
import { parseRequestUrl, requestBase } from '../http/request-target.ts'
import type { CachedResponse } from '../http/response-cache.ts'
import {
  SANDBOX_IMAGE_PATH,
  STELLAR_TOML_PATH,
  sandboxImages,
  sandboxStellarToml,
} from './sandbox-stellar-tomls.ts'

/** Answers a well-known request, or returns undefined for every other request. */
export type WellKnownAnswer = (request: IncomingMessage) => CachedResponse | undefined

function textResponse(status: number, contentType: string, text: string): CachedResponse {
  const body = Buffer.from(text)
  return {
    status,
    headers: ['Content-Type', contentType, 'Content-Length', String(body.length)],
    body,
  }
}

const notFound = (what: string) => textResponse(404, 'text/plain; charset=utf-8', `${what}\n`)

export function wellKnownAnswer(store: HistoryStore): WellKnownAnswer {
  return (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
    const url = parseRequestUrl(request.url)
    if (url === undefined) return undefined
    if (url.pathname === STELLAR_TOML_PATH) {
      const domain = url.searchParams.get('domain') ?? ''
      const toml = sandboxStellarToml(store, domain, requestBase(request))
      return toml === undefined
        ? notFound(`The sandbox serves no stellar.toml for "${domain}".`)
        : textResponse(200, 'text/plain; charset=utf-8', toml)
    }
    if (url.pathname.startsWith(SANDBOX_IMAGE_PATH)) {
      const image = sandboxImages[url.pathname.slice(SANDBOX_IMAGE_PATH.length)]
      return image === undefined
        ? notFound('No such image.')
        : textResponse(200, 'image/svg+xml', image)
    }
    return undefined
  }
}
