// "Did they send anything?": Horizon's sequence_ledger and sequence_time (protocol 19+) name the
// ledger and close time in which the account last sent a transaction (or bumped its sequence).
import type { Account } from '@/api/horizon-types'
import { ExplorerLink } from '@/ui/explorer-link'
import { UnixTime } from '@/ui/unix-time'

export function LastSentTransaction({ account }: { account: Account }) {
  const ledger: unknown = account.sequence_ledger
  const time: unknown = account.sequence_time
  if (typeof ledger !== 'number' || !Number.isSafeInteger(ledger) || ledger <= 0) {
    return <>not recorded (it has sent no transaction since protocol 19)</>
  }
  return (
    <>
      last transaction sent in ledger{' '}
      <ExplorerLink to={`/ledgers/${ledger}`}>{ledger}</ExplorerLink>
      {typeof time === 'string' && /^\d{1,19}$/.test(time) ? (
        <>
          {' '}
          at <UnixTime seconds={time} />
        </>
      ) : null}
    </>
  )
}
