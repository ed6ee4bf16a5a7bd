// Why a failed operation failed: an operation record has no result of its own, so this reads its
// transaction (cached as the immutable record it is) and picks the operation's code by its index.
// The app shell provides it (loaded lazily) to operation tables through ui/operation-failure-slot.tsx.
import { useQuery } from '@tanstack/react-query'
import { useNetwork } from '@/resource-routes/network-route'
import { operationIndexOfId } from '@/transactions/operation-index'
import { FailureReason } from '@/transactions/failure-reason'
import { transactionQueries } from '@/transactions/transaction-queries'
import type { OperationFailureSlotProps } from '@/ui/operation-failure-slot'

const transactionHashPattern = /^[0-9a-f]{64}$/

function FetchedOperationFailureReason({
  operation,
  variant,
  hash,
}: OperationFailureSlotProps & { hash: string }) {
  const network = useNetwork()
  const { data: transaction } = useQuery({
    ...transactionQueries.detail(network, hash),
    // A transaction Horizon did not give (a 404 from a pruned or hostile Horizon, an outage) is
    // not asked for again by every row and page that shows one of its operations while the failed
    // answer is cached: each Older click of a 200-row page sent those requests again. The
    // transaction's own page still asks when opened.
    retryOnMount: false,
  })
  if (!transaction) return null
  return (
    <FailureReason
      resultXdr={transaction.result_xdr}
      variant={variant}
      operationIndex={operationIndexOfId(operation.id)}
    />
  )
}

/** Nothing for an operation whose transaction succeeded (or whose record is unreadable). */
export function OperationFailureReason({ operation, variant }: OperationFailureSlotProps) {
  const record: unknown = operation
  if (typeof record !== 'object' || record === null) return null
  const { transaction_successful: successful, transaction_hash: hash } = record as Record<
    string,
    unknown
  >
  if (successful !== false || typeof hash !== 'string' || !transactionHashPattern.test(hash))
    return null
  return <FetchedOperationFailureReason operation={operation} variant={variant} hash={hash} />
}
