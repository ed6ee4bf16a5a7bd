// Figures added up from one full Horizon page say so, with how many records they leave out:
// never a silent cut at 200.
import type { Uncounted } from '@/accounts/account-list-reads'
import { mayLeaveOut } from '@/accounts/account-list-reads'
import { maximumLimit } from '@/api/page-params'

function leftOut(uncounted: Uncounted): string {
  switch (uncounted.state) {
    case 'counted':
      return uncounted.atLeast
        ? `${uncounted.more} or more not counted`
        : `${uncounted.more} more not counted`
    case 'failed':
      return 'how many more could not be read'
    default:
      return 'counting the rest'
  }
}

/** "Showing the first 200 claimable balances it created; 37 more not counted." */
export function FirstPageLimitNote({ noun, uncounted }: { noun: string; uncounted: Uncounted }) {
  if (!mayLeaveOut(uncounted)) return null
  return (
    <p role="note" className="text-sm text-amber-800 dark:text-amber-300">
      Showing the first {maximumLimit} {noun}; {leftOut(uncounted)}.
    </p>
  )
}
