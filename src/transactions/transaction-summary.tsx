import { useQuery } from '@tanstack/react-query'
import type { ComponentType, ReactNode } from 'react'
import type { Operation, Transaction } from '@/api/horizon-types'
import { pageOrEmpty } from '@/resource-routes/page-shape'
import { useNetwork } from '@/resource-routes/network-route'
import { FailureReason } from '@/transactions/failure-reason'
import { transactionQueries } from '@/transactions/transaction-queries'
import { formatAmount, stroopsToAmount } from '@/ui/format-amount'
import { SentenceAccount } from '@/ui/sentence-parts'

// The answer first: one line at the top of a transaction page saying what it did, whether it
// worked (and why not) and what it cost, e.g. "G…A tried to pay 50 XLM to G…B (failed:
// underfunded); fee 0.00001 XLM charged.". The facts below it keep every detail.

/** The operations' sentence renderer, handed in by the page (a resource imports no other). */
export type SentenceComponent = ComponentType<{ operation: Operation; failureReason?: ReactNode }>

/** The operations tab's own first page (oldest first, 10), so opening the tab costs no request. */
export const firstOperations = {
  cursor: null,
  order: 'asc',
  limit: 10,
  includeFailed: null,
} as const

/** Horizon's fee in stroops as XLM; a missing or malformed fee is said, not guessed. */
function feeText(stroops: unknown): string {
  if (typeof stroops !== 'string' || !/^\d+$/.test(stroops)) return '; fee unknown'
  return `; fee ${formatAmount(stroopsToAmount(stroops))} XLM charged`
}

function FeeCharged({ transaction }: { transaction: Transaction }) {
  const payer = transaction.fee_account_muxed ?? transaction.fee_account
  const source = transaction.account_muxed ?? transaction.source_account
  return (
    <>
      {feeText(transaction.fee_charged)}
      {payer && payer !== source ? (
        <>
          {' to '}
          <SentenceAccount id={payer} />
        </>
      ) : null}
      .
    </>
  )
}

function OutcomeOfMany({ transaction }: { transaction: Transaction }) {
  if (transaction.successful) return <>: successful</>
  return (
    <span className="text-red-800 dark:text-red-200">
      : <span className="font-medium">failed</span>
      <FailureReason resultXdr={transaction.result_xdr} variant="inline" />
    </span>
  )
}

function SummaryLine({
  transaction,
  operations,
  OperationSentence,
}: {
  transaction: Transaction
  operations: readonly Operation[]
  OperationSentence: SentenceComponent
}) {
  const [first] = operations
  // An older or hollow record may lack operation_count: the listed operations are then the count.
  const stated = Number(transaction.operation_count)
  const count = Number.isInteger(stated) && stated >= 0 ? stated : operations.length
  if (!first) return <>No operations are listed for this transaction.</>
  if (count <= 1) {
    // A single operation's sentence carries the outcome: "(failed: underfunded)" when it failed.
    return (
      <>
        <OperationSentence
          operation={first}
          failureReason={
            <FailureReason resultXdr={transaction.result_xdr} variant="inline" operationIndex={0} />
          }
        />
        {transaction.successful ? ': successful' : null}
        <FeeCharged transaction={transaction} />
      </>
    )
  }
  const others = count - 1
  return (
    <>
      {`${count} operations, first: `}
      <OperationSentence operation={first} />
      {`, and ${others} more`}
      <OutcomeOfMany transaction={transaction} />
      <FeeCharged transaction={transaction} />
    </>
  )
}

/** The line at the top of the transaction page; it fails alone, the facts stay. */
export function TransactionSummary({
  record: transaction,
  OperationSentence,
}: {
  record: Transaction
  OperationSentence: SentenceComponent
}) {
  const network = useNetwork()
  const operations = useQuery(
    transactionQueries.operations(network, String(transaction.hash ?? ''), firstOperations),
  )
  return (
    <section
      aria-label="Summary"
      className="rounded border border-slate-200 bg-slate-50 px-3 py-2 text-base dark:border-slate-700 dark:bg-slate-900"
    >
      <p>
        {operations.data ? (
          <SummaryLine
            transaction={transaction}
            operations={pageOrEmpty<Operation>(operations.data)._embedded.records}
            OperationSentence={OperationSentence}
          />
        ) : operations.isError ? (
          'The summary could not be read: the operations did not load. The details follow.'
        ) : (
          'Reading what this transaction did…'
        )}
      </p>
    </section>
  )
}
