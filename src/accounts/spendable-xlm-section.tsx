// "Why can't I send all my XLM?": the account's XLM balance, minus the minimum reserve its
// subentries and sponsorships lock, minus selling liabilities, with every term shown.
import type { ReactNode } from 'react'
import type { Account } from '@/api/horizon-types'
import type { SpendableXlm } from '@/accounts/spendable-balance'
import { spendableXlm } from '@/accounts/spendable-balance'
import { RecordSection } from '@/resource-routes/detail-parts'
import { Amount } from '@/ui/amount'

/** Where the base reserve comes from: the latest ledger, or why it is not known (yet). */
export type BaseReserveSource =
  | { state: 'known'; baseReserveStroops: unknown; ledger: number }
  | { state: 'loading' }
  | { state: 'unavailable' }

function plural(count: number, one: string, other: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : other}`
}

function subentryParts(result: SpendableXlm): string[] {
  const { subentries } = result
  const parts = [
    plural(subentries.trustlines, 'trustline', 'trustlines'),
    plural(subentries.offers, 'offer', 'offers'),
    plural(subentries.signers, 'signer', 'signers'),
    plural(subentries.dataEntries, 'data entry', 'data entries'),
  ]
  if (subentries.poolShareTrustlines > 0)
    parts.push(
      `${plural(subentries.poolShareTrustlines, 'pool-share trustline', 'pool-share trustlines')} (2 each)`,
    )
  return parts
}

function ReserveFormula({ result }: { result: SpendableXlm }) {
  return (
    <>
      (2 + {result.subentries.total} subentries + {result.numSponsoring} sponsoring −{' '}
      {result.numSponsored} sponsored) × <Amount value={result.baseReserve} assetCode="XLM" /> ={' '}
      <Amount value={result.minimumReserve} assetCode="XLM" />
    </>
  )
}

function SpendableFacts({
  result,
  ledger,
  claimableNow,
}: {
  result: SpendableXlm
  ledger: number
  claimableNow: ReactNode
}) {
  const rows: [string, ReactNode][] = [
    ['XLM balance', <Amount key="balance" value={result.balance} assetCode="XLM" />],
    ['Minimum reserve', <ReserveFormula key="reserve" result={result} />],
    ['Subentries', subentryParts(result).join(', ')],
    [
      'Base reserve',
      <>
        <Amount value={result.baseReserve} assetCode="XLM" /> (latest ledger {ledger})
      </>,
    ],
    [
      'Selling liabilities',
      <Amount key="selling" value={result.sellingLiabilities} assetCode="XLM" />,
    ],
    [
      'Spendable',
      <strong key="spendable">
        <Amount value={result.spendable} assetCode="XLM" />
      </strong>,
    ],
    ...(claimableNow ? [['Claimable now', claimableNow] satisfies [string, ReactNode]] : []),
  ]
  return (
    <dl
      aria-label="Spendable XLM figures"
      className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]"
    >
      {rows.map(([term, description]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-slate-600 dark:text-slate-400">{term}</dt>
          <dd className="min-w-0 break-words">{description}</dd>
        </div>
      ))}
    </dl>
  )
}

export function SpendableXlmSection({
  account,
  baseReserve,
  claimableNow,
}: {
  account: Account
  baseReserve: BaseReserveSource
  /** XLM waiting in claimable balances the account can claim now (a page passes it in). */
  claimableNow?: ReactNode
}) {
  let body
  if (baseReserve.state === 'loading') {
    body = <p role="status">Reading the base reserve from the latest ledger…</p>
  } else if (baseReserve.state === 'unavailable') {
    body = <p>The latest ledger could not be read, so the minimum reserve is not known.</p>
  } else {
    const result = spendableXlm(account, baseReserve.baseReserveStroops)
    body = result ? (
      <SpendableFacts result={result} ledger={baseReserve.ledger} claimableNow={claimableNow} />
    ) : (
      <p>This account record has no readable XLM balance or base reserve.</p>
    )
  }
  return <RecordSection title="Spendable XLM">{body}</RecordSection>
}
