import { HorizonError } from '@/api/horizon-client'
import type { HorizonErrorKind } from '@/api/horizon-client'
import type { RootDocument } from '@/api/horizon-types'
import { notHorizonReason } from '@/app/horizon-choice'

// Answers that mean the server is not a Horizon, rather than a Horizon that is down or busy.
const notHorizonKinds = new Set<HorizonErrorKind>(['not_found', 'invalid', 'unexpected'])

/** What the Horizon root says (passphrase, ledgers), or why it is not a Horizon's root. */
export function HorizonBadgeDetails({
  horizonUrl,
  root,
  error,
}: {
  horizonUrl: string
  root: RootDocument | undefined
  error: Error | null
}) {
  const notHorizon = root ? notHorizonReason(root) : null
  if (notHorizon !== null) {
    return (
      <span className="text-red-700 dark:text-red-300">
        {horizonUrl} did not answer like a Horizon server: {notHorizon}.
      </span>
    )
  }
  if (root) {
    return (
      <>
        <span>
          Passphrase: <q>{root.network_passphrase}</q>
        </span>
        <span>Latest ledger: {root.history_latest_ledger}</span>
        <span>Oldest kept: {root.history_elder_ledger}</span>
      </>
    )
  }
  if (error instanceof HorizonError && notHorizonKinds.has(error.kind)) {
    return (
      <span className="text-red-700 dark:text-red-300">
        {horizonUrl} did not answer like a Horizon server ({error.message}).
      </span>
    )
  }
  return error ? (
    <span className="text-red-700 dark:text-red-300">Horizon root not reachable</span>
  ) : null
}
