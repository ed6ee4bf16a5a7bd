import { ExplorerLink } from '@/ui/explorer-link'
import { RelativeTime } from '@/ui/relative-time'

/**
 * A ledger entry's "Last modified": its ledger as a link, and the time when Horizon sends it.
 * A ledger that is not a sequence number (a broken Horizon) reads "unknown", never a link.
 */
export function LastModified({ ledger, time }: { ledger: unknown; time: unknown }) {
  if (typeof ledger !== 'number' || !Number.isSafeInteger(ledger) || ledger < 1) return 'unknown'
  return (
    <>
      ledger <ExplorerLink to={`/ledgers/${ledger}`}>{ledger}</ExplorerLink>
      {typeof time === 'string' && time !== '' ? (
        <>
          {' '}
          (<RelativeTime value={time} />)
        </>
      ) : null}
    </>
  )
}
