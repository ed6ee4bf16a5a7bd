// The methods the sandbox's RPC answers, by name (a Map, so "constructor" is no method).
// sendTransaction is not served: the sandbox's ledger is written by its simulator only.
import type { JsonValue } from './json-rpc.ts'
import type { RpcContext } from './rpc-context.ts'
import { getEvents } from './event-methods.ts'
import { getLedgerEntries } from './ledger-entry-methods.ts'
import { getLedgers } from './ledger-methods.ts'
import {
  getFeeStats,
  getHealth,
  getLatestLedger,
  getNetwork,
  getVersionInfo,
} from './network-methods.ts'
import { simulateTransaction } from './simulate-methods.ts'
import { getTransaction, getTransactions } from './transaction-methods.ts'

export type RpcMethod = (context: RpcContext, params: JsonValue | undefined) => JsonValue

export const RPC_METHODS: ReadonlyMap<string, RpcMethod> = new Map<string, RpcMethod>([
  ['getHealth', getHealth],
  ['getNetwork', getNetwork],
  ['getVersionInfo', getVersionInfo],
  ['getLatestLedger', getLatestLedger],
  ['getFeeStats', getFeeStats],
  ['getLedgers', getLedgers],
  ['getTransaction', getTransaction],
  ['getTransactions', getTransactions],
  ['getEvents', getEvents],
  ['getLedgerEntries', getLedgerEntries],
  ['simulateTransaction', simulateTransaction],
])
