// What an id must look like before the explorer links to it. Ids come from Horizon, which may
// send anything: an id that fails its check is shown as text, never turned into a link.
import { decodeMuxedAccount, isAccountId } from '@/ui/muxed-account'

const hexHash = /^[0-9a-f]{64}$/i
const positiveInteger = /^[1-9]\d{0,9}$/
const decimalId = /^\d{1,20}$/

/** The check for the id after each collection an in-app path can name. */
const idChecks: Record<string, (id: string) => boolean> = {
  accounts: (id) => isAccountId(id) || decodeMuxedAccount(id) !== null,
  transactions: (id) => hexHash.test(id),
  ledgers: (id) => positiveInteger.test(id),
  operations: (id) => decimalId.test(id),
  claimable_balances: (id) => /^[0-9a-f]{72}$/i.test(id) || hexHash.test(id),
  liquidity_pools: (id) => hexHash.test(id),
  offers: (id) => decimalId.test(id),
  // `CODE-ISSUER` (assets/asset-id.ts): a 1–12 character code and the issuer's account id.
  assets: (id) => /^[A-Za-z0-9]{1,12}-G[A-Z2-7]{55}$/.test(id) && isAccountId(id.slice(-56)),
}

/** Whether `id` is a well-formed id of `collection` (e.g. 'ledgers', 'accounts'). */
export function isRecordId(collection: string, id: unknown): id is string {
  if (typeof id !== 'string' && typeof id !== 'number') return false
  const check = idChecks[collection]
  return check !== undefined && check(String(id))
}

/**
 * Whether an in-app path names only well-formed ids: `/ledgers/5/operations` yes,
 * `/accounts/GA?horizon=…` no. Paths without a record id (`/ledgers`) pass.
 */
export function isLinkablePath(path: string): boolean {
  if (path.includes('?') || path.includes('#')) return false
  const [collection, id] = path.split('/').filter(Boolean)
  if (collection === undefined || id === undefined) return true
  return isRecordId(collection, id)
}
