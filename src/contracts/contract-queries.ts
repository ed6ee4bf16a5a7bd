// One queryOptions factory per RPC resource the contract page reads. The RPC calls go through
// api/ (rpc-methods.ts); the decoding is loaded with the first query (decode-contract.ts pulls in
// the Stellar SDK), so nothing of it reaches a page that shows no contract.
import { queryOptions } from '@tanstack/react-query'
import type { Network } from '@/api/networks'
import {
  getEvents,
  getLatestLedger,
  getLedgerEntries,
  getNetwork,
  simulateTransaction,
} from '@/api/rpc-methods'
import { retryRpc, RpcError } from '@/api/rpc-client'
import type {
  ContractEventPage,
  ContractInterface,
  ContractSummary,
  TokenInfo,
  WasmMetadata,
} from '@/contracts/contract-types'

/** The part of a network the RPC queries use (and key on). */
export interface RpcOfNetwork {
  rpcUrl: string | null
}

/** A network as the pages that read RPC see it: its Horizon and the RPC chosen for it. */
export type RpcNetwork = Network & RpcOfNetwork

/** Events per page: stellar-rpc's default page size. */
export const contractEventPageSize = 100

const loadDecoder = () => import('@/contracts/decode-contract')
const loadInterface = () => import('@/contracts/contract-interface')
const loadMetadataReader = () => import('@/contracts/wasm-metadata')

/** A contract (or code) the RPC does not hold: the page says so instead of failing. */
export class ContractNotFoundError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ContractNotFoundError'
  }
}

async function simulateRead(
  rpcUrl: string | null,
  contractId: string,
  functionName: string,
  addressArgs: string[],
  signal: AbortSignal,
): Promise<unknown> {
  const decoder = await loadDecoder()
  const { passphrase } = await getNetwork(rpcUrl, { signal })
  const call = decoder.readCallXdr(contractId, functionName, addressArgs, passphrase)
  const simulation = await simulateTransaction(rpcUrl, call, { signal })
  if (simulation.returnValueXdr === null) {
    throw new RpcError({
      kind: 'rpc_error',
      method: 'simulateTransaction',
      message: `The RPC could not simulate ${functionName}: ${(simulation.error ?? '').slice(0, 500)}`,
    })
  }
  return decoder.returnValueOf(simulation.returnValueXdr)
}

export const contractQueries = {
  all: ['rpc', 'contracts'] as const,
  /** The contract's instance entry: what runs it, its storage, its TTL. */
  summary: ({ rpcUrl }: RpcOfNetwork, contractId: string) =>
    queryOptions({
      queryKey: [...contractQueries.all, 'summary', rpcUrl, contractId],
      queryFn: async ({ signal }): Promise<ContractSummary> => {
        const decoder = await loadDecoder()
        const key = decoder.instanceKeyXdr(contractId)
        const { entries, latestLedger } = await getLedgerEntries(rpcUrl, [key], { signal })
        const [entry] = entries
        if (entry === undefined) {
          throw new ContractNotFoundError(
            `This RPC holds no contract ${contractId}: it was never deployed on this network, or its instance has been archived.`,
          )
        }
        return {
          ...decoder.decodeInstance(entry.xdr),
          contractId,
          lastModifiedLedger: entry.lastModifiedLedgerSeq,
          liveUntilLedger: entry.liveUntilLedgerSeq,
          latestLedger,
        }
      },
      staleTime: 10_000,
      retry: retryRpc,
    }),
  /** A WASM's interface from its `contractspecv0`. Code never changes under its hash. */
  wasmInterface: ({ rpcUrl }: RpcOfNetwork, wasmHash: string) =>
    queryOptions({
      queryKey: [...contractQueries.all, 'wasm', rpcUrl, wasmHash],
      queryFn: async ({ client }): Promise<ContractInterface> => {
        const [decoder, describe] = await Promise.all([loadDecoder(), loadInterface()])
        const wasm = await client.fetchQuery(contractQueries.specSource({ rpcUrl }, wasmHash))
        return describe.describeInterface(decoder.specOfWasm(wasm), wasmHash, wasm.length)
      },
      staleTime: Infinity,
      retry: retryRpc,
    }),
  /** What a WASM says about its own build (contractmetav0, contractenvmetav0). */
  wasmMetadata: ({ rpcUrl }: RpcOfNetwork, wasmHash: string) =>
    queryOptions({
      queryKey: [...contractQueries.all, 'wasm-metadata', rpcUrl, wasmHash],
      queryFn: async ({ client }): Promise<WasmMetadata> => {
        const [reader, wasm] = await Promise.all([
          loadMetadataReader(),
          client.fetchQuery(contractQueries.specSource({ rpcUrl }, wasmHash)),
        ])
        return reader.wasmMetadata(wasm)
      },
      staleTime: Infinity,
      retry: retryRpc,
    }),
  /**
   * One page of the contract's events, oldest first as RPC pages them: from `cursor`, or from
   * the oldest ledger the RPC keeps. `wasmHash` picks the spec that decodes them (SEP-48).
   */
  events: (
    { rpcUrl }: RpcOfNetwork,
    contractId: string,
    wasmHash: string | null,
    cursor: string | null,
  ) =>
    queryOptions({
      queryKey: [...contractQueries.all, 'events', rpcUrl, contractId, wasmHash, cursor],
      queryFn: async ({ signal, client }): Promise<ContractEventPage> => {
        const decoder = await loadDecoder()
        const spec =
          wasmHash === null
            ? null
            : await client
                .fetchQuery(contractQueries.specSource({ rpcUrl }, wasmHash))
                .then((wasm) => decoder.specOfWasm(wasm))
                .catch(() => null)
        const start = cursor === null ? await oldestKeptLedger(rpcUrl, signal) : undefined
        const page = await getEvents(
          rpcUrl,
          {
            contractIds: [contractId],
            ...(cursor === null ? { startLedger: start } : { cursor }),
            limit: contractEventPageSize,
          },
          { signal },
        )
        return {
          rows: page.events.map((event) => ({
            id: event.id,
            ledger: event.ledger,
            ledgerClosedAt: event.ledgerClosedAt,
            txHash: event.txHash,
            inSuccessfulContractCall: event.inSuccessfulContractCall,
            decoded: decoder.decodeEvent(spec, event.topic, event.value),
            raw: decoder.rawEventText(event.topic, event.value),
          })),
          nextCursor: page.cursor,
          oldestLedger: page.oldestLedger,
          latestLedger: page.latestLedger,
        }
      },
      staleTime: Infinity,
      retry: retryRpc,
    }),
  /** A WASM's bytes (for its spec), kept once per hash. */
  specSource: ({ rpcUrl }: RpcOfNetwork, wasmHash: string) =>
    queryOptions({
      queryKey: [...contractQueries.all, 'code', rpcUrl, wasmHash],
      queryFn: async ({ signal }): Promise<Uint8Array> => {
        const decoder = await loadDecoder()
        const { entries } = await getLedgerEntries(rpcUrl, [decoder.codeKeyXdr(wasmHash)], {
          signal,
        })
        const [entry] = entries
        if (entry === undefined) {
          throw new ContractNotFoundError(`This RPC holds no code with hash ${wasmHash}.`)
        }
        return decoder.decodeCode(entry.xdr)
      },
      staleTime: Infinity,
      retry: retryRpc,
    }),
  /** A SEP-41 token's name, symbol and decimals, read by simulating its own functions. */
  tokenInfo: ({ rpcUrl }: RpcOfNetwork, contractId: string) =>
    queryOptions({
      queryKey: [...contractQueries.all, 'token', rpcUrl, contractId],
      queryFn: async ({ signal }): Promise<TokenInfo> => {
        const [name, symbol, decimals] = await Promise.all(
          ['name', 'symbol', 'decimals'].map((fn) =>
            simulateRead(rpcUrl, contractId, fn, [], signal),
          ),
        )
        if (
          typeof name !== 'string' ||
          typeof symbol !== 'string' ||
          typeof decimals !== 'number'
        ) {
          throw new RpcError({
            kind: 'malformed',
            method: 'simulateTransaction',
            message: 'The token answered name, symbol or decimals with a value of another type',
          })
        }
        return { name, symbol, decimals }
      },
      staleTime: Infinity,
      retry: retryRpc,
    }),
  /** `balance(address)` of a token, simulated: a raw integer as a string. */
  balance: ({ rpcUrl }: RpcOfNetwork, contractId: string, address: string) =>
    queryOptions({
      queryKey: [...contractQueries.all, 'balance', rpcUrl, contractId, address],
      queryFn: async ({ signal }): Promise<string> => {
        const value = await simulateRead(rpcUrl, contractId, 'balance', [address], signal)
        if (typeof value !== 'bigint') {
          throw new RpcError({
            kind: 'malformed',
            method: 'simulateTransaction',
            message: 'The token answered balance with a value that is not an integer',
          })
        }
        return value.toString()
      },
      staleTime: 10_000,
      retry: retryRpc,
    }),
}

/** The oldest ledger whose events the RPC still holds (its retention window's start). */
async function oldestKeptLedger(rpcUrl: string | null, signal: AbortSignal): Promise<number> {
  // getEvents needs a start inside the window; getLatestLedger alone cannot say where it begins,
  // so a one-event page from the latest ledger reads `oldestLedger`.
  const { sequence } = await getLatestLedger(rpcUrl, { signal })
  const probe = await getEvents(
    rpcUrl,
    { contractIds: [], startLedger: sequence, limit: 1 },
    { signal },
  )
  return probe.oldestLedger
}
