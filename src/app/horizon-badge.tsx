import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { horizonRootQueries } from '@/api/horizon-root-queries'
import { useNetwork } from '@/resource-routes/network-route'

// The root document's answer never comes with the first paint: what the badge says about it loads
// when there is an answer to show.
const HorizonBadgeDetails = lazy(() =>
  import('@/app/horizon-badge-details').then((module) => ({
    default: module.HorizonBadgeDetails,
  })),
)

/** Which Horizon is in use, what network it serves and how far it has got. */
export function HorizonBadge() {
  const network = useNetwork()
  // Not suspense: the shell must render even when the Horizon root is unreachable. The request
  // leaves with the shell, whatever its details' code is doing.
  const { data: root, error } = useQuery(horizonRootQueries.root(network))
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
      {root || error ? (
        <Suspense fallback={null}>
          <HorizonBadgeDetails horizonUrl={network.horizonUrl} root={root} error={error} />
        </Suspense>
      ) : null}
    </div>
  )
}
