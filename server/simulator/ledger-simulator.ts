// The sandbox's deterministic ledger simulator: the only writer of the SQLite store. It keeps a
// small, real Stellar ledger state (accounts, trustlines with limits and auth flags, signers,
// thresholds, data entries, an order book with liabilities, the fee pool), generates varied
// activity with a seeded PRNG, signs real transactions for the sandbox passphrase, applies them
// with Stellar Core's validity rules (reserves, trust, authorization, liabilities) and stores every
// resulting Horizon record. Same seed + same close times ⇒ byte-identical database.
//
// Deliberate simplifications (each keeps the data internally consistent):
// - At most one transaction per source account per ledger; fees are charged for the whole set
//   first, then transactions apply in order, as Core does.
// - Transactions are signed by the source's master key only (added signers never raise
//   thresholds above the master weight).
// - Offer crossing rounds in the maker's favour with simple ceil/floor maths, not Core's
//   exchangeV10; manage_buy_offer is matched in sell terms. Path payments use path [] or one hop.
// - Ledger headers are real LedgerHeader XDR, but txSetHash is the legacy
//   sha256(prev hash ‖ envelopes), bucketListHash a deterministic stand-in and skipList zeros.
// - result_meta_xdr is not produced (Horizon omits it when run with SKIP_TXMETA).
// - Muxed (M…) transaction sources and payment/path payment/merge destinations show as Horizon
//   renders them (muxed-destinations.ts); claimants and created accounts cannot be muxed.
// - Soroban: the Stellar Asset Contract (deploy, transfer, extend_footprint_ttl) and three real
//   WASM contracts applied in TypeScript (wasm-contract-calls.ts); no restore_footprint (nothing
//   can be archived within a sandbox history with real TTLs). Not simulated: inflation.

import { xdr } from '@stellar/stellar-sdk'
import { readMeta, writeMeta } from '../store/database.ts'
import type { SandboxDatabase } from '../store/database.ts'
import { MetaKey } from '../store/schema.ts'
import { ledgerRecord } from './horizon-records.ts'
import { Prng } from './prng.ts'
import {
  BASE_FEE,
  BASE_RESERVE,
  DEFAULT_MAX_ACCOUNTS,
  GENESIS_CLOSE_TIME,
  HISTORY_BATCH,
  HISTORY_LEDGER_INTERVAL,
  MAX_TX_SET_SIZE,
  MIN_ACCOUNTS,
  PROTOCOL_VERSION,
  SANDBOX_NETWORK_PASSPHRASE,
  TOTAL_COINS,
} from './simulator-constants.ts'
import { cloneAccount, sha256 } from './ledger-primitives.ts'
import { SandboxKeys } from './sandbox-keys.ts'
import { LedgerState } from './ledger-state.ts'
import { LedgerStore } from './ledger-store.ts'
import { deserializeState, serializeState } from './state-serialization.ts'
import type { WrittenTransaction } from './ledger-store.ts'
import type { AppliedOperation } from './simulator-types.ts'
import { ledgerHeader } from './ledger-header.ts'
import {
  buildTransaction,
  encodeLedgerEntryChanges,
  transactionResultBody,
} from './transaction-builder.ts'
import type { BuiltTransaction } from './transaction-builder.ts'
import { applyOperation } from './operation-applier.ts'
import { ActivityPlanner } from './activity-planner.ts'
import { unusedRefundableFee } from './soroban-fees.ts'

export { SANDBOX_NETWORK_PASSPHRASE } from './simulator-constants.ts'

export interface LedgerSimulatorOptions {
  db: SandboxDatabase
  seed: number
  history: number
  onHistoryProgress?: (done: number, total: number) => void
  /** Upper bound of transactions per generated ledger (default 8); raise it for benchmarks. */
  maxTransactionsPerLedger?: number
  /**
   * Cap on simulated accounts (default 120). Each account sources at most one transaction per
   * ledger, so raise it together with maxTransactionsPerLedger for big benchmark histories.
   * Like the seed, these options must stay the same across restarts for determinism.
   */
  maxAccounts?: number
}

/** A closed ledger as writeLedger needs it: its transaction set and what applying it counted. */
interface ClosedLedger {
  sequence: number
  closeTime: number
  envelopes: Uint8Array[]
  successfulTransactionCount: number
  failedTransactionCount: number
  /** Operations of successful transactions. */
  operationCount: number
  /** Operations of every transaction in the set. */
  txSetOperationCount: number
  txSetResultHash: Uint8Array
}

export class LedgerSimulator {
  readonly seed: number
  private readonly db: SandboxDatabase
  private readonly history: number
  private readonly onHistoryProgress?: (done: number, total: number) => void
  private readonly keys: SandboxKeys
  private readonly ledger = new LedgerState()
  private readonly store: LedgerStore
  private readonly planner: ActivityPlanner

  constructor(options: LedgerSimulatorOptions) {
    this.db = options.db
    this.history = options.history
    this.onHistoryProgress = options.onHistoryProgress
    const storedSeed = readMeta(this.db, MetaKey.seed)
    this.seed = storedSeed === undefined ? options.seed : Number(storedSeed)
    this.keys = new SandboxKeys(this.seed)
    let prng = Prng.fromSeed(this.seed)
    this.store = new LedgerStore(this.db, this.ledger)
    const storedState = readMeta(this.db, MetaKey.simulatorState)
    if (storedState !== undefined) {
      this.ledger.state = deserializeState(storedState)
      prng = new Prng(this.ledger.state.prng)
    }
    this.planner = new ActivityPlanner(prng, this.ledger, this.keys, {
      maxTransactionsPerLedger: Math.max(2, options.maxTransactionsPerLedger ?? 8),
      maxAccounts: Math.max(MIN_ACCOUNTS + 10, options.maxAccounts ?? DEFAULT_MAX_ACCOUNTS),
    })
  }

  latestLedgerSequence(): number {
    return this.ledger.state?.ledgerSequence ?? 0
  }

  prepare(): void {
    if (this.ledger.state === undefined) {
      this.db.transaction(() => {
        writeMeta(this.db, MetaKey.networkPassphrase, SANDBOX_NETWORK_PASSPHRASE)
        writeMeta(this.db, MetaKey.seed, String(this.seed))
        writeMeta(this.db, MetaKey.elderLedger, '1')
        this.writeGenesis()
        this.persistState()
      })()
    }
    const target = 1 + this.history
    const total = this.history
    while (this.latestLedgerSequence() < target) {
      this.db.transaction(() => {
        for (
          let closed = 0;
          closed < HISTORY_BATCH && this.latestLedgerSequence() < target;
          closed++
        ) {
          const sequence = this.latestLedgerSequence() + 1
          // Fixed, seed-independent times keep history byte-identical; never step back in time
          // if this database already closed live ledgers before a larger --history was asked.
          const fixedTime = GENESIS_CLOSE_TIME + HISTORY_LEDGER_INTERVAL * (sequence - 1)
          this.closeLedgerInsideTransaction(
            Math.max(fixedTime, this.ledger.requireState().closeTime + 1),
          )
        }
        this.persistState()
      })()
      this.onHistoryProgress?.(Math.min(total, this.latestLedgerSequence() - 1), total)
    }
  }

  closeLedger(closeTime?: Date): number {
    const state = this.ledger.requireState()
    const requested =
      closeTime === undefined
        ? Math.floor(Date.now() / 1000)
        : Math.floor(closeTime.getTime() / 1000)
    const effective = Math.max(requested, state.closeTime + 1)
    this.db.transaction(() => {
      this.closeLedgerInsideTransaction(effective)
      this.persistState()
    })()
    return this.latestLedgerSequence()
  }

  private persistState(): void {
    const state = this.ledger.requireState()
    state.prng = this.planner.prng.snapshot()
    writeMeta(this.db, MetaKey.simulatorState, serializeState(state))
    writeMeta(this.db, MetaKey.latestLedger, String(state.ledgerSequence))
  }

  private writeGenesis(): void {
    const rootId = this.keys.rootKeypair.publicKey()
    // Real Stellar: the genesis root account holds every lumen and has sequence number 0.
    const root = this.ledger.newAccountState({
      id: rootId,
      keyIndex: -1,
      balance: TOTAL_COINS,
      sequence: 0n,
      ledgerSequence: 1,
    })
    this.ledger.state = {
      prng: this.planner.prng.snapshot(),
      nextKeyIndex: 0,
      ledgerSequence: 0,
      closeTime: GENESIS_CLOSE_TIME,
      ledgerHash: '',
      feePool: 0n,
      accounts: { [rootId]: root },
      assets: [],
      offers: {},
      lastOfferId: 0,
      claimableBalances: {},
      liquidityPools: {},
    }
    this.ledger.touchedAccounts.add(rootId)
    this.writeLedger({
      sequence: 1,
      closeTime: GENESIS_CLOSE_TIME,
      envelopes: [],
      successfulTransactionCount: 0,
      failedTransactionCount: 0,
      operationCount: 0,
      txSetOperationCount: 0,
      txSetResultHash: sha256(''),
    })
  }

  // ---------------------------------------------------------------- ledger close

  private closeLedgerInsideTransaction(closeTime: number): void {
    const state = this.ledger.requireState()
    const sequence = state.ledgerSequence + 1
    const plans = this.planner.planLedger(sequence)
    const ledgerStartSequence = BigInt(sequence) << 32n

    // Stellar Core charges every fee of the set first, then applies the transactions in order.
    const built = plans.map((plan) => buildTransaction(state, this.keys, plan, closeTime))
    const feeMetas = this.chargeFees(built, sequence)

    let successfulCount = 0
    let operationCount = 0
    let txSetOperationCount = 0
    const resultPairs: xdr.TransactionResultPair[] = []
    const rows: WrittenTransaction[] = []
    built.forEach((transaction, index) => {
      const { plan, hash } = transaction
      const { successful, applied, result, feeCharged } = this.applyTransaction(
        transaction,
        sequence,
        ledgerStartSequence,
        closeTime,
      )
      resultPairs.push(
        new xdr.TransactionResultPair({ transactionHash: Buffer.from(hash, 'hex'), result }),
      )
      txSetOperationCount += plan.operations.length
      if (successful) {
        successfulCount++
        operationCount += plan.operations.length
      }
      rows.push({
        ...transaction,
        fee: feeCharged,
        sequence,
        txOrder: index + 1,
        closeTime,
        resultXdr: result.toXDR('base64'),
        feeMetaXdr: feeMetas[index] ?? '',
        successful,
        applied,
      })
    })
    for (const row of rows) this.store.writeTransaction(row)
    const txSetResultHash = sha256(new xdr.TransactionResultSet({ results: resultPairs }).toXDR())
    this.writeLedger({
      sequence,
      closeTime,
      envelopes: built.map((entry) => entry.envelopeBytes),
      successfulTransactionCount: successfulCount,
      failedTransactionCount: built.length - successfulCount,
      operationCount,
      txSetOperationCount,
      txSetResultHash,
    })
  }

  /** Charges every fee of the set; returns each transaction's fee meta (base64 XDR). */
  private chargeFees(built: BuiltTransaction[], sequence: number): string[] {
    const state = this.ledger.requireState()
    return built.map(({ feeAccount, fee }) => {
      const account = this.ledger.mutableAccount(feeAccount, sequence)
      const before = this.ledger.accountLedgerEntry(this.ledger.journal.get(feeAccount) ?? account)
      account.balance -= fee
      state.feePool += fee
      const after = this.ledger.accountLedgerEntry(account)
      this.ledger.journal.clear()
      return encodeLedgerEntryChanges([
        xdr.LedgerEntryChange.ledgerEntryState(before),
        xdr.LedgerEntryChange.ledgerEntryUpdated(after),
      ])
    })
  }

  /** Consumes the sequence number, applies every operation, rolls back if one fails. */
  private applyTransaction(
    { plan, fee, txSequence, feeBump, feeAccount }: BuiltTransaction,
    sequence: number,
    ledgerStartSequence: bigint,
    closeTime: number,
  ): {
    successful: boolean
    applied: AppliedOperation[]
    result: xdr.TransactionResult
    feeCharged: bigint
  } {
    const source = this.ledger.mutableAccount(plan.source, sequence)
    source.sequence = txSequence
    source.sequenceLedger = sequence
    source.sequenceTime = closeTime
    // The sequence number is consumed even when the operations fail: keep it out of the rollback.
    this.ledger.journal.set(plan.source, cloneAccount(source))
    const applied = plan.operations.map((operation, operationIndex) =>
      applyOperation(this.ledger, {
        sourceId: operation.source ?? plan.source,
        operation,
        ledgerSequence: sequence,
        ledgerStartSequence,
        transaction: { sourceId: plan.source, sequence: txSequence, operationIndex, closeTime },
      }),
    )
    // Operations that all succeed but leave a begin_sponsoring_future_reserves open fail the
    // transaction with Core's txBAD_SPONSORSHIP (and no operation results).
    const operationsSucceeded = applied.every((outcome) => outcome.success)
    const badSponsorship = operationsSucceeded && this.ledger.activeSponsorships.size > 0
    const successful = operationsSucceeded && !badSponsorship
    if (!successful) this.ledger.rollback()
    this.ledger.clearJournals()
    const feeCharged = fee - this.refundSorobanFee(plan, applied, successful, feeAccount, sequence)
    const operationResults = applied.map((outcome) => outcome.result)
    const result = new xdr.TransactionResult({
      feeCharged,
      result: transactionResultBody(
        badSponsorship ? 'bad_sponsorship' : successful ? 'success' : 'failed',
        operationResults,
        feeBump,
      ),
      ext: xdr.TransactionResultExt.v0(),
    })
    return { successful, applied, result, feeCharged }
  }

  /** Pays back the refundable Soroban fee the transaction did not consume (after it applied). */
  private refundSorobanFee(
    plan: BuiltTransaction['plan'],
    applied: AppliedOperation[],
    successful: boolean,
    feeAccount: string,
    sequence: number,
  ): bigint {
    const refund = unusedRefundableFee(plan.operations, successful ? applied : [])
    if (refund === 0n) return 0n
    this.ledger.mutableAccount(feeAccount, sequence).balance += refund
    this.ledger.requireState().feePool -= refund
    this.ledger.clearJournals()
    return refund
  }

  private writeLedger(counts: ClosedLedger): void {
    const { sequence, closeTime, envelopes, txSetResultHash } = counts
    const state = this.ledger.requireState()
    const { headerBytes, hash } = ledgerHeader({
      state,
      seed: this.seed,
      sequence,
      closeTime,
      envelopes,
      txSetResultHash,
    })
    const record = ledgerRecord({
      hash,
      prevHash: state.ledgerHash,
      sequence,
      successfulTransactionCount: counts.successfulTransactionCount,
      failedTransactionCount: counts.failedTransactionCount,
      operationCount: counts.operationCount,
      txSetOperationCount: counts.txSetOperationCount,
      closeTime,
      totalCoins: TOTAL_COINS,
      feePool: state.feePool,
      baseFee: Number(BASE_FEE),
      baseReserve: Number(BASE_RESERVE),
      maxTxSetSize: MAX_TX_SET_SIZE,
      protocolVersion: PROTOCOL_VERSION,
      headerXdr: Buffer.from(headerBytes).toString('base64'),
    })
    this.store.writeLedger({
      sequence,
      hash,
      closeTime,
      closedAt: record.closed_at as string,
      record,
    })
    state.ledgerSequence = sequence
    state.closeTime = closeTime
    state.ledgerHash = hash
    this.store.writeTouchedAccounts()
  }
}
