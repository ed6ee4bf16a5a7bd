export const networkIds = ['public', 'testnet', 'local', 'custom'] as const
export type NetworkId = (typeof networkIds)[number]

export interface Network {
  id: NetworkId
  /** Horizon base URL without a trailing slash. */
  horizonUrl: string
  label: string
  /** The `horizon` query parameter every in-app link must carry (custom network only). */
  customHorizon: string | null
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
      }
    case 'testnet':
      return {
        id: 'testnet',
        horizonUrl: testnetHorizonUrl,
        label: 'Testnet',
        customHorizon: null,
      }
    case 'local': {
      const horizonUrl = config.localHorizonUrl.replace(/\/+$/, '')
      // The sandbox, like Stellar Quickstart, serves RPC at /rpc beside its Horizon.
      return {
        id: 'local',
        horizonUrl,
        label: 'Local',
        customHorizon: null,
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
      }
    }
    default:
      throw new NetworkResolutionError(
        `Unknown network "${networkParam}". Use public, testnet, local or custom.`,
        networkParam,
      )
  }
}
