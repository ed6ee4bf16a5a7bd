// Persistence: the SQLite rows of every ledger, transaction, operation, effect, trade, account,
// data entry and offer (claimable balances in claims-store.ts, liquidity pools in pool-store.ts).

import { prepareAll } from '../store/database.ts'
import type { PreparedStatements, SandboxDatabase } from '../store/database.ts'
import { muxedSource } from './transaction-builder.ts'
import type { FeeBumpParts } from './transaction-builder.ts'
import { accountRecord, offerRecord } from './account-records.ts'
import { goJsonIndent } from '../store/go-json.ts'
import {
  MUXED_SOURCE_FIELDS,
  effectRecord,
  operationRecord,
  toid,
  transactionRecord,
  withMuxedSource,
} from './horizon-records.ts'
import type { JsonObject } from './horizon-records.ts'
import type { CreditAsset } from './ledger-entries.ts'
import { tradeRecord } from './trade-records.ts'
import type { TradeSide } from './trade-records.ts'
import { operationPoolIds } from './liquidity-pools.ts'
import type { AppliedOperation, PlannedTransaction, TradeDraft } from './simulator-types.ts'
import { canonicalAsset, ceilDivide, sameAsset } from './ledger-primitives.ts'
import type { LedgerState } from './ledger-state.ts'
import { operationHandler } from './operations/operation-table.ts'
import { ClaimsStore, claimableBalancesOf } from './claims-store.ts'
import { PoolStore } from './pool-store.ts'
import { ContractCallStore } from './contract-call-store.ts'

/** Taker offer ids that never rest in the book are encoded as op id | 1<<62 (Horizon's TOIDType). */
const SYNTHETIC_OFFER_ID_BIT = 1n << 62n

/** A transaction applied in the ledger being closed, with everything its rows need. */
export interface WrittenTransaction {
  plan: PlannedTransaction
  sequence: number
  /** 1-based application order within the ledger. */
  txOrder: number
  closeTime: number
  hash: string
  envelopeXdr: string
  resultXdr: string
  feeMetaXdr: string
  signatures: string[]
  fee: bigint
  maxFee: bigint
  feeAccount: string
  feeBump: FeeBumpParts | undefined
  txSequence: bigint
  maxTime: number
  successful: boolean
  applied: AppliedOperation[]
}

/** Where a trade sits: its operation, its 0-based order there, and the taker's side. */
type MuxedSource = ReturnType<typeof muxedSource>

interface TradePosition {
  tradeOrder: number
  operationId: bigint
  taker: string
  takerOfferId: number | null
  closeTime: number
}

const ledgerSql = {
  ledger: 'INSERT INTO ledgers (sequence, hash, closed_at, json) VALUES (?, ?, ?, ?)',
  transaction:
    'INSERT INTO transactions (id, hash, ledger, successful, json) VALUES (?, ?, ?, ?, ?)',
  transactionParticipant:
    'INSERT OR IGNORE INTO transaction_participants (account, transaction_id, successful) VALUES (?, ?, ?)',
  operation:
    'INSERT INTO operations (id, transaction_id, type_i, is_payment, successful, json) VALUES (?, ?, ?, ?, ?, ?)',
  operationParticipant:
    'INSERT OR IGNORE INTO operation_participants (account, operation_id, is_payment, successful) VALUES (?, ?, ?, ?)',
  effect: 'INSERT INTO effects (operation_id, effect_order, account, json) VALUES (?, ?, ?, ?)',
  upsertAccount:
    'INSERT INTO accounts (account_id, last_modified_ledger, json) VALUES (?, ?, ?) ON CONFLICT(account_id) DO UPDATE SET last_modified_ledger = excluded.last_modified_ledger, json = excluded.json',
  deleteAccount: 'DELETE FROM accounts WHERE account_id = ?',
  upsertData:
    'INSERT INTO account_data (account_id, name, value, sponsor) VALUES (?, ?, ?, ?) ON CONFLICT(account_id, name) DO UPDATE SET value = excluded.value, sponsor = excluded.sponsor',
  deleteData: 'DELETE FROM account_data WHERE account_id = ? AND name = ?',
  deleteAllData: 'DELETE FROM account_data WHERE account_id = ?',
  closeTime: 'SELECT closed_at FROM ledgers WHERE sequence = ?',
  trade:
    'INSERT INTO trades (operation_id, trade_order, base_account, counter_account, base_offer_id, counter_offer_id, trade_type, liquidity_pool_id, base_asset, counter_asset, json) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  transactionFee:
    'INSERT INTO transaction_fees (ledger, transaction_id, fee_charged, max_fee) VALUES (?, ?, ?, ?)',
  upsertOffer:
    'INSERT INTO offers (offer_id, seller, sponsor, selling_asset, buying_asset, price, json) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT(offer_id) DO UPDATE SET seller = excluded.seller, sponsor = excluded.sponsor, price = excluded.price, json = excluded.json',
  deleteOffer: 'DELETE FROM offers WHERE offer_id = ?',
}

export class LedgerStore {
  private readonly statements: PreparedStatements<keyof typeof ledgerSql>
  private readonly closeTimes = new Map<number, number>()
  private readonly ledger: LedgerState
  private readonly claims: ClaimsStore
  private readonly pools: PoolStore
  private readonly contractCalls: ContractCallStore

  constructor(db: SandboxDatabase, ledger: LedgerState) {
    this.ledger = ledger
    this.statements = prepareAll(db, ledgerSql)
    this.claims = new ClaimsStore(db)
    this.pools = new PoolStore(db)
    this.contractCalls = new ContractCallStore(db)
  }

  writeLedger(row: {
    sequence: number
    hash: string
    closeTime: number
    closedAt: string
    record: JsonObject
  }): void {
    this.statements.ledger.run(row.sequence, row.hash, row.closedAt, goJsonIndent(row.record))
    this.closeTimes.set(row.sequence, row.closeTime)
  }

  lastModifiedTime(ledger: number): number {
    const cached = this.closeTimes.get(ledger)
    if (cached !== undefined) return cached
    const row = this.statements.closeTime.get(ledger) as { closed_at: string } | undefined
    const time = row === undefined ? 0 : Date.parse(row.closed_at) / 1000
    this.closeTimes.set(ledger, time)
    return time
  }

  writeTouchedAccounts(): void {
    const state = this.ledger.requireState()
    const sponsoredOffers = Object.values(state.offers).filter(
      (offer) => offer.sponsor !== undefined,
    )
    for (const id of this.ledger.touchedAccounts) {
      const account = state.accounts[id]
      this.claims.writeAccountSponsors(id, account, sponsoredOffers)
      this.pools.writeHoldings(id, account)
      if (account === undefined) {
        this.statements.deleteAccount.run(id)
        this.statements.deleteAllData.run(id)
        continue
      }
      const record = accountRecord(
        account,
        this.lastModifiedTime(account.lastModifiedLedger),
        (asset) => this.ledger.liabilities(id, asset),
      )
      this.statements.upsertAccount.run(id, account.lastModifiedLedger, goJsonIndent(record))
    }
    for (const [id, names] of this.ledger.touchedData) {
      const account = state.accounts[id]
      if (account === undefined) continue
      for (const name of names) {
        const value = account.data[name]
        if (value === undefined) this.statements.deleteData.run(id, name)
        else this.statements.upsertData.run(id, name, value, account.dataSponsors?.[name] ?? null)
      }
    }
    for (const offerId of this.ledger.touchedOffers) {
      const offer = state.offers[String(offerId)]
      if (offer === undefined) this.statements.deleteOffer.run(offerId)
      else
        this.statements.upsertOffer.run(
          offerId,
          offer.seller,
          offer.sponsor ?? null,
          canonicalAsset(offer.selling),
          canonicalAsset(offer.buying),
          offer.priceN / offer.priceD,
          goJsonIndent(offerRecord(offer, this.lastModifiedTime(offer.lastModifiedLedger))),
        )
    }
    this.claims.writeTouchedBalances(this.ledger, (ledger) => this.lastModifiedTime(ledger))
    this.pools.writeTouchedPools(this.ledger, (ledger) => this.lastModifiedTime(ledger))
    this.ledger.touchedAccounts.clear()
    this.ledger.touchedData.clear()
    this.ledger.touchedOffers.clear()
    if (this.closeTimes.size > 10_000) this.closeTimes.clear()
  }

  writeTransaction(input: WrittenTransaction): void {
    const { plan, sequence, txOrder, closeTime, hash, successful } = input
    const transactionId = toid(sequence, txOrder, 0)
    const record = transactionRecord({
      hash,
      id: transactionId,
      successful,
      ledger: sequence,
      closeTime,
      sourceAccount: plan.source,
      sequence: input.txSequence,
      feeCharged: input.fee,
      maxFee: input.maxFee,
      feeAccount: input.feeAccount,
      sourceMuxed: muxedSource(plan),
      feeBump: input.feeBump,
      operationCount: plan.operations.length,
      envelopeXdr: input.envelopeXdr,
      resultXdr: input.resultXdr,
      feeMetaXdr: input.feeMetaXdr,
      memo: plan.memo,
      signatures: input.signatures,
      maxTime: input.maxTime,
    })
    this.statements.transaction.run(
      transactionId,
      hash,
      sequence,
      successful ? 1 : 0,
      goJsonIndent(record),
    )
    // Horizon's fee stats count a fee bump as one operation more.
    const feeOperations = BigInt(plan.operations.length + (input.feeBump === undefined ? 0 : 1))
    this.statements.transactionFee.run(
      sequence,
      transactionId,
      ceilDivide(input.fee, feeOperations),
      ceilDivide(input.maxFee, feeOperations),
    )
    const transactionParticipants = new Set<string>([plan.source, input.feeAccount])
    const pools = new Set<string>()
    plan.operations.forEach((operation, index) => {
      const participants = this.writeOperation(input, transactionId, index)
      for (const participant of participants) transactionParticipants.add(participant)
      for (const pool of operationPoolIds(operation, successful ? input.applied[index] : undefined))
        pools.add(pool)
    })
    for (const participant of transactionParticipants) {
      this.statements.transactionParticipant.run(participant, transactionId, successful ? 1 : 0)
    }
    this.pools.links.write(pools, { transactionId }, successful)
  }

  /** Writes the operation at `index` with its participants, trades and effects; returns its participants. */
  private writeOperation(
    transaction: WrittenTransaction,
    transactionId: bigint,
    index: number,
  ): string[] {
    const { plan, sequence, txOrder, closeTime, successful } = transaction
    const operation = plan.operations[index]
    if (operation === undefined) return []
    const handler = operationHandler(operation.kind)
    const sourceId = operation.source ?? plan.source
    // A muxed transaction source is the operation's source only when it has none of its own.
    const sourceMuxed = operation.source === undefined ? muxedSource(plan) : undefined
    const operationId = toid(sequence, txOrder, index + 1)
    const applied = transaction.applied[index]
    const appliedIfSuccessful = successful ? applied : undefined
    const isPayment = (
      typeof handler.isPayment === 'boolean'
        ? handler.isPayment
        : handler.isPayment(appliedIfSuccessful)
    )
      ? 1
      : 0
    const opRecord = operationRecord({
      id: operationId,
      successful,
      sourceAccount: sourceId,
      sourceMuxed,
      type: operation.kind,
      typeI: handler.typeI,
      closeTime,
      transactionHash: transaction.hash,
      details: {
        // Horizon's operation `sponsor`: the sponsor of an entry the operation created.
        ...(successful && applied?.sponsor !== undefined ? { sponsor: applied.sponsor } : {}),
        ...withMuxedSource(
          handler.details(sourceId, operation, successful ? applied?.outcome : undefined),
          MUXED_SOURCE_FIELDS,
          sourceId,
          sourceMuxed,
        ),
      },
    })
    this.statements.operation.run(
      operationId,
      transactionId,
      handler.typeI,
      isPayment,
      successful ? 1 : 0,
      goJsonIndent(opRecord),
    )
    const participants = handler.participants(sourceId, operation, appliedIfSuccessful)
    const balanceIds = claimableBalancesOf(operation, {
      transactionSourceId: plan.source,
      transactionSequence: transaction.txSequence,
      operationIndex: index,
    })
    // Balances a deauthorization created from pool shares (Horizon links them from the changes).
    if (successful) balanceIds.push(...(applied?.revokedPoolShares?.balanceIds ?? []))
    this.claims.links.write(balanceIds, { operationId, transactionId }, successful)
    const poolIds = operationPoolIds(operation, successful ? applied : undefined)
    this.pools.links.write(poolIds, { operationId }, successful)
    for (const participant of participants) {
      this.statements.operationParticipant.run(
        participant,
        operationId,
        isPayment,
        successful ? 1 : 0,
      )
    }
    if (successful) this.contractCalls.write(operationId, applied?.contractCall)
    // Horizon writes effects only for successful transactions.
    if (successful && applied !== undefined)
      this.writeTradesAndEffects(applied, { operationId, closeTime, taker: sourceId, sourceMuxed })
    return participants
  }

  /** The trades and effects of a successful operation (the source's effects keep its M… address). */
  private writeTradesAndEffects(
    applied: AppliedOperation,
    where: Pick<TradePosition, 'operationId' | 'closeTime' | 'taker'> & {
      sourceMuxed: MuxedSource
    },
  ): void {
    const { operationId, closeTime, taker: sourceId, sourceMuxed } = where
    applied.trades.forEach((trade, tradeOrder) =>
      this.writeTrade(trade, {
        tradeOrder,
        operationId,
        taker: sourceId,
        takerOfferId: applied.takerOfferId,
        closeTime,
      }),
    )
    applied.effects.forEach((effect, effectIndex) => {
      const order = effectIndex + 1
      const { accountMuxed, ...drafted } = effect
      // An effect on a muxed destination names its own M… address (or none); others the source's.
      const effectJson = withMuxedSource(
        effectRecord({ operationId, order, closeTime, ...drafted }),
        ['account'],
        accountMuxed === undefined ? sourceId : effect.account,
        accountMuxed === undefined ? sourceMuxed : (accountMuxed ?? undefined),
      )
      this.statements.effect.run(operationId, order, effect.account, goJsonIndent(effectJson))
    })
  }

  private assetRank(asset: CreditAsset | null): number {
    if (asset === null) return 0
    return (
      1 + this.ledger.requireState().assets.findIndex((candidate) => sameAsset(candidate, asset))
    )
  }

  /**
   * Horizon's trade row: base is the asset it saw first (lower history_assets id; native first,
   * then the issued assets in creation order), and a taker offer that never rested in the book
   * gets the synthetic id op_id | 1<<62. A liquidity pool maker has neither account nor offer id.
   */
  private writeTrade(trade: TradeDraft, position: TradePosition): void {
    const { tradeOrder, operationId, taker, takerOfferId, closeTime } = position
    const takerSide: TradeSide = {
      account: taker,
      offerId:
        takerOfferId === null
          ? (operationId | SYNTHETIC_OFFER_ID_BIT).toString()
          : String(takerOfferId),
    }
    const makerSide: TradeSide =
      trade.liquidityPoolId === undefined
        ? { account: trade.maker, offerId: String(trade.makerOfferId) }
        : { liquidityPoolId: trade.liquidityPoolId }
    const makerIsBase = this.assetRank(trade.makerSold) < this.assetRank(trade.makerBought)
    const baseAsset = makerIsBase ? trade.makerSold : trade.makerBought
    const counterAsset = makerIsBase ? trade.makerBought : trade.makerSold
    const record = tradeRecord({
      operationId,
      order: tradeOrder,
      closeTime,
      ...(trade.liquidityPoolId === undefined ? { offerId: String(trade.makerOfferId) } : {}),
      base: makerIsBase ? makerSide : takerSide,
      baseAmount: makerIsBase ? trade.makerSoldAmount : trade.makerBoughtAmount,
      baseAsset,
      counter: makerIsBase ? takerSide : makerSide,
      counterAmount: makerIsBase ? trade.makerBoughtAmount : trade.makerSoldAmount,
      counterAsset,
      baseIsSeller: makerIsBase,
    })
    this.statements.trade.run(
      operationId,
      tradeOrder,
      record.base_account ?? null,
      record.counter_account ?? null,
      record.base_offer_id ?? null,
      record.counter_offer_id ?? null,
      record.trade_type,
      trade.liquidityPoolId ?? null,
      canonicalAsset(baseAsset),
      canonicalAsset(counterAsset),
      goJsonIndent(record),
    )
  }
}
