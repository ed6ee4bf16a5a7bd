// What an id must look like before the explorer links to it. Ids come from Horizon, which may
// send anything: an id that fails its check is shown as text, never turned into a link.
import { manifestPages, recordPathParts } from '@/route-manifest'
import type { RecordIdKind } from '@/route-manifest'
import { decodeMuxedAccount, isAccountId } from '@/ui/muxed-account'
import {
  isClaimableBalanceId,
  isContractIdShape,
  isDecimalId,
  isLedgerSequence,
  isPoolId,
  isTransactionHash,
} from '@/ui/record-id-shapes'

/** The check for each kind of id a record page's path holds (route-manifest.ts's `idKind`). */
export const recordIdChecks: Record<RecordIdKind, (id: string) => boolean> = {
  account: (id) => isAccountId(id) || decodeMuxedAccount(id) !== null,
  'transaction-hash': isTransactionHash,
  'ledger-sequence': isLedgerSequence,
  'operation-id': isDecimalId,
  'claimable-balance-id': isClaimableBalanceId,
  'pool-id': isPoolId,
  'offer-id': isDecimalId,
  'contract-id': isContractIdShape,
  // `CODE-ISSUER` (assets/asset-id.ts): a 1–12 character code and the issuer's account id.
  'asset-id': (id) => /^[A-Za-z0-9]{1,12}-G[A-Z2-7]{55}$/.test(id) && isAccountId(id.slice(-56)),
}

/** The check for the id after each collection a record page's path names (`ledgers` …). */
const idChecks = new Map(
  manifestPages.flatMap((page) =>
    page.idKind === undefined
      ? []
      : [[recordPathParts(page).collection, recordIdChecks[page.idKind]] as const],
  ),
)

/** Whether `id` is a well-formed id of `collection` (e.g. 'ledgers', 'accounts'). */
export function isRecordId(collection: string, id: unknown): id is string {
  if (typeof id !== 'string' && typeof id !== 'number') return false
  const check = idChecks.get(collection)
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
