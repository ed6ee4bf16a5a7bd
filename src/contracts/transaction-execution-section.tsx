// The transaction page's "Contract execution (from Stellar RPC)" section, loaded lazily with its
// own chunk: getTransaction on the network's RPC (or the URL's `rpc=`), shown as the fee split,
// the contract events, the state changes and, for a failed call, its diagnostic events. Outside
// the RPC's window it says which ledgers the RPC keeps; with no RPC it says where to set one.
import { useQuery } from '@tanstack/react-query'
import type { Network } from '@/api/networks'
import { resolveRpc } from '@/api/rpc-network'
import { RpcProvidersLink } from '@/contracts/rpc-providers-link'
import { ContractEventSentence } from '@/contracts/contract-event-sentence'
import { transactionExecutionQueries } from '@/contracts/transaction-execution-queries'
import type { ExecutionAnswer, ShownEvent } from '@/contracts/transaction-execution-types'
import { ExecutionFees, StateChangeTable } from '@/contracts/transaction-execution-parts'
import { RecordSection } from '@/resource-routes/detail-parts'
import { AccountId } from '@/ui/account-id'
import { ExplorerLink } from '@/ui/explorer-link'
import { useLocationSearchParams } from '@/ui/location-search-params'
import { isContractId } from '@/ui/muxed-account'
import { PartError } from '@/ui/part-boundary'

export const executionSectionTitle = 'Contract execution (from Stellar RPC)'

function EventList({ label, events }: { label: string; events: ShownEvent[] }) {
  return (
    <ol aria-label={label} className="space-y-1 text-sm">
      {events.map((event) => (
        <li key={event.row.id} className="break-words">
          {isContractId(event.contractId) ? (
            <AccountId id={event.contractId} copyable={false} />
          ) : (
            <span>{event.type} event</span>
          )}
          {': '}
          <ContractEventSentence row={event.row} token={event.token} />
          {event.row.inSuccessfulContractCall ? null : (
            <span className="text-red-700 dark:text-red-300"> (in a failed call)</span>
          )}
        </li>
      ))}
    </ol>
  )
}

function FoundExecution({ answer }: { answer: Extract<ExecutionAnswer, { found: true }> }) {
  const { execution } = answer
  return (
    <div className="space-y-3">
      {answer.status === 'FAILED' ? (
        <div className="space-y-1">
          <p className="text-red-800 dark:text-red-200">
            The call failed (result <span className="font-mono">{execution.resultCode}</span>).
          </p>
          {answer.diagnosticEvents.length > 0 ? (
            <>
              <h3 className="font-semibold">Diagnostic events</h3>
              <EventList label="Diagnostic events" events={answer.diagnosticEvents} />
            </>
          ) : (
            <p className="text-sm">The RPC sent no diagnostic events for it.</p>
          )}
        </div>
      ) : null}
      {execution.feeSplit !== null ? (
        <ExecutionFees split={execution.feeSplit} />
      ) : (
        <p className="text-sm">The envelope declares no Soroban resources.</p>
      )}
      {execution.returnValue !== null ? (
        <p className="text-sm">
          Returned <bdi className="font-mono break-all">{execution.returnValue}</bdi>
        </p>
      ) : null}
      <h3 className="font-semibold">Events</h3>
      {answer.events.length === 0 ? (
        <p className="text-sm">No contract events.</p>
      ) : (
        <EventList label="Contract events of this transaction" events={answer.events} />
      )}
      <h3 className="font-semibold">State changes</h3>
      {execution.stateChanges.length === 0 ? (
        <p className="text-sm">The meta lists no ledger entry changes.</p>
      ) : (
        <StateChangeTable changes={execution.stateChanges} />
      )}
    </div>
  )
}

function Execution({
  rpcUrl,
  hash,
  ledger,
}: {
  rpcUrl: string
  hash: string
  ledger: number | string
}) {
  const execution = useQuery(transactionExecutionQueries.detail({ rpcUrl }, hash))
  if (execution.isPending) return <p role="status">Asking Stellar RPC…</p>
  if (execution.isError) {
    return (
      <PartError
        title="The contract execution"
        error={execution.error}
        onRetry={() => void execution.refetch()}
      />
    )
  }
  const answer = execution.data
  if (!answer.found) {
    return (
      <p role="status">
        <ExplorerLink to="/rpc">This RPC</ExplorerLink> keeps ledgers {answer.oldestLedger}–
        {answer.latestLedger}; this transaction is in ledger {String(ledger)}.
      </p>
    )
  }
  return <FoundExecution answer={answer} />
}

export default function TransactionExecutionSection({
  network,
  hash,
  ledger,
}: {
  network: Network
  hash: string
  ledger: number | string
}) {
  const searchParams = useLocationSearchParams()
  const { rpcUrl, refusedRpc } = resolveRpc(network, searchParams)
  return (
    <RecordSection title={executionSectionTitle}>
      {rpcUrl === null ? (
        <p role="status">
          {refusedRpc !== null
            ? `"${refusedRpc.slice(0, 200)}" is not a valid RPC URL, so contract execution cannot be shown; `
            : `The ${network.label} network has no Stellar RPC set, so contract execution cannot be shown; `}
          add <span className="font-mono">rpc=</span> with an RPC URL to this page&apos;s address (
          <RpcProvidersLink />
          ).
        </p>
      ) : (
        <Execution rpcUrl={rpcUrl} hash={hash} ledger={ledger} />
      )}
    </RecordSection>
  )
}
