// Who can ever claim a balance, judged over all future time from the latest ledger's close time:
// what other resources' pages (the account's "Where the funds are") show of a balance's claims.
import type { ClaimableBalance } from '@/api/horizon-ledger-entry-types'
import type { UnixSeconds } from '@/claimable-balances/claim-predicate'
import { formatPredicateTime } from '@/claimable-balances/claim-predicate'
import { balanceClaimWindows, nobodyCanEverClaim } from '@/claimable-balances/claim-window'
import { ClaimWindowText } from '@/claimable-balances/claim-window-view'
import { AccountId } from '@/ui/account-id'

function Claims({ balance, now }: { balance: ClaimableBalance; now: UnixSeconds }) {
  return (
    <ul className="ml-4 list-disc">
      {balanceClaimWindows(balance.claimants, now).map(({ destination, window }, index) => (
        <li key={index}>
          <AccountId id={typeof destination === 'string' ? destination : ''} />:{' '}
          <ClaimWindowText window={window} />
        </li>
      ))}
    </ul>
  )
}

/** What the account's "Where the funds are" shows of the balances it created (its ClaimJudge). */
export function claimJudge(now: UnixSeconds) {
  return {
    /** No claimant can claim it now or at any later time: its amount is locked for good. */
    lockedForGood: (balance: ClaimableBalance) =>
      nobodyCanEverClaim(balanceClaimWindows(balance.claimants, now)),
    /** Each claimant and its window ("Claimable now", "Claimable from …", "Expired at …"). */
    claims: (balance: ClaimableBalance) => <Claims balance={balance} now={now} />,
    judgedAt: formatPredicateTime(now),
  }
}
