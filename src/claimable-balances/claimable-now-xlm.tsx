// "My balance is lower than I expected": XLM sent to the account as claimable balances is not in
// its balance until claimed. The Spendable XLM box names what it could claim right now.
import { balanceClaimWindows } from '@/claimable-balances/claim-window'
import { useLatestCloseTime } from '@/claimable-balances/claimants-list'
import { Amount } from '@/ui/amount'
import { ExplorerLink } from '@/ui/explorer-link'
import { stroopsToAmount } from '@/ui/format-amount'
import { isRecord } from '@/ui/record-fields'

/** "12.3400000" as stroops; null for anything that is not a Stellar amount. */
function amountStroops(amount: unknown): bigint | null {
  if (typeof amount !== 'string') return null
  const match = /^(\d{1,12})(?:\.(\d{1,7}))?$/.exec(amount)
  if (!match) return null
  return BigInt(match[1] ?? '0') * 10_000_000n + BigInt((match[2] ?? '').padEnd(7, '0'))
}

export interface ClaimableNowXlmProps {
  accountId: string
  /** The balances it is a claimant of (any asset), as the account page read them once for all
   * its parts; undefined while they are read. */
  balances: readonly unknown[] | undefined
  failed: boolean
  /** The list had more records than were read: the figure is a lower bound. */
  incomplete: boolean
}

/** The XLM in claimable balances `accountId` can claim at the latest ledger's close time. */
export function ClaimableNowXlm({ accountId, balances, failed, incomplete }: ClaimableNowXlmProps) {
  const { closeTime, failed: noLatestLedger } = useLatestCloseTime()
  if (failed || noLatestLedger) return <>not known (Horizon did not answer)</>
  if (!balances || closeTime === null) return <>reading its claimable balances…</>
  // A hostile Horizon's page may hold anything: only records are read, the rest is skipped.
  let stroops = 0n
  let count = 0
  for (const balance of balances.filter(isRecord)) {
    if (balance.asset !== 'native') continue
    const own = balanceClaimWindows(balance.claimants, closeTime).filter(
      ({ destination }) => destination === accountId,
    )
    const amount = amountStroops(balance.amount)
    if (amount === null || !own.some(({ window }) => window.state === 'now')) continue
    stroops += amount
    count += 1
  }
  const tab = (
    <ExplorerLink to={`/accounts/${accountId}/claimable_balances`}>
      Claimable balances it can claim
    </ExplorerLink>
  )
  if (count === 0) return <>none it can claim now ({tab})</>
  return (
    <>
      {incomplete ? 'at least ' : ''}
      <Amount value={stroopsToAmount(String(stroops))} assetCode="XLM" /> in {count} claimable{' '}
      {count === 1 ? 'balance' : 'balances'} it can claim now: not in its balance until it claims
      them ({tab})
    </>
  )
}
