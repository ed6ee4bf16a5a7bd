import { useQuery } from '@tanstack/react-query'
import { horizonRootQueries } from '@/api/horizon-root-queries'
import { useNetwork } from '@/resource-routes/network-route'

/** Which Horizon is in use, what network it serves and how far it has got. */
export function HorizonBadge() {
  const network = useNetwork()
  // Not suspense: the shell must render even when the Horizon root is unreachable.
  const { data: root, isError } = useQuery(horizonRootQueries.root(network))
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
      {root ? (
        <>
          <span>
            Passphrase: <q>{root.network_passphrase}</q>
          </span>
          <span>Latest ledger: {root.history_latest_ledger}</span>
          <span>Oldest kept: {root.history_elder_ledger}</span>
        </>
      ) : isError ? (
        <span className="text-red-700 dark:text-red-300">Horizon root not reachable</span>
      ) : null}
    </div>
  )
}
