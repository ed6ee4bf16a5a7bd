import type { NetworkId } from '@/api/networks'

/** The same page on another network: `/local/ledgers/5` → `/public/ledgers/5`. */
export function pathOnNetwork(pathname: string, networkId: NetworkId): string {
  const rest = pathname.split('/').slice(2).join('/')
  return rest ? `/${networkId}/${rest}` : `/${networkId}`
}

/** "127.0.0.1:8000" has no scheme: a Horizon URL typed like that means http://. */
export function withScheme(value: string): { url: string; schemeAdded: boolean } {
  const trimmed = value.trim()
  if (trimmed === '' || /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) {
    return { url: trimmed, schemeAdded: false }
  }
  return { url: `http://${trimmed}`, schemeAdded: true }
}

/** What a root document lacks to be a Horizon's, or null when it looks like one. */
export function notHorizonReason(root: unknown): string | null {
  const fields = (root ?? {}) as { network_passphrase?: unknown; horizon_version?: unknown }
  if (typeof fields.network_passphrase !== 'string' || typeof fields.horizon_version !== 'string') {
    return 'its root document has no network_passphrase or horizon_version'
  }
  return null
}
