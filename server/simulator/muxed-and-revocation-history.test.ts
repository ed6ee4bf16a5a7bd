import { MuxedAccount, TransactionBuilder } from '@stellar/stellar-sdk'
import type { Transaction } from '@stellar/stellar-sdk'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../store/database.ts'
import { LedgerSimulator, SANDBOX_NETWORK_PASSPHRASE } from './ledger-simulator.ts'
import { expectSameShape, fixture, jsonRows } from '../testing/horizon-shape-expectations.ts'
import type { Json } from '../testing/horizon-shape-expectations.ts'
import { muxedAddress } from './muxed-destinations.ts'

/** Horizon's omitempty muxed fields of the source (checked in ledger-simulator.test.ts). */
const SOURCE_MUXED = ['source_account', 'from', 'account'].flatMap((key) => [
  `${key}_muxed`,
  `${key}_muxed_id`,
])

describe('muxed destinations and pool-share revocations in the simulated history', () => {
  // The e2e history (seed 1, 300 ledgers); npm start's 2,000 ledgers with seed 1 extend it.
  const db = openDatabase(':memory:')
  new LedgerSimulator({ db, seed: 1, history: 300 }).prepare()
  afterAll(() => db.close())
  const operationsTo = (field: 'to' | 'into') =>
    jsonRows(
      db,
      `SELECT json FROM operations WHERE json_extract(json, '$.${field}_muxed') IS NOT NULL`,
    )
  const effectsOf = (operation: Json) =>
    jsonRows(
      db,
      'SELECT json FROM effects WHERE operation_id = ? ORDER BY effect_order',
      BigInt(operation.id as string),
    )

  it('sends payments, path payments and merges to M… addresses, signed into the envelope', () => {
    const muxed = [...operationsTo('to'), ...operationsTo('into')]
    const types = new Set(muxed.map((operation) => operation.type))
    for (const type of [
      'payment',
      'path_payment_strict_send',
      'path_payment_strict_receive',
      'account_merge',
    ])
      expect(types, type).toContain(type)
    for (const operation of muxed) {
      const field = operation.type === 'account_merge' ? 'into' : 'to'
      const address = operation[`${field}_muxed`] as string
      const id = operation[`${field}_muxed_id`]
      // A string (ids go up to 2^64), and the M… address of the base account with that id.
      expect(typeof id).toBe('string')
      expect(muxedAddress(operation[field] as string, BigInt(id as string)).address).toBe(address)
      expect(MuxedAccount.fromAddress(address, '0').baseAccount().accountId()).toBe(
        operation[field],
      )
      const keys = Object.keys(operation)
      expect(keys.slice(keys.indexOf(field), keys.indexOf(field) + 3)).toEqual([
        field,
        `${field}_muxed`,
        `${field}_muxed_id`,
      ])
      const transaction = jsonRows(
        db,
        'SELECT json FROM transactions WHERE hash = ?',
        operation.transaction_hash,
      )[0] as Json
      const parsed = TransactionBuilder.fromXDR(
        transaction.envelope_xdr as string,
        SANDBOX_NETWORK_PASSPHRASE,
      )
      const inner = ('innerTransaction' in parsed ? parsed.innerTransaction : parsed) as Transaction
      const index = Number(BigInt(operation.id as string) & 0xfffn) - 1
      expect((inner.operations[index] as { destination?: string }).destination).toBe(address)
    }
    expect(
      muxed.some((operation) => BigInt((operation.to_muxed_id as string) ?? '0') > 2n ** 53n),
    ).toBe(true)
  })

  it('credits the M… address on the destination’s effect and lists the base account as participant', () => {
    let credited = 0
    for (const operation of operationsTo('to').filter(
      (entry) => entry.transaction_successful === true,
    )) {
      const credit = effectsOf(operation).find(
        (effect) => effect.type === 'account_credited' && effect.account === operation.to,
      )
      expect(credit?.account_muxed).toBe(operation.to_muxed)
      expect(credit?.account_muxed_id).toBe(operation.to_muxed_id)
      const keys = Object.keys(credit ?? {})
      expect(keys.slice(keys.indexOf('account'), keys.indexOf('account') + 3)).toEqual([
        'account',
        'account_muxed',
        'account_muxed_id',
      ])
      credited++
      const participants = db
        .prepare('SELECT account FROM operation_participants WHERE operation_id = ?')
        .pluck()
        .all(BigInt(operation.id as string))
      expect(participants).toContain(operation.to)
      expect(participants).not.toContain(operation.to_muxed)
    }
    expect(credited).toBeGreaterThan(0)
  })

  it('renders muxed destinations key for key like Horizon’s operation structs', () => {
    const cases: Array<[string, string, string]> = [
      ['op-payment.json', 'payment', 'to'],
      ['op-path-payment-strict-send.json', 'path_payment_strict_send', 'to'],
      ['op-path-payment-strict-receive.json', 'path_payment_strict_receive', 'to'],
      ['op-account-merge.json', 'account_merge', 'into'],
    ]
    for (const [file, type, field] of cases) {
      const ours = operationsTo(field as 'to' | 'into').find((operation) => operation.type === type)
      expectSameShape(
        ours,
        fixture(file),
        type,
        [],
        [...SOURCE_MUXED, `${field}_muxed`, `${field}_muxed_id`],
      )
    }
  })

  it('redeems a revoked depositor’s pool shares into claimable balances, as Horizon shows it', () => {
    const revoked = jsonRows(
      db,
      "SELECT json FROM effects WHERE json_extract(json, '$.type') = 'liquidity_pool_revoked'",
    )
    expect(revoked.length).toBeGreaterThan(0)
    for (const effect of revoked) {
      expectSameShape(
        effect,
        fixture('effect-liquidity-pool-revoked.json'),
        'liquidity_pool_revoked',
        [],
        ['account_muxed', 'account_muxed_id'],
      )
      const operationId = BigInt((effect.paging_token as string).split('-')[0] ?? '0')
      const operation = jsonRows(
        db,
        'SELECT json FROM operations WHERE id = ?',
        operationId,
      )[0] as Json
      expect(['allow_trust', 'set_trust_line_flags']).toContain(operation.type)
      const effects = effectsOf(operation)
      const types = effects.map((entry) => entry.type)
      const first = types.indexOf('claimable_balance_created')
      // The authorization effects come first, the redemption's after them.
      expect(
        types
          .slice(0, first)
          .every((type) => type === 'trustline_deauthorized' || type === 'trustline_flags_updated'),
      ).toBe(true)
      const created = effects.filter((entry) => entry.type === 'claimable_balance_created')
      const ids = created.map((entry) => entry.balance_id as string)
      expect(ids).toEqual([...ids].sort())
      for (const reserve of effect.reserves_revoked as Json[]) {
        expect(ids).toContain(reserve.claimable_balance_id)
        const claimant = effects.find(
          (entry) =>
            entry.type === 'claimable_balance_claimant_created' &&
            entry.balance_id === reserve.claimable_balance_id,
        )
        expect(claimant?.account).toBe(operation.trustor)
        expect(claimant?.predicate).toEqual({ unconditional: true })
        expect(claimant?.amount).toBe(reserve.amount)
        // The operation is linked to the balance (GET /claimable_balances/{id}/operations).
        const linked = db
          .prepare('SELECT operation_id FROM claimable_balance_operations WHERE balance_id = ?')
          .pluck()
          .safeIntegers(true)
          .all(reserve.claimable_balance_id)
        expect(linked).toContain(operationId)
      }
      const sponsorships = effects.filter(
        (entry) => entry.type === 'claimable_balance_sponsorship_created',
      )
      expect(sponsorships.map((entry) => entry.balance_id)).toEqual(ids)
      const pool = (effect.liquidity_pool as Json).id
      const poolLinks = db
        .prepare('SELECT operation_id FROM operation_liquidity_pools WHERE liquidity_pool_id = ?')
        .pluck()
        .safeIntegers(true)
        .all(pool)
      expect(poolLinks).toContain(operationId)
    }
  })
})
