import type { NetworkDeploymentSettings, NetworkId } from '@/api/networks'
import { isNetworkId } from '@/api/networks'

/**
 * Deployment settings read at runtime from `/config.json`, so one static build can be served
 * anywhere (a public explorer, a laptop next to the sandbox) without rebuilding.
 */
export interface RuntimeConfig extends NetworkDeploymentSettings {
  defaultNetwork: NetworkId
}

export const fallbackRuntimeConfig: RuntimeConfig = {
  defaultNetwork: 'local',
  localHorizonUrl: 'http://localhost:8000',
}

export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (typeof value !== 'object' || value === null) return fallbackRuntimeConfig
  const record = value as Record<string, unknown>
  const defaultNetwork =
    typeof record.defaultNetwork === 'string' && isNetworkId(record.defaultNetwork)
      ? record.defaultNetwork
      : fallbackRuntimeConfig.defaultNetwork
  const localHorizonUrl =
    typeof record.localHorizonUrl === 'string' && record.localHorizonUrl !== ''
      ? record.localHorizonUrl.replace(/\/+$/, '')
      : fallbackRuntimeConfig.localHorizonUrl
  return { defaultNetwork, localHorizonUrl }
}

/** config.json's body, or undefined when it is not there; the early script asks the same way. */
export function fetchRuntimeConfigBody(): Promise<unknown> {
  return fetch('/config.json', { headers: { Accept: 'application/json' } }).then((response) =>
    response.ok ? (response.json() as Promise<unknown>) : undefined,
  )
}

/**
 * The settings from config.json's body (`body`: the early script's, else asked for now); a
 * missing or broken config.json falls back to the defaults. The app's composition root (main.tsx)
 * loads it once per page load and hands it to the loaders (runtime-config-context.ts).
 */
export function loadRuntimeConfig(
  body: Promise<unknown> = fetchRuntimeConfigBody(),
): Promise<RuntimeConfig> {
  return body.then((value) => parseRuntimeConfig(value)).catch(() => fallbackRuntimeConfig)
}
