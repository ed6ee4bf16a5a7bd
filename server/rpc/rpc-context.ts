// What every RPC method reads: the store, the network passphrase, and the retention window —
// the ledgers this RPC keeps, [max(elder, latest − retention + 1), latest], as stellar-rpc's
// history-retention-window bounds what its getLedgers, getTransaction(s) and getEvents serve.
// The window and the parsed ledger state change only when a ledger closes, so they are cached
// until the next ledgerClosed().
import type { SimulatorState } from '../simulator/simulator-types.ts'
import { deserializeState } from '../simulator/state-serialization.ts'
import { RpcError, JSON_RPC_CODES } from './json-rpc.ts'
import type { LedgerRow, RpcStore } from './rpc-store.ts'
import { unixSeconds } from './rpc-values.ts'

/** stellar-rpc's default is seven days (120,960 ledgers); the sandbox keeps less by default. */
export const DEFAULT_RPC_RETENTION_LEDGERS = 1440

export interface RpcWindow {
  oldest: number
  latest: number
  /** Unix seconds. */
  oldestCloseTime: number
  latestCloseTime: number
  latestLedger: LedgerRow
  protocolVersion: number
}

interface LedgerFields {
  closed_at: string
  protocol_version: number
}

export const ledgerFields = (row: LedgerRow): LedgerFields => JSON.parse(row.json) as LedgerFields

export class RpcContext {
  private cachedWindow: RpcWindow | undefined
  private cachedState: SimulatorState | undefined
  private readonly derived = new Map<string, unknown>()

  constructor(
    readonly store: RpcStore,
    readonly retention: number,
  ) {}

  get passphrase(): string {
    return this.store.networkPassphrase()
  }

  ledgerClosed(): void {
    this.cachedWindow = undefined
    this.cachedState = undefined
    this.derived.clear()
  }

  /** The window, or stellar-rpc's -32603 before anything was ingested. */
  window(): RpcWindow {
    if (this.cachedWindow) return this.cachedWindow
    const { latest, elder } = this.store.storedRange()
    const oldest = Math.max(elder, latest - this.retention + 1, 1)
    const latestLedger = this.store.ledger(latest)
    const oldestLedger = this.store.ledger(oldest)
    if (!latestLedger || !oldestLedger)
      throw new RpcError(JSON_RPC_CODES.internalError, 'data stores are not initialized')
    const latestFields = ledgerFields(latestLedger)
    this.cachedWindow = {
      oldest,
      latest,
      oldestCloseTime: unixSeconds(ledgerFields(oldestLedger).closed_at),
      latestCloseTime: unixSeconds(latestFields.closed_at),
      latestLedger,
      protocolVersion: latestFields.protocol_version,
    }
    return this.cachedWindow
  }

  /** The simulator's current ledger state (accounts, trustlines, contract instances). */
  ledgerState(): SimulatorState {
    if (this.cachedState) return this.cachedState
    const text = this.store.simulatorState()
    if (text === undefined)
      throw new RpcError(JSON_RPC_CODES.internalError, 'data stores are not initialized')
    this.cachedState = deserializeState(text)
    return this.cachedState
  }

  /** A value computed once per closed ledger (fee statistics, the latest ledger's meta). */
  perLedger<Value>(key: string, compute: () => Value): Value {
    if (this.derived.has(key)) return this.derived.get(key) as Value
    const value = compute()
    this.derived.set(key, value)
    return value
  }
}
