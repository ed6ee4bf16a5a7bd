// A fee bump wraps an inner transaction: someone else (the outer fee payer) pays its fee. Horizon
// shows both in one record: the outer payer and fee at the top level, the inner transaction's
// source and max fee under `inner_transaction` and `source_account`.
import type { Transaction } from '@/api/horizon-types'
import { FactList } from '@/resource-routes/detail-parts'
import { RecordSection } from '@/resource-routes/detail-parts'
import { AccountId } from '@/ui/account-id'
import { Amount } from '@/ui/amount'
import { ExplorerLink } from '@/ui/explorer-link'
import { stroopsToAmount } from '@/ui/format-amount'
import { arrayOf, isRecord, readString } from '@/ui/record-fields'

function Fee({ stroops }: { stroops: unknown }) {
  if (typeof stroops !== 'string' || !/^\d{1,20}$/.test(stroops)) {
    return <span className="font-mono">{String(stroops)}</span>
  }
  return (
    <>
      {stroops} stroops (<Amount value={stroopsToAmount(stroops)} assetCode="XLM" />)
    </>
  )
}

export function FeeBumpSection({ transaction }: { transaction: Transaction }) {
  const inner: unknown = transaction.inner_transaction
  if (!isRecord(inner)) return null
  const innerHash = readString(inner, 'hash') ?? ''
  const outer: unknown = transaction.fee_bump_transaction
  const outerHash = isRecord(outer) ? readString(outer, 'hash') : undefined
  const innerSignatures = arrayOf(Array.isArray(inner.signatures) ? inner.signatures : [])
  return (
    <RecordSection title="Fee bump">
      <FactList
        label="Fee bump details"
        facts={[
          {
            term: 'Outer fee payer',
            description: (
              <AccountId
                id={transaction.fee_account_muxed ?? transaction.fee_account}
                short={false}
              />
            ),
          },
          {
            term: 'Fee charged',
            description: (
              <>
                <Fee stroops={transaction.fee_charged} /> of an outer max fee of{' '}
                <Fee stroops={transaction.max_fee} />
              </>
            ),
          },
          ...(outerHash
            ? [
                {
                  term: 'Fee-bump hash',
                  description: <span className="font-mono break-all">{outerHash}</span>,
                },
              ]
            : []),
          {
            term: 'Inner transaction',
            description: (
              <ExplorerLink longId to={`/transactions/${innerHash}`}>
                {innerHash || 'unknown'}
              </ExplorerLink>
            ),
          },
          {
            term: 'Inner source',
            description: (
              <AccountId
                id={transaction.account_muxed ?? transaction.source_account}
                short={false}
              />
            ),
          },
          { term: 'Inner max fee', description: <Fee stroops={inner.max_fee} /> },
          { term: 'Inner signatures', description: String(innerSignatures.length) },
        ]}
      />
    </RecordSection>
  )
}

/** Horizon answers a fee bump's inner hash with the fee bump, under the inner hash (its
 * PopulateTransaction): say so, and give both hashes, so the reader knows which one they have. */
export function InnerHashNotice({ transaction }: { transaction: Transaction }) {
  const inner: unknown = transaction.inner_transaction
  const outer: unknown = transaction.fee_bump_transaction
  if (!isRecord(inner) || !isRecord(outer)) return null
  const innerHash = readString(inner, 'hash')
  const outerHash = readString(outer, 'hash')
  if (!innerHash || !outerHash || innerHash === outerHash || transaction.hash !== innerHash) {
    return null
  }
  return (
    <div
      role="note"
      aria-label="Inner transaction of a fee bump"
      className="space-y-1 rounded border border-blue-200 bg-blue-50 p-3 text-sm dark:border-blue-900 dark:bg-blue-950"
    >
      <p>
        <strong>You opened the inner transaction of a fee bump.</strong> Its source signed this
        hash; another account paid the fee by wrapping it in a fee-bump transaction, which is the
        record Horizon keeps.
      </p>
      <dl className="grid grid-cols-1 gap-x-4 sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium">Inner transaction hash</dt>
        <dd className="font-mono break-all">{innerHash}</dd>
        <dt className="font-medium">Fee-bump transaction hash</dt>
        <dd>
          <ExplorerLink longId to={`/transactions/${outerHash}`}>
            {outerHash}
          </ExplorerLink>
        </dd>
      </dl>
    </div>
  )
}
