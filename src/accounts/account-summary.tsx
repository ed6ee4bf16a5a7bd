// The account page's first screen: what a support agent is asked about (what can it send, what
// does it hold, what is locked or waiting for it, what happened last) before any label/value list.
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { Account, Balance } from '@/api/horizon-types'
import { amountToStroops, spendableXlm, stroopsToAmountString } from '@/accounts/spendable-balance'
import type { BaseReserveSource } from '@/accounts/spendable-xlm-section'
import type { Uncounted } from '@/accounts/account-list-reads'
import { FirstPageLimitNote } from '@/accounts/first-page-limit-note'
import { Amount } from '@/ui/amount'
import { parseCanonicalAsset } from '@/ui/asset'
import { useExplorerHref } from '@/ui/explorer-href'
import { shortenId } from '@/ui/shorten-id'
import { SummaryRegion, SummaryTile as Card } from '@/ui/summary-card'

const linkClassName = 'text-blue-700 underline dark:text-blue-300'
const mutedClassName = 'text-slate-600 dark:text-slate-400'

function balanceLabel(balance: Balance): string {
  if (balance.asset_type === 'native') return 'XLM'
  if (balance.asset_type === 'liquidity_pool_shares') {
    return `shares of pool ${shortenId(String(balance.liquidity_pool_id))}`
  }
  return String(balance.asset_code)
}

function codeOf(asset: string): string {
  const parsed = parseCanonicalAsset(asset)
  return parsed.type === 'native' ? 'XLM' : (parsed.code ?? asset)
}

/** Per-asset sums as "1.5 XLM + 2 USD", in the order the assets first appear. */
function sumByAsset(entries: { asset: string; amount: string }[]): ReactNode[] {
  const sums = new Map<string, bigint>()
  for (const { asset, amount } of entries) {
    const stroops = amountToStroops(amount)
    if (stroops !== undefined) sums.set(asset, (sums.get(asset) ?? 0n) + stroops)
  }
  return [...sums].map(([asset, stroops], index) => (
    <span key={asset}>
      {index > 0 ? ' + ' : null}
      <Amount value={stroopsToAmountString(stroops)} assetCode={codeOf(asset)} />
    </span>
  ))
}

/** Selling liabilities per asset line: what its own offers promise away. */
function offerLocks(balances: Balance[]): { asset: string; amount: string }[] {
  const locks: { asset: string; amount: string }[] = []
  for (const balance of balances) {
    if (balance.asset_type === 'liquidity_pool_shares') continue
    const asset =
      balance.asset_type === 'native' ? 'native' : `${balance.asset_code}:${balance.asset_issuer}`
    const stroops = amountToStroops(balance.selling_liabilities)
    if (stroops !== undefined && stroops > 0n) {
      locks.push({ asset, amount: balance.selling_liabilities })
    }
  }
  return locks
}

/** The claimable balances it can claim at the latest ledger's close time, as the page read them. */
export type WaitingToClaim =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'known'; balances: { asset: string; amount: string }[]; uncounted: Uncounted }

function WaitingToClaimFigure({
  accountId,
  waiting,
}: {
  accountId: string
  waiting: WaitingToClaim
}) {
  const href = useExplorerHref()
  const link = (text: ReactNode) => (
    <Link to={href('/claimable_balances', { claimant: accountId })} className={linkClassName}>
      {text}
    </Link>
  )
  if (waiting.state === 'failed') return <>could not be read ({link('the list')})</>
  if (waiting.state === 'loading') return <span role="status">reading…</span>
  const limitNote = (
    <FirstPageLimitNote
      noun="claimable balances it is a claimant of"
      uncounted={waiting.uncounted}
    />
  )
  if (waiting.balances.length === 0)
    return (
      <>
        none claimable now ({link('its claimable balances')}){limitNote}
      </>
    )
  return (
    <>
      {link(`${waiting.balances.length} claimable now`)}: {sumByAsset(waiting.balances)}
      {limitNote}
    </>
  )
}

export interface AccountSummaryProps {
  account: Account
  baseReserve: BaseReserveSource
  waiting: WaitingToClaim
  /** Its latest operation in words, with its time and link. */
  latestActivity: ReactNode
}

export function AccountSummary({
  account,
  baseReserve,
  waiting,
  latestActivity,
}: AccountSummaryProps) {
  const href = useExplorerHref()
  const accountId = account.account_id
  const balances: Balance[] = Array.isArray(account.balances) ? account.balances : []
  const spendable =
    baseReserve.state === 'known'
      ? spendableXlm(account, baseReserve.baseReserveStroops)
      : undefined
  const inOffers = offerLocks(balances)
  return (
    <SummaryRegion noun="Account">
      <div className="grid gap-3 md:grid-cols-3">
        <Card title="Spendable XLM">
          <p className="text-2xl font-semibold">
            {spendable ? (
              <Amount value={spendable.spendable} assetCode="XLM" />
            ) : baseReserve.state === 'unavailable' ? (
              'not known'
            ) : (
              <span role="status">…</span>
            )}
          </p>
          {spendable ? (
            <p className={`text-sm ${mutedClassName}`}>
              of <Amount value={spendable.balance} assetCode="XLM" /> held
            </p>
          ) : null}
        </Card>
        <Card title="Locked or waiting">
          <dl className="grid grid-cols-[max-content_1fr] gap-x-2 text-sm">
            <dt className={mutedClassName}>Reserve</dt>
            <dd>{spendable ? <Amount value={spendable.minimumReserve} assetCode="XLM" /> : '…'}</dd>
            <dt className={mutedClassName}>In its offers</dt>
            <dd>
              {inOffers.length === 0 ? (
                'nothing'
              ) : (
                <Link to={href(`/accounts/${accountId}/offers`)} className={linkClassName}>
                  {sumByAsset(inOffers)}
                </Link>
              )}
            </dd>
            <dt className={mutedClassName}>Waiting for it</dt>
            <dd>
              <WaitingToClaimFigure accountId={accountId} waiting={waiting} />
            </dd>
          </dl>
        </Card>
        <Card title="Latest activity">{latestActivity}</Card>
      </div>
      <div className="flex gap-3 text-sm">
        <h3 className={`shrink-0 font-medium ${mutedClassName}`}>Balances</h3>
        {/* Each balance keeps its amount and code together; the list wraps between them. */}
        <ul aria-label="Balances at a glance" className="flex min-w-0 flex-wrap gap-x-4 gap-y-1">
          {balances.map((balance, index) => (
            <li key={index} className="whitespace-nowrap">
              <Amount value={balance.balance} /> {balanceLabel(balance)}
            </li>
          ))}
        </ul>
      </div>
    </SummaryRegion>
  )
}
