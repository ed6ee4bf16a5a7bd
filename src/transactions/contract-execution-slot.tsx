// Where the transaction page shows what a Soroban operation did, read from Stellar RPC. The
// section and all of its RPC code load only for a transaction with a Soroban operation (known
// from the operations page the summary already asked Horizon for), and fail alone.
import { useQuery } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { Suspense } from 'react'
import type { Network } from '@/api/networks'
import type { Operation, Transaction } from '@/api/horizon-types'
import { pageOrEmpty } from '@/resource-routes/page-shape'
import { useNetwork } from '@/resource-routes/network-route'
import { transactionQueries } from '@/transactions/transaction-queries'
import { firstOperations } from '@/transactions/transaction-summary'
import { PartBoundary } from '@/ui/part-boundary'

/** The operations only a Soroban transaction carries (it carries exactly one of them). */
const sorobanOperationTypes = new Set([
  'invoke_host_function',
  'extend_footprint_ttl',
  'restore_footprint',
])

/** The section (the contracts resource's, lazy), handed in by the page: a resource imports no other. */
export type ExecutionSectionComponent = ComponentType<{
  network: Network
  hash: string
  ledger: number | string
}>

export function ContractExecutionSlot({
  transaction,
  Section,
}: {
  transaction: Transaction
  Section: ExecutionSectionComponent
}) {
  const network = useNetwork()
  const hash = String(transaction.hash ?? '')
  const operations = useQuery(transactionQueries.operations(network, hash, firstOperations))
  const records = pageOrEmpty<Operation>(operations.data)._embedded.records
  if (!records.some((operation) => sorobanOperationTypes.has(String(operation.type)))) return null
  return (
    <PartBoundary title="The contract execution">
      <Suspense fallback={<p role="status">Loading the contract execution…</p>}>
        <Section network={network} hash={hash} ledger={transaction.ledger} />
      </Suspense>
    </PartBoundary>
  )
}
