// The claim windows in the same words on the balance page and in every list of balances.
import type { ReactNode } from 'react'
import type { ClaimWindow } from '@/claimable-balances/claim-window'
import { describeClaimWindow } from '@/claimable-balances/claim-window'
import { Amount } from '@/ui/amount'
import { CanonicalAsset } from '@/ui/asset'

const windowTone: Record<ClaimWindow['state'], string> = {
  now: 'text-green-700 dark:text-green-400',
  later: 'text-amber-700 dark:text-amber-400',
  expired: 'text-red-700 dark:text-red-400',
  never: 'text-red-700 dark:text-red-400',
  unknown: 'text-slate-600 dark:text-slate-400',
}

/** "Claimable now", "Claimable from …", "Expired at …", "Can never be claimed". */
export function ClaimWindowText({ window }: { window: ClaimWindow }) {
  const words = describeClaimWindow(window)
  return (
    <span className={`font-semibold ${windowTone[window.state]}`}>
      {words.charAt(0).toUpperCase() + words.slice(1)}
    </span>
  )
}

/** A balance no claimant can ever claim: its amount and its sponsor's reserve stay locked. */
export function NeverClaimableNotice({
  amount,
  asset,
  reserve,
}: {
  amount: string
  asset: string
  /** The sponsor's locked reserve in words, when it is known. */
  reserve?: ReactNode
}) {
  return (
    <p
      role="note"
      className="rounded border border-red-300 bg-red-50 p-2 text-sm dark:border-red-800 dark:bg-red-950"
    >
      <strong>Nobody can ever claim this balance.</strong> Its <Amount value={amount} />{' '}
      <CanonicalAsset value={asset} /> and the sponsor&apos;s reserve
      {reserve ? <> ({reserve})</> : null} are locked for good.
    </p>
  )
}
