import { Asset, getLiquidityPoolId } from '@stellar/stellar-sdk'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../store/database.ts'
import { LedgerSimulator } from './ledger-simulator.ts'
import {
  depositAmounts,
  integerSquareRoot,
  isBadDepositPrice,
  liquidityPoolId,
  orderedPoolAssets,
  poolSwap,
  withdrawalAmount,
} from './liquidity-pools.ts'
import type { PoolState } from './ledger-entries.ts'
import { expectSameShape, fixture, jsonRows } from '../testing/horizon-shape-expectations.ts'
import type { Json } from '../testing/horizon-shape-expectations.ts'
import { units } from './stroops.ts'

// The pool of the testnet fixtures (effect-liquidity-pool-*.json, op-liquidity-pool-*.json).
const COOL = { code: 'COOL', issuer: 'GAZKB7OEYRUVL6TSBXI74D2IZS4JRCPBXJZ37MDDYAEYBOMHXUYIX5YL' }
const SONESO = {
  code: 'SONESO',
  issuer: 'GAOF7ARG3ZAVUA63GCLXG5JQTMBAH3ZFYHGLGJLDXGDSXQRHD72LLGOB',
}

function pool(reserveA: bigint, reserveB: bigint, totalShares: bigint): PoolState {
  return {
    ...orderedPoolAssets(SONESO, COOL),
    id: 'test',
    reserveA,
    reserveB,
    totalShares,
    trustlineCount: 1,
    lastModifiedLedger: 1,
  }
}

describe('liquidity pool arithmetic (CAP-38)', () => {
  it('orders the assets and hashes LiquidityPoolParameters into the fixture pool id', () => {
    expect(orderedPoolAssets(SONESO, COOL)).toEqual({ assetA: COOL, assetB: SONESO })
    expect(orderedPoolAssets(COOL, null)).toEqual({ assetA: null, assetB: COOL })
    expect(liquidityPoolId(orderedPoolAssets(SONESO, COOL))).toBe(
      '2c0bfa623845dd101cbf074a1ca1ae4b2458cc8d0104ad65939ebe2cd9054355',
    )
  })

  it('deposits and withdraws with the amounts of the fixture operations', () => {
    // op-liquidity-pool-deposit.json: 250 + 250 into the empty pool gives 250 shares.
    expect(depositAmounts(pool(0n, 0n, 0n), units(250), units(250))).toEqual({
      amountA: units(250),
      amountB: units(250),
      shares: units(250),
    })
    // op-liquidity-pool-withdraw.json: 100 of 400 shares of a 400/400 pool.
    expect(withdrawalAmount(units(100), units(400), units(400))).toBe(units(100))
    expect(integerSquareRoot(99n)).toBe(9n)
    expect(integerSquareRoot(100n)).toBe(10n)
  })

  it('rounds deposits into a non-empty pool as Core does (shares down, amounts up)', () => {
    // sharesA = floor(1732·10/1000) = 17, sharesB = floor(1732·10/3000) = 5 → 5 shares;
    // amountA = ceil(5·1000/1732) = 3, amountB = ceil(5·3000/1732) = 9.
    const amounts = depositAmounts(pool(1000n, 3000n, 1732n), 10n, 10n)
    expect(amounts).toEqual({ amountA: 3n, amountB: 9n, shares: 5n })
    expect(isBadDepositPrice(amounts, [1, 4], [1, 2])).toBe(false)
    expect(isBadDepositPrice(amounts, [1, 2], [1, 1])).toBe(true)
    expect(isBadDepositPrice({ amountA: 0n, amountB: 9n, shares: 0n }, [0, 1], [9, 1])).toBe(true)
  })

  it('swaps with the 30 bps fee: the fixture liquidity_pool_trade both ways', () => {
    // effect-liquidity-pool-trade.json: 20 SONESO in, 18.9931895 COOL out of a 400/400 pool.
    const before = pool(units(400), units(400), units(400))
    expect(poolSwap(before, SONESO, 'send', units(20))).toMatchObject({
      toPool: units(20),
      fromPool: 189_931_895n,
    })
    expect(poolSwap(before, SONESO, 'receive', 189_931_895n)).toMatchObject({
      toPool: units(20),
      fromPool: 189_931_895n,
    })
    expect(poolSwap(before, SONESO, 'receive', units(400))).toBeNull()
    expect(poolSwap(pool(0n, 0n, 0n), SONESO, 'send', units(1))).toBeNull()
  })
})

describe('liquidity pools and muxed sources in the generated history', () => {
  const history300 = openDatabase(':memory:')
  new LedgerSimulator({ db: history300, seed: 1, history: 300 }).prepare()
  afterAll(() => history300.close())

  it('renders liquidity pool records with the same keys, order and JSON types as real Horizon', () => {
    const db = history300
    const one = (sql: string) => jsonRows(db, `${sql} LIMIT 1`)[0]
    const poolTrust = one(
      "SELECT json FROM operations WHERE type_i = 6 AND json_extract(json, '$.asset_type') = 'liquidity_pool_shares'",
    )
    const muxed = [
      'source_account_muxed',
      'source_account_muxed_id',
      'trustor_muxed',
      'trustor_muxed_id',
    ]
    expectSameShape(
      poolTrust,
      fixture('op-change-trust-liquidity-pool.json'),
      'change_trust',
      muxed,
    )
    for (const [typeI, file] of [
      [22, 'op-liquidity-pool-deposit.json'],
      [23, 'op-liquidity-pool-withdraw.json'],
    ] as const) {
      const record = one(`SELECT json FROM operations WHERE type_i = ${typeI} AND successful = 1`)
      expectSameShape(record, fixture(file), file, muxed.slice(0, 2))
    }
    for (const type of ['created', 'deposited', 'withdrew', 'trade']) {
      const record = one(
        `SELECT json FROM effects WHERE json_extract(json, '$.type') = 'liquidity_pool_${type}'`,
      )
      expectSameShape(record, fixture(`effect-liquidity-pool-${type}.json`), type, [
        'account_muxed',
        'account_muxed_id',
      ])
    }
    const trade = one("SELECT json FROM trades WHERE trade_type = 'liquidity_pool'")
    const theirTrade = fixture('trade-liquidity-pool.json')
    const poolIsCounter = trade?.counter_liquidity_pool_id !== undefined
    expectSameShape(
      trade,
      theirTrade,
      'pool trade',
      poolIsCounter ? [] : ['base_offer_id', 'base_account', 'counter_liquidity_pool_id'],
      poolIsCounter ? [] : ['base_liquidity_pool_id', 'counter_offer_id', 'counter_account'],
    )
    expectSameShape(one('SELECT json FROM liquidity_pools'), fixture('liquidity-pool.json'), 'pool')
    const holder = one(
      'SELECT a.json FROM accounts a JOIN liquidity_pool_holders h ON h.account = a.account_id',
    ) as Json
    const theirShares = (fixture('account.json').balances as Json[])[0]
    expectSameShape((holder.balances as Json[])[0], theirShares, 'pool-share balance')
    // The pool id is the SDK's getLiquidityPoolId of the pool's assets.
    const pool = one('SELECT json FROM liquidity_pools') as Json
    const [assetA, assetB] = (pool.reserves as Array<{ asset: string }>).map(({ asset }) => {
      const [code = '', issuer] = asset.split(':')
      return asset === 'native' ? Asset.native() : new Asset(code, issuer)
    })
    const expectedId = getLiquidityPoolId('constant_product', {
      assetA: assetA ?? Asset.native(),
      assetB: assetB ?? Asset.native(),
      fee: 30,
    })
    expect(Buffer.from(expectedId).toString('hex')).toBe(pool.id)
  })

  it('gives the operations and source effects of a muxed transaction its M… address', () => {
    const db = history300
    const transactions = jsonRows(
      db,
      'SELECT json FROM transactions WHERE json LIKE \'%"account_muxed"%\' AND successful = 1',
    )
    expect(transactions.length).toBeGreaterThan(0)
    let sourceEffects = 0
    for (const transaction of transactions) {
      const muxed = { address: transaction.account_muxed, id: transaction.account_muxed_id }
      const id = BigInt(transaction.paging_token as string)
      const operations = jsonRows(db, 'SELECT json FROM operations WHERE transaction_id = ?', id)
      for (const operation of operations) {
        // An operation with a source of its own (a sponsorship sandwich's) is not the M… address's.
        if (operation.source_account !== transaction.source_account) continue
        expect(operation.source_account_muxed).toBe(muxed.address)
        expect(operation.source_account_muxed_id).toBe(muxed.id)
        for (const key of ['funder', 'from', 'account'])
          if (operation[key] === transaction.source_account)
            expect(operation[`${key}_muxed`]).toBe(muxed.address)
        const effects = jsonRows(
          db,
          'SELECT json FROM effects WHERE operation_id = ?',
          BigInt(operation.id as string),
        )
        for (const effect of effects) {
          const isSource = effect.account === transaction.source_account
          if (isSource) sourceEffects++
          expect(effect.account_muxed).toBe(isSource ? muxed.address : undefined)
          expect(effect.account_muxed_id).toBe(isSource ? muxed.id : undefined)
        }
      }
    }
    expect(sourceEffects).toBeGreaterThan(0)
  })

  it('fills the filter columns of offers, trades and transaction_fees from the records', () => {
    const db = history300
    const canonical = (asset: Json, prefix = '') =>
      asset[`${prefix}asset_type`] === 'native'
        ? 'native'
        : `${String(asset[`${prefix}asset_code`])}:${String(asset[`${prefix}asset_issuer`])}`
    const offers = db
      .prepare('SELECT selling_asset, buying_asset, price, json FROM offers')
      .all() as Array<{ selling_asset: string; buying_asset: string; price: number; json: string }>
    expect(offers.length).toBeGreaterThan(0)
    for (const row of offers) {
      const offer = JSON.parse(row.json) as Json
      expect(row.selling_asset).toBe(canonical(offer.selling as Json))
      expect(row.buying_asset).toBe(canonical(offer.buying as Json))
      const { n, d } = offer.price_r as { n: number; d: number }
      expect(row.price).toBe(n / d)
    }
    const trades = db.prepare('SELECT base_asset, counter_asset, json FROM trades').all() as Array<{
      base_asset: string
      counter_asset: string
      json: string
    }>
    for (const row of trades) {
      const trade = JSON.parse(row.json) as Json
      expect(row.base_asset).toBe(canonical(trade, 'base_'))
      expect(row.counter_asset).toBe(canonical(trade, 'counter_'))
    }
    const fees = db
      .prepare(
        'SELECT f.fee_charged, f.max_fee, t.json FROM transaction_fees f JOIN transactions t ON t.id = f.transaction_id AND t.ledger = f.ledger',
      )
      .all() as Array<{ fee_charged: number; max_fee: number; json: string }>
    expect(fees.length).toBe(
      (db.prepare('SELECT count(*) AS n FROM transactions').get() as { n: number }).n,
    )
    for (const row of fees) {
      const transaction = JSON.parse(row.json) as Json
      const operations =
        (transaction.operation_count as number) +
        (transaction.fee_bump_transaction === undefined ? 0 : 1)
      expect(row.fee_charged).toBe(Math.ceil(Number(transaction.fee_charged) / operations))
      expect(row.max_fee).toBe(Math.ceil(Number(transaction.max_fee) / operations))
    }
  })
})
