import { lazy } from 'react'
import type { Preconditions, Transaction } from '@/api/horizon-types'
import { OperationSentence } from '@/operations/operation-sentence'
import type { Fact } from '@/resource-routes/detail-parts'
import type { RecordPartProps } from '@/resource-routes/record-route'
import { createRecordRoute, manifestTabs } from '@/resource-routes/record-route'
import { routeManifest } from '@/route-manifest'
import { ContractExecutionSlot } from '@/transactions/contract-execution-slot'
import { FailureReason } from '@/transactions/failure-reason'
import { FeeBumpSection, InnerHashNotice } from '@/transactions/fee-bump-section'
import { MemoView } from '@/transactions/memo-view'
import { transactionQueries } from '@/transactions/transaction-queries'
import { TransactionSummary } from '@/transactions/transaction-summary'
import { XdrOnDemand } from '@/transactions/xdr-on-demand'
import { AccountId } from '@/ui/account-id'
import { ExplorerLink } from '@/ui/explorer-link'
import { PartBoundary } from '@/ui/part-boundary'
import { RelativeTime } from '@/ui/relative-time'
import { arrayOf } from '@/ui/record-fields'
import { Amount } from '@/ui/amount'
import { stroopsText, stroopsToAmount } from '@/ui/format-amount'
import type { SummaryFigure } from '@/ui/summary-card'
import { countText, timeFigure } from '@/ui/summary-card'
import { UnixTime } from '@/ui/unix-time'

// Loaded only for a transaction with a Soroban operation: all of the page's RPC code is in it.
const TransactionExecutionSection = lazy(() => import('@/contracts/transaction-execution-section'))

function preconditionFacts(preconditions: Preconditions | undefined): Fact[] {
  if (!preconditions) return [{ term: 'Preconditions', description: 'none' }]
  const facts: Fact[] = []
  const { timebounds, ledgerbounds } = preconditions
  if (timebounds) {
    facts.push({
      term: 'Valid between (time bounds)',
      description: (
        <>
          {!timebounds.min_time || timebounds.min_time === '0' ? (
            'any time'
          ) : (
            <UnixTime seconds={timebounds.min_time} />
          )}
          {' – '}
          {!timebounds.max_time || timebounds.max_time === '0' ? (
            'no limit'
          ) : (
            <UnixTime seconds={timebounds.max_time} />
          )}
        </>
      ),
    })
  }
  if (ledgerbounds) {
    facts.push({
      term: 'Ledger bounds',
      description: `${ledgerbounds.min_ledger} – ${ledgerbounds.max_ledger ?? 'no limit'}`,
    })
  }
  if (preconditions.min_account_sequence)
    facts.push({
      term: 'Minimum account sequence',
      description: preconditions.min_account_sequence,
    })
  if (preconditions.min_account_sequence_age)
    facts.push({
      term: 'Minimum sequence age',
      description: `${preconditions.min_account_sequence_age} s`,
    })
  if (preconditions.min_account_sequence_ledger_gap !== undefined)
    facts.push({
      term: 'Minimum sequence ledger gap',
      description: preconditions.min_account_sequence_ledger_gap,
    })
  if (preconditions.extra_signers?.length)
    facts.push({
      term: 'Extra signers',
      description: (
        <ul>
          {preconditions.extra_signers.map((signer) => (
            <li key={signer} className="font-mono break-all">
              {signer}
            </li>
          ))}
        </ul>
      ),
    })
  return facts.length > 0 ? facts : [{ term: 'Preconditions', description: 'none' }]
}

function TransactionStatus({ transaction }: { transaction: Transaction }) {
  const feeBump = transaction.inner_transaction !== undefined
  if (transaction.successful) {
    return (
      <>
        <span className="font-semibold text-green-700 dark:text-green-400">Successful</span>
        {feeBump ? <p className="text-sm">Fee bump: the inner transaction succeeded too.</p> : null}
      </>
    )
  }
  return (
    <>
      <span className="font-semibold text-red-700 dark:text-red-400">Failed</span>
      <FailureReason resultXdr={transaction.result_xdr} variant="page" feeBump={feeBump} />
    </>
  )
}

/** Did it go through, what did it cost, who sent it, when: before the raw fields. */
function transactionSummary(transaction: Transaction): SummaryFigure[] {
  const fee = stroopsText(transaction.fee_charged)
  const operations = countText(transaction.operation_count)
  return [
    {
      term: 'Status',
      value: transaction.successful === true ? 'Successful' : 'Failed',
      tone: transaction.successful === true ? 'success' : 'failed',
      detail: `${operations} ${operations === '1' ? 'operation' : 'operations'}`,
    },
    {
      term: 'Fee charged',
      value:
        fee === 'unknown' ? (
          'unknown'
        ) : (
          <Amount value={stroopsToAmount(String(transaction.fee_charged))} assetCode="XLM" />
        ),
      detail: fee,
    },
    {
      term: 'Source account',
      value: (
        <AccountId id={transaction.account_muxed ?? transaction.source_account} copyable={false} />
      ),
    },
    timeFigure('Created at', transaction.created_at),
  ]
}

function transactionFacts(transaction: Transaction): Fact[] {
  return [
    { term: 'Status', description: <TransactionStatus transaction={transaction} /> },
    {
      term: 'Ledger',
      description: (
        <ExplorerLink to={`/ledgers/${transaction.ledger}`}>{transaction.ledger}</ExplorerLink>
      ),
    },
    { term: 'Created at', description: <RelativeTime value={transaction.created_at} identifies /> },
    {
      term: 'Source account',
      description: (
        <AccountId id={transaction.account_muxed ?? transaction.source_account} short={false} />
      ),
    },
    { term: 'Source account sequence', description: transaction.source_account_sequence },
    {
      term: 'Fee account',
      description: (
        <AccountId id={transaction.fee_account_muxed ?? transaction.fee_account} short={false} />
      ),
    },
    {
      term: 'Fee charged / max fee',
      description: (
        <>
          {stroopsText(transaction.fee_charged)} / {stroopsText(transaction.max_fee)}
        </>
      ),
    },
    { term: 'Operations', description: transaction.operation_count },
    { term: 'Memo', description: <MemoView transaction={transaction} /> },
    {
      term: 'Signatures',
      description: (
        <ul>
          {arrayOf(transaction.signatures).map((signature) => (
            <li key={signature} className="font-mono text-xs break-all">
              {signature}
            </li>
          ))}
        </ul>
      ),
    },
    ...preconditionFacts(transaction.preconditions),
  ]
}

function TransactionIntro({ record }: RecordPartProps<Transaction>) {
  // A record Horizon sent with holes still shows its facts: the summary fails alone.
  return (
    <>
      <InnerHashNotice transaction={record} />
      <PartBoundary title="The summary">
        <TransactionSummary record={record} OperationSentence={OperationSentence} />
      </PartBoundary>
    </>
  )
}

function TransactionSections({ record: transaction }: RecordPartProps<Transaction>) {
  return (
    <>
      <FeeBumpSection transaction={transaction} />
      <ContractExecutionSlot transaction={transaction} Section={TransactionExecutionSection} />
      <section aria-label="Transaction XDR" className="flex flex-wrap items-start gap-2">
        <XdrOnDemand
          xdr={transaction.envelope_xdr}
          type="TransactionEnvelope"
          label="envelope XDR"
        />
        <XdrOnDemand xdr={transaction.result_xdr} type="TransactionResult" label="result XDR" />
      </section>
    </>
  )
}

export const { loader, Component } = createRecordRoute({
  noun: 'Transaction',
  idParam: 'hash',
  path: (hash) => `/transactions/${hash}`,
  query: transactionQueries.detail,
  heading: (transaction) => ({ id: transaction.hash, copyLabel: 'Copy transaction hash' }),
  Intro: TransactionIntro,
  summary: transactionSummary,
  facts: transactionFacts,
  Sections: TransactionSections,
  tabs: manifestTabs(routeManifest.transaction.tabs),
})
