// Read-side access to the sandbox database: the keyset sources behind every collection and the
// single-record lookups. All SQL of the HTTP layer lives here.
import type { SandboxDatabase } from '../../store/database.ts'
import { MetaKey } from '../../store/schema.ts'
import { ledgerToid, type Order } from '../../protocol/page-query.ts'
import {
  mergedPairSource,
  pairKeySource,
  singleKeySource,
  StatementCache,
  type KeysetSource,
} from '../../protocol/keyset-source.ts'

/** [lowest, beyond) range of TOIDs for a ledger, a transaction or an operation. */
export interface IdRange {
  lowest: bigint
  beyond: bigint
  label: string
}

export function ledgerRange(sequence: number): IdRange {
  return {
    lowest: ledgerToid(sequence),
    beyond: ledgerToid(sequence + 1),
    label: `ledger:${sequence}`,
  }
}

/** Operation ids of a transaction share its TOID's upper 52 bits (12 bits of op index). */
export function transactionRange(transactionId: bigint): IdRange {
  return { lowest: transactionId, beyond: transactionId + 4096n, label: `tx:${transactionId}` }
}

export function operationRange(operationId: bigint): IdRange {
  return { lowest: operationId, beyond: operationId + 1n, label: `op:${operationId}` }
}

/** The history's extent and network, from the meta table (changes only when a ledger closes). */
export interface HistoryMeta {
  latestLedger: number
  elderLedger: number
  networkPassphrase: string
}

/** What the root document tells about one ledger. */
export interface LedgerSummary {
  closedAt: string
  protocolVersion: number
}

const ceilingLedgerOfToid = (toid: bigint): bigint => (toid + 0xffffffffn) >> 32n

export class HistoryStore {
  readonly statements: StatementCache

  constructor(readonly db: SandboxDatabase) {
    this.statements = new StatementCache(db)
  }

  readHistoryMeta(): HistoryMeta {
    const rows = this.statements
      .get('SELECT key, value FROM meta WHERE key IN (?, ?, ?)')
      .all(MetaKey.latestLedger, MetaKey.elderLedger, MetaKey.networkPassphrase) as Array<{
      key: string
      value: string
    }>
    const values = new Map(rows.map((row) => [row.key, row.value]))
    return {
      latestLedger: Number(values.get(MetaKey.latestLedger) ?? '0'),
      elderLedger: Number(values.get(MetaKey.elderLedger) ?? '0'),
      networkPassphrase: values.get(MetaKey.networkPassphrase) ?? '',
    }
  }

  ledgerJson(sequence: number): string | undefined {
    const row = this.statements.get('SELECT json FROM ledgers WHERE sequence = ?').get(sequence) as
      { json: string } | undefined
    return row?.json
  }

  ledgerSummary(sequence: number): LedgerSummary | undefined {
    const row = this.statements
      .get(
        "SELECT closed_at, json_extract(json, '$.protocol_version') AS protocol_version FROM ledgers WHERE sequence = ?",
      )
      .get(sequence) as { closed_at: string; protocol_version: unknown } | undefined
    if (!row) return undefined
    const version = row.protocol_version
    return {
      closedAt: row.closed_at,
      protocolVersion:
        typeof version === 'number' || typeof version === 'bigint' ? Number(version) : 0,
    }
  }

  ledgerExists(sequence: number): boolean {
    return (
      this.statements.get('SELECT 1 FROM ledgers WHERE sequence = ?').get(sequence) !== undefined
    )
  }

  transactionByHash(hash: string): { id: bigint; json: string } | undefined {
    return this.statements.get('SELECT id, json FROM transactions WHERE hash = ?').get(hash) as
      { id: bigint; json: string } | undefined
  }

  /** The fee-bump transaction whose inner transaction has this hash. */
  transactionByInnerHash(hash: string): { id: bigint; json: string } | undefined {
    return this.statements
      .get(
        "SELECT id, json FROM transactions WHERE json_extract(json, '$.inner_transaction.hash') = ?",
      )
      .get(hash) as { id: bigint; json: string } | undefined
  }

  transactionJsonById(id: bigint): string | undefined {
    const row = this.statements.get('SELECT json FROM transactions WHERE id = ?').get(id) as
      { json: string } | undefined
    return row?.json
  }

  operationById(id: bigint): { json: string; transactionId: bigint } | undefined {
    const row = this.statements
      .get('SELECT json, transaction_id FROM operations WHERE id = ?')
      .get(id) as { json: string; transaction_id: bigint } | undefined
    return row && { json: row.json, transactionId: row.transaction_id }
  }

  accountJson(accountId: string): string | undefined {
    const row = this.statements
      .get('SELECT json FROM accounts WHERE account_id = ?')
      .get(accountId) as { json: string } | undefined
    return row?.json
  }

  /** An account is known if it exists now or ever took part in a transaction (merged accounts). */
  accountKnown(accountId: string): boolean {
    if (this.accountJson(accountId) !== undefined) return true
    return (
      this.statements
        .get('SELECT 1 FROM transaction_participants WHERE account = ? LIMIT 1')
        .get(accountId) !== undefined
    )
  }

  accountDataValue(accountId: string, name: string): string | undefined {
    const row = this.statements
      .get('SELECT value FROM account_data WHERE account_id = ? AND name = ?')
      .get(accountId, name) as { value: string } | undefined
    return row?.value
  }

  ledgers(): KeysetSource {
    return singleKeySource(this.statements, {
      selectFrom: 'SELECT sequence, embedded_json FROM ledgers',
      keyColumn: 'sequence',
      filters: [],
      filterParameters: [],
      // Ledger cursors are TOIDs (seq << 32); the table is keyed by sequence.
      cursorToKey: (cursor: bigint, order: Order) =>
        order === 'asc' ? cursor >> 32n : ceilingLedgerOfToid(cursor),
      keyToToken: (key) => ledgerToid(key).toString(),
      shareKey: 'ledgers',
    })
  }

  transactions(options: {
    range?: IdRange
    account?: string
    includeFailed: boolean
  }): KeysetSource {
    const { range, account, includeFailed } = options
    const shareKey = `transactions|${range?.label ?? ''}|${account ?? ''}|${includeFailed}`
    if (account !== undefined)
      return singleKeySource(this.statements, {
        selectFrom:
          'SELECT p.transaction_id, t.embedded_json FROM transaction_participants p JOIN transactions t ON t.id = p.transaction_id',
        keyColumn: 'p.transaction_id',
        filters: ['p.account = ?', ...(includeFailed ? [] : ['p.successful = 1'])],
        filterParameters: [account],
        shareKey,
      })
    return singleKeySource(this.statements, {
      selectFrom: 'SELECT id, embedded_json FROM transactions',
      keyColumn: 'id',
      filters: includeFailed ? [] : ['successful = 1'],
      filterParameters: [],
      ...(range ? { lowest: range.lowest, beyond: range.beyond } : {}),
      shareKey,
    })
  }

  operations(options: {
    range?: IdRange
    account?: string
    onlyPayments: boolean
    includeFailed: boolean
  }): KeysetSource {
    const { range, account, onlyPayments, includeFailed } = options
    const shareKey = `operations|${range?.label ?? ''}|${account ?? ''}|${onlyPayments}|${includeFailed}`
    if (account !== undefined)
      return singleKeySource(this.statements, {
        selectFrom:
          'SELECT p.operation_id, o.embedded_json, o.transaction_id FROM operation_participants p JOIN operations o ON o.id = p.operation_id',
        keyColumn: 'p.operation_id',
        filters: [
          'p.account = ?',
          ...(onlyPayments ? ['p.is_payment = 1'] : []),
          ...(includeFailed ? [] : ['p.successful = 1']),
        ],
        filterParameters: [account],
        shareKey,
      })
    return singleKeySource(this.statements, {
      selectFrom: 'SELECT id, embedded_json, transaction_id FROM operations',
      keyColumn: 'id',
      filters: [
        ...(onlyPayments ? ['is_payment = 1'] : []),
        ...(includeFailed ? [] : ['successful = 1']),
      ],
      filterParameters: [],
      ...(range ? { lowest: range.lowest, beyond: range.beyond } : {}),
      shareKey,
    })
  }

  effects(options: { range?: IdRange; account?: string }): KeysetSource {
    const { range, account } = options
    return pairKeySource(this.statements, {
      selectFrom: 'SELECT operation_id, effect_order, embedded_json FROM effects',
      firstColumn: 'operation_id',
      secondColumn: 'effect_order',
      filters: account === undefined ? [] : ['account = ?'],
      filterParameters: account === undefined ? [] : [account],
      ...(range ? { lowest: range.lowest, beyond: range.beyond } : {}),
      shareKey: `effects|${range?.label ?? ''}|${account ?? ''}`,
    })
  }

  trades(options: { account?: string }): KeysetSource {
    const tradeSource = (column?: string): KeysetSource =>
      pairKeySource(this.statements, {
        selectFrom: 'SELECT operation_id, trade_order, embedded_json FROM trades',
        firstColumn: 'operation_id',
        secondColumn: 'trade_order',
        filters: column === undefined ? [] : [`${column} = ?`],
        filterParameters: column === undefined ? [] : [options.account],
        shareKey: `trades|${column ?? ''}|${options.account ?? ''}`,
      })
    if (options.account === undefined) return tradeSource()
    return mergedPairSource(
      tradeSource('base_account'),
      tradeSource('counter_account'),
      `trades|${options.account}`,
    )
  }

  offers(seller: string): KeysetSource {
    return singleKeySource(this.statements, {
      selectFrom: 'SELECT offer_id, embedded_json FROM offers',
      keyColumn: 'offer_id',
      filters: ['seller = ?'],
      filterParameters: [seller],
      shareKey: `offers|${seller}`,
    })
  }
}
