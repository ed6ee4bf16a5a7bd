// The transaction page's one RPC resource: getTransaction of a hash, decoded (lazily, with the
// SDK) into its fee split, events, state changes and diagnostics. Each event is read by its
// contract's spec (SEP-48) when the RPC holds it, and its amounts scaled by the token's decimals.
import type { QueryClient } from '@tanstack/react-query'
import { queryOptions } from '@tanstack/react-query'
import { getTransaction } from '@/api/rpc-methods'
import type { RpcOfNetwork } from '@/contracts/contract-queries'
import { retryRpc } from '@/api/rpc-client'
import { contractQueries } from '@/contracts/contract-queries'
import type {
  ExecutionAnswer,
  ExecutionEvent,
  ShownEvent,
} from '@/contracts/transaction-execution-types'

const loadDecoders = () =>
  Promise.all([
    import('@/contracts/decode-contract'),
    import('@/contracts/decode-transaction-execution'),
  ])

type ContractDecoder = Awaited<ReturnType<typeof loadDecoders>>[0]

/** A contract's spec (for its events) and token facts; either is null when the RPC lacks it. */
async function contractContext(client: QueryClient, rpcUrl: string | null, contractId: string) {
  const summary = await client
    .fetchQuery(contractQueries.summary({ rpcUrl }, contractId))
    .catch(() => null)
  const wasm =
    summary?.wasmHash == null
      ? null
      : await client
          .fetchQuery(contractQueries.specSource({ rpcUrl }, summary.wasmHash))
          .catch(() => null)
  return { token: summary?.token ?? null, wasm }
}

async function showEvents(
  client: QueryClient,
  rpcUrl: string | null,
  decoder: ContractDecoder,
  events: ExecutionEvent[],
): Promise<ShownEvent[]> {
  const contractIds = [...new Set(events.map((event) => event.contractId).filter(Boolean))]
  const contexts = new Map(
    await Promise.all(
      contractIds.map(async (id) => [id, await contractContext(client, rpcUrl, id)] as const),
    ),
  )
  return events.map((event, index) => {
    const context = contexts.get(event.contractId)
    let spec = null
    try {
      spec = context?.wasm == null ? null : decoder.specOfWasm(context.wasm)
    } catch {
      spec = null
    }
    return {
      contractId: event.contractId,
      type: event.type,
      token: context?.token ?? null,
      row: {
        id: String(index),
        ledger: 0,
        ledgerClosedAt: '',
        txHash: '',
        inSuccessfulContractCall: event.inSuccessfulContractCall,
        decoded:
          event.type === 'contract'
            ? decoder.decodeEvent(spec, event.topicXdrs, event.valueXdr)
            : null,
        raw: decoder.rawEventText(event.topicXdrs, event.valueXdr),
      },
    }
  })
}

export const transactionExecutionQueries = {
  all: ['rpc', 'transaction-execution'] as const,
  detail: ({ rpcUrl }: RpcOfNetwork, hash: string) =>
    queryOptions({
      queryKey: [...transactionExecutionQueries.all, rpcUrl, hash],
      queryFn: async ({ signal, client }): Promise<ExecutionAnswer> => {
        const answer = await getTransaction(rpcUrl, hash, { signal })
        if (
          answer.status === 'NOT_FOUND' ||
          answer.envelopeXdr === null ||
          answer.resultXdr === null ||
          answer.resultMetaXdr === null ||
          answer.ledger === null
        ) {
          return {
            found: false,
            oldestLedger: answer.oldestLedger,
            latestLedger: answer.latestLedger,
          }
        }
        const [decoder, executionDecoder] = await loadDecoders()
        const execution = executionDecoder.decodeTransactionExecution({
          envelopeXdr: answer.envelopeXdr,
          resultXdr: answer.resultXdr,
          resultMetaXdr: answer.resultMetaXdr,
          diagnosticEventsXdr: answer.diagnosticEventsXdr,
        })
        const [events, diagnosticEvents] = await Promise.all([
          showEvents(client, rpcUrl, decoder, execution.events),
          answer.status === 'FAILED'
            ? showEvents(client, rpcUrl, decoder, execution.diagnosticEvents)
            : Promise.resolve([]),
        ])
        return {
          found: true,
          ledger: answer.ledger,
          status: answer.status,
          execution,
          events,
          diagnosticEvents,
        }
      },
      // A transaction in a closed ledger never changes.
      staleTime: Infinity,
      retry: retryRpc,
    }),
}
