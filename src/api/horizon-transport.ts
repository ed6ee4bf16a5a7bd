import type { QueryClient, QueryMeta } from '@tanstack/react-query'

/** How the Horizon client sends a GET: fetch(), or one that answers some URLs from elsewhere. */
export type HorizonTransport = (url: string, init: RequestInit) => Promise<Response>

/** What a Horizon GET gets from its caller: a query function passes its own context. */
export interface HorizonRequest {
  signal?: AbortSignal
  /** The QueryClient running the query: its defaults carry the app's transport. */
  client?: QueryClient
}

const transportKey = 'horizonTransport'

/** The QueryClient's default `meta` that hands `transport` to every query's Horizon GETs. */
export function transportDefaults(transport: HorizonTransport): QueryMeta {
  return { [transportKey]: transport }
}

/** The transport the query's client was created with (createQueryClient), else fetch(). */
export function horizonTransportOf(request: HorizonRequest | undefined): HorizonTransport {
  // Read from the client's defaults, not the query's meta: a query's own meta replaces them.
  const transport = request?.client?.getDefaultOptions().queries?.meta?.[transportKey]
  if (typeof transport === 'function') return transport as HorizonTransport
  return (url, init) => fetch(url, init)
}
