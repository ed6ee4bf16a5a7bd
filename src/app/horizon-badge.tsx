import { useQuery } from '@tanstack/react-query'
import { HorizonError } from '@/api/horizon-client'
import type { HorizonErrorKind } from '@/api/horizon-client'
import { horizonRootQueries } from '@/api/horizon-root-queries'
import { notHorizonReason } from '@/app/horizon-choice'
import { useNetwork } from '@/resource-routes/network-route'

// Answers that mean the server is not a Horizon, rather than a Horizon that is down or busy.
const notHorizonKinds = new Set<HorizonErrorKind>(['not_found', 'invalid', 'unexpected'])

/** Which Horizon is in use, what network it serves and how far it has got. */
export function HorizonBadge() {
  const network = useNetwork()
  // Not suspense: the shell must render even when the Horizon root is unreachable.
  const { data: root, error } = useQuery(horizonRootQueries.root(network))
  const notHorizon = root ? notHorizonReason(root) : null
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-300">
      <span>
        Horizon:{' '}
        <a
          className="font-mono underline"
          href={network.horizonUrl}
          target="_blank"
          rel="noreferrer"
        >
          {network.horizonUrl}
        </a>
      </span>
      {notHorizon !== null ? (
        <span className="text-red-700 dark:text-red-300">
          {network.horizonUrl} did not answer like a Horizon server: {notHorizon}.
        </span>
      ) : root ? (
        <>
          <span>
            Passphrase: <q>{root.network_passphrase}</q>
          </span>
          <span>Latest ledger: {root.history_latest_ledger}</span>
          <span>Oldest kept: {root.history_elder_ledger}</span>
        </>
      ) : error instanceof HorizonError && notHorizonKinds.has(error.kind) ? (
        <span className="text-red-700 dark:text-red-300">
          {network.horizonUrl} did not answer like a Horizon server ({error.message}).
        </span>
      ) : error ? (
        <span className="text-red-700 dark:text-red-300">Horizon root not reachable</span>
      ) : null}
    </div>
  )
}
