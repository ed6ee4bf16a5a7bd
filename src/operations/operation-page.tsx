import type { Operation } from '@/api/horizon-types'
import { OperationFields } from '@/operations/operation-fields'
import { operationQueries } from '@/operations/operation-queries'
import { OperationSentence } from '@/operations/operation-sentence'
import type { Fact } from '@/resource-routes/detail-parts'
import { RecordSection } from '@/resource-routes/detail-parts'
import type { RecordPartProps } from '@/resource-routes/record-route'
import { createRecordRoute } from '@/resource-routes/record-route'
import { InvocationSection } from '@/soroban/invocation-section'
import { AccountId } from '@/ui/account-id'
import { ExplorerLink } from '@/ui/explorer-link'
import { Amount } from '@/ui/amount'
import { Asset, AssetFromRecord } from '@/ui/asset'
import { operationAmount } from '@/ui/operation-amount'
import { RelativeTime } from '@/ui/relative-time'
import type { SummaryFigure } from '@/ui/summary-card'
import { timeFigure } from '@/ui/summary-card'
import { OperationFailureSlot } from '@/ui/operation-failure-slot'

/** The ledger sequence is the top 32 bits of the operation's TOID. */
export function ledgerOfOperationId(id: string): string | null {
  if (!/^\d+$/.test(id)) return null
  return (BigInt(id) >> 32n).toString()
}

function OperationIntro({ record: operation }: RecordPartProps<Operation>) {
  return (
    <>
      <p className="text-lg">
        <OperationSentence
          operation={operation}
          failureReason={<OperationFailureSlot operation={operation} variant="inline" />}
        />
      </p>
      <OperationFailureSlot operation={operation} variant="page" />
    </>
  )
}

/** What moved (if anything did), whether it went through, who did it, when. */
function operationSummary(operation: Operation): SummaryFigure[] {
  const source = operation.source_account_muxed ?? operation.source_account
  const moved = operationAmount(operation, operation.source_account)
  const failed = operation.transaction_successful === false
  return [
    {
      term: 'Status',
      value: failed ? 'Failed' : 'Successful',
      tone: failed ? 'failed' : 'success',
      detail: typeof operation.type === 'string' ? operation.type : undefined,
    },
    {
      term: failed ? 'Amount (not moved)' : 'Amount',
      value: moved ? (
        <>
          <Amount value={moved.amount} />{' '}
          {moved.native ? (
            <Asset type="native" />
          ) : (
            <AssetFromRecord record={operation} prefix={moved.assetPrefix} />
          )}
        </>
      ) : (
        'none moved'
      ),
    },
    { term: 'Source account', value: <AccountId id={source} copyable={false} /> },
    timeFigure('Created at', operation.created_at),
  ]
}

function operationFacts(operation: Operation): Fact[] {
  const ledger = ledgerOfOperationId(operation.id)
  return [
    { term: 'Type', description: operation.type },
    {
      term: 'Transaction',
      description: (
        <ExplorerLink longId to={`/transactions/${operation.transaction_hash}`}>
          {operation.transaction_hash}
        </ExplorerLink>
      ),
    },
    {
      term: 'Transaction status',
      // Horizon before 0.15 served only successful operations, without the field.
      description: operation.transaction_successful === false ? 'Failed' : 'Successful',
    },
    ...(ledger
      ? [
          {
            term: 'Ledger',
            description: <ExplorerLink to={`/ledgers/${ledger}`}>{ledger}</ExplorerLink>,
          },
        ]
      : []),
    {
      term: 'Source account',
      description: (
        <AccountId id={operation.source_account_muxed ?? operation.source_account} short={false} />
      ),
    },
    { term: 'Created at', description: <RelativeTime value={operation.created_at} identifies /> },
  ]
}

function OperationFieldsSection({ record: operation }: RecordPartProps<Operation>) {
  return (
    <>
      {operation.type === 'invoke_host_function' ? (
        <InvocationSection operation={operation} />
      ) : null}
      <RecordSection title="Fields">
        <OperationFields operation={operation} />
      </RecordSection>
    </>
  )
}

// The one sub-list (effects) is the index route: no tab links.
export const { loader, Component } = createRecordRoute({
  noun: 'Operation',
  idParam: 'id',
  path: (id) => `/operations/${id}`,
  query: operationQueries.detail,
  heading: (operation) => ({ id: operation.id }),
  Intro: OperationIntro,
  summary: operationSummary,
  facts: operationFacts,
  Sections: OperationFieldsSection,
})
