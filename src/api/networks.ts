export const networkIds = ['public', 'testnet', 'local', 'custom'] as const
export type NetworkId = (typeof networkIds)[number]

export interface Network {
  id: NetworkId
  /** Horizon base URL without a trailing slash. */
  horizonUrl: string
  label: string
  /** The `horizon` query parameter every in-app link must carry (custom network only). */
  customHorizon: string | null
  /**
   * Stellar RPC's URL (JSON-RPC endpoint) for this network, or null when it has none: public
   * Stellar has no RPC run by the Foundation, so a user names one with `rpc=`.
   */
  rpcUrl: string | null
  /** The `rpc` query parameter every in-app link must carry (a user-chosen RPC, any network). */
  customRpc: string | null
  /** Why the URL's `rpc=` was refused (not an http(s) URL), shown where RPC would be read. */
  rpcUrlProblem: string | null
}

export function isNetworkId(value: string): value is NetworkId {
  return (networkIds as readonly string[]).includes(value)
}

export class NetworkResolutionError extends Error {
  constructor(
    message: string,
    readonly networkParam: string,
  ) {
    super(message)
    this.name = 'NetworkResolutionError'
  }
}

export const publicHorizonUrl = 'https://horizon.stellar.org'
export const testnetHorizonUrl = 'https://horizon-testnet.stellar.org'
/** The Foundation's testnet RPC (its OpenRPC spec's `servers`). */
export const testnetRpcUrl = 'https://soroban-testnet.stellar.org'
/** Where a user finds an RPC for public Stellar: the Stellar docs' list of providers. */
export const rpcProvidersUrl = 'https://developers.stellar.org/docs/data/apis/rpc/providers'

/** Accepts only absolute http(s) URLs; returns the normalised base URL or null. */
export function parseHorizonBaseUrl(value: string | null): string | null {
  if (value === null || value.trim() === '') return null
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (url.username || url.password) return null
  const path = url.pathname.replace(/\/+$/, '')
  return `${url.origin}${path}`
}

/**
 * What a deployment says about the networks (runtime-config.ts reads it from config.json). Declared
 * here so that runtime-config.ts depends on this file and never the other way round.
 */
export interface NetworkDeploymentSettings {
  localHorizonUrl: string
}

/** The RPC part of a network: its default RPC unless the URL's `rpc=` names another. */
function rpcOf(
  defaultRpcUrl: string | null,
  searchParams: URLSearchParams,
): Pick<Network, 'rpcUrl' | 'customRpc' | 'rpcUrlProblem'> {
  const requested = searchParams.get('rpc')
  if (requested === null || requested.trim() === '') {
    return { rpcUrl: defaultRpcUrl, customRpc: null, rpcUrlProblem: null }
  }
  const rpcUrl = parseHorizonBaseUrl(requested)
  if (rpcUrl === null) {
    return {
      rpcUrl: null,
      customRpc: null,
      rpcUrlProblem: `"${requested}" is not a valid RPC URL: it must be an absolute http:// or https:// address.`,
    }
  }
  return { rpcUrl, customRpc: rpcUrl, rpcUrlProblem: null }
}

export function resolveNetwork(
  networkParam: string,
  searchParams: URLSearchParams,
  config: NetworkDeploymentSettings,
): Network {
  switch (networkParam) {
    case 'public':
      return {
        id: 'public',
        horizonUrl: publicHorizonUrl,
        label: 'Public',
        customHorizon: null,
        ...rpcOf(null, searchParams),
      }
    case 'testnet':
      return {
        id: 'testnet',
        horizonUrl: testnetHorizonUrl,
        label: 'Testnet',
        customHorizon: null,
        ...rpcOf(testnetRpcUrl, searchParams),
      }
    case 'local': {
      const horizonUrl = config.localHorizonUrl.replace(/\/+$/, '')
      // The sandbox, like Stellar Quickstart, serves RPC at /rpc beside its Horizon.
      return {
        id: 'local',
        horizonUrl,
        label: 'Local',
        customHorizon: null,
        ...rpcOf(`${horizonUrl}/rpc`, searchParams),
      }
    }
    case 'custom': {
      const requested = searchParams.get('horizon')
      if (requested === null || requested.trim() === '') {
        throw new NetworkResolutionError(
          'The custom network needs a Horizon URL in the "horizon" query parameter, e.g. /custom?horizon=https://horizon.example.org',
          networkParam,
        )
      }
      const horizonUrl = parseHorizonBaseUrl(requested)
      if (horizonUrl === null) {
        throw new NetworkResolutionError(
          `"${requested}" is not a valid Horizon URL: it must be an absolute http:// or https:// address.`,
          networkParam,
        )
      }
      return {
        id: 'custom',
        horizonUrl,
        label: new URL(horizonUrl).host,
        customHorizon: horizonUrl,
        ...rpcOf(null, searchParams),
      }
    }
    default:
      throw new NetworkResolutionError(
        `Unknown network "${networkParam}". Use public, testnet, local or custom.`,
        networkParam,
      )
  }
}
