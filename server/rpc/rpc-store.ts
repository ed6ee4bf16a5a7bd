// What the RPC methods read from the sandbox's SQLite store (written by the simulator, read-only
// here): ledgers, transactions with their operations, and the invoke_host_function operations
// whose Stellar Asset Contract call emitted an event. TOIDs are bound and read as BigInt.
import type { Statement } from 'better-sqlite3'
import { prepareAll, readMeta, type SandboxDatabase } from '../store/database.ts'
import { MetaKey } from '../store/schema.ts'

export interface LedgerRow {
  sequence: number
  hash: string
  /** Horizon's ledger record (header_xdr, closed_at, protocol_version…). */
  json: string
}

export interface TransactionRow {
  /** TOID(ledger, application order, 0). */
  id: bigint
  hash: string
  ledger: number
  successful: boolean
  /** Horizon's transaction record (envelope_xdr, result_xdr, fee_meta_xdr…). */
  json: string
}

export interface OperationRow {
  /** TOID(ledger, application order, index + 1). */
  id: bigint
  typeI: number
  json: string
}

/** A successful contract call that emitted events, with its transaction's hash. */
export interface EventOperationRow extends OperationRow {
  /** JSON array of base64 ContractEvent. */
  events: string
  transactionHash: string
}

/** What RPC shows of a successful invoke_host_function (the contract_calls table). */
export interface ContractCallRow {
  /** The operation's TOID. */
  id: bigint
  /** Base64 ScVal. */
  returnValue: string
  /** JSON array of base64 ContractEvent. */
  events: string
  rentFee: bigint
  /** JSON array of base64 LedgerEntryChange (the contract entries a WASM call changed). */
  changes: string
}

const rpcSql = {
  ledger: 'SELECT sequence, hash, json FROM ledgers WHERE sequence = ?',
  ledgerRange:
    'SELECT sequence, hash, json FROM ledgers WHERE sequence >= ? AND sequence <= ? ORDER BY sequence',
  transactionByHash: 'SELECT id, hash, ledger, successful, json FROM transactions WHERE hash = ?',
  transactionsFrom:
    'SELECT id, hash, ledger, successful, json FROM transactions WHERE id >= ? AND id < ? ORDER BY id LIMIT ?',
  transactionsOfLedgers:
    'SELECT id, hash, ledger, successful, json FROM transactions WHERE id >= ? AND id < ? ORDER BY id',
  operationsOfTransaction:
    'SELECT id, type_i AS typeI, json FROM operations WHERE transaction_id = ? ORDER BY id',
  eventOperations: `SELECT c.operation_id AS id, o.type_i AS typeI, o.json, c.events,
      t.hash AS transactionHash
    FROM contract_calls c JOIN operations o ON o.id = c.operation_id
    JOIN transactions t ON t.id = o.transaction_id
    WHERE c.operation_id >= ? AND c.operation_id < ? AND c.events != '[]'
    ORDER BY c.operation_id LIMIT ?`,
  contractCallsOfTransaction: `SELECT operation_id AS id, return_value AS returnValue, events,
      rent_fee AS rentFee, changes
    FROM contract_calls WHERE operation_id > ? AND operation_id < ? ORDER BY operation_id`,
} as const

type RawTransaction = Omit<TransactionRow, 'successful'> & { successful: bigint }

function transactionRow(raw: RawTransaction): TransactionRow {
  return { ...raw, ledger: Number(raw.ledger), successful: raw.successful === 1n }
}

export const ledgerStartId = (sequence: number): bigint => BigInt(sequence) << 32n

export class RpcStore {
  private readonly statements: Record<keyof typeof rpcSql, Statement>

  constructor(private readonly db: SandboxDatabase) {
    this.statements = prepareAll(db, rpcSql)
    for (const name of [
      'transactionByHash',
      'transactionsFrom',
      'transactionsOfLedgers',
      'operationsOfTransaction',
      'eventOperations',
      'contractCallsOfTransaction',
    ] as const)
      this.statements[name].safeIntegers(true)
  }

  /** The newest closed ledger and the oldest one the store holds (meta latest/elder). */
  storedRange(): { latest: number; elder: number } {
    return {
      latest: Number(readMeta(this.db, MetaKey.latestLedger) ?? '0'),
      elder: Number(readMeta(this.db, MetaKey.elderLedger) ?? '1'),
    }
  }

  networkPassphrase(): string {
    return readMeta(this.db, MetaKey.networkPassphrase) ?? ''
  }

  /** The simulator's current ledger state (JSON, see state-serialization.ts). */
  simulatorState(): string | undefined {
    return readMeta(this.db, MetaKey.simulatorState)
  }

  ledger(sequence: number): LedgerRow | undefined {
    return this.statements.ledger.get(sequence) as LedgerRow | undefined
  }

  ledgers(first: number, last: number): LedgerRow[] {
    return this.statements.ledgerRange.all(first, last) as LedgerRow[]
  }

  transactionByHash(hash: string): TransactionRow | undefined {
    const raw = this.statements.transactionByHash.get(hash) as RawTransaction | undefined
    return raw && transactionRow(raw)
  }

  /** Transactions with fromId <= id < beforeId, in application order, at most `limit`. */
  transactionsFrom(fromId: bigint, beforeId: bigint, limit: number): TransactionRow[] {
    const rows = this.statements.transactionsFrom.all(fromId, beforeId, limit) as RawTransaction[]
    return rows.map(transactionRow)
  }

  /** Every transaction of ledgers first..last. */
  transactionsOfLedgers(first: number, last: number): TransactionRow[] {
    const rows = this.statements.transactionsOfLedgers.all(
      ledgerStartId(first),
      ledgerStartId(last + 1),
    ) as RawTransaction[]
    return rows.map(transactionRow)
  }

  operationsOfTransaction(transactionId: bigint): OperationRow[] {
    const rows = this.statements.operationsOfTransaction.all(transactionId) as Array<
      Omit<OperationRow, 'typeI'> & { typeI: bigint }
    >
    return rows.map((row) => ({ ...row, typeI: Number(row.typeI) }))
  }

  /** The contract calls of a transaction, by operation TOID. */
  contractCallsOfTransaction(transactionId: bigint): Map<bigint, ContractCallRow> {
    const rows = this.statements.contractCallsOfTransaction.all(
      transactionId,
      transactionId + 4096n,
    ) as ContractCallRow[]
    return new Map(rows.map((row) => [row.id, row]))
  }

  /** Contract calls with events, fromId <= operation id < beforeId, at most `limit`. */
  eventOperations(fromId: bigint, beforeId: bigint, limit: number): EventOperationRow[] {
    const rows = this.statements.eventOperations.all(fromId, beforeId, limit) as Array<
      Omit<EventOperationRow, 'typeI'> & { typeI: bigint }
    >
    return rows.map((row) => ({ ...row, typeI: Number(row.typeI) }))
  }
}
