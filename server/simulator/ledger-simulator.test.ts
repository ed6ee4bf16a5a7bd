import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  FeeBumpTransaction,
  Keypair,
  MuxedAccount,
  TransactionBuilder,
  xdr,
} from '@stellar/stellar-sdk'
import type { Transaction } from '@stellar/stellar-sdk'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase, readMeta } from '../store/database.ts'
import type { SandboxDatabase } from '../store/database.ts'
import { HORIZON_BASE_PLACEHOLDER, MetaKey } from '../store/schema.ts'
import { LedgerSimulator, SANDBOX_NETWORK_PASSPHRASE } from './ledger-simulator.ts'
import {
  nativeInClaimableBalances,
  sacBalanceMismatches,
  sponsorshipCountMismatches,
  tokenBalanceMismatches,
} from './ledger-invariants.ts'
import {
  checkPoolsAgainstHoldings,
  expectSameShape,
  fixture,
  jsonRows,
  stroops,
} from '../testing/horizon-shape-expectations.ts'
import type { Json } from '../testing/horizon-shape-expectations.ts'
import { declaredResourceFee, expectSorobanShapes } from '../testing/soroban-shape-expectations.ts'

const TABLES = [
  'meta',
  'ledgers',
  'transactions',
  'transaction_participants',
  'operations',
  'operation_participants',
  'effects',
  'trades',
  'accounts',
  'account_data',
  'offers',
  'account_sponsors',
  'claimable_balances',
  'claimable_balance_claimants',
  'claimable_balance_operations',
  'claimable_balance_transactions',
  'liquidity_pools',
  'liquidity_pool_holders',
  'operation_liquidity_pools',
  'transaction_liquidity_pools',
  'transaction_fees',
]

function generate(seed: number, history: number, path = ':memory:'): SandboxDatabase {
  const db = openDatabase(path)
  new LedgerSimulator({ db, seed, history }).prepare()
  return db
}

function dump(db: SandboxDatabase): string {
  return TABLES.map((table) => {
    const rows = db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).safeIntegers(true).all()
    return `${table}\n${rows.map((row) => JSON.stringify(row, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))).join('\n')}`
  }).join('\n')
}

describe('LedgerSimulator', () => {
  const history300 = generate(1, 300)
  afterAll(() => history300.close())

  it('writes genesis plus the requested history and the meta keys', () => {
    const db = openDatabase(':memory:')
    const progress: Array<[number, number]> = []
    const simulator = new LedgerSimulator({
      db,
      seed: 5,
      history: 10,
      onHistoryProgress: (done, total) => progress.push([done, total]),
    })
    simulator.prepare()
    expect(simulator.latestLedgerSequence()).toBe(11)
    expect(progress.at(-1)).toEqual([10, 10])
    expect(readMeta(db, MetaKey.latestLedger)).toBe('11')
    expect(readMeta(db, MetaKey.elderLedger)).toBe('1')
    expect(readMeta(db, MetaKey.seed)).toBe('5')
    expect(readMeta(db, MetaKey.networkPassphrase)).toBe(SANDBOX_NETWORK_PASSPHRASE)
    const root = Keypair.master(SANDBOX_NETWORK_PASSPHRASE).publicKey()
    const genesis = jsonRows(db, 'SELECT json FROM ledgers WHERE sequence = 1')[0]
    expect(genesis?.total_coins).toBe('100000000000.0000000')
    expect(genesis?.closed_at).toBe('2026-01-01T00:00:00Z')
    expect(genesis).not.toHaveProperty('prev_hash')
    expect(jsonRows(db, 'SELECT json FROM ledgers WHERE sequence = 3')[0]?.closed_at).toBe(
      '2026-01-01T00:00:10Z',
    )
    expect(db.prepare('SELECT count(*) AS n FROM accounts WHERE account_id = ?').get(root)).toEqual(
      { n: 1 },
    )
    // prepare() again is a no-op.
    simulator.prepare()
    expect(simulator.latestLedgerSequence()).toBe(11)
    const next = simulator.closeLedger(new Date(Date.UTC(2026, 0, 2)))
    expect(next).toBe(12)
    expect(jsonRows(db, 'SELECT json FROM ledgers WHERE sequence = 12')[0]?.closed_at).toBe(
      '2026-01-02T00:00:00Z',
    )
    // A close time in the past is pushed to previous + 1 s.
    simulator.closeLedger(new Date(Date.UTC(2025, 0, 1)))
    expect(jsonRows(db, 'SELECT json FROM ledgers WHERE sequence = 13')[0]?.closed_at).toBe(
      '2026-01-02T00:00:01Z',
    )
    db.close()
  })

  it('is deterministic: same seed and history give identical tables, another seed differs', () => {
    const first = generate(42, 60)
    const second = generate(42, 60)
    const other = generate(43, 60)
    expect(dump(first)).toBe(dump(second))
    expect(dump(first)).not.toBe(dump(other))
    for (const db of [first, second, other]) db.close()
  })

  it('continues after a restart exactly like an uninterrupted run', () => {
    const directory = mkdtempSync(join(tmpdir(), 'simulator-'))
    const closeTimes = [1, 2, 3, 4, 5].map((hour) => new Date(Date.UTC(2026, 0, 5, hour)))
    try {
      const path = join(directory, 'sandbox.db')
      const interrupted = generate(9, 25, path)
      interrupted.close()
      const reopened = openDatabase(path)
      // The seed stored in the database wins over the option.
      const resumed = new LedgerSimulator({ db: reopened, seed: 1234, history: 25 })
      expect(resumed.seed).toBe(9)
      resumed.prepare()
      for (const time of closeTimes) resumed.closeLedger(time)

      const uninterrupted = openDatabase(':memory:')
      const straight = new LedgerSimulator({ db: uninterrupted, seed: 9, history: 25 })
      straight.prepare()
      for (const time of closeTimes) straight.closeLedger(time)
      expect(resumed.latestLedgerSequence()).toBe(31)
      expect(dump(reopened)).toBe(dump(uninterrupted))
      reopened.close()
      uninterrupted.close()
    } finally {
      rmSync(directory, { recursive: true, force: true })
    }
  })

  it('continues an interrupted history generation', () => {
    const directory = mkdtempSync(join(tmpdir(), 'simulator-'))
    try {
      const path = join(directory, 'sandbox.db')
      generate(3, 30, path).close()
      const db = openDatabase(path)
      new LedgerSimulator({ db, seed: 3, history: 80 }).prepare()
      const straight = generate(3, 80)
      expect(dump(db)).toBe(dump(straight))
      db.close()
      straight.close()
    } finally {
      rmSync(directory, { recursive: true, force: true })
    }
  })

  it('keeps Σ native balances + claimable lumens + pool reserves + fee_pool = total_coins, sponsorship counts, pool shares = holdings, token storage = its events and SAC balances = trustlines, after each of 1,000 ledgers', () => {
    const db = openDatabase(':memory:')
    const simulator = new LedgerSimulator({ db, seed: 11, history: 0 })
    simulator.prepare()
    const balances = db.prepare('SELECT json FROM accounts')
    const pools = db.prepare('SELECT json FROM liquidity_pools')
    let poolsSeen = 0
    let feePoolGrew = false
    let feesCharged = 0n
    let tokenEvents = 0
    for (let index = 1; index <= 1000; index++) {
      const sequence = simulator.closeLedger(new Date(Date.UTC(2026, 0, 1) + index * 5000))
      const ledger = jsonRows(
        db,
        'SELECT json FROM ledgers WHERE sequence = ?',
        sequence,
      )[0] as Json
      let total = nativeInClaimableBalances(db)
      expect(sponsorshipCountMismatches(db), `ledger ${sequence}`).toEqual([])
      // Contracts: token storage = its mint/transfer/burn events; SAC balances = trustlines.
      const tokens = tokenBalanceMismatches(db)
      expect(tokens.mismatches, `ledger ${sequence}`).toEqual([])
      tokenEvents = tokens.events
      expect(sacBalanceMismatches(db), `ledger ${sequence}`).toEqual([])
      const accounts = (balances.all() as Array<{ json: string }>).map(
        (row) => JSON.parse(row.json) as Json,
      )
      for (const account of accounts) {
        const native = (account.balances as Array<{ asset_type: string; balance: string }>).at(-1)
        expect(native?.asset_type).toBe('native')
        total += stroops(native?.balance ?? '')
      }
      const poolRows = pools.all()
      total += checkPoolsAgainstHoldings(accounts, poolRows)
      poolsSeen += poolRows.length
      const feePool = stroops(ledger.fee_pool as string)
      if (feePool > 0n) feePoolGrew = true
      // The fee pool grows by exactly the fees charged in the ledger, failed transactions included.
      for (const transaction of jsonRows(
        db,
        'SELECT json FROM transactions WHERE ledger = ?',
        sequence,
      ))
        feesCharged += BigInt(transaction.fee_charged as string)
      expect(feePool).toBe(feesCharged)
      expect(total + feePool, `ledger ${sequence}`).toBe(stroops(ledger.total_coins as string))
    }
    expect(feePoolGrew).toBe(true)
    expect(poolsSeen).toBeGreaterThan(0)
    expect(tokenEvents).toBeGreaterThan(20)
    // The ledgers checked include CAP-38 redemptions and payments to M… addresses.
    const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n
    expect(
      count(
        "SELECT count(*) AS n FROM effects WHERE json_extract(json, '$.type') = 'liquidity_pool_revoked'",
      ),
    ).toBeGreaterThan(0)
    expect(
      count(
        "SELECT count(*) AS n FROM operations WHERE json_extract(json, '$.to_muxed') IS NOT NULL",
      ),
    ).toBeGreaterThan(0)
    db.close()
  }, 180_000)

  it('uses TOIDs for transactions and operations and Horizon effect ids', () => {
    const db = history300
    const transactions = db
      .prepare('SELECT id, ledger, json FROM transactions ORDER BY id')
      .safeIntegers(true)
      .all() as Array<{ id: bigint; ledger: bigint; json: string }>
    let previousLedger = 0n
    let order = 0n
    for (const row of transactions) {
      order = row.ledger === previousLedger ? order + 1n : 1n
      previousLedger = row.ledger
      expect(row.id).toBe((row.ledger << 32n) | (order << 12n))
      expect((JSON.parse(row.json) as Json).paging_token).toBe(row.id.toString())
    }
    const operations = db
      .prepare('SELECT id, transaction_id, json FROM operations ORDER BY id')
      .safeIntegers(true)
      .all() as Array<{ id: bigint; transaction_id: bigint; json: string }>
    let index = 0n
    let previousTransaction = -1n
    for (const row of operations) {
      index = row.transaction_id === previousTransaction ? index + 1n : 1n
      previousTransaction = row.transaction_id
      expect(row.id).toBe(row.transaction_id + index)
      const record = JSON.parse(row.json) as Json
      expect(record.id).toBe(row.id.toString())
      expect(record.paging_token).toBe(row.id.toString())
    }
    const effects = db
      .prepare(
        'SELECT operation_id, effect_order, json FROM effects ORDER BY operation_id, effect_order',
      )
      .safeIntegers(true)
      .all() as Array<{ operation_id: bigint; effect_order: bigint; json: string }>
    expect(effects.length).toBeGreaterThan(500)
    let expectedOrder = 0n
    let previousOperation = -1n
    for (const row of effects) {
      expectedOrder = row.operation_id === previousOperation ? expectedOrder + 1n : 1n
      previousOperation = row.operation_id
      expect(row.effect_order).toBe(expectedOrder)
      const record = JSON.parse(row.json) as Json
      expect(record.id).toBe(
        `${row.operation_id.toString().padStart(19, '0')}-${row.effect_order.toString().padStart(10, '0')}`,
      )
      expect(record.paging_token).toBe(`${row.operation_id}-${row.effect_order}`)
      expect((record._links as Json).operation).toEqual({
        href: `${HORIZON_BASE_PLACEHOLDER}/operations/${row.operation_id}`,
      })
    }
    // Failed transactions have no effects.
    const failedWithEffects = db
      .prepare(
        'SELECT count(*) AS n FROM effects e JOIN operations o ON o.id = e.operation_id WHERE o.successful = 0',
      )
      .get() as { n: number }
    expect(failedWithEffects.n).toBe(0)
  })

  it('stores real signed envelopes, results and fee meta', () => {
    const rows = jsonRows(history300, 'SELECT json FROM transactions WHERE ledger BETWEEN 2 AND 60')
    expect(rows.length).toBeGreaterThan(50)
    let feeBumps = 0
    let muxedSources = 0
    for (const record of rows) {
      const envelope = TransactionBuilder.fromXDR(
        record.envelope_xdr as string,
        SANDBOX_NETWORK_PASSPHRASE,
      )
      // A fee bump: the outer hash and signatures are the fee source's, the inner ones the source's.
      const feeBump = envelope instanceof FeeBumpTransaction ? envelope : undefined
      const transaction = feeBump?.innerTransaction ?? (envelope as Transaction)
      const hash = envelope.hash()
      expect(Buffer.from(hash).toString('hex')).toBe(record.hash)
      expect(transaction.source).toBe(record.account_muxed ?? record.source_account)
      if (record.account_muxed !== undefined) {
        muxedSources++
        const muxed = MuxedAccount.fromAddress(record.account_muxed as string, '0')
        expect(muxed.baseAccount().accountId()).toBe(record.source_account)
        expect(muxed.id()).toBe(record.account_muxed_id)
      }
      expect(transaction.sequence).toBe(record.source_account_sequence)
      expect(transaction.operations).toHaveLength(record.operation_count as number)
      // Signed by the source, then by every other operation source (sponsorship sandwiches); a
      // fee bump's outer envelope by its fee source alone.
      const signers = new Set([record.source_account as string])
      for (const operation of transaction.operations)
        if (operation.source !== undefined) signers.add(operation.source)
      const innerSignatures =
        feeBump === undefined
          ? (record.signatures as string[])
          : (record.inner_transaction as { signatures: string[] }).signatures
      expect(innerSignatures).toHaveLength(signers.size)
      ;[...signers].forEach((signer, index) => {
        const signature = Buffer.from(innerSignatures[index] ?? '', 'base64')
        expect(Keypair.fromPublicKey(signer).verify(transaction.hash(), signature)).toBe(true)
      })
      if (feeBump !== undefined) {
        const signatures = record.signatures as string[]
        expect(signatures).toHaveLength(1)
        expect(
          Keypair.fromPublicKey(record.fee_account as string).verify(
            hash,
            Buffer.from(signatures[0] ?? '', 'base64'),
          ),
        ).toBe(true)
      }
      const result = xdr.TransactionResult.fromXDR(record.result_xdr as string, 'base64')
      expect(result.feeCharged.toString()).toBe(record.fee_charged)
      let innerResult = result.result
      if (feeBump !== undefined) {
        feeBumps++
        expect(feeBump.feeSource).toBe(record.fee_account)
        expect(feeBump.fee).toBe(record.max_fee)
        const inner = record.inner_transaction as { hash: string; signatures: string[] }
        expect(Buffer.from(transaction.hash()).toString('hex')).toBe(inner.hash)
        const source = Keypair.fromPublicKey(record.source_account as string)
        expect(
          source.verify(transaction.hash(), Buffer.from(inner.signatures[0] ?? '', 'base64')),
        ).toBe(true)
        expect(result.result.type).toBe(
          record.successful ? 'txFeeBumpInnerSuccess' : 'txFeeBumpInnerFailed',
        )
        if (
          result.result.type === 'txFeeBumpInnerSuccess' ||
          result.result.type === 'txFeeBumpInnerFailed'
        ) {
          const pair = result.result.innerResultPair
          expect(Buffer.from(pair.transactionHash.value).toString('hex')).toBe(inner.hash)
          innerResult = pair.result.result as unknown as xdr.TransactionResultResult
        }
      } else expect(record.fee_account).toBe(record.source_account)
      // Core charges base fee × operations (+ 1 for the fee bump itself), plus a Soroban
      // transaction's resource fee less its unused refundable part (exact figures checked in
      // soroban-operations.test.ts).
      const inclusionFee =
        100n * BigInt((record.operation_count as number) + (feeBump === undefined ? 0 : 1))
      const resourceFee = declaredResourceFee(transaction)
      const feeCharged = BigInt(record.fee_charged as string)
      if (resourceFee === 0n) expect(feeCharged).toBe(inclusionFee)
      else {
        expect(feeCharged).toBeGreaterThan(inclusionFee)
        expect(feeCharged).toBeLessThanOrEqual(inclusionFee + resourceFee)
      }
      expect(innerResult.type).toBe(record.successful ? 'txSuccess' : 'txFailed')
      if (innerResult.type === 'txSuccess' || innerResult.type === 'txFailed') {
        const results = innerResult.results
        expect(results).toHaveLength(record.operation_count as number)
        // A failed transaction carries at least one failing operation result code.
        const codes = results.map((operation) => {
          const { code, tr } = operation.toXdrObject() as {
            code: number
            tr?: Record<string, { code: number }>
          }
          // op_no_account and the like fail outside any operation-specific result.
          return code < 0
            ? code
            : (Object.values(tr ?? {}).find((value) => typeof value === 'object')?.code ?? 0)
        })
        if (record.successful) expect(codes.every((code) => code === 0)).toBe(true)
        else expect(codes.some((code) => code < 0)).toBe(true)
      }
      const changes = xdr.decodeArray(
        xdr.LedgerEntryChange,
        record.fee_meta_xdr as string,
        'base64',
      )
      expect(changes).toHaveLength(2)
      expect(record).not.toHaveProperty('result_meta_xdr')
    }
    expect(feeBumps).toBeGreaterThan(0)
    expect(muxedSources).toBeGreaterThan(0)
  })

  it('chains ledger hashes: hash = sha256(header_xdr), prev_hash = previous hash', () => {
    const ledgers = jsonRows(history300, 'SELECT json FROM ledgers ORDER BY sequence')
    expect(ledgers).toHaveLength(301)
    let previous = ''
    for (const ledger of ledgers) {
      const header = Buffer.from(ledger.header_xdr as string, 'base64')
      expect(createHash('sha256').update(header).digest('hex')).toBe(ledger.hash)
      const decoded = xdr.LedgerHeader.fromXDR(header)
      expect(decoded.ledgerSeq).toBe(ledger.sequence)
      expect(decoded.feePool.toString()).toBe(stroops(ledger.fee_pool as string).toString())
      if (previous !== '') expect(ledger.prev_hash).toBe(previous)
      expect(
        Buffer.from(decoded.previousLedgerHash.value ?? decoded.previousLedgerHash).toString('hex'),
      ).toBe(previous === '' ? '0'.repeat(64) : previous)
      previous = ledger.hash as string
    }
  })

  it('covers every operation type, every memo type and failed transactions within 300 ledgers', () => {
    const db = history300
    const types = (
      db
        .prepare("SELECT DISTINCT json_extract(json, '$.type') AS t FROM operations")
        .all() as Array<{ t: string }>
    ).map((row) => row.t)
    for (const type of [
      'create_account',
      'payment',
      'path_payment_strict_send',
      'path_payment_strict_receive',
      'change_trust',
      'set_trust_line_flags',
      'set_options',
      'manage_data',
      'bump_sequence',
      'account_merge',
      'manage_sell_offer',
      'manage_buy_offer',
      'liquidity_pool_deposit',
      'liquidity_pool_withdraw',
    ])
      expect(types).toContain(type)
    const memos = (
      db
        .prepare("SELECT DISTINCT json_extract(json, '$.memo_type') AS t FROM transactions")
        .all() as Array<{ t: string }>
    ).map((row) => row.t)
    expect(memos.sort()).toEqual(['hash', 'id', 'none', 'return', 'text'])
    expect(
      (
        db.prepare('SELECT count(*) AS n FROM transactions WHERE successful = 0').get() as {
          n: number
        }
      ).n,
    ).toBeGreaterThan(0)
    // Path payments that convert between assets through the order book, with trades.
    const converted = db
      .prepare(
        "SELECT count(*) AS n FROM operations o WHERE type_i IN (2, 13) AND successful = 1 AND json_extract(json, '$.source_asset_type') || ifnull(json_extract(json, '$.source_asset_code'), '') <> json_extract(json, '$.asset_type') || ifnull(json_extract(json, '$.asset_code'), '') AND EXISTS (SELECT 1 FROM trades t WHERE t.operation_id = o.id)",
      )
      .get() as { n: number }
    expect(converted.n).toBeGreaterThan(0)
    const credit = (
      db
        .prepare(
          "SELECT DISTINCT json_extract(json, '$.asset_type') AS t FROM operations WHERE type_i = 1",
        )
        .all() as Array<{ t: string }>
    ).map((row) => row.t)
    expect(credit.sort()).toEqual(['credit_alphanum12', 'credit_alphanum4', 'native'])
    const effectTypes = (
      db.prepare("SELECT DISTINCT json_extract(json, '$.type') AS t FROM effects").all() as Array<{
        t: string
      }>
    ).map((row) => row.t)
    for (const type of [
      'account_created',
      'account_removed',
      'account_credited',
      'account_debited',
      'signer_created',
      'trustline_created',
      'trustline_flags_updated',
      'data_created',
      'sequence_bumped',
      'liquidity_pool_created',
      'liquidity_pool_deposited',
      'liquidity_pool_withdrew',
      'liquidity_pool_trade',
    ])
      expect(effectTypes).toContain(type)
    // Unauthorized trustlines exist and are listed.
    const unauthorized = db
      .prepare('SELECT count(*) AS n FROM accounts WHERE json LIKE \'%"is_authorized": false%\'')
      .get() as { n: number }
    expect(unauthorized.n).toBeGreaterThan(0)
  })

  it('renders records with the same keys, order and JSON types as real Horizon', () => {
    const db = history300
    const ledger = jsonRows(db, 'SELECT json FROM ledgers WHERE sequence = 100')[0]
    expectSameShape(ledger, fixture('ledger.json'), 'ledger')

    const textTransaction = jsonRows(
      db,
      'SELECT json FROM transactions WHERE json LIKE \'%"memo_type": "text"%\' LIMIT 1',
    )[0]
    // Horizon's omitempty muxed and fee-bump fields (their shapes are checked below).
    const transactionExtras = [
      'account_muxed',
      'account_muxed_id',
      'fee_account_muxed',
      'fee_account_muxed_id',
      'fee_bump_transaction',
      'inner_transaction',
    ]
    const operationExtras = ['source_account', 'funder', 'from', 'trustor', 'account'].flatMap(
      (key) => [`${key}_muxed`, `${key}_muxed_id`],
    )
    const effectExtras = ['account_muxed', 'account_muxed_id']
    expectSameShape(
      textTransaction,
      fixture('transaction.json'),
      'transaction',
      ['valid_after', 'valid_before', 'result_meta_xdr'],
      transactionExtras,
    )
    const plainTransaction = jsonRows(
      db,
      'SELECT json FROM transactions WHERE json LIKE \'%"memo_type": "none"%\' LIMIT 1',
    )[0]
    expectSameShape(
      plainTransaction,
      fixture('transaction.json'),
      'transaction',
      ['memo', 'memo_bytes', 'valid_after', 'valid_before', 'result_meta_xdr'],
      transactionExtras,
    )
    // These fixtures' preconditions lack max_time (omitempty); transaction.json checked them above.
    const withoutPreconditions = (record: Json | undefined): Json => {
      const copy = { ...record }
      delete copy.preconditions
      return copy
    }
    const unchecked = ['memo', 'memo_bytes', 'valid_after', 'result_meta_xdr', 'preconditions']
    const feeBump = jsonRows(
      db,
      'SELECT json FROM transactions WHERE json LIKE \'%"fee_bump_transaction"%\' AND json NOT LIKE \'%"account_muxed"%\' LIMIT 1',
    )[0]
    expectSameShape(
      withoutPreconditions(feeBump),
      fixture('transaction-fee-bump.json'),
      'fee bump',
      unchecked,
      ['memo', 'memo_bytes'],
    )
    const muxed = jsonRows(
      db,
      'SELECT json FROM transactions WHERE json LIKE \'%"fee_account_muxed"%\' LIMIT 1',
    )[0]
    expectSameShape(
      withoutPreconditions(muxed),
      fixture('transaction-muxed.json'),
      'muxed',
      unchecked,
      ['memo', 'memo_bytes'],
    )
    const operationFixtures: Array<[string, string, string, string[]]> = [
      ['op-payment.json', 'payment', 'credit_alphanum4', []],
      ['op-path-payment-strict-send.json', 'path_payment_strict_send', 'credit_alphanum4', []],
      ['op-path-payment-strict-receive.json', 'path_payment_strict_receive', 'native', []],
      ['op-change-trust-asset.json', 'change_trust', 'credit_alphanum4', ['sponsor']],
      ['op-account-merge.json', 'account_merge', '', []],
      ['op-manage-sell-offer.json', 'manage_sell_offer', '', []],
    ]
    for (const [file, type, assetType, optional] of operationFixtures) {
      const condition =
        assetType === '' ? '' : ` AND json_extract(json, '$.asset_type') = '${assetType}'`
      const record = jsonRows(
        db,
        `SELECT json FROM operations WHERE json_extract(json, '$.type') = ?${condition} LIMIT 1`,
        type,
      )[0]
      expect(record, type).toBeDefined()
      expectSameShape(record, fixture(file), type, optional, operationExtras)
    }
    const setOptionsFixture = fixture('op-set-options.json')
    const optionalSetOptions = Object.keys(setOptionsFixture).filter(
      (key) =>
        ![
          '_links',
          'id',
          'paging_token',
          'transaction_successful',
          'source_account',
          'type',
          'type_i',
          'created_at',
          'transaction_hash',
        ].includes(key),
    )
    for (const record of jsonRows(db, 'SELECT json FROM operations WHERE type_i = 5 LIMIT 30'))
      expectSameShape(record, setOptionsFixture, 'set_options', optionalSetOptions, [
        ...operationExtras,
        'sponsor',
      ])

    const fixtureEffects = [
      ...(fixture('effects-page.json')._embedded as { records: Json[] }).records,
      ...(fixture('transaction-effects.json')._embedded as { records: Json[] }).records,
    ]
    for (const theirs of fixtureEffects) {
      const ours = jsonRows(
        db,
        "SELECT json FROM effects WHERE json_extract(json, '$.type') = ? LIMIT 1",
        theirs.type,
      )[0]
      expectSameShape(ours, theirs, `effect ${String(theirs.type)}`, [], effectExtras)
    }

    const theirTrade = fixture('effect-trade.json')
    const ourTrade = jsonRows(
      db,
      "SELECT json FROM effects WHERE json_extract(json, '$.type') = 'trade' AND json_extract(json, '$.bought_asset_type') = 'native' LIMIT 1",
    )[0]
    expectSameShape(ourTrade, theirTrade, 'effect trade', [], effectExtras)

    const accountFixture = fixture('account.json')
    const account = jsonRows(
      db,
      "SELECT json FROM accounts WHERE json LIKE '%credit_alphanum4%' LIMIT 1",
    )[0] as Json
    expectSameShape(account, accountFixture, 'account', [
      'sequence_ledger',
      'sequence_time',
      'inflation_destination',
      'home_domain',
    ])
    const fixtureBalances = accountFixture.balances as Json[]
    for (const balance of account.balances as Json[]) {
      const theirs = fixtureBalances.find(
        (candidate) =>
          candidate.asset_type ===
          (balance.asset_type === 'credit_alphanum12' ? 'credit_alphanum4' : balance.asset_type),
      )
      expectSameShape(
        balance,
        theirs,
        `balance ${String(balance.asset_type)}`,
        [],
        ['is_clawback_enabled'],
      )
    }
    expect((account.balances as Json[]).at(-1)?.asset_type).toBe('native')
    const signers = account.signers as Json[]
    expect(signers.at(-1)?.key).toBe(account.id)
    // A signer's sponsor is omitempty (Horizon's Signer.Sponsor): present once one is sponsored.
    expectSameShape(signers[0], (accountFixture.signers as Json[])[0], 'signer', [], ['sponsor'])
    expectSorobanShapes(db)
  })

  it('keeps the order book, liabilities and trades consistent', () => {
    const db = history300
    const offers = jsonRows(db, 'SELECT json FROM offers')
    expect(offers.length).toBeGreaterThan(0)
    const accounts = new Map(
      jsonRows(db, 'SELECT json FROM accounts').map((account) => [account.id as string, account]),
    )
    const expected = new Map<string, bigint>()
    for (const offer of offers) {
      expect(offer.id).toBe(offer.paging_token)
      expect(accounts.has(offer.seller as string)).toBe(true)
      const selling = offer.selling as Json
      const key = `${String(offer.seller)}|${String(selling.asset_code ?? 'native')}|${String(selling.asset_issuer ?? '')}`
      expected.set(key, (expected.get(key) ?? 0n) + stroops(offer.amount as string))
    }
    for (const account of accounts.values()) {
      for (const balance of account.balances as Json[]) {
        // Pool-share lines have no liabilities (checked against the pools by the invariant test).
        if (balance.asset_type === 'liquidity_pool_shares') continue
        const key = `${String(account.id)}|${String(balance.asset_code ?? 'native')}|${String(balance.asset_issuer ?? '')}`
        expect(stroops(balance.selling_liabilities as string), key).toBe(expected.get(key) ?? 0n)
        if (balance.asset_type !== 'native') {
          // Liabilities never exceed what a trustline holds or may still receive.
          expect(stroops(balance.balance as string)).toBeGreaterThanOrEqual(
            stroops(balance.selling_liabilities as string),
          )
          expect(
            stroops(balance.balance as string) + stroops(balance.buying_liabilities as string),
          ).toBeLessThanOrEqual(stroops(balance.limit as string))
        }
      }
    }
    const trades = db
      .prepare(
        'SELECT operation_id, trade_order, base_account, counter_account, trade_type, liquidity_pool_id, json FROM trades ORDER BY operation_id, trade_order',
      )
      .safeIntegers(true)
      .all() as Array<{
      operation_id: bigint
      trade_order: bigint
      base_account: string | null
      counter_account: string | null
      trade_type: string
      liquidity_pool_id: string | null
      json: string
    }>
    expect(trades.length).toBeGreaterThan(0)
    for (const row of trades) {
      const trade = JSON.parse(row.json) as Json
      expect(trade.id).toBe(`${row.operation_id}-${row.trade_order}`)
      expect(trade.paging_token).toBe(trade.id)
      expect(trade.base_account ?? null).toBe(row.base_account)
      expect(trade.counter_account ?? null).toBe(row.counter_account)
      expect(trade.trade_type).toBe(row.trade_type)
      if (row.trade_type === 'liquidity_pool') {
        // A pool trade has one side that is the pool and the taker's liquidity_pool_trade effect.
        expect([trade.base_liquidity_pool_id, trade.counter_liquidity_pool_id]).toContain(
          row.liquidity_pool_id,
        )
        const poolEffects = db
          .prepare(
            "SELECT count(*) AS n FROM effects WHERE operation_id = ? AND json_extract(json, '$.type') = 'liquidity_pool_trade' AND json_extract(json, '$.liquidity_pool.id') = ?",
          )
          .get(row.operation_id, row.liquidity_pool_id) as { n: number }
        expect(poolEffects.n).toBe(1)
      } else {
        // Each order book trade has the taker's and the maker's trade effect on its operation.
        const tradeEffects = db
          .prepare(
            "SELECT count(*) AS n FROM effects WHERE operation_id = ? AND json_extract(json, '$.type') = 'trade'",
          )
          .get(row.operation_id) as { n: number }
        const bookTradesBefore = db
          .prepare(
            "SELECT count(*) AS n FROM trades WHERE operation_id = ? AND trade_order <= ? AND trade_type = 'orderbook'",
          )
          .get(row.operation_id, row.trade_order) as { n: number }
        expect(tradeEffects.n).toBeGreaterThanOrEqual(2 * bookTradesBefore.n)
      }
      const price = trade.price as { n: string; d: string }
      expect(BigInt(price.n) * stroops(trade.base_amount as string)).toBe(
        BigInt(price.d) * stroops(trade.counter_amount as string),
      )
    }
  })
})
