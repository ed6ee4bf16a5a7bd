import { useQuery } from '@tanstack/react-query'
import { horizonRootQueries } from '@/api/horizon-root-queries'
import type { ClaimableBalance } from '@/api/horizon-ledger-entry-types'
import type { UnixSeconds } from '@/claimable-balances/claim-predicate'
import {
  closeTimeSeconds,
  describePredicate,
  evaluatePredicate,
  formatPredicateTime,
} from '@/claimable-balances/claim-predicate'
import { claimWindow } from '@/claimable-balances/claim-window'
import { ClaimWindowText } from '@/claimable-balances/claim-window-view'
import { useNetwork } from '@/resource-routes/network-route'
import { AccountId } from '@/ui/account-id'
import { isRecord, readString } from '@/ui/record-fields'

/** The close time of the latest ledger: "now" for a predicate, as Stellar Core judges it. */
export function useLatestCloseTime(): { closeTime: UnixSeconds | null; failed: boolean } {
  const network = useNetwork()
  const root = useQuery(horizonRootQueries.root(network))
  return {
    closeTime: closeTimeSeconds(root.data?.history_latest_ledger_closed_at),
    failed: root.isError,
  }
}

function ClaimVerdict({ predicate, now }: { predicate: unknown; now: UnixSeconds }) {
  const window = claimWindow(predicate, now)
  if (window.state !== 'unknown') {
    return (
      <>
        <ClaimWindowText window={window} />.
      </>
    )
  }
  const verdict = evaluatePredicate(predicate, now)
  return <span className="text-slate-600 dark:text-slate-400">Cannot tell: {verdict.reason}.</span>
}

/** Each claimant with its predicate in words and whether it can claim at the latest ledger. */
export function ClaimantsList({ balance }: { balance: ClaimableBalance }) {
  const { closeTime, failed } = useLatestCloseTime()
  const claimants: unknown = balance.claimants
  const entries = Array.isArray(claimants) ? claimants.filter(isRecord) : []
  if (entries.length === 0) return <p>This balance lists no claimants.</p>
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {closeTime !== null
          ? `Judged at the latest ledger's close time, ${formatPredicateTime(closeTime)}.`
          : failed
            ? 'The latest ledger is not known (Horizon did not answer): whether it can be claimed now is not shown.'
            : 'Reading the latest ledger…'}
      </p>
      <ul className="space-y-2">
        {entries.map((claimant, index) => (
          <li key={index} className="rounded border border-slate-200 p-2 dark:border-slate-700">
            <p>
              Claimable by <AccountId id={readString(claimant, 'destination') ?? ''} />{' '}
              {describePredicate(claimant.predicate)}.
            </p>
            {closeTime !== null ? (
              <p className="text-sm">
                <ClaimVerdict predicate={claimant.predicate} now={closeTime} />
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  )
}
