import {
  Account,
  Asset,
  Claimant,
  FeeBumpTransaction,
  Keypair,
  Operation,
  TransactionBuilder,
} from '@stellar/stellar-sdk'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../store/database.ts'
import type { SandboxDatabase } from '../store/database.ts'
import {
  absolutePredicate,
  claimableBalanceId,
  predicateHolds,
  predicateJson,
} from './claimable-balances.ts'
import type { ClaimPredicate } from './ledger-entries.ts'
import {
  expectSameShape,
  fixture,
  jsonRows,
  stroops,
} from '../testing/horizon-shape-expectations.ts'
import type { Json } from '../testing/horizon-shape-expectations.ts'
import { sponsorshipCountMismatches } from './ledger-invariants.ts'
import { LedgerSimulator, SANDBOX_NETWORK_PASSPHRASE } from './ledger-simulator.ts'

const NEW_OPERATION_TYPES = [
  'create_passive_sell_offer',
  'allow_trust',
  'clawback',
  'create_claimable_balance',
  'claim_claimable_balance',
  'clawback_claimable_balance',
  'begin_sponsoring_future_reserves',
  'end_sponsoring_future_reserves',
  'revoke_sponsorship',
]

const NEW_EFFECT_TYPES = [
  'account_inflation_destination_updated',
  'signer_updated',
  'trustline_authorized',
  'trustline_authorized_to_maintain_liabilities',
  'trustline_deauthorized',
  'claimable_balance_created',
  'claimable_balance_claimant_created',
  'claimable_balance_claimed',
  'claimable_balance_clawed_back',
  'account_sponsorship_created',
  'account_sponsorship_removed',
  'trustline_sponsorship_created',
  'data_sponsorship_created',
  'signer_sponsorship_created',
  'claimable_balance_sponsorship_created',
  'claimable_balance_sponsorship_removed',
  'claimable_balance_sponsorship_updated',
]

function distinct(db: SandboxDatabase, sql: string): string[] {
  return (db.prepare(sql).all() as Array<{ value: string }>).map((row) => row.value)
}

function operationsOfType(db: SandboxDatabase, type: string, extra = ''): Json[] {
  return jsonRows(
    db,
    `SELECT json FROM operations WHERE json_extract(json, '$.type') = ? ${extra} ORDER BY id`,
    type,
  )
}

describe('claimable balances, sponsorship and issuer controls in the simulated history', () => {
  // The e2e history (seed 1, 300 ledgers); npm start's 2,000 ledgers with seed 1 extend it.
  const db = openDatabase(':memory:')
  new LedgerSimulator({ db, seed: 1, history: 300 }).prepare()
  afterAll(() => db.close())

  it('has every new operation type, successful and failed, and the effects they derive', () => {
    const successful = distinct(
      db,
      "SELECT DISTINCT json_extract(json, '$.type') AS value FROM operations WHERE successful = 1",
    )
    const failed = distinct(
      db,
      "SELECT DISTINCT json_extract(json, '$.type') AS value FROM operations WHERE successful = 0",
    )
    for (const type of NEW_OPERATION_TYPES) expect(successful, type).toContain(type)
    for (const type of [
      'create_claimable_balance',
      'claim_claimable_balance',
      'revoke_sponsorship',
    ])
      expect(failed, `failed ${type}`).toContain(type)
    const effects = distinct(
      db,
      "SELECT DISTINCT json_extract(json, '$.type') AS value FROM effects",
    )
    for (const type of NEW_EFFECT_TYPES) expect(effects, type).toContain(type)
    const setOptions = jsonRows(db, 'SELECT json FROM operations WHERE type_i = 5')
    for (const key of ['inflation_dest', 'master_key_weight', 'clear_flags', 'signer_key'])
      expect(
        setOptions.some((record) => key in record),
        key,
      ).toBe(true)
    const revoked = operationsOfType(db, 'revoke_sponsorship', 'AND successful = 1')
    for (const key of [
      'account_id',
      'claimable_balance_id',
      'data_account_id',
      'offer_id',
      'trustline_account_id',
      'signer_account_id',
    ])
      expect(
        revoked.some((record) => key in record),
        `revoke_sponsorship of ${key}`,
      ).toBe(true)
  })

  it('creates claimable balances with predicates of every kind', () => {
    const text = operationsOfType(db, 'create_claimable_balance')
      .map((record) => JSON.stringify(record.claimants))
      .join('\n')
    for (const kind of ['unconditional', 'abs_before', 'rel_before', '"and"', '"or"', '"not"'])
      expect(text, kind).toContain(kind)
  })

  it('renders the new operations key for key like real Horizon', () => {
    const cases: Array<[string, string, string[]]> = [
      ['op-create-passive-sell-offer.json', 'create_passive_sell_offer', []],
      ['op-allow-trust.json', 'allow_trust', []],
      ['op-clawback.json', 'clawback', []],
      ['op-create-claimable-balance.json', 'create_claimable_balance', []],
      ['op-claim-claimable-balance.json', 'claim_claimable_balance', []],
      ['op-clawback-claimable-balance.json', 'clawback_claimable_balance', []],
      ['op-begin-sponsoring-future-reserves.json', 'begin_sponsoring_future_reserves', []],
      ['op-end-sponsoring-future-reserves.json', 'end_sponsoring_future_reserves', []],
    ]
    for (const [file, type, optional] of cases) {
      const record = operationsOfType(db, type, 'AND successful = 1')[0]
      expect(record, type).toBeDefined()
      expectSameShape(record, fixture(file), type, optional)
    }
    const accountRevoke = operationsOfType(
      db,
      'revoke_sponsorship',
      "AND json_extract(json, '$.account_id') IS NOT NULL",
    )[0]
    expectSameShape(accountRevoke, fixture('op-revoke-sponsorship.json'), 'revoke_sponsorship')
    // Every created balance has its sponsor right after transaction_hash, as Horizon.
    for (const record of operationsOfType(db, 'create_claimable_balance', 'AND successful = 1')) {
      const keys = Object.keys(record)
      expect(keys[keys.indexOf('transaction_hash') + 1]).toBe('sponsor')
    }
  })

  it('renders the new effects key for key like real Horizon', () => {
    const files = [
      'effect-account-inflation-destination-updated.json',
      'effect-trustline-authorized.json',
      'effect-trustline-authorized-to-maintain-liabilities.json',
      'effect-trustline-deauthorized.json',
      'effect-claimable-balance-created.json',
      'effect-claimable-balance-claimant-created.json',
      'effect-claimable-balance-claimed.json',
      'effect-claimable-balance-clawed-back.json',
      'effect-account-sponsorship-created.json',
      'effect-account-sponsorship-removed.json',
      'effect-data-sponsorship-created.json',
      'effect-signer-sponsorship-created.json',
      'effect-claimable-balance-sponsorship-created.json',
      'effect-signer-updated.json',
    ]
    for (const file of files) {
      const theirs = fixture(file)
      const ours = jsonRows(
        db,
        "SELECT json FROM effects WHERE json_extract(json, '$.type') = ? LIMIT 1",
        theirs.type,
      )[0]
      expect(ours, file).toBeDefined()
      // Predicates differ in structure from balance to balance: compare the rest, then check
      // the predicate is the last key and an object.
      if (theirs.type === 'claimable_balance_claimant_created') {
        const withoutPredicate = ({ predicate, ...rest }: Json) => {
          expect(typeof predicate).toBe('object')
          return rest
        }
        expectSameShape(withoutPredicate(ours ?? {}), withoutPredicate(theirs), file)
        expect(Object.keys(ours ?? {}).at(-1)).toBe('predicate')
        continue
      }
      // Horizon's effect Base has omitempty account_muxed/_id: set on a muxed source's effects.
      expectSameShape(ours, theirs, file, [], ['account_muxed', 'account_muxed_id'])
    }
    // horizon-api.md §4.4: trustline sponsorship effects carry asset_type before asset.
    const trustline = jsonRows(
      db,
      "SELECT json FROM effects WHERE json_extract(json, '$.type') = 'trustline_sponsorship_created' LIMIT 1",
    )[0]
    expectSameShape(
      trustline,
      fixture('effect-trustline-sponsorship-created.json'),
      'trustline',
      [],
      ['asset_type'],
    )
    expect(Object.keys(trustline ?? {}).slice(-3)).toEqual(['asset_type', 'asset', 'sponsor'])
  })

  it('stores claimable balances as GET /claimable_balances/{id} shows them, with Core ids', () => {
    const balances = jsonRows(
      db,
      'SELECT json FROM claimable_balances ORDER BY last_modified_ledger, id',
    )
    expect(balances.length).toBeGreaterThan(0)
    for (const balance of balances) {
      expectSameShape(balance, fixture('claimable-balance.json'), 'claimable balance')
      expect(balance.paging_token).toBe(
        `${String(balance.last_modified_ledger)}-${String(balance.id)}`,
      )
      // Stored balances hold absolute predicates only: relative ones were fixed at creation.
      expect(JSON.stringify(balance.claimants)).not.toContain('rel_before')
      const claimants = db
        .prepare('SELECT destination FROM claimable_balance_claimants WHERE balance_id = ?')
        .all(balance.id) as Array<{ destination: string }>
      expect(claimants.map((row) => row.destination).sort()).toEqual(
        (balance.claimants as Array<{ destination: string }>)
          .map((claimant) => claimant.destination)
          .sort(),
      )
    }
    // The id is Core's: the SDK derives the same one from the signed envelope.
    const created = db
      .prepare(
        `SELECT o.id AS operation_id, t.json AS transaction_json FROM operations o
         JOIN transactions t ON t.id = o.transaction_id WHERE o.type_i = 14 AND o.successful = 1 LIMIT 20`,
      )
      .safeIntegers(true)
      .all() as Array<{ operation_id: bigint; transaction_json: string }>
    expect(created.length).toBeGreaterThan(0)
    for (const row of created) {
      const transaction = JSON.parse(row.transaction_json) as Json
      const outer = TransactionBuilder.fromXDR(
        transaction.envelope_xdr as string,
        SANDBOX_NETWORK_PASSPHRASE,
      )
      // A fee-bumped transaction's balance ids come from its inner transaction.
      const envelope = outer instanceof FeeBumpTransaction ? outer.innerTransaction : outer
      const index = Number(row.operation_id & 0xfffn) - 1
      const effect = jsonRows(
        db,
        "SELECT json FROM effects WHERE operation_id = ? AND json_extract(json, '$.type') = 'claimable_balance_created'",
        row.operation_id,
      )[0]
      expect(effect?.balance_id).toBe(envelope.getClaimableBalanceId(index))
      const links = db
        .prepare(
          'SELECT count(*) AS n FROM claimable_balance_operations WHERE balance_id = ? AND operation_id = ?',
        )
        .get(effect?.balance_id, row.operation_id) as { n: number }
      expect(links.n).toBe(1)
    }
  })

  it('keeps sponsorship counts, sponsor columns and reserves consistent', () => {
    expect(sponsorshipCountMismatches(db)).toEqual([])
    // /accounts?sponsor= also finds accounts through their sponsored offers.
    const sponsoredOffers = db
      .prepare('SELECT seller, sponsor FROM offers WHERE sponsor IS NOT NULL')
      .all() as Array<{ seller: string; sponsor: string }>
    for (const { seller, sponsor } of sponsoredOffers)
      expect(
        db
          .prepare('SELECT 1 FROM account_sponsors WHERE sponsor = ? AND account_id = ?')
          .get(sponsor, seller),
        `${seller} offer sponsored by ${sponsor}`,
      ).toBeDefined()
    const accounts = jsonRows(db, 'SELECT json FROM accounts')
    const sponsoredAccounts = accounts.filter((account) => account.sponsor !== undefined)
    expect(sponsoredAccounts.length).toBeGreaterThan(0)
    for (const account of accounts) {
      const sponsors = db
        .prepare('SELECT sponsor FROM account_sponsors WHERE account_id = ?')
        .all(account.id) as Array<{ sponsor: string }>
      if (account.sponsor !== undefined)
        expect(sponsors.map((row) => row.sponsor)).toContain(account.sponsor)
      // Balances never fall below (2 + subentries + num_sponsoring − num_sponsored) reserves
      // through an operation (fees may eat into it, as on Stellar: allow 1 XLM of fees).
      const native = (account.balances as Json[]).at(-1) as Json
      const reserves =
        2 +
        (account.subentry_count as number) +
        (account.num_sponsoring as number) -
        (account.num_sponsored as number)
      expect(stroops(native.balance as string) + 10_000_000n).toBeGreaterThanOrEqual(
        BigInt(reserves) * 5_000_000n,
      )
    }
  })
})

describe('claim predicates', () => {
  const relative: ClaimPredicate = {
    type: 'and',
    predicates: [
      { type: 'not', predicate: { type: 'before_absolute_time', time: 1000n } },
      { type: 'before_relative_time', seconds: 300n },
    ],
  }

  it('render as Horizon does, relative times made absolute at creation', () => {
    expect(predicateJson(relative)).toEqual({
      and: [
        { not: { abs_before: '1970-01-01T00:16:40Z', abs_before_epoch: '1000' } },
        { rel_before: '300' },
      ],
    })
    const fixed = absolutePredicate(relative, 2000)
    expect(predicateJson(fixed)).toEqual({
      and: [
        { not: { abs_before: '1970-01-01T00:16:40Z', abs_before_epoch: '1000' } },
        { abs_before: '1970-01-01T00:38:20Z', abs_before_epoch: '2300' },
      ],
    })
    expect(predicateHolds(fixed, 2299)).toBe(true)
    expect(predicateHolds(fixed, 2300)).toBe(false)
    expect(predicateHolds(fixed, 999)).toBe(false)
    expect(
      predicateHolds({ type: 'or', predicates: [fixed, { type: 'unconditional' }] }, 5000),
    ).toBe(true)
  })

  it('derive balance ids like the SDK from the transaction source, sequence and index', () => {
    const source = Keypair.random()
    const transaction = new TransactionBuilder(new Account(source.publicKey(), '41'), {
      fee: '100',
      networkPassphrase: SANDBOX_NETWORK_PASSPHRASE,
      timebounds: { minTime: 0, maxTime: 0 },
    })
      .addOperation(Operation.bumpSequence({ bumpTo: '50' }))
      .addOperation(
        Operation.createClaimableBalance({
          asset: Asset.native(),
          amount: '1',
          claimants: [new Claimant(source.publicKey())],
        }),
      )
      .build()
    expect(claimableBalanceId(source.publicKey(), 42n, 1)).toBe(
      transaction.getClaimableBalanceId(1),
    )
    expect(claimableBalanceId(source.publicKey(), 42n, 0)).not.toBe(
      transaction.getClaimableBalanceId(1),
    )
  })
})
