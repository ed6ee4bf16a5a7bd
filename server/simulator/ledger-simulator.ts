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
// - Not simulated: claimable balances, liquidity pools, sponsorship, clawback, muxed accounts,
//   fee bumps, Soroban.

import { createHash, createPrivateKey, sign as signEd25519 } from 'node:crypto'
import type { KeyObject } from 'node:crypto'
import {
  Account,
  Asset,
  Keypair,
  Memo,
  Operation,
  TransactionBuilder,
  xdr,
} from '@stellar/stellar-sdk'
import type { SandboxDatabase } from '../store/database.ts'
import { readMeta, writeMeta } from '../store/database.ts'
import { MetaKey } from '../store/schema.ts'
import { goJsonIndent } from '../store/go-json.ts'
import {
  accountRecord,
  assetFields,
  effectRecord,
  formatPrice,
  ledgerRecord,
  offerRecord,
  operationRecord,
  toid,
  tradeRecord,
  transactionRecord,
} from './horizon-records.ts'
import type {
  AccountState,
  CreditAsset,
  JsonObject,
  Liabilities,
  MemoValue,
  OfferState,
  TrustlineState,
} from './horizon-records.ts'
import { Prng } from './prng.ts'
import type { PrngState } from './prng.ts'
import { formatStroops, units } from './stroops.ts'

export const SANDBOX_NETWORK_PASSPHRASE = 'Ledger Explorer Sandbox ; November 2026'

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

const TOTAL_COINS = units(100_000_000_000)
const BASE_FEE = 100n
const BASE_RESERVE = 5_000_000n
const MAX_TX_SET_SIZE = 1000
const PROTOCOL_VERSION = 21
const GENESIS_CLOSE_TIME = Date.UTC(2026, 0, 1) / 1000
const HISTORY_LEDGER_INTERVAL = 5
/** Ledgers generated per SQLite transaction during prepare(); each commit is a consistent state. */
const HISTORY_BATCH = 25
const DEFAULT_MAX_ACCOUNTS = 120
const MIN_ACCOUNTS = 30
const MAX_TRUSTLINE_LIMIT = 9_223_372_036_854_775_807n

const ACCOUNT_FLAG_AUTH_REQUIRED = 1
const ACCOUNT_FLAG_AUTH_REVOCABLE = 2
const TRUSTLINE_AUTHORIZED = 1

/** Everything needed to continue after a restart; stored as JSON in meta.simulator_state. */
interface SimulatorState {
  prng: PrngState
  nextKeyIndex: number
  ledgerSequence: number
  closeTime: number
  ledgerHash: string
  feePool: bigint
  accounts: Record<string, AccountState>
  /** Issued assets, in the order Horizon would first see them (decides trade base/counter). */
  assets: CreditAsset[]
  /** The order book, by offer id. */
  offers: Record<string, OfferState>
  /** Last offer id handed out (the ledger header's idPool). */
  lastOfferId: number
}

type Operation_ =
  | { kind: 'create_account'; destination: string; keyIndex: number; startingBalance: bigint }
  | { kind: 'payment'; destination: string; asset: CreditAsset | null; amount: bigint }
  | {
      kind: 'path_payment_strict_send'
      destination: string
      /** Destination asset. */
      asset: CreditAsset | null
      /** Source asset when it differs from `asset`: the payment then crosses the order book. */
      sendAsset?: CreditAsset | null
      /** Intermediate assets (at most one here). */
      path?: Array<CreditAsset | null>
      sendAmount: bigint
      destMin: bigint
    }
  | {
      kind: 'path_payment_strict_receive'
      destination: string
      /** Destination asset. */
      asset: CreditAsset | null
      /** Source asset when it differs from `asset`: the payment then crosses the order book. */
      sendAsset?: CreditAsset | null
      /** Intermediate assets (at most one here). */
      path?: Array<CreditAsset | null>
      sendMax: bigint
      destAmount: bigint
    }
  | { kind: 'change_trust'; asset: CreditAsset; limit: bigint }
  | { kind: 'set_trust_line_flags'; trustor: string; asset: CreditAsset; authorize: boolean }
  | {
      kind: 'set_options'
      homeDomain?: string
      thresholds?: [number, number, number]
      setFlags?: number
      clearFlags?: number
      signer?: { key: string; weight: number }
    }
  | { kind: 'manage_data'; name: string; value: string | null }
  | { kind: 'bump_sequence'; bumpTo: bigint }
  | { kind: 'account_merge'; destination: string }
  | {
      kind: 'manage_sell_offer'
      selling: CreditAsset | null
      buying: CreditAsset | null
      amount: bigint
      /** Price of one unit of selling in units of buying. */
      priceN: number
      priceD: number
      offerId: number
    }
  | {
      kind: 'manage_buy_offer'
      selling: CreditAsset | null
      buying: CreditAsset | null
      buyAmount: bigint
      /** Price of one unit of buying in units of selling. */
      priceN: number
      priceD: number
      offerId: number
    }
type PlannedOperation = Operation_

interface PlannedTransaction {
  source: string
  operations: PlannedOperation[]
  memo: MemoValue
}

interface EffectDraft {
  account: string
  type: string
  typeI: number
  details: JsonObject
}

/** One offer crossed by a taker (a ClaimOfferAtom). */
interface TradeDraft {
  makerOfferId: number
  maker: string
  /** What the maker's offer sold (and the taker bought). */
  makerSold: CreditAsset | null
  makerSoldAmount: bigint
  makerBought: CreditAsset | null
  makerBoughtAmount: bigint
}

interface AppliedOperation {
  success: boolean
  result: xdr.OperationResult
  effects: EffectDraft[]
  trades: TradeDraft[]
  /** The taker's offer id when its offer rests in the book after the operation. */
  takerOfferId: number | null
  /** Type-specific operation fields that depend on the outcome (path payment amounts). */
  outcome: JsonObject
}

const OPERATION_TYPE_I: Record<PlannedOperation['kind'], number> = {
  create_account: 0,
  payment: 1,
  path_payment_strict_receive: 2,
  manage_sell_offer: 3,
  manage_buy_offer: 12,
  set_options: 5,
  change_trust: 6,
  account_merge: 8,
  manage_data: 10,
  bump_sequence: 11,
  path_payment_strict_send: 13,
  set_trust_line_flags: 21,
}

const PAYMENT_KINDS = new Set<PlannedOperation['kind']>([
  'create_account',
  'payment',
  'path_payment_strict_receive',
  'path_payment_strict_send',
  'account_merge',
])

const MEMO_TEXTS = [
  'rent march',
  'invoice #1042',
  'R&D <budget>',
  'thanks!',
  'coffee',
  'payroll',
  'café ☕',
  'refund 42',
]
const HOME_DOMAINS = ['example.com', 'anchor.example', 'sandbox.test', 'pay.example.org']
const DATA_NAMES = ['config', 'kyc_status', 'referrer', 'note', 'avatar']
/** Reference value of one unit of each asset code in lumens: keeps offer prices plausible. */
const REFERENCE_VALUE: Record<string, number> = {
  USD: 10,
  EURT: 11,
  GOLDCERT: 500,
  BTCX: 1000,
  CARBONCREDIT: 2,
}
/** Taker offer ids that never rest in the book are encoded as op id | 1<<62 (Horizon's TOIDType). */
const SYNTHETIC_OFFER_ID_BIT = 1n << 62n
/** DER header of a PKCS#8 Ed25519 private key; the 32-byte seed follows. */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex')

type OfferFailure =
  | 'malformed'
  | 'sell_no_trust'
  | 'buy_no_trust'
  | 'sell_not_authorized'
  | 'buy_not_authorized'
  | 'line_full'
  | 'underfunded'
  | 'cross_self'
  | 'not_found'
  | 'low_reserve'
type Failure =
  | 'underfunded'
  | 'src_no_trust'
  | 'src_not_authorized'
  | 'no_destination'
  | 'no_trust'
  | 'not_authorized'
  | 'line_full'

function sha256(data: Uint8Array | string): Uint8Array {
  return new Uint8Array(createHash('sha256').update(data).digest())
}

function hex(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('hex')
}

function sdkAsset(asset: CreditAsset | null): Asset {
  return asset === null ? Asset.native() : new Asset(asset.code, asset.issuer)
}

function sameAsset(a: CreditAsset, b: CreditAsset): boolean {
  return a.code === b.code && a.issuer === b.issuer
}

function sameAssetOrNative(a: CreditAsset | null, b: CreditAsset | null): boolean {
  if (a === null || b === null) return a === b
  return sameAsset(a, b)
}

function ceilDivide(numerator: bigint, denominator: bigint): bigint {
  return (numerator + denominator - 1n) / denominator
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b)
}

/** Buying liabilities of an offer: what it would receive if fully taken. */
function offerBuyingLiabilities(offer: OfferState): bigint {
  return ceilDivide(offer.amount * BigInt(offer.priceN), BigInt(offer.priceD))
}

function serializeState(state: SimulatorState): string {
  return JSON.stringify(state, (_key, value: unknown) =>
    typeof value === 'bigint' ? `${value}n` : value,
  )
}

function deserializeState(text: string): SimulatorState {
  return JSON.parse(text, (_key, value: unknown) =>
    typeof value === 'string' && /^-?\d+n$/.test(value) ? BigInt(value.slice(0, -1)) : value,
  ) as SimulatorState
}

function cloneAccount(account: AccountState): AccountState {
  return {
    ...account,
    signers: account.signers.map((signer) => ({ ...signer })),
    data: { ...account.data },
    trustlines: account.trustlines.map((line) => ({ ...line })),
  }
}

/** Encodes an XDR var-array of LedgerEntryChange (the LedgerEntryChanges typedef). */
function encodeLedgerEntryChanges(changes: xdr.LedgerEntryChange[]): string {
  return xdr.encodeArray(xdr.LedgerEntryChange, changes, 'base64')
}

export class LedgerSimulator {
  readonly seed: number
  private readonly db: SandboxDatabase
  private readonly history: number
  private readonly onHistoryProgress?: (done: number, total: number) => void
  private readonly maxTransactionsPerLedger: number
  private readonly maxAccounts: number
  private readonly keypairs = new Map<number, Keypair>()
  private readonly signingKeys = new Map<number, KeyObject>()
  private readonly rootKeypair = Keypair.master(SANDBOX_NETWORK_PASSPHRASE)
  private state: SimulatorState | undefined
  private prng: Prng
  /** Accounts as they were before the current transaction touched them (for rollback). */ private journal =
    new Map<string, AccountState | null>()
  /** Offers as they were before the current transaction touched them (for rollback). */
  private offerJournal = new Map<number, OfferState | null>()
  private touchedOffers = new Set<number>()
  /** Accounts changed in the current ledger: rewritten (or deleted) at commit. */
  private touchedAccounts = new Set<string>()
  private touchedData = new Map<string, Set<string>>()
  private readonly closeTimes = new Map<number, number>()
  private readonly statements: ReturnType<LedgerSimulator['prepareStatements']>

  constructor(options: LedgerSimulatorOptions) {
    this.db = options.db
    this.history = options.history
    this.onHistoryProgress = options.onHistoryProgress
    this.maxTransactionsPerLedger = Math.max(2, options.maxTransactionsPerLedger ?? 8)
    this.maxAccounts = Math.max(MIN_ACCOUNTS + 10, options.maxAccounts ?? DEFAULT_MAX_ACCOUNTS)
    const storedSeed = readMeta(this.db, MetaKey.seed)
    this.seed = storedSeed === undefined ? options.seed : Number(storedSeed)
    this.prng = Prng.fromSeed(this.seed)
    this.statements = this.prepareStatements()
    const storedState = readMeta(this.db, MetaKey.simulatorState)
    if (storedState !== undefined) {
      this.state = deserializeState(storedState)
      this.prng = new Prng(this.state.prng)
    }
  }

  private prepareStatements() {
    const db = this.db
    return {
      ledger: db.prepare(
        'INSERT INTO ledgers (sequence, hash, closed_at, json) VALUES (?, ?, ?, ?)',
      ),
      transaction: db.prepare(
        'INSERT INTO transactions (id, hash, ledger, successful, json) VALUES (?, ?, ?, ?, ?)',
      ),
      transactionParticipant: db.prepare(
        'INSERT OR IGNORE INTO transaction_participants (account, transaction_id, successful) VALUES (?, ?, ?)',
      ),
      operation: db.prepare(
        'INSERT INTO operations (id, transaction_id, type_i, is_payment, successful, json) VALUES (?, ?, ?, ?, ?, ?)',
      ),
      operationParticipant: db.prepare(
        'INSERT OR IGNORE INTO operation_participants (account, operation_id, is_payment, successful) VALUES (?, ?, ?, ?)',
      ),
      effect: db.prepare(
        'INSERT INTO effects (operation_id, effect_order, account, json) VALUES (?, ?, ?, ?)',
      ),
      upsertAccount: db.prepare(
        'INSERT INTO accounts (account_id, last_modified_ledger, json) VALUES (?, ?, ?) ON CONFLICT(account_id) DO UPDATE SET last_modified_ledger = excluded.last_modified_ledger, json = excluded.json',
      ),
      deleteAccount: db.prepare('DELETE FROM accounts WHERE account_id = ?'),
      upsertData: db.prepare(
        'INSERT INTO account_data (account_id, name, value) VALUES (?, ?, ?) ON CONFLICT(account_id, name) DO UPDATE SET value = excluded.value',
      ),
      deleteData: db.prepare('DELETE FROM account_data WHERE account_id = ? AND name = ?'),
      deleteAllData: db.prepare('DELETE FROM account_data WHERE account_id = ?'),
      closeTime: db.prepare('SELECT closed_at FROM ledgers WHERE sequence = ?'),
      trade: db.prepare(
        'INSERT INTO trades (operation_id, trade_order, base_account, counter_account, base_offer_id, counter_offer_id, json) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      upsertOffer: db.prepare(
        'INSERT INTO offers (offer_id, seller, json) VALUES (?, ?, ?) ON CONFLICT(offer_id) DO UPDATE SET seller = excluded.seller, json = excluded.json',
      ),
      deleteOffer: db.prepare('DELETE FROM offers WHERE offer_id = ?'),
    }
  }

  latestLedgerSequence(): number {
    return this.state?.ledgerSequence ?? 0
  }

  prepare(): void {
    if (this.state === undefined) {
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
        for (let i = 0; i < HISTORY_BATCH && this.latestLedgerSequence() < target; i++) {
          const sequence = this.latestLedgerSequence() + 1
          // Fixed, seed-independent times keep history byte-identical; never step back in time
          // if this database already closed live ledgers before a larger --history was asked.
          const fixedTime = GENESIS_CLOSE_TIME + HISTORY_LEDGER_INTERVAL * (sequence - 1)
          this.closeLedgerInsideTransaction(Math.max(fixedTime, this.requireState().closeTime + 1))
        }
        this.persistState()
      })()
      this.onHistoryProgress?.(Math.min(total, this.latestLedgerSequence() - 1), total)
    }
  }

  closeLedger(closeTime?: Date): number {
    const state = this.requireState()
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

  private requireState(): SimulatorState {
    if (this.state === undefined) throw new Error('LedgerSimulator.prepare() must run first')
    return this.state
  }

  private persistState(): void {
    const state = this.requireState()
    state.prng = this.prng.snapshot()
    writeMeta(this.db, MetaKey.simulatorState, serializeState(state))
    writeMeta(this.db, MetaKey.latestLedger, String(state.ledgerSequence))
  }

  private signingKeyFor(keyIndex: number): KeyObject {
    let key = this.signingKeys.get(keyIndex)
    if (key === undefined) {
      const seed = this.keypairFor(keyIndex).rawSecretKey()
      key = createPrivateKey({
        key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]),
        format: 'der',
        type: 'pkcs8',
      })
      this.signingKeys.set(keyIndex, key)
    }
    return key
  }

  private keypairFor(keyIndex: number): Keypair {
    if (keyIndex < 0) return this.rootKeypair
    let keypair = this.keypairs.get(keyIndex)
    if (keypair === undefined) {
      keypair = Keypair.fromRawEd25519Seed(
        sha256(`ledger-explorer-sandbox:${this.seed}:${keyIndex}`),
      )
      this.keypairs.set(keyIndex, keypair)
    }
    return keypair
  }

  private newAccountState(
    id: string,
    keyIndex: number,
    balance: bigint,
    sequence: bigint,
    ledger: number,
  ): AccountState {
    return {
      keyIndex,
      id,
      balance,
      sequence,
      subentryCount: 0,
      masterWeight: 1,
      lowThreshold: 0,
      medThreshold: 0,
      highThreshold: 0,
      flags: 0,
      homeDomain: '',
      signers: [],
      data: {},
      trustlines: [],
      lastModifiedLedger: ledger,
    }
  }

  private writeGenesis(): void {
    const rootId = this.rootKeypair.publicKey()
    // Real Stellar: the genesis root account holds every lumen and has sequence number 0.
    const root = this.newAccountState(rootId, -1, TOTAL_COINS, 0n, 1)
    this.state = {
      prng: this.prng.snapshot(),
      nextKeyIndex: 0,
      ledgerSequence: 0,
      closeTime: GENESIS_CLOSE_TIME,
      ledgerHash: '',
      feePool: 0n,
      accounts: { [rootId]: root },
      assets: [],
      offers: {},
      lastOfferId: 0,
    }
    this.touchedAccounts.add(rootId)
    this.writeLedger(1, GENESIS_CLOSE_TIME, [], 0, 0, 0, 0)
  }

  // ---------------------------------------------------------------- ledger close

  private closeLedgerInsideTransaction(closeTime: number): void {
    const state = this.requireState()
    const sequence = state.ledgerSequence + 1
    const plans = this.planLedger(sequence)
    const ledgerStartSequence = BigInt(sequence) << 32n

    // Stellar Core charges every fee of the set first, then applies the transactions in order.
    const built = plans.map((plan) => this.buildTransaction(plan, closeTime))
    const feeMetas = built.map(({ plan, fee }) => {
      const account = this.mutableAccount(plan.source, sequence)
      const before = this.accountLedgerEntry(this.journal.get(plan.source) ?? account)
      account.balance -= fee
      state.feePool += fee
      const after = this.accountLedgerEntry(account)
      this.journal.clear()
      return encodeLedgerEntryChanges([
        xdr.LedgerEntryChange.ledgerEntryState(before),
        xdr.LedgerEntryChange.ledgerEntryUpdated(after),
      ])
    })

    let successfulCount = 0
    let failedCount = 0
    let operationCount = 0
    let txSetOperationCount = 0
    const resultPairs: xdr.TransactionResultPair[] = []
    const rows: Array<() => void> = []
    built.forEach(({ plan, envelopeXdr, hash, signatures, fee, txSequence, maxTime }, index) => {
      const txOrder = index + 1
      const source = this.mutableAccount(plan.source, sequence)
      source.sequence = txSequence
      // The sequence number is consumed even when the operations fail: keep it out of the rollback.
      this.journal.set(plan.source, cloneAccount(source))
      const applied = plan.operations.map((operation) =>
        this.applyOperation(plan.source, operation, sequence, ledgerStartSequence),
      )
      const successful = applied.every((outcome) => outcome.success)
      if (!successful) this.rollback()
      this.journal.clear()
      this.offerJournal.clear()
      const opResults = applied.map((outcome) => outcome.result)
      const result = new xdr.TransactionResult({
        feeCharged: fee,
        result: successful
          ? xdr.TransactionResultResult.txSuccess(opResults)
          : xdr.TransactionResultResult.txFailed(opResults),
        ext: xdr.TransactionResultExt.v0(),
      })
      resultPairs.push(
        new xdr.TransactionResultPair({ transactionHash: Buffer.from(hash, 'hex'), result }),
      )
      txSetOperationCount += plan.operations.length
      if (successful) {
        successfulCount++
        operationCount += plan.operations.length
      } else failedCount++
      const feeMetaXdr = feeMetas[index] ?? ''
      rows.push(() =>
        this.writeTransaction({
          plan,
          sequence,
          txOrder,
          closeTime,
          hash,
          envelopeXdr,
          resultXdr: result.toXDR('base64'),
          feeMetaXdr,
          signatures,
          fee,
          txSequence,
          maxTime,
          successful,
          applied,
        }),
      )
    })
    for (const row of rows) row()
    const txSetResultHash = sha256(new xdr.TransactionResultSet({ results: resultPairs }).toXDR())
    this.writeLedger(
      sequence,
      closeTime,
      built.map((entry) => entry.envelopeBytes),
      successfulCount,
      failedCount,
      operationCount,
      txSetOperationCount,
      txSetResultHash,
    )
  }

  private writeLedger(
    sequence: number,
    closeTime: number,
    envelopes: Uint8Array[],
    successfulCount: number,
    failedCount: number,
    operationCount: number,
    txSetOperationCount: number,
    txSetResultHash: Uint8Array = sha256(''),
  ): void {
    const state = this.requireState()
    const previousHash =
      state.ledgerHash === '' ? new Uint8Array(32) : Buffer.from(state.ledgerHash, 'hex')
    // Legacy TransactionSet hash: sha256(previousLedgerHash ‖ envelope XDR…).
    const txSetHash = sha256(Buffer.concat([previousHash, ...envelopes]))
    const header = new xdr.LedgerHeader({
      ledgerVersion: PROTOCOL_VERSION,
      previousLedgerHash: previousHash,
      scpValue: new xdr.StellarValue({
        txSetHash,
        closeTime: BigInt(closeTime),
        upgrades: [],
        ext: xdr.StellarValueExt.stellarValueBasic(),
      }),
      txSetResultHash,
      // The sandbox has no bucket list; a deterministic stand-in keeps the header well formed.
      bucketListHash: sha256(`bucket-list:${this.seed}:${sequence}`),
      ledgerSeq: sequence,
      totalCoins: TOTAL_COINS,
      feePool: state.feePool,
      inflationSeq: 0,
      idPool: BigInt(state.lastOfferId),
      baseFee: Number(BASE_FEE),
      baseReserve: Number(BASE_RESERVE),
      maxTxSetSize: MAX_TX_SET_SIZE,
      skipList: [new Uint8Array(32), new Uint8Array(32), new Uint8Array(32), new Uint8Array(32)],
      ext: xdr.LedgerHeaderExt.v0(),
    })
    const headerBytes = header.toXDR()
    const hash = hex(sha256(headerBytes))
    const record = ledgerRecord({
      hash,
      prevHash: state.ledgerHash,
      sequence,
      successfulTransactionCount: successfulCount,
      failedTransactionCount: failedCount,
      operationCount,
      txSetOperationCount,
      closeTime,
      totalCoins: TOTAL_COINS,
      feePool: state.feePool,
      baseFee: Number(BASE_FEE),
      baseReserve: Number(BASE_RESERVE),
      maxTxSetSize: MAX_TX_SET_SIZE,
      protocolVersion: PROTOCOL_VERSION,
      headerXdr: Buffer.from(headerBytes).toString('base64'),
    })
    this.statements.ledger.run(sequence, hash, record.closed_at as string, goJsonIndent(record))
    state.ledgerSequence = sequence
    state.closeTime = closeTime
    state.ledgerHash = hash
    this.closeTimes.set(sequence, closeTime)
    this.writeTouchedAccounts()
  }

  private lastModifiedTime(ledger: number): number {
    const cached = this.closeTimes.get(ledger)
    if (cached !== undefined) return cached
    const row = this.statements.closeTime.get(ledger) as { closed_at: string } | undefined
    const time = row === undefined ? 0 : Date.parse(row.closed_at) / 1000
    this.closeTimes.set(ledger, time)
    return time
  }

  private writeTouchedAccounts(): void {
    const state = this.requireState()
    for (const id of this.touchedAccounts) {
      const account = state.accounts[id]
      if (account === undefined) {
        this.statements.deleteAccount.run(id)
        this.statements.deleteAllData.run(id)
        continue
      }
      const record = accountRecord(
        account,
        this.lastModifiedTime(account.lastModifiedLedger),
        (asset) => this.liabilities(id, asset),
      )
      this.statements.upsertAccount.run(id, account.lastModifiedLedger, goJsonIndent(record))
    }
    for (const [id, names] of this.touchedData) {
      const account = state.accounts[id]
      if (account === undefined) continue
      for (const name of names) {
        const value = account.data[name]
        if (value === undefined) this.statements.deleteData.run(id, name)
        else this.statements.upsertData.run(id, name, value)
      }
    }
    for (const offerId of this.touchedOffers) {
      const offer = state.offers[String(offerId)]
      if (offer === undefined) this.statements.deleteOffer.run(offerId)
      else
        this.statements.upsertOffer.run(
          offerId,
          offer.seller,
          goJsonIndent(offerRecord(offer, this.lastModifiedTime(offer.lastModifiedLedger))),
        )
    }
    this.touchedAccounts.clear()
    this.touchedData.clear()
    this.touchedOffers.clear()
    if (this.closeTimes.size > 10_000) this.closeTimes.clear()
  }

  // ---------------------------------------------------------------- transactions

  private buildTransaction(plan: PlannedTransaction, closeTime: number) {
    const state = this.requireState()
    const source = state.accounts[plan.source]
    if (source === undefined) throw new Error(`unknown source ${plan.source}`)
    const maxTime = closeTime + 300
    const builder = new TransactionBuilder(new Account(source.id, source.sequence.toString()), {
      fee: BASE_FEE.toString(),
      networkPassphrase: SANDBOX_NETWORK_PASSPHRASE,
      timebounds: { minTime: 0, maxTime },
      memo: this.sdkMemo(plan.memo),
    })
    for (const operation of plan.operations) builder.addOperation(this.sdkOperation(operation))
    const transaction = builder.build()
    // Same signature as transaction.sign(keypair) (Ed25519 is deterministic), via Node's native
    // Ed25519: several times faster than the SDK's pure-JS signer, which dominated generation.
    const keypair = this.keypairFor(source.keyIndex)
    const signature = signEd25519(null, transaction.hash(), this.signingKeyFor(source.keyIndex))
    transaction.addDecoratedSignature(
      new xdr.DecoratedSignature({
        hint: keypair.signatureHint(),
        signature: new Uint8Array(signature),
      }),
    )
    const envelopeBytes = transaction.toEnvelope().toXDR()
    return {
      plan,
      envelopeBytes,
      envelopeXdr: Buffer.from(envelopeBytes).toString('base64'),
      hash: hex(transaction.hash()),
      signatures: transaction.signatures.map((signature) =>
        Buffer.from(signature.signature.value).toString('base64'),
      ),
      fee: BASE_FEE * BigInt(plan.operations.length),
      txSequence: source.sequence + 1n,
      maxTime,
    }
  }

  private sdkMemo(memo: MemoValue): Memo {
    switch (memo.type) {
      case 'none':
        return Memo.none()
      case 'text':
        return Memo.text(memo.text)
      case 'id':
        return Memo.id(memo.id.toString())
      case 'hash':
        return Memo.hash(hex(memo.bytes))
      case 'return':
        return Memo.return(hex(memo.bytes))
    }
  }

  private sdkOperation(operation: PlannedOperation): xdr.Operation {
    switch (operation.kind) {
      case 'create_account':
        return Operation.createAccount({
          destination: operation.destination,
          startingBalance: formatStroops(operation.startingBalance),
        })
      case 'payment':
        return Operation.payment({
          destination: operation.destination,
          asset: sdkAsset(operation.asset),
          amount: formatStroops(operation.amount),
        })
      case 'path_payment_strict_send':
        return Operation.pathPaymentStrictSend({
          sendAsset: sdkAsset(
            operation.sendAsset === undefined ? operation.asset : operation.sendAsset,
          ),
          sendAmount: formatStroops(operation.sendAmount),
          destination: operation.destination,
          destAsset: sdkAsset(operation.asset),
          destMin: formatStroops(operation.destMin),
          path: (operation.path ?? []).map(sdkAsset),
        })
      case 'path_payment_strict_receive':
        return Operation.pathPaymentStrictReceive({
          sendAsset: sdkAsset(
            operation.sendAsset === undefined ? operation.asset : operation.sendAsset,
          ),
          sendMax: formatStroops(operation.sendMax),
          destination: operation.destination,
          destAsset: sdkAsset(operation.asset),
          destAmount: formatStroops(operation.destAmount),
          path: (operation.path ?? []).map(sdkAsset),
        })
      case 'change_trust':
        return Operation.changeTrust({
          asset: sdkAsset(operation.asset),
          limit: formatStroops(operation.limit),
        })
      case 'set_trust_line_flags':
        return Operation.setTrustLineFlags({
          trustor: operation.trustor,
          asset: sdkAsset(operation.asset),
          flags: { authorized: operation.authorize },
        })
      case 'set_options':
        return Operation.setOptions({
          homeDomain: operation.homeDomain,
          lowThreshold: operation.thresholds?.[0],
          medThreshold: operation.thresholds?.[1],
          highThreshold: operation.thresholds?.[2],
          setFlags: operation.setFlags,
          clearFlags: operation.clearFlags,
          signer:
            operation.signer === undefined
              ? undefined
              : { ed25519PublicKey: operation.signer.key, weight: operation.signer.weight },
        })
      case 'manage_data':
        return Operation.manageData({ name: operation.name, value: operation.value })
      case 'bump_sequence':
        return Operation.bumpSequence({ bumpTo: operation.bumpTo.toString() })
      case 'account_merge':
        return Operation.accountMerge({ destination: operation.destination })
      case 'manage_sell_offer':
        return Operation.manageSellOffer({
          selling: sdkAsset(operation.selling),
          buying: sdkAsset(operation.buying),
          amount: formatStroops(operation.amount),
          price: { n: operation.priceN, d: operation.priceD },
          offerId: String(operation.offerId),
        })
      case 'manage_buy_offer':
        return Operation.manageBuyOffer({
          selling: sdkAsset(operation.selling),
          buying: sdkAsset(operation.buying),
          buyAmount: formatStroops(operation.buyAmount),
          price: { n: operation.priceN, d: operation.priceD },
          offerId: String(operation.offerId),
        })
    }
  }

  private writeTransaction(input: {
    plan: PlannedTransaction
    sequence: number
    txOrder: number
    closeTime: number
    hash: string
    envelopeXdr: string
    resultXdr: string
    feeMetaXdr: string
    signatures: string[]
    fee: bigint
    txSequence: bigint
    maxTime: number
    successful: boolean
    applied: AppliedOperation[]
  }): void {
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
      maxFee: input.fee,
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
    const transactionParticipants = new Set<string>([plan.source])
    plan.operations.forEach((operation, index) => {
      const operationId = toid(sequence, txOrder, index + 1)
      const applied = input.applied[index]
      const isPayment = PAYMENT_KINDS.has(operation.kind) ? 1 : 0
      const opRecord = operationRecord({
        id: operationId,
        successful,
        sourceAccount: plan.source,
        type: operation.kind,
        typeI: OPERATION_TYPE_I[operation.kind],
        closeTime,
        transactionHash: hash,
        details: this.operationDetails(
          plan.source,
          operation,
          successful ? applied?.outcome : undefined,
        ),
      })
      this.statements.operation.run(
        operationId,
        transactionId,
        OPERATION_TYPE_I[operation.kind],
        isPayment,
        successful ? 1 : 0,
        goJsonIndent(opRecord),
      )
      for (const participant of this.operationParticipants(plan.source, operation)) {
        transactionParticipants.add(participant)
        this.statements.operationParticipant.run(
          participant,
          operationId,
          isPayment,
          successful ? 1 : 0,
        )
      }
      // Horizon writes effects only for successful transactions.
      if (successful && applied !== undefined) {
        applied.trades.forEach((trade, tradeOrder) =>
          this.writeTrade(
            trade,
            tradeOrder,
            operationId,
            plan.source,
            applied.takerOfferId,
            closeTime,
          ),
        )
        applied.effects.forEach((effect, effectIndex) => {
          const order = effectIndex + 1
          const effectJson = effectRecord(
            operationId,
            order,
            effect.account,
            effect.type,
            effect.typeI,
            closeTime,
            effect.details,
          )
          this.statements.effect.run(operationId, order, effect.account, goJsonIndent(effectJson))
        })
      }
    })
    for (const participant of transactionParticipants) {
      this.statements.transactionParticipant.run(participant, transactionId, successful ? 1 : 0)
    }
  }

  private assetRank(asset: CreditAsset | null): number {
    if (asset === null) return 0
    return 1 + this.requireState().assets.findIndex((candidate) => sameAsset(candidate, asset))
  }

  /**
   * Horizon's trade row: base is the asset it saw first (lower history_assets id; native first,
   * then the issued assets in creation order), and a taker offer that never rested in the book
   * gets the synthetic id op_id | 1<<62.
   */
  private writeTrade(
    trade: TradeDraft,
    tradeOrder: number,
    operationId: bigint,
    taker: string,
    takerOfferId: number | null,
    closeTime: number,
  ): void {
    const makerOfferId = String(trade.makerOfferId)
    const takerOffer =
      takerOfferId === null
        ? (operationId | SYNTHETIC_OFFER_ID_BIT).toString()
        : String(takerOfferId)
    const makerIsBase = this.assetRank(trade.makerSold) < this.assetRank(trade.makerBought)
    const record = tradeRecord({
      operationId,
      order: tradeOrder,
      closeTime,
      offerId: makerOfferId,
      baseOfferId: makerIsBase ? makerOfferId : takerOffer,
      baseAccount: makerIsBase ? trade.maker : taker,
      baseAmount: makerIsBase ? trade.makerSoldAmount : trade.makerBoughtAmount,
      baseAsset: makerIsBase ? trade.makerSold : trade.makerBought,
      counterOfferId: makerIsBase ? takerOffer : makerOfferId,
      counterAccount: makerIsBase ? taker : trade.maker,
      counterAmount: makerIsBase ? trade.makerBoughtAmount : trade.makerSoldAmount,
      counterAsset: makerIsBase ? trade.makerBought : trade.makerSold,
      baseIsSeller: makerIsBase,
    })
    this.statements.trade.run(
      operationId,
      tradeOrder,
      record.base_account as string,
      record.counter_account as string,
      record.base_offer_id as string,
      record.counter_offer_id as string,
      goJsonIndent(record),
    )
  }

  private operationParticipants(source: string, operation: PlannedOperation): string[] {
    switch (operation.kind) {
      case 'create_account':
      case 'payment':
      case 'path_payment_strict_send':
      case 'path_payment_strict_receive':
      case 'account_merge':
        return [source, operation.destination]
      case 'set_trust_line_flags':
        return [source, operation.trustor]
      default:
        return [source]
    }
  }

  /** Type-specific operation fields (horizon-api.md §4.2), in Horizon's order. */
  private operationDetails(
    source: string,
    operation: PlannedOperation,
    outcome: JsonObject | undefined,
  ): JsonObject {
    switch (operation.kind) {
      case 'create_account':
        return {
          starting_balance: formatStroops(operation.startingBalance),
          funder: source,
          account: operation.destination,
        }
      case 'payment':
        return {
          ...assetFields(operation.asset),
          from: source,
          to: operation.destination,
          amount: formatStroops(operation.amount),
        }
      case 'path_payment_strict_receive':
        return {
          ...assetFields(operation.asset),
          from: source,
          to: operation.destination,
          amount: formatStroops(operation.destAmount),
          path: (operation.path ?? []).map((asset) => assetFields(asset)),
          source_amount: (outcome?.source_amount as string | undefined) ?? '0.0000000',
          source_max: formatStroops(operation.sendMax),
          ...assetFields(
            operation.sendAsset === undefined ? operation.asset : operation.sendAsset,
            'source_',
          ),
        }
      case 'path_payment_strict_send':
        return {
          ...assetFields(operation.asset),
          from: source,
          to: operation.destination,
          amount: (outcome?.amount as string | undefined) ?? '0.0000000',
          path: (operation.path ?? []).map((asset) => assetFields(asset)),
          source_amount: formatStroops(operation.sendAmount),
          destination_min: formatStroops(operation.destMin),
          ...assetFields(
            operation.sendAsset === undefined ? operation.asset : operation.sendAsset,
            'source_',
          ),
        }
      case 'change_trust':
        return {
          ...assetFields(operation.asset),
          limit: formatStroops(operation.limit),
          trustee: operation.asset.issuer,
          trustor: source,
        }
      case 'set_trust_line_flags':
        return {
          ...assetFields(operation.asset),
          trustor: operation.trustor,
          ...(operation.authorize
            ? { set_flags: [1], set_flags_s: ['authorized'] }
            : { clear_flags: [1], clear_flags_s: ['authorized'] }),
        }
      case 'set_options': {
        const details: JsonObject = {}
        if (operation.homeDomain !== undefined) details.home_domain = operation.homeDomain
        if (operation.signer !== undefined) {
          details.signer_key = operation.signer.key
          details.signer_weight = operation.signer.weight
        }
        if (operation.setFlags !== undefined) {
          details.set_flags = flagList(operation.setFlags)
          details.set_flags_s = flagList(operation.setFlags).map(accountFlagName)
        }
        if (operation.clearFlags !== undefined) {
          details.clear_flags = flagList(operation.clearFlags)
          details.clear_flags_s = flagList(operation.clearFlags).map(accountFlagName)
        }
        if (operation.thresholds !== undefined) {
          details.low_threshold = operation.thresholds[0]
          details.med_threshold = operation.thresholds[1]
          details.high_threshold = operation.thresholds[2]
        }
        return details
      }
      case 'manage_data':
        return {
          name: operation.name,
          value:
            operation.value === null ? '' : Buffer.from(operation.value, 'utf8').toString('base64'),
        }
      case 'bump_sequence':
        return { bump_to: operation.bumpTo.toString() }
      case 'account_merge':
        return { account: source, into: operation.destination }
      case 'manage_sell_offer':
      case 'manage_buy_offer':
        return {
          amount: formatStroops(
            operation.kind === 'manage_sell_offer' ? operation.amount : operation.buyAmount,
          ),
          price: formatPrice(operation.priceN, operation.priceD),
          price_r: { n: operation.priceN, d: operation.priceD },
          ...assetFields(operation.buying, 'buying_'),
          ...assetFields(operation.selling, 'selling_'),
          offer_id: String(operation.offerId),
        }
    }
  }

  // ---------------------------------------------------------------- state changes

  private account(id: string): AccountState | undefined {
    return this.requireState().accounts[id]
  }

  /** Returns the live account for modification, journaling its previous version for rollback. */
  private mutableAccount(id: string, ledger: number): AccountState {
    const account = this.account(id)
    if (account === undefined) throw new Error(`account ${id} does not exist`)
    if (!this.journal.has(id)) this.journal.set(id, cloneAccount(account))
    account.lastModifiedLedger = ledger
    this.touchedAccounts.add(id)
    return account
  }

  private markData(id: string, name: string): void {
    let names = this.touchedData.get(id)
    if (names === undefined) {
      names = new Set()
      this.touchedData.set(id, names)
    }
    names.add(name)
  }

  private rollback(): void {
    const state = this.requireState()
    for (const [id, previous] of this.journal) {
      if (previous === null) delete state.accounts[id]
      else state.accounts[id] = previous
    }
    for (const [offerId, previous] of this.offerJournal) {
      if (previous === null) delete state.offers[String(offerId)]
      else state.offers[String(offerId)] = previous
    }
  }

  private minimumBalance(account: AccountState): bigint {
    return (2n + BigInt(account.subentryCount)) * BASE_RESERVE
  }
  private availableNative(account: AccountState): bigint {
    return (
      account.balance - this.minimumBalance(account) - this.liabilities(account.id, null).selling
    )
  }

  /** Buying and selling liabilities of an account in one asset, from its open offers. */
  private liabilities(accountId: string, asset: CreditAsset | null): Liabilities {
    let buying = 0n
    let selling = 0n
    for (const offer of Object.values(this.requireState().offers)) {
      if (offer.seller !== accountId) continue
      if (sameAssetOrNative(offer.selling, asset)) selling += offer.amount
      if (sameAssetOrNative(offer.buying, asset)) buying += offerBuyingLiabilities(offer)
    }
    return { buying, selling }
  }

  /** Returns the live offer for modification, journaling its previous version for rollback. */
  private mutableOffer(offerId: number, ledger: number): OfferState {
    const offer = this.requireState().offers[String(offerId)]
    if (offer === undefined) throw new Error(`offer ${offerId} does not exist`)
    if (!this.offerJournal.has(offerId)) this.offerJournal.set(offerId, { ...offer })
    offer.lastModifiedLedger = ledger
    this.touchedOffers.add(offerId)
    return offer
  }

  private removeOffer(offerId: number, ledger: number): void {
    const offer = this.mutableOffer(offerId, ledger)
    delete this.requireState().offers[String(offerId)]
    this.mutableAccount(offer.seller, ledger).subentryCount--
  }

  /** Adds `delta` of `asset` to an account (issuers neither hold nor need their own asset). */
  private adjustBalance(
    accountId: string,
    asset: CreditAsset | null,
    delta: bigint,
    ledger: number,
  ): void {
    if (asset === null) {
      this.mutableAccount(accountId, ledger).balance += delta
      return
    }
    if (asset.issuer === accountId) return
    this.mutableTrustline(accountId, asset, ledger).balance += delta
  }

  /** How much more of `asset` the account may receive given its trustline limit and liabilities. */
  private receivingCapacity(account: AccountState, asset: CreditAsset | null): bigint {
    if (asset === null || asset.issuer === account.id) return MAX_TRUSTLINE_LIMIT
    const line = account.trustlines.find((candidate) => sameAsset(candidate, asset))
    if (line === undefined) return 0n
    return line.limit - line.balance - this.liabilities(account.id, asset).buying
  }

  /** How much of `asset` the account may still sell or send. */
  private sendingCapacity(account: AccountState, asset: CreditAsset | null): bigint {
    if (asset === null) return this.availableNative(account)
    if (asset.issuer === account.id) return MAX_TRUSTLINE_LIMIT
    const line = account.trustlines.find((candidate) => sameAsset(candidate, asset))
    if (line === undefined) return 0n
    return line.balance - this.liabilities(account.id, asset).selling
  }

  private accountLedgerEntry(account: AccountState): xdr.LedgerEntry {
    const signers = [...account.signers]
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
      .map(
        (signer) =>
          new xdr.Signer({
            key: xdr.SignerKey.signerKeyTypeEd25519(
              Keypair.fromPublicKey(signer.key).rawPublicKey(),
            ),
            weight: signer.weight,
          }),
      )
    return new xdr.LedgerEntry({
      lastModifiedLedgerSeq: account.lastModifiedLedger,
      data: xdr.LedgerEntryData.account(
        new xdr.AccountEntry({
          accountId: Keypair.fromPublicKey(account.id).xdrAccountId(),
          balance: account.balance,
          seqNum: account.sequence,
          numSubEntries: account.subentryCount,
          inflationDest: null,
          flags: account.flags,
          homeDomain: account.homeDomain,
          thresholds: new Uint8Array([
            account.masterWeight,
            account.lowThreshold,
            account.medThreshold,
            account.highThreshold,
          ]),
          signers,
          ext: this.accountEntryExtension(account),
        }),
      ),
      ext: xdr.LedgerEntryExt.v0(),
    })
  }
  private accountEntryExtension(account: AccountState): xdr.AccountEntryExt {
    const { buying, selling } = this.liabilities(account.id, null)
    if (buying === 0n && selling === 0n) return xdr.AccountEntryExt.v0()
    return xdr.AccountEntryExt.v1(
      new xdr.AccountEntryExtensionV1({
        liabilities: new xdr.Liabilities({ buying, selling }),
        ext: xdr.AccountEntryExtensionV1Ext.v0(),
      }),
    )
  }

  /** Moves `amount` of `asset` between accounts with Core's checks; returns a failure or null. */
  private transfer(
    fromId: string,
    toId: string,
    asset: CreditAsset | null,
    amount: bigint,
    ledger: number,
  ): Failure | null {
    const from = this.account(fromId)
    const to = this.account(toId)
    if (from === undefined) return 'underfunded'
    if (to === undefined) return 'no_destination'
    if (asset === null) {
      if (this.availableNative(from) < amount) return 'underfunded'
      this.mutableAccount(fromId, ledger).balance -= amount
      this.mutableAccount(toId, ledger).balance += amount
      return null
    }
    const fromIsIssuer = fromId === asset.issuer
    const toIsIssuer = toId === asset.issuer
    const fromLine = from.trustlines.find((line) => sameAsset(line, asset))
    const toLine = to.trustlines.find((line) => sameAsset(line, asset))
    if (!fromIsIssuer) {
      if (fromLine === undefined) return 'src_no_trust'
      if ((fromLine.flags & TRUSTLINE_AUTHORIZED) === 0) return 'src_not_authorized'
      if (fromLine.balance - this.liabilities(fromId, asset).selling < amount) return 'underfunded'
    }
    if (!toIsIssuer) {
      if (toLine === undefined) return 'no_trust'
      if ((toLine.flags & TRUSTLINE_AUTHORIZED) === 0) return 'not_authorized'
      if (toLine.limit - toLine.balance - this.liabilities(toId, asset).buying < amount)
        return 'line_full'
    }
    if (!fromIsIssuer) {
      const line = this.mutableTrustline(fromId, asset, ledger)
      line.balance -= amount
    }
    if (!toIsIssuer) {
      const line = this.mutableTrustline(toId, asset, ledger)
      line.balance += amount
    }
    return null
  }

  private mutableTrustline(accountId: string, asset: CreditAsset, ledger: number): TrustlineState {
    const account = this.mutableAccount(accountId, ledger)
    const line = account.trustlines.find((candidate) => sameAsset(candidate, asset))
    if (line === undefined) throw new Error('missing trustline')
    line.lastModifiedLedger = ledger
    return line
  }

  private applyOperation(
    sourceId: string,
    operation: PlannedOperation,
    ledger: number,
    ledgerStartSequence: bigint,
  ): AppliedOperation {
    const succeed = (
      result: xdr.OperationResult,
      effects: EffectDraft[],
      outcome: JsonObject = {},
    ): AppliedOperation => ({
      success: true,
      result,
      effects,
      outcome,
      trades: [],
      takerOfferId: null,
    })
    const fail = (result: xdr.OperationResult): AppliedOperation => ({
      success: false,
      result,
      effects: [],
      outcome: {},
      trades: [],
      takerOfferId: null,
    })
    const inner = xdr.OperationResult.opInner
    const Tr = xdr.OperationResultTr
    const source = this.account(sourceId)
    if (source === undefined) return fail(xdr.OperationResult.opNoAccount())
    switch (operation.kind) {
      case 'create_account': {
        const R = xdr.CreateAccountResult
        if (this.account(operation.destination) !== undefined)
          return fail(inner(Tr.createAccount(R.createAccountAlreadyExist())))
        if (operation.startingBalance < 2n * BASE_RESERVE)
          return fail(inner(Tr.createAccount(R.createAccountLowReserve())))
        if (this.availableNative(source) < operation.startingBalance)
          return fail(inner(Tr.createAccount(R.createAccountUnderfunded())))
        this.mutableAccount(sourceId, ledger).balance -= operation.startingBalance
        const state = this.requireState()
        state.accounts[operation.destination] = this.newAccountState(
          operation.destination,
          operation.keyIndex,
          operation.startingBalance,
          ledgerStartSequence,
          ledger,
        )
        this.journal.set(operation.destination, null)
        this.touchedAccounts.add(operation.destination)
        return succeed(inner(Tr.createAccount(R.createAccountSuccess())), [
          effect(operation.destination, 'account_created', 0, {
            starting_balance: formatStroops(operation.startingBalance),
          }),
          effect(sourceId, 'account_debited', 3, {
            asset_type: 'native',
            amount: formatStroops(operation.startingBalance),
          }),
          effect(operation.destination, 'signer_created', 10, {
            weight: 1,
            public_key: operation.destination,
            key: '',
          }),
        ])
      }
      case 'payment': {
        const R = xdr.PaymentResult
        const failure = this.transfer(
          sourceId,
          operation.destination,
          operation.asset,
          operation.amount,
          ledger,
        )
        if (failure !== null) {
          const code = {
            underfunded: R.paymentUnderfunded,
            src_no_trust: R.paymentSrcNoTrust,
            src_not_authorized: R.paymentSrcNotAuthorized,
            no_destination: R.paymentNoDestination,
            no_trust: R.paymentNoTrust,
            not_authorized: R.paymentNotAuthorized,
            line_full: R.paymentLineFull,
          }[failure]
          return fail(inner(Tr.payment(code())))
        }
        return succeed(inner(Tr.payment(R.paymentSuccess())), [
          effect(operation.destination, 'account_credited', 2, {
            ...assetFields(operation.asset),
            amount: formatStroops(operation.amount),
          }),
          effect(sourceId, 'account_debited', 3, {
            ...assetFields(operation.asset),
            amount: formatStroops(operation.amount),
          }),
        ])
      }
      case 'path_payment_strict_send':
      case 'path_payment_strict_receive': {
        if (operation.sendAsset !== undefined)
          return this.applyPathPaymentThroughBook(sourceId, operation, ledger)
        const strictSend = operation.kind === 'path_payment_strict_send'
        // Same source and destination asset with an empty path: Core converts nothing, so the
        // amount sent equals the amount received.
        const amount = strictSend ? operation.sendAmount : operation.destAmount
        const Send = xdr.PathPaymentStrictSendResult
        const Receive = xdr.PathPaymentStrictReceiveResult
        if (strictSend && amount < operation.destMin)
          return fail(inner(Tr.pathPaymentStrictSend(Send.pathPaymentStrictSendUnderDestmin())))
        if (!strictSend && amount > operation.sendMax)
          return fail(
            inner(Tr.pathPaymentStrictReceive(Receive.pathPaymentStrictReceiveOverSendmax())),
          )
        const failure = this.transfer(
          sourceId,
          operation.destination,
          operation.asset,
          amount,
          ledger,
        )
        if (failure !== null) {
          if (strictSend) {
            const code = {
              underfunded: Send.pathPaymentStrictSendUnderfunded,
              src_no_trust: Send.pathPaymentStrictSendSrcNoTrust,
              src_not_authorized: Send.pathPaymentStrictSendSrcNotAuthorized,
              no_destination: Send.pathPaymentStrictSendNoDestination,
              no_trust: Send.pathPaymentStrictSendNoTrust,
              not_authorized: Send.pathPaymentStrictSendNotAuthorized,
              line_full: Send.pathPaymentStrictSendLineFull,
            }[failure]
            return fail(inner(Tr.pathPaymentStrictSend(code())))
          }
          const code = {
            underfunded: Receive.pathPaymentStrictReceiveUnderfunded,
            src_no_trust: Receive.pathPaymentStrictReceiveSrcNoTrust,
            src_not_authorized: Receive.pathPaymentStrictReceiveSrcNotAuthorized,
            no_destination: Receive.pathPaymentStrictReceiveNoDestination,
            no_trust: Receive.pathPaymentStrictReceiveNoTrust,
            not_authorized: Receive.pathPaymentStrictReceiveNotAuthorized,
            line_full: Receive.pathPaymentStrictReceiveLineFull,
          }[failure]
          return fail(inner(Tr.pathPaymentStrictReceive(code())))
        }
        const last = new xdr.SimplePaymentResult({
          destination: Keypair.fromPublicKey(operation.destination).xdrAccountId(),
          asset: sdkAsset(operation.asset).toXDRObject(),
          amount,
        })
        const result = strictSend
          ? inner(
              Tr.pathPaymentStrictSend(
                Send.pathPaymentStrictSendSuccess(
                  new xdr.PathPaymentStrictSendResultSuccess({ offers: [], last }),
                ),
              ),
            )
          : inner(
              Tr.pathPaymentStrictReceive(
                Receive.pathPaymentStrictReceiveSuccess(
                  new xdr.PathPaymentStrictReceiveResultSuccess({ offers: [], last }),
                ),
              ),
            )
        return succeed(
          result,
          [
            effect(operation.destination, 'account_credited', 2, {
              ...assetFields(operation.asset),
              amount: formatStroops(amount),
            }),
            effect(sourceId, 'account_debited', 3, {
              ...assetFields(operation.asset),
              amount: formatStroops(amount),
            }),
          ],
          strictSend ? { amount: formatStroops(amount) } : { source_amount: formatStroops(amount) },
        )
      }
      case 'change_trust': {
        const R = xdr.ChangeTrustResult
        const asset = operation.asset
        if (sourceId === asset.issuer) return fail(inner(Tr.changeTrust(R.changeTrustMalformed())))
        const issuer = this.account(asset.issuer)
        const existing = source.trustlines.find((line) => sameAsset(line, asset))
        const trustlineEffect = (type: string, typeI: number) =>
          effect(sourceId, type, typeI, {
            ...assetFields(asset),
            limit: formatStroops(operation.limit),
          })
        if (operation.limit === 0n) {
          if (existing === undefined)
            return fail(inner(Tr.changeTrust(R.changeTrustTrustLineMissing())))
          const lineLiabilities = this.liabilities(sourceId, asset)
          if (existing.balance > 0n || lineLiabilities.buying > 0n || lineLiabilities.selling > 0n)
            return fail(inner(Tr.changeTrust(R.changeTrustInvalidLimit())))
          const account = this.mutableAccount(sourceId, ledger)
          account.trustlines = account.trustlines.filter((line) => !sameAsset(line, asset))
          account.subentryCount--
          return succeed(inner(Tr.changeTrust(R.changeTrustSuccess())), [
            trustlineEffect('trustline_removed', 21),
          ])
        }
        if (existing !== undefined) {
          if (operation.limit < existing.balance + this.liabilities(sourceId, asset).buying)
            return fail(inner(Tr.changeTrust(R.changeTrustInvalidLimit())))
          this.mutableTrustline(sourceId, asset, ledger).limit = operation.limit
          return succeed(inner(Tr.changeTrust(R.changeTrustSuccess())), [
            trustlineEffect('trustline_updated', 22),
          ])
        }
        if (issuer === undefined) return fail(inner(Tr.changeTrust(R.changeTrustNoIssuer())))
        if (source.balance < this.minimumBalance(source) + BASE_RESERVE)
          return fail(inner(Tr.changeTrust(R.changeTrustLowReserve())))
        const account = this.mutableAccount(sourceId, ledger)
        account.subentryCount++
        account.trustlines.push({
          code: asset.code,
          issuer: asset.issuer,
          balance: 0n,
          limit: operation.limit,
          flags: (issuer.flags & ACCOUNT_FLAG_AUTH_REQUIRED) !== 0 ? 0 : TRUSTLINE_AUTHORIZED,
          lastModifiedLedger: ledger,
        })
        return succeed(inner(Tr.changeTrust(R.changeTrustSuccess())), [
          trustlineEffect('trustline_created', 20),
        ])
      }
      case 'set_trust_line_flags': {
        const R = xdr.SetTrustLineFlagsResult
        if (sourceId !== operation.asset.issuer)
          return fail(inner(Tr.setTrustLineFlags(R.setTrustLineFlagsMalformed())))
        const trustor = this.account(operation.trustor)
        const line = trustor?.trustlines.find((candidate) => sameAsset(candidate, operation.asset))
        if (line === undefined)
          return fail(inner(Tr.setTrustLineFlags(R.setTrustLineFlagsNoTrustLine())))
        if (!operation.authorize && (source.flags & ACCOUNT_FLAG_AUTH_REVOCABLE) === 0)
          return fail(inner(Tr.setTrustLineFlags(R.setTrustLineFlagsCantRevoke())))
        if (!operation.authorize) {
          // Revoking authorization pulls the trustor's offers in that asset, as Core does.
          for (const offer of Object.values(this.requireState().offers)) {
            if (
              offer.seller === operation.trustor &&
              (sameAssetOrNative(offer.selling, operation.asset) ||
                sameAssetOrNative(offer.buying, operation.asset))
            )
              this.removeOffer(offer.offerId, ledger)
          }
        }
        const mutableLine = this.mutableTrustline(operation.trustor, operation.asset, ledger)
        mutableLine.flags = operation.authorize
          ? mutableLine.flags | TRUSTLINE_AUTHORIZED
          : mutableLine.flags & ~TRUSTLINE_AUTHORIZED
        return succeed(inner(Tr.setTrustLineFlags(R.setTrustLineFlagsSuccess())), [
          effect(sourceId, 'trustline_flags_updated', 26, {
            ...assetFields(operation.asset),
            trustor: operation.trustor,
            authorized_flag: operation.authorize,
          }),
        ])
      }
      case 'set_options': {
        const R = xdr.SetOptionsResult
        const before = new Map(source.signers.map((signer) => [signer.key, signer.weight]))
        const signer = operation.signer
        if (signer !== undefined && !before.has(signer.key) && signer.weight > 0) {
          if (source.balance < this.minimumBalance(source) + BASE_RESERVE)
            return fail(inner(Tr.setOptions(R.setOptionsLowReserve())))
        }
        const account = this.mutableAccount(sourceId, ledger)
        const effects: EffectDraft[] = []
        if (operation.homeDomain !== undefined) {
          account.homeDomain = operation.homeDomain
          effects.push(
            effect(sourceId, 'account_home_domain_updated', 5, {
              home_domain: operation.homeDomain,
            }),
          )
        }
        if (operation.thresholds !== undefined) {
          ;[account.lowThreshold, account.medThreshold, account.highThreshold] =
            operation.thresholds
          effects.push(
            effect(sourceId, 'account_thresholds_updated', 4, {
              low_threshold: operation.thresholds[0],
              med_threshold: operation.thresholds[1],
              high_threshold: operation.thresholds[2],
            }),
          )
        }
        if (operation.setFlags !== undefined || operation.clearFlags !== undefined) {
          account.flags = (account.flags | (operation.setFlags ?? 0)) & ~(operation.clearFlags ?? 0)
          // Horizon's response struct only knows auth_required_flag and auth_revokable_flag
          // (sic) while ingestion writes auth_revocable_flag, so only auth_required survives.
          const details: JsonObject = {}
          if (((operation.setFlags ?? 0) & ACCOUNT_FLAG_AUTH_REQUIRED) !== 0)
            details.auth_required_flag = true
          if (((operation.clearFlags ?? 0) & ACCOUNT_FLAG_AUTH_REQUIRED) !== 0)
            details.auth_required_flag = false
          effects.push(effect(sourceId, 'account_flags_updated', 6, details))
        }
        if (signer !== undefined) {
          const previous = before.get(signer.key)
          if (signer.weight === 0) {
            if (previous !== undefined) {
              account.signers = account.signers.filter((candidate) => candidate.key !== signer.key)
              account.subentryCount--
              effects.push(
                effect(sourceId, 'signer_removed', 11, {
                  weight: 0,
                  public_key: signer.key,
                  key: '',
                }),
              )
            }
          } else if (previous === undefined) {
            account.signers.push({ key: signer.key, weight: signer.weight })
            account.subentryCount++
            effects.push(
              effect(sourceId, 'signer_created', 10, {
                weight: signer.weight,
                public_key: signer.key,
                key: '',
              }),
            )
          } else if (previous !== signer.weight) {
            const existing = account.signers.find((candidate) => candidate.key === signer.key)
            if (existing !== undefined) existing.weight = signer.weight
            effects.push(
              effect(sourceId, 'signer_updated', 12, {
                weight: signer.weight,
                public_key: signer.key,
                key: '',
              }),
            )
          }
        }
        return succeed(inner(Tr.setOptions(R.setOptionsSuccess())), effects)
      }
      case 'manage_data': {
        const R = xdr.ManageDataResult
        const existing = source.data[operation.name]
        if (operation.value === null) {
          if (existing === undefined) return fail(inner(Tr.manageData(R.manageDataNameNotFound())))
          const account = this.mutableAccount(sourceId, ledger)
          delete account.data[operation.name]
          account.subentryCount--
          this.markData(sourceId, operation.name)
          return succeed(inner(Tr.manageData(R.manageDataSuccess())), [
            effect(sourceId, 'data_removed', 41, { name: operation.name }),
          ])
        }
        if (existing === undefined && source.balance < this.minimumBalance(source) + BASE_RESERVE)
          return fail(inner(Tr.manageData(R.manageDataLowReserve())))
        const value = Buffer.from(operation.value, 'utf8').toString('base64')
        const account = this.mutableAccount(sourceId, ledger)
        account.data[operation.name] = value
        if (existing === undefined) account.subentryCount++
        this.markData(sourceId, operation.name)
        return succeed(inner(Tr.manageData(R.manageDataSuccess())), [
          existing === undefined
            ? effect(sourceId, 'data_created', 40, { name: operation.name, value })
            : effect(sourceId, 'data_updated', 42, { name: operation.name, value }),
        ])
      }
      case 'bump_sequence': {
        const R = xdr.BumpSequenceResult
        if (operation.bumpTo <= source.sequence)
          return succeed(inner(Tr.bumpSequence(R.bumpSequenceSuccess())), [])
        this.mutableAccount(sourceId, ledger).sequence = operation.bumpTo
        return succeed(inner(Tr.bumpSequence(R.bumpSequenceSuccess())), [
          effect(sourceId, 'sequence_bumped', 43, { new_seq: operation.bumpTo.toString() }),
        ])
      }
      case 'manage_sell_offer':
      case 'manage_buy_offer':
        return this.applyManageOffer(sourceId, operation, ledger)
      case 'account_merge': {
        const R = xdr.AccountMergeResult
        if (operation.destination === sourceId)
          return fail(inner(Tr.accountMerge(R.accountMergeMalformed())))
        if (this.account(operation.destination) === undefined)
          return fail(inner(Tr.accountMerge(R.accountMergeNoAccount())))
        if (source.subentryCount > 0)
          return fail(inner(Tr.accountMerge(R.accountMergeHasSubEntries())))
        if (source.sequence >= ledgerStartSequence)
          return fail(inner(Tr.accountMerge(R.accountMergeSeqnumTooFar())))
        const amount = source.balance
        this.mutableAccount(sourceId, ledger)
        this.mutableAccount(operation.destination, ledger).balance += amount
        delete this.requireState().accounts[sourceId]
        this.touchedAccounts.add(sourceId)
        return succeed(inner(Tr.accountMerge(R.accountMergeSuccess(amount))), [
          effect(sourceId, 'account_debited', 3, {
            asset_type: 'native',
            amount: formatStroops(amount),
          }),
          effect(operation.destination, 'account_credited', 2, {
            asset_type: 'native',
            amount: formatStroops(amount),
          }),
          effect(sourceId, 'account_removed', 1, {}),
        ])
      }
    }
  }

  // ---------------------------------------------------------------- order book

  /**
   * Which offers a conversion of `sold` into `bought` would take, best price first, without
   * changing anything. Strict send converts exactly `amount` of sold (the last maker keeps the
   * rounding dust); strict receive buys exactly `amount` of bought. null = not enough liquidity.
   */
  private quote(
    sold: CreditAsset | null,
    bought: CreditAsset | null,
    mode: 'send' | 'receive',
    amount: bigint,
    excluded: string,
  ):
    | {
        fills: Array<{ offer: OfferState; makerGives: bigint; takerGives: bigint }>
        sent: bigint
        received: bigint
      }
    | 'cross_self'
    | null {
    const makers = Object.values(this.requireState().offers)
      .filter(
        (offer) =>
          sameAssetOrNative(offer.selling, bought) && sameAssetOrNative(offer.buying, sold),
      )
      .sort((a, b) => {
        const left = BigInt(a.priceN) * BigInt(b.priceD)
        const right = BigInt(b.priceN) * BigInt(a.priceD)
        return left < right ? -1 : left > right ? 1 : a.offerId - b.offerId
      })
    const fills: Array<{ offer: OfferState; makerGives: bigint; takerGives: bigint }> = []
    let remaining = amount
    let sent = 0n
    let received = 0n
    for (const offer of makers) {
      if (remaining === 0n) break
      if (offer.seller === excluded) return 'cross_self'
      const n = BigInt(offer.priceN)
      const d = BigInt(offer.priceD)
      let makerGives: bigint
      let takerGives: bigint
      if (mode === 'send') {
        makerGives = (remaining * d) / n
        if (makerGives >= offer.amount) {
          makerGives = offer.amount
          takerGives = ceilDivide(makerGives * n, d)
        } else takerGives = remaining
        if (takerGives > remaining) takerGives = remaining
      } else {
        makerGives = remaining < offer.amount ? remaining : offer.amount
        takerGives = ceilDivide(makerGives * n, d)
      }
      if (makerGives <= 0n || takerGives <= 0n) break
      fills.push({ offer, makerGives, takerGives })
      sent += takerGives
      received += makerGives
      remaining -= mode === 'send' ? takerGives : makerGives
    }
    if (remaining > 0n) return null
    return { fills, sent, received }
  }

  private applyPathPaymentThroughBook(
    sourceId: string,
    operation: Extract<
      PlannedOperation,
      { kind: 'path_payment_strict_send' | 'path_payment_strict_receive' }
    >,
    ledger: number,
  ): AppliedOperation {
    const strictSend = operation.kind === 'path_payment_strict_send'
    const Tr = xdr.OperationResultTr
    const Send = xdr.PathPaymentStrictSendResult
    const Receive = xdr.PathPaymentStrictReceiveResult
    type PathFailure = Failure | 'too_few_offers' | 'cross_self' | 'limit'
    const fail = (failure: PathFailure): AppliedOperation => {
      const sendCodes = {
        underfunded: Send.pathPaymentStrictSendUnderfunded,
        src_no_trust: Send.pathPaymentStrictSendSrcNoTrust,
        src_not_authorized: Send.pathPaymentStrictSendSrcNotAuthorized,
        no_destination: Send.pathPaymentStrictSendNoDestination,
        no_trust: Send.pathPaymentStrictSendNoTrust,
        not_authorized: Send.pathPaymentStrictSendNotAuthorized,
        line_full: Send.pathPaymentStrictSendLineFull,
        too_few_offers: Send.pathPaymentStrictSendTooFewOffers,
        cross_self: Send.pathPaymentStrictSendOfferCrossSelf,
        limit: Send.pathPaymentStrictSendUnderDestmin,
      }
      const receiveCodes = {
        underfunded: Receive.pathPaymentStrictReceiveUnderfunded,
        src_no_trust: Receive.pathPaymentStrictReceiveSrcNoTrust,
        src_not_authorized: Receive.pathPaymentStrictReceiveSrcNotAuthorized,
        no_destination: Receive.pathPaymentStrictReceiveNoDestination,
        no_trust: Receive.pathPaymentStrictReceiveNoTrust,
        not_authorized: Receive.pathPaymentStrictReceiveNotAuthorized,
        line_full: Receive.pathPaymentStrictReceiveLineFull,
        too_few_offers: Receive.pathPaymentStrictReceiveTooFewOffers,
        cross_self: Receive.pathPaymentStrictReceiveOfferCrossSelf,
        limit: Receive.pathPaymentStrictReceiveOverSendmax,
      }
      const result = strictSend
        ? xdr.OperationResult.opInner(Tr.pathPaymentStrictSend(sendCodes[failure]()))
        : xdr.OperationResult.opInner(Tr.pathPaymentStrictReceive(receiveCodes[failure]()))
      return { success: false, result, effects: [], outcome: {}, trades: [], takerOfferId: null }
    }
    const source = this.account(sourceId)
    const destination = this.account(operation.destination)
    if (source === undefined) return fail('underfunded')
    if (destination === undefined) return fail('no_destination')
    const sendAsset = operation.sendAsset ?? null
    const destAsset = operation.asset
    // Trust checks on both ends, as Core does before converting.
    if (sendAsset !== null && sendAsset.issuer !== sourceId) {
      const line = source.trustlines.find((candidate) => sameAsset(candidate, sendAsset))
      if (line === undefined) return fail('src_no_trust')
      if ((line.flags & TRUSTLINE_AUTHORIZED) === 0) return fail('src_not_authorized')
    }
    if (destAsset !== null && destAsset.issuer !== destination.id) {
      const line = destination.trustlines.find((candidate) => sameAsset(candidate, destAsset))
      if (line === undefined) return fail('no_trust')
      if ((line.flags & TRUSTLINE_AUTHORIZED) === 0) return fail('not_authorized')
    }
    const hops: Array<CreditAsset | null> = [sendAsset, ...(operation.path ?? []), destAsset]
    const legs: Array<{ sold: CreditAsset | null; bought: CreditAsset | null }> = []
    for (let index = 0; index + 1 < hops.length; index++)
      legs.push({ sold: hops[index] ?? null, bought: hops[index + 1] ?? null })
    // Strict send walks forward from the sent amount; strict receive backward from the received one.
    const quotes: Array<NonNullable<Exclude<ReturnType<LedgerSimulator['quote']>, 'cross_self'>>> =
      []
    if (strictSend) {
      let amount = operation.sendAmount
      for (const leg of legs) {
        const quoted = this.quote(leg.sold, leg.bought, 'send', amount, sourceId)
        if (quoted === 'cross_self') return fail('cross_self')
        if (quoted === null) return fail('too_few_offers')
        quotes.push(quoted)
        amount = quoted.received
      }
    } else {
      let amount = operation.destAmount
      for (const leg of [...legs].reverse()) {
        const quoted = this.quote(leg.sold, leg.bought, 'receive', amount, sourceId)
        if (quoted === 'cross_self') return fail('cross_self')
        if (quoted === null) return fail('too_few_offers')
        quotes.unshift(quoted)
        amount = quoted.sent
      }
    }
    const sent = quotes[0]?.sent ?? 0n
    const received = quotes.at(-1)?.received ?? 0n
    if (strictSend && received < operation.destMin) return fail('limit')
    if (!strictSend && sent > operation.sendMax) return fail('limit')
    if (this.sendingCapacity(source, sendAsset) < sent) return fail('underfunded')
    if (this.receivingCapacity(destination, destAsset) < received) return fail('line_full')

    const trades: TradeDraft[] = []
    const claims: xdr.ClaimAtom[] = []
    const tradeEffects: EffectDraft[] = []
    quotes.forEach((quoted, legIndex) => {
      const leg = legs[legIndex]
      if (leg === undefined) return
      for (const fill of quoted.fills) {
        const maker = fill.offer
        this.adjustBalance(maker.seller, leg.sold, fill.takerGives, ledger)
        this.adjustBalance(maker.seller, leg.bought, -fill.makerGives, ledger)
        const mutableMaker = this.mutableOffer(maker.offerId, ledger)
        mutableMaker.amount -= fill.makerGives
        if (mutableMaker.amount === 0n) this.removeOffer(maker.offerId, ledger)
        trades.push({
          makerOfferId: maker.offerId,
          maker: maker.seller,
          makerSold: leg.bought,
          makerSoldAmount: fill.makerGives,
          makerBought: leg.sold,
          makerBoughtAmount: fill.takerGives,
        })
        claims.push(
          xdr.ClaimAtom.claimAtomTypeOrderBook(
            new xdr.ClaimOfferAtom({
              sellerId: Keypair.fromPublicKey(maker.seller).xdrAccountId(),
              offerId: BigInt(maker.offerId),
              assetSold: sdkAsset(leg.bought).toXDRObject(),
              amountSold: fill.makerGives,
              assetBought: sdkAsset(leg.sold).toXDRObject(),
              amountBought: fill.takerGives,
            }),
          ),
        )
        tradeEffects.push(
          effect(sourceId, 'trade', 33, {
            seller: maker.seller,
            offer_id: String(maker.offerId),
            sold_amount: formatStroops(fill.takerGives),
            ...assetFields(leg.sold, 'sold_'),
            bought_amount: formatStroops(fill.makerGives),
            ...assetFields(leg.bought, 'bought_'),
          }),
          effect(maker.seller, 'trade', 33, {
            seller: sourceId,
            offer_id: String(maker.offerId),
            sold_amount: formatStroops(fill.makerGives),
            ...assetFields(leg.bought, 'sold_'),
            bought_amount: formatStroops(fill.takerGives),
            ...assetFields(leg.sold, 'bought_'),
          }),
        )
      }
    })
    this.adjustBalance(sourceId, sendAsset, -sent, ledger)
    this.adjustBalance(operation.destination, destAsset, received, ledger)
    const last = new xdr.SimplePaymentResult({
      destination: Keypair.fromPublicKey(operation.destination).xdrAccountId(),
      asset: sdkAsset(destAsset).toXDRObject(),
      amount: received,
    })
    const result = strictSend
      ? xdr.OperationResult.opInner(
          Tr.pathPaymentStrictSend(
            Send.pathPaymentStrictSendSuccess(
              new xdr.PathPaymentStrictSendResultSuccess({ offers: claims, last }),
            ),
          ),
        )
      : xdr.OperationResult.opInner(
          Tr.pathPaymentStrictReceive(
            Receive.pathPaymentStrictReceiveSuccess(
              new xdr.PathPaymentStrictReceiveResultSuccess({ offers: claims, last }),
            ),
          ),
        )
    // Horizon: account_credited (destination), account_debited (source), then the trade effects.
    const effects = [
      effect(operation.destination, 'account_credited', 2, {
        ...assetFields(destAsset),
        amount: formatStroops(received),
      }),
      effect(sourceId, 'account_debited', 3, {
        ...assetFields(sendAsset),
        amount: formatStroops(sent),
      }),
      ...tradeEffects,
    ]
    return {
      success: true,
      result,
      effects,
      outcome: strictSend
        ? { amount: formatStroops(received) }
        : { source_amount: formatStroops(sent) },
      trades,
      takerOfferId: null,
    }
  }

  private applyManageOffer(
    sourceId: string,
    operation: Extract<PlannedOperation, { kind: 'manage_sell_offer' | 'manage_buy_offer' }>,
    ledger: number,
  ): AppliedOperation {
    const isBuy = operation.kind === 'manage_buy_offer'
    const Tr = xdr.OperationResultTr
    const Sell = xdr.ManageSellOfferResult
    const Buy = xdr.ManageBuyOfferResult
    const fail = (failure: OfferFailure): AppliedOperation => {
      const sellCodes = {
        malformed: Sell.manageSellOfferMalformed,
        sell_no_trust: Sell.manageSellOfferSellNoTrust,
        buy_no_trust: Sell.manageSellOfferBuyNoTrust,
        sell_not_authorized: Sell.manageSellOfferSellNotAuthorized,
        buy_not_authorized: Sell.manageSellOfferBuyNotAuthorized,
        line_full: Sell.manageSellOfferLineFull,
        underfunded: Sell.manageSellOfferUnderfunded,
        cross_self: Sell.manageSellOfferCrossSelf,
        not_found: Sell.manageSellOfferNotFound,
        low_reserve: Sell.manageSellOfferLowReserve,
      }
      const buyCodes = {
        malformed: Buy.manageBuyOfferMalformed,
        sell_no_trust: Buy.manageBuyOfferSellNoTrust,
        buy_no_trust: Buy.manageBuyOfferBuyNoTrust,
        sell_not_authorized: Buy.manageBuyOfferSellNotAuthorized,
        buy_not_authorized: Buy.manageBuyOfferBuyNotAuthorized,
        line_full: Buy.manageBuyOfferLineFull,
        underfunded: Buy.manageBuyOfferUnderfunded,
        cross_self: Buy.manageBuyOfferCrossSelf,
        not_found: Buy.manageBuyOfferNotFound,
        low_reserve: Buy.manageBuyOfferLowReserve,
      }
      const result = isBuy
        ? xdr.OperationResult.opInner(Tr.manageBuyOffer(buyCodes[failure]()))
        : xdr.OperationResult.opInner(Tr.manageSellOffer(sellCodes[failure]()))
      return { success: false, result, effects: [], outcome: {}, trades: [], takerOfferId: null }
    }
    const state = this.requireState()
    const source = this.account(sourceId)
    if (source === undefined) return fail('malformed')
    const { selling, buying } = operation
    if (sameAssetOrNative(selling, buying)) return fail('malformed')
    // Everything below works in sell terms: sell `sellAmount` of selling at priceN/priceD buying each.
    const priceN = isBuy ? operation.priceD : operation.priceN
    const priceD = isBuy ? operation.priceN : operation.priceD
    const sellAmount = isBuy
      ? ceilDivide(operation.buyAmount * BigInt(operation.priceN), BigInt(operation.priceD))
      : operation.amount
    const requestedZero = isBuy ? operation.buyAmount === 0n : operation.amount === 0n

    let existing: OfferState | undefined
    if (operation.offerId !== 0) {
      existing = state.offers[String(operation.offerId)]
      if (existing === undefined || existing.seller !== sourceId) return fail('not_found')
    }
    const success = (offerResult: xdr.ManageOfferSuccessResultOffer, claims: xdr.ClaimAtom[]) => {
      const body = new xdr.ManageOfferSuccessResult({ offersClaimed: claims, offer: offerResult })
      return isBuy
        ? xdr.OperationResult.opInner(Tr.manageBuyOffer(Buy.manageBuyOfferSuccess(body)))
        : xdr.OperationResult.opInner(Tr.manageSellOffer(Sell.manageSellOfferSuccess(body)))
    }
    if (requestedZero) {
      if (existing === undefined) return fail('not_found')
      this.removeOffer(existing.offerId, ledger)
      return {
        success: true,
        result: success(xdr.ManageOfferSuccessResultOffer.manageOfferDeleted(), []),
        effects: [],
        outcome: {},
        trades: [],
        takerOfferId: null,
      }
    }
    const trustCheck = (asset: CreditAsset | null, side: 'sell' | 'buy'): OfferFailure | null => {
      if (asset === null || asset.issuer === sourceId) return null
      const line = source.trustlines.find((candidate) => sameAsset(candidate, asset))
      if (line === undefined) return side === 'sell' ? 'sell_no_trust' : 'buy_no_trust'
      if ((line.flags & TRUSTLINE_AUTHORIZED) === 0)
        return side === 'sell' ? 'sell_not_authorized' : 'buy_not_authorized'
      return null
    }
    const trustFailure = trustCheck(selling, 'sell') ?? trustCheck(buying, 'buy')
    if (trustFailure !== null) return fail(trustFailure)

    // An updated offer leaves the book while it is re-matched, releasing its liabilities.
    if (existing !== undefined) {
      this.mutableOffer(existing.offerId, ledger)
      delete state.offers[String(existing.offerId)]
    } else if (
      source.balance <
      this.minimumBalance(source) + BASE_RESERVE + this.liabilities(sourceId, null).selling
    ) {
      return fail('low_reserve')
    }
    const reserveForNewOffer = existing === undefined && selling === null ? BASE_RESERVE : 0n
    if (this.sendingCapacity(source, selling) - reserveForNewOffer < sellAmount)
      return fail('underfunded')

    const makers = Object.values(state.offers)
      .filter(
        (offer) =>
          sameAssetOrNative(offer.selling, buying) &&
          sameAssetOrNative(offer.buying, selling) &&
          // Crosses when our price × theirs ≤ 1.
          BigInt(priceN) * BigInt(offer.priceN) <= BigInt(priceD) * BigInt(offer.priceD),
      )
      .sort((a, b) => {
        const left = BigInt(a.priceN) * BigInt(b.priceD)
        const right = BigInt(b.priceN) * BigInt(a.priceD)
        return left < right ? -1 : left > right ? 1 : a.offerId - b.offerId
      })
    let remaining = sellAmount
    const trades: TradeDraft[] = []
    const claims: xdr.ClaimAtom[] = []
    const effects: EffectDraft[] = []
    for (const maker of makers) {
      if (maker.seller === sourceId) return fail('cross_self')
      const takerAccount = this.account(sourceId)
      if (takerAccount === undefined) break
      const capacity = this.receivingCapacity(takerAccount, buying)
      let makerGives = (remaining * BigInt(maker.priceD)) / BigInt(maker.priceN)
      if (makerGives > maker.amount) makerGives = maker.amount
      if (makerGives > capacity) makerGives = capacity
      if (makerGives <= 0n) break
      const takerGives = ceilDivide(makerGives * BigInt(maker.priceN), BigInt(maker.priceD))
      if (takerGives > remaining || takerGives <= 0n) break
      this.adjustBalance(sourceId, selling, -takerGives, ledger)
      this.adjustBalance(maker.seller, selling, takerGives, ledger)
      this.adjustBalance(maker.seller, buying, -makerGives, ledger)
      this.adjustBalance(sourceId, buying, makerGives, ledger)
      const mutableMaker = this.mutableOffer(maker.offerId, ledger)
      mutableMaker.amount -= makerGives
      if (mutableMaker.amount === 0n) this.removeOffer(maker.offerId, ledger)
      remaining -= takerGives
      trades.push({
        makerOfferId: maker.offerId,
        maker: maker.seller,
        makerSold: buying,
        makerSoldAmount: makerGives,
        makerBought: selling,
        makerBoughtAmount: takerGives,
      })
      claims.push(
        xdr.ClaimAtom.claimAtomTypeOrderBook(
          new xdr.ClaimOfferAtom({
            sellerId: Keypair.fromPublicKey(maker.seller).xdrAccountId(),
            offerId: BigInt(maker.offerId),
            assetSold: sdkAsset(buying).toXDRObject(),
            amountSold: makerGives,
            assetBought: sdkAsset(selling).toXDRObject(),
            amountBought: takerGives,
          }),
        ),
      )
      // Horizon: one trade effect for the taker (seller = maker), then one for the maker.
      effects.push(
        effect(sourceId, 'trade', 33, {
          seller: maker.seller,
          offer_id: String(maker.offerId),
          sold_amount: formatStroops(takerGives),
          ...assetFields(selling, 'sold_'),
          bought_amount: formatStroops(makerGives),
          ...assetFields(buying, 'bought_'),
        }),
        effect(maker.seller, 'trade', 33, {
          seller: sourceId,
          offer_id: String(maker.offerId),
          sold_amount: formatStroops(makerGives),
          ...assetFields(buying, 'sold_'),
          bought_amount: formatStroops(takerGives),
          ...assetFields(selling, 'bought_'),
        }),
      )
      if (remaining === 0n) break
    }

    let offerResult: xdr.ManageOfferSuccessResultOffer
    let takerOfferId: number | null = null
    if (remaining > 0n) {
      const rest: OfferState = {
        offerId: existing?.offerId ?? state.lastOfferId + 1,
        seller: sourceId,
        selling,
        buying,
        amount: remaining,
        priceN,
        priceD,
        lastModifiedLedger: ledger,
      }
      const takerAccount = this.account(sourceId)
      if (takerAccount === undefined) return fail('malformed')
      if (this.receivingCapacity(takerAccount, buying) < offerBuyingLiabilities(rest))
        return fail('line_full')
      if (existing === undefined) {
        state.lastOfferId = rest.offerId
        this.offerJournal.set(rest.offerId, null)
        this.mutableAccount(sourceId, ledger).subentryCount++
      }
      state.offers[String(rest.offerId)] = rest
      this.touchedOffers.add(rest.offerId)
      this.mutableAccount(sourceId, ledger)
      takerOfferId = rest.offerId
      const entry = new xdr.OfferEntry({
        sellerId: Keypair.fromPublicKey(sourceId).xdrAccountId(),
        offerId: BigInt(rest.offerId),
        selling: sdkAsset(selling).toXDRObject(),
        buying: sdkAsset(buying).toXDRObject(),
        amount: remaining,
        price: new xdr.Price({ n: priceN, d: priceD }),
        flags: 0,
        ext: xdr.OfferEntryExt.v0(),
      })
      offerResult =
        existing === undefined
          ? xdr.ManageOfferSuccessResultOffer.manageOfferCreated(entry)
          : xdr.ManageOfferSuccessResultOffer.manageOfferUpdated(entry)
    } else {
      if (existing !== undefined) this.mutableAccount(sourceId, ledger).subentryCount--
      offerResult = xdr.ManageOfferSuccessResultOffer.manageOfferDeleted()
    }
    return {
      success: true,
      result: success(offerResult, claims),
      effects,
      outcome: {},
      trades,
      takerOfferId,
    }
  }

  // ---------------------------------------------------------------- activity

  /** Price of one unit of `selling` in `buying`, near the reference values, as a small fraction. */
  private offerPrice(selling: CreditAsset | null, buying: CreditAsset | null): [number, number] {
    const value = (asset: CreditAsset | null) =>
      asset === null ? 1 : (REFERENCE_VALUE[asset.code] ?? 1)
    // ±6 % around the reference: makers and takers overlap about half the time, so offers cross.
    const jitter = this.prng.int(940, 1060)
    let n = value(selling) * jitter
    let d = value(buying) * 1000
    const divisor = greatestCommonDivisor(n, d)
    n /= divisor
    d /= divisor
    return [n, d]
  }

  /** Dry run of a path: amounts sent and received, or null when the book cannot carry it. */
  private quotePath(
    hops: Array<CreditAsset | null>,
    mode: 'send' | 'receive',
    amount: bigint,
    sourceId: string,
  ): { sent: bigint; received: bigint } | null {
    const legs: Array<[CreditAsset | null, CreditAsset | null]> = []
    for (let index = 0; index + 1 < hops.length; index++)
      legs.push([hops[index] ?? null, hops[index + 1] ?? null])
    let current = amount
    let sent = 0n
    let received = 0n
    const ordered = mode === 'send' ? legs : [...legs].reverse()
    for (const [index, [sold, bought]] of ordered.entries()) {
      const quoted = this.quote(sold, bought, mode, current, sourceId)
      if (quoted === null || quoted === 'cross_self') return null
      if (index === 0) {
        if (mode === 'send') sent = quoted.sent
        else received = quoted.received
      }
      current = mode === 'send' ? quoted.received : quoted.sent
    }
    return mode === 'send' ? { sent, received: current } : { sent: current, received }
  }

  /** A path payment between two different assets, crossing the order book (path [] or one hop). */
  private planCrossAssetPayment(
    candidates: AccountState[],
    users: AccountState[],
  ): { source: AccountState; operation: PlannedOperation } | undefined {
    const prng = this.prng
    if (candidates.length === 0 || users.length === 0) return undefined
    const source = prng.pick(candidates)
    const authorized = (account: AccountState) =>
      account.trustlines
        .filter((line) => (line.flags & TRUSTLINE_AUTHORIZED) !== 0)
        .map((line): CreditAsset => ({ code: line.code, issuer: line.issuer }))
    const sendAsset = prng.pick<CreditAsset | null>([
      null,
      ...authorized(source).filter((asset) => this.sendingCapacity(source, asset) > units(1)),
    ])
    const destination = prng.pick(users)
    const destAsset = prng.pick<CreditAsset | null>([null, ...authorized(destination)])
    if (sameAssetOrNative(sendAsset, destAsset)) return undefined
    const path: Array<CreditAsset | null> =
      sendAsset !== null && destAsset !== null && prng.chance(0.5) ? [null] : []
    const hops = [sendAsset, ...path, destAsset]
    const capacity = this.sendingCapacity(source, sendAsset)
    if (capacity <= units(1)) return undefined
    // Without liquidity the payment fails with *_too_few_offers: keep some of those, skip most.
    const allowFailure = prng.chance(0.25)
    if (prng.chance(0.5)) {
      const sendAmount = prng.bigint(units(1) / 10n, capacity / 10n)
      const quoted = this.quotePath(hops, 'send', sendAmount, source.id)
      if (quoted === null && !allowFailure) return undefined
      const expected = quoted?.received ?? 1n
      const destMin = prng.chance(0.1) ? expected + 1n : (expected * 98n) / 100n + 1n
      return {
        source,
        operation: {
          kind: 'path_payment_strict_send',
          destination: destination.id,
          asset: destAsset,
          sendAsset,
          path,
          sendAmount,
          destMin,
        },
      }
    }
    const destAmount = prng.bigint(units(1) / 100n, units(50))
    const quoted = this.quotePath(hops, 'receive', destAmount, source.id)
    if (quoted === null && !allowFailure) return undefined
    const expected = quoted?.sent ?? capacity
    const sendMax = prng.chance(0.1) ? expected - 1n : (expected * 102n) / 100n
    if (sendMax <= 0n) return undefined
    return {
      source,
      operation: {
        kind: 'path_payment_strict_receive',
        destination: destination.id,
        asset: destAsset,
        sendAsset,
        path,
        destAmount,
        sendMax,
      },
    }
  }

  private planOffer(
    candidates: AccountState[],
  ): { source: AccountState; operation: PlannedOperation } | undefined {
    const prng = this.prng
    const state = this.requireState()
    if (candidates.length === 0) return undefined
    const source = prng.pick(candidates)
    const ownOffers = Object.values(state.offers).filter((offer) => offer.seller === source.id)
    const existing = ownOffers.length > 0 && prng.chance(0.3) ? prng.pick(ownOffers) : undefined
    if (existing !== undefined) {
      // Update the price or amount, or cancel.
      const [priceN, priceD] = this.offerPrice(existing.selling, existing.buying)
      const cancel = prng.chance(0.4)
      return {
        source,
        operation: {
          kind: 'manage_sell_offer',
          selling: existing.selling,
          buying: existing.buying,
          amount: cancel ? 0n : existing.amount / 2n + 1n,
          priceN,
          priceD,
          offerId: existing.offerId,
        },
      }
    }
    const authorized = source.trustlines.filter((line) => (line.flags & TRUSTLINE_AUTHORIZED) !== 0)
    const assetOf = (line: TrustlineState): CreditAsset => ({
      code: line.code,
      issuer: line.issuer,
    })
    const sellable: Array<CreditAsset | null> = [
      null,
      ...authorized.filter((line) => line.balance > units(1)).map(assetOf),
    ]
    const selling = prng.pick(sellable)
    const buyable = [null, ...authorized.map(assetOf)].filter(
      (asset) => !sameAssetOrNative(asset, selling),
    )
    if (buyable.length === 0) return undefined
    const buying = prng.pick(buyable)
    const capacity = this.sendingCapacity(source, selling) - (selling === null ? units(1) : 0n)
    if (capacity <= units(1)) return undefined
    // Occasionally offer more than is held: manage_*_offer_underfunded.
    const amount = prng.chance(0.04)
      ? capacity + units(1000)
      : prng.bigint(units(1) / 10n, capacity / 5n)
    const [priceN, priceD] = this.offerPrice(selling, buying)
    if (prng.chance(0.3)) {
      // A buy offer for the equivalent amount of `buying`; its price is selling per buying.
      const buyAmount = (amount * BigInt(priceN)) / BigInt(priceD)
      if (buyAmount <= 0n) return undefined
      return {
        source,
        operation: {
          kind: 'manage_buy_offer',
          selling,
          buying,
          buyAmount,
          priceN: priceD,
          priceD: priceN,
          offerId: 0,
        },
      }
    }
    return {
      source,
      operation: { kind: 'manage_sell_offer', selling, buying, amount, priceN, priceD, offerId: 0 },
    }
  }

  private newKeypair(): { id: string; keyIndex: number } {
    const state = this.requireState()
    const keyIndex = state.nextKeyIndex++
    return { id: this.keypairFor(keyIndex).publicKey(), keyIndex }
  }

  private randomMemo(): MemoValue {
    const prng = this.prng
    const roll = prng.int(0, 99)
    if (roll < 40) return { type: 'none' }
    if (roll < 60) return { type: 'text', text: `${prng.pick(MEMO_TEXTS)}` }
    if (roll < 78) return { type: 'id', id: prng.bigint(1n, 18_000_000_000_000_000_000n) }
    const bytes = sha256(`memo:${this.seed}:${prng.nextUint32()}`)
    return { type: roll < 92 ? 'hash' : 'return', bytes }
  }

  private planLedger(sequence: number): PlannedTransaction[] {
    const state = this.requireState()
    const rootId = this.rootKeypair.publicKey()
    if (sequence === 2) {
      // Bootstrap: three issuers and a first group of users, funded by the root account.
      const issuers = [this.newKeypair(), this.newKeypair(), this.newKeypair()]
      const users = Array.from({ length: 12 }, () => this.newKeypair())
      const [first, second, third] = issuers
      if (first === undefined || second === undefined || third === undefined)
        throw new Error('bootstrap')
      state.assets = [
        { code: 'USD', issuer: first.id },
        { code: 'EURT', issuer: first.id },
        { code: 'GOLDCERT', issuer: second.id },
        { code: 'BTCX', issuer: third.id },
        { code: 'CARBONCREDIT', issuer: third.id },
      ]
      return [
        {
          source: rootId,
          memo: { type: 'text', text: 'sandbox bootstrap' },
          operations: [...issuers, ...users].map((entry) => ({
            kind: 'create_account' as const,
            destination: entry.id,
            keyIndex: entry.keyIndex,
            startingBalance: units(100_000),
          })),
        },
      ]
    }
    if (sequence === 3) {
      const [usd, , gold, btc] = state.assets
      if (usd === undefined || gold === undefined || btc === undefined) throw new Error('bootstrap')
      return [
        {
          source: gold.issuer,
          memo: { type: 'none' },
          operations: [
            {
              kind: 'set_options',
              homeDomain: 'gold.example',
              setFlags: ACCOUNT_FLAG_AUTH_REQUIRED | ACCOUNT_FLAG_AUTH_REVOCABLE,
            },
          ],
        },
        {
          source: btc.issuer,
          memo: { type: 'none' },
          operations: [
            {
              kind: 'set_options',
              homeDomain: 'btcx.example',
              setFlags: ACCOUNT_FLAG_AUTH_REQUIRED,
            },
          ],
        },
        {
          source: usd.issuer,
          memo: { type: 'text', text: 'stable & sound' },
          operations: [{ kind: 'set_options', homeDomain: 'usd.example' }],
        },
      ]
    }
    const count = this.prng.int(2, this.maxTransactionsPerLedger)
    const usedSources = new Set<string>()
    // Planning never changes the state, so the account lists hold for the whole ledger.
    const issuerIds = new Set(state.assets.map((asset) => asset.issuer))
    const all = Object.values(state.accounts)
    const users = all.filter((account) => account.id !== rootId && !issuerIds.has(account.id))
    const plans: PlannedTransaction[] = []
    for (let attempt = 0; attempt < count * 3 && plans.length < count; attempt++) {
      const plan = this.planTransaction(usedSources, all, users)
      if (plan === undefined) continue
      usedSources.add(plan.source)
      plans.push(plan)
    }
    return plans
  }

  private planTransaction(
    usedSources: Set<string>,
    all: AccountState[],
    users: AccountState[],
  ): PlannedTransaction | undefined {
    const state = this.requireState()
    const prng = this.prng
    const rootId = this.rootKeypair.publicKey()
    const free = (accounts: AccountState[]) =>
      accounts.filter((account) => !usedSources.has(account.id))
    const freeUsers = free(users)
    const anyAccountId = () => prng.pick(all).id
    const kind = prng.int(0, 124)
    let source: AccountState | undefined
    let operations: PlannedOperation[] = []

    if (kind < 12) {
      // create_account (1–3 in one transaction), from the root or a user with spare lumens.
      if (users.length >= this.maxAccounts) return undefined
      const funders = free(all.filter((account) => this.availableNative(account) > units(200)))
      if (funders.length === 0) return undefined
      source =
        prng.chance(0.4) && !usedSources.has(rootId) ? state.accounts[rootId] : prng.pick(funders)
      if (source === undefined) return undefined
      const fundingSource = source
      const perAccountCap = this.availableNative(fundingSource) / 4n
      operations = Array.from({ length: prng.int(1, 3) }, () => {
        const created = this.newKeypair()
        // A few overspend on purpose: create_account_underfunded makes a realistic failed tx.
        const overspend = prng.chance(0.04)
        const wanted = units(prng.int(2, 500)) + prng.bigint(0n, 9_999_999n)
        return {
          kind: 'create_account' as const,
          destination: created.id,
          keyIndex: created.keyIndex,
          startingBalance: overspend
            ? fundingSource.balance + units(1)
            : wanted < perAccountCap
              ? wanted
              : perAccountCap,
        }
      })
    } else if (kind < 34) {
      // native payment; a few overspend and fail with payment_underfunded.
      if (freeUsers.length === 0) return undefined
      source = prng.pick(freeUsers)
      const destination = anyAccountId()
      if (destination === source.id) return undefined
      const amount = prng.chance(0.05)
        ? source.balance + units(10)
        : prng.bigint(1n, this.availableNative(source) > units(60) ? units(50) : units(1))
      operations = [{ kind: 'payment', destination, asset: null, amount }]
    } else if (kind < 50) {
      // credit payment: issuance from an issuer or a transfer between holders.
      const asset = prng.pick(state.assets)
      const holders = users.filter((account) =>
        account.trustlines.some(
          (line) => sameAsset(line, asset) && (line.flags & TRUSTLINE_AUTHORIZED) !== 0,
        ),
      )
      const unauthorizedOrMissing = users.filter(
        (account) =>
          !account.trustlines.some(
            (line) => sameAsset(line, asset) && (line.flags & TRUSTLINE_AUTHORIZED) !== 0,
          ),
      )
      if (holders.length === 0) return undefined
      const destination =
        prng.chance(0.05) && unauthorizedOrMissing.length > 0
          ? prng.pick(unauthorizedOrMissing)
          : prng.pick(holders)
      const fundedHolders = free(
        holders.filter((account) =>
          account.trustlines.some((line) => sameAsset(line, asset) && line.balance > units(1)),
        ),
      )
      if (!usedSources.has(asset.issuer) && (fundedHolders.length === 0 || prng.chance(0.35))) {
        source = state.accounts[asset.issuer]
        operations = [
          {
            kind: 'payment',
            destination: destination.id,
            asset,
            amount: units(prng.int(10, 5000)),
          },
        ]
      } else {
        if (fundedHolders.length === 0) return undefined
        source = prng.pick(fundedHolders)
        const line = source.trustlines.find((candidate) => sameAsset(candidate, asset))
        if (line === undefined || destination.id === source.id) return undefined
        const amount = prng.bigint(1n, line.balance)
        const variant = prng.int(0, 2)
        if (variant === 0)
          operations = [{ kind: 'payment', destination: destination.id, asset, amount }]
        else if (variant === 1)
          operations = [
            {
              kind: 'path_payment_strict_send',
              destination: destination.id,
              asset,
              sendAmount: amount,
              destMin: prng.chance(0.1) ? amount + 1n : amount,
            },
          ]
        else
          operations = [
            {
              kind: 'path_payment_strict_receive',
              destination: destination.id,
              asset,
              destAmount: amount,
              sendMax: prng.chance(0.1) ? amount - 1n : amount,
            },
          ]
      }
    } else if (kind < 56) {
      // native path payment (same asset, empty path).
      if (freeUsers.length === 0) return undefined
      source = prng.pick(freeUsers)
      const destination = anyAccountId()
      if (destination === source.id) return undefined
      const amount = prng.bigint(1n, units(20))
      operations = prng.chance(0.5)
        ? [
            {
              kind: 'path_payment_strict_send',
              destination,
              asset: null,
              sendAmount: amount,
              destMin: amount,
            },
          ]
        : [
            {
              kind: 'path_payment_strict_receive',
              destination,
              asset: null,
              destAmount: amount,
              sendMax: amount,
            },
          ]
    } else if (kind < 68) {
      // change_trust: create, update the limit, or remove an empty trustline.
      if (freeUsers.length === 0) return undefined
      source = prng.pick(freeUsers)
      const asset = prng.pick(state.assets)
      const existing = source.trustlines.find((line) => sameAsset(line, asset))
      const limit =
        existing === undefined
          ? prng.chance(0.5)
            ? MAX_TRUSTLINE_LIMIT
            : units(prng.int(1000, 1_000_000))
          : existing.balance === 0n && prng.chance(0.5)
            ? 0n
            : existing.balance + units(prng.int(1, 1_000_000))
      operations = [{ kind: 'change_trust', asset, limit }]
    } else if (kind < 74) {
      // set_trust_line_flags: authorize pending trustlines, sometimes revoke.
      const asset = prng.pick(
        state.assets.filter(
          (candidate) =>
            (state.accounts[candidate.issuer]?.flags ?? 0) & ACCOUNT_FLAG_AUTH_REQUIRED,
        ),
      )
      if (asset === undefined || usedSources.has(asset.issuer)) return undefined
      const trustors = users.filter((account) =>
        account.trustlines.some((line) => sameAsset(line, asset)),
      )
      if (trustors.length === 0) return undefined
      const trustor = prng.pick(trustors)
      const line = trustor.trustlines.find((candidate) => sameAsset(candidate, asset))
      source = state.accounts[asset.issuer]
      const authorize = (line?.flags ?? 0) === 0 || prng.chance(0.6)
      operations = [{ kind: 'set_trust_line_flags', trustor: trustor.id, asset, authorize }]
    } else if (kind < 80) {
      // set_options on a user: home domain, thresholds, signers.
      if (freeUsers.length === 0) return undefined
      source = prng.pick(freeUsers)
      const variant = prng.int(0, 3)
      if (variant === 0) operations = [{ kind: 'set_options', homeDomain: prng.pick(HOME_DOMAINS) }]
      else if (variant === 1)
        operations = [
          { kind: 'set_options', thresholds: [prng.int(0, 1), prng.int(0, 1), prng.int(0, 1)] },
        ]
      else {
        const existing = source.signers[0]
        const signer =
          existing !== undefined && variant === 2
            ? { key: existing.key, weight: prng.chance(0.5) ? 0 : prng.int(1, 5) }
            : { key: this.newKeypair().id, weight: prng.int(1, 5) }
        operations = [{ kind: 'set_options', signer }]
      }
    } else if (kind < 87) {
      // manage_data: set, update or delete.
      if (freeUsers.length === 0) return undefined
      source = prng.pick(freeUsers)
      const name = prng.pick(DATA_NAMES)
      const exists = source.data[name] !== undefined
      operations = [
        {
          kind: 'manage_data',
          name,
          value: exists && prng.chance(0.4) ? null : `v${prng.int(1, 99999)}`,
        },
      ]
    } else if (kind < 91) {
      if (freeUsers.length === 0) return undefined
      source = prng.pick(freeUsers)
      operations = [{ kind: 'bump_sequence', bumpTo: source.sequence + BigInt(prng.int(2, 50)) }]
    } else if (kind < 95) {
      // account_merge of an account without subentries.
      if (users.length <= MIN_ACCOUNTS) return undefined
      const mergeable = freeUsers.filter((account) => account.subentryCount === 0)
      if (mergeable.length === 0) return undefined
      source = prng.pick(mergeable)
      const destination = anyAccountId()
      if (destination === source.id) return undefined
      operations = [{ kind: 'account_merge', destination }]
    } else if (kind >= 115) {
      const planned = this.planCrossAssetPayment(free(users), users)
      if (planned === undefined) return undefined
      source = planned.source
      operations = [planned.operation]
    } else if (kind >= 100) {
      const planned = this.planOffer(free(users))
      if (planned === undefined) return undefined
      source = planned.source
      operations = [planned.operation]
    } else {
      // A multi-operation transaction: payment + data + bump.
      if (freeUsers.length === 0) return undefined
      source = prng.pick(freeUsers)
      const destination = anyAccountId()
      if (destination === source.id) return undefined
      operations = [
        { kind: 'payment', destination, asset: null, amount: prng.bigint(1n, units(5)) },
        { kind: 'manage_data', name: prng.pick(DATA_NAMES), value: `batch ${prng.int(1, 999)}` },
        { kind: 'bump_sequence', bumpTo: source.sequence + 10n },
      ]
    }
    if (source === undefined || operations.length === 0 || usedSources.has(source.id))
      return undefined
    // The fee must be payable; Core would not include the transaction otherwise.
    if (source.balance < BASE_FEE * BigInt(operations.length) + this.minimumBalance(source))
      return undefined
    return { source: source.id, operations, memo: this.randomMemo() }
  }
}

function effect(account: string, type: string, typeI: number, details: JsonObject): EffectDraft {
  return { account, type, typeI, details }
}

function flagList(flags: number): number[] {
  return [1, 2, 4, 8].filter((flag) => (flags & flag) !== 0)
}

function accountFlagName(flag: number): string {
  return flag === 1
    ? 'auth_required'
    : flag === 2
      ? 'auth_revocable'
      : flag === 4
        ? 'auth_immutable'
        : 'auth_clawback_enabled'
}
