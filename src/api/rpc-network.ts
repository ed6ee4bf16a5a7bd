// Which Stellar RPC a page that reads RPC asks: the URL's `rpc=` (any network: a user-chosen
// RPC, kept by every in-app link), else the network's own. Only RPC pages load this file, so
// none of it weighs on the pages that read Horizon alone.
import type { Network } from '@/api/networks'
import { parseHorizonBaseUrl } from '@/api/networks'

/** Where a user finds an RPC for public Stellar: the Stellar docs' list of providers. */
export const rpcProvidersUrl = 'https://developers.stellar.org/docs/data/apis/rpc/providers'

/** The Foundation's testnet RPC (its OpenRPC spec's `servers`). */
export const testnetRpcUrl = 'https://soroban-testnet.stellar.org'

/**
 * The network's own RPC: the local one's `/rpc` beside its Horizon (the sandbox, like Stellar
 * Quickstart, serves both on one port), testnet's public one; public Stellar has none run by the
 * Foundation, and a custom Horizon says nothing about its RPC.
 */
export function defaultRpcUrl(network: Pick<Network, 'id' | 'horizonUrl'>): string | null {
  if (network.id === 'local') return `${network.horizonUrl}/rpc`
  return network.id === 'testnet' ? testnetRpcUrl : null
}

export interface RpcChoice {
  /** The RPC to ask, or null: the network has none and the URL names none (or a bad one). */
  rpcUrl: string | null
  /** The URL's `rpc=` when it is not an absolute http(s) URL, to say so. */
  refusedRpc: string | null
}

export function resolveRpc(
  network: Pick<Network, 'id' | 'horizonUrl'>,
  searchParams: URLSearchParams,
): RpcChoice {
  const requested = searchParams.get('rpc')
  if (requested === null || requested.trim() === '') {
    return { rpcUrl: defaultRpcUrl(network), refusedRpc: null }
  }
  const rpcUrl = parseHorizonBaseUrl(requested)
  return rpcUrl === null ? { rpcUrl: null, refusedRpc: requested } : { rpcUrl, refusedRpc: null }
}
