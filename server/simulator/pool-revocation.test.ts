import { createHash } from 'node:crypto'
import { Keypair } from '@stellar/stellar-sdk'
import { describe, expect, it } from 'vitest'
import type { AccountState, CreditAsset } from './ledger-entries.ts'
import { LedgerState } from './ledger-state.ts'
import { liquidityPoolId, orderedPoolAssets } from './liquidity-pools.ts'
import type { PoolAssets, PoolState } from './ledger-entries.ts'
import { sdkAsset } from './ledger-primitives.ts'
import { Prng } from './prng.ts'
import {
  BASE_RESERVE,
  TRUSTLINE_AUTHORIZED,
  TRUSTLINE_CLAWBACK_ENABLED,
} from './simulator-constants.ts'
import { redeemRevokedPoolShares, revokedBalanceId } from './operations/pool-revocation.ts'
import type { OperationContext } from './operations/operation-handler.ts'
import { units } from './stroops.ts'

const key = (byte: number) => Keypair.fromRawEd25519Seed(Buffer.alloc(32, byte)).publicKey()
const ISSUER = key(1)
const TRUSTOR = key(2)
const SPONSOR = key(3)
const GOLD: CreditAsset = { code: 'GOLDCERT', issuer: ISSUER }
/** An asset the trustor issues itself: its part of a redemption is gone, not put in a balance. */
const OWN: CreditAsset = { code: 'OWN', issuer: TRUSTOR }
const LEDGER = 50

const NATIVE_GOLD = orderedPoolAssets(null, GOLD)
const OWN_GOLD = orderedPoolAssets(OWN, GOLD)

function pool(assets: PoolAssets, reserves: [bigint, bigint], shares: bigint, lines: number) {
  const state: PoolState = {
    ...assets,
    id: liquidityPoolId(assets),
    reserveA: reserves[0],
    reserveB: reserves[1],
    totalShares: shares,
    trustlineCount: lines,
    lastModifiedLedger: 1,
  }
  return state
}

/**
 * The trustor holds 20 of the 55 shares of a native/GOLD pool (1000/3 stroops, two lines) and all
 * 7 shares of an OWN/GOLD pool (40/9, its only line); its GOLD line is authorized and
 * clawback-enabled.
 */
function ledgerWithPoolShares(): LedgerState {
  const ledger = new LedgerState()
  const account = (id: string, balance: bigint): AccountState =>
    ledger.newAccountState({ id, keyIndex: 0, balance, sequence: 7n, ledgerSequence: 1 })
  const trustor = account(TRUSTOR, units(100))
  trustor.subentryCount = 5
  trustor.trustlines.push({
    ...GOLD,
    balance: units(1),
    limit: units(1000),
    flags: TRUSTLINE_AUTHORIZED | TRUSTLINE_CLAWBACK_ENABLED,
    lastModifiedLedger: 1,
    poolUseCount: 2,
  })
  const shareLine = (assets: PoolAssets, balance: bigint) => ({
    poolId: liquidityPoolId(assets),
    balance,
    limit: units(1000),
    lastModifiedLedger: 1,
  })
  trustor.poolShares.push(shareLine(NATIVE_GOLD, 20n), shareLine(OWN_GOLD, 7n))
  const pools = [pool(NATIVE_GOLD, [1000n, 3n], 55n, 2), pool(OWN_GOLD, [40n, 9n], 7n, 1)]
  ledger.state = {
    prng: Prng.fromSeed(1).snapshot(),
    nextKeyIndex: 0,
    ledgerSequence: LEDGER - 1,
    closeTime: 0,
    ledgerHash: '',
    feePool: 0n,
    accounts: {
      [ISSUER]: account(ISSUER, units(100)),
      [TRUSTOR]: trustor,
      [SPONSOR]: account(SPONSOR, 4n * BASE_RESERVE),
    },
    assets: [GOLD, OWN],
    offers: {},
    lastOfferId: 0,
    claimableBalances: {},
    liquidityPools: Object.fromEntries(pools.map((entry) => [entry.id, entry])),
  }
  return ledger
}

function revokeContext(ledger: LedgerState): OperationContext {
  const source = ledger.account(ISSUER)
  if (source === undefined) throw new Error('no issuer')
  return {
    ledger,
    sourceId: ISSUER,
    source,
    ledgerSequence: LEDGER,
    ledgerStartSequence: BigInt(LEDGER) << 32n,
    transaction: { sourceId: ISSUER, sequence: 8n, operationIndex: 1, closeTime: 1000 },
  }
}

describe('CAP-38 pool-share redemption on deauthorization', () => {
  it('derives balance ids from an ENVELOPE_TYPE_POOL_REVOKE_OP_ID preimage', () => {
    const poolId = liquidityPoolId(NATIVE_GOLD)
    // HashIDPreimage: type 7, then revokeID { AccountID, SequenceNumber, opNum, PoolID, Asset }.
    const int32 = (value: number) => Buffer.from([0, 0, 0, value])
    const sequence = Buffer.alloc(8)
    sequence.writeBigInt64BE(8n)
    const preimage = Buffer.concat([
      int32(7),
      int32(0),
      Keypair.fromPublicKey(ISSUER).rawPublicKey(),
      sequence,
      int32(1),
      Buffer.from(poolId, 'hex'),
      sdkAsset(GOLD).toXDRObject().toXDR(),
    ])
    const expected = `00000000${createHash('sha256').update(preimage).digest('hex')}`
    const position = { sourceId: ISSUER, sequence: 8n, operationIndex: 1 }
    expect(revokedBalanceId(position, poolId, GOLD)).toBe(expected)
    expect(revokedBalanceId(position, poolId, null)).not.toBe(expected)
  })

  it('withdraws at the reserves rounded down, deletes the lines and fills claimable balances', () => {
    const ledger = ledgerWithPoolShares()
    const redemption = redeemRevokedPoolShares(revokeContext(ledger), TRUSTOR, GOLD)
    if (redemption === 'low_reserve') throw new Error('unexpected low reserve')
    const state = ledger.requireState()
    const position = { sourceId: ISSUER, sequence: 8n, operationIndex: 1 }
    const nativeGold = liquidityPoolId(NATIVE_GOLD)
    const ownGold = liquidityPoolId(OWN_GOLD)
    // 20/55 of 1000 = 363.6 → 363 and of 3 = 1.09 → 1; all of the OWN/GOLD pool, but the OWN
    // part (the trustor's own asset) is not put in a balance.
    const expected = [
      [revokedBalanceId(position, nativeGold, null), null, 363n],
      [revokedBalanceId(position, nativeGold, GOLD), GOLD, 1n],
      [revokedBalanceId(position, ownGold, GOLD), GOLD, 9n],
    ] as const
    expect(redemption.balanceIds).toEqual(expected.map(([id]) => id))
    for (const [id, asset, amount] of expected)
      expect(state.claimableBalances[id]).toEqual({
        id,
        asset,
        amount,
        claimants: [{ destination: TRUSTOR, predicate: { type: 'unconditional' } }],
        sponsor: TRUSTOR,
        clawbackEnabled: asset !== null,
        lastModifiedLedger: LEDGER,
      })
    expect(state.liquidityPools[nativeGold]).toMatchObject({
      reserveA: 637n,
      reserveB: 2n,
      totalShares: 35n,
      trustlineCount: 1,
    })
    expect(state.liquidityPools[ownGold]).toBeUndefined()
    const trustor = ledger.account(TRUSTOR)
    expect(trustor?.poolShares).toEqual([])
    expect(trustor?.subentryCount).toBe(1)
    expect(trustor?.numSponsoring).toBe(3)
    expect(trustor?.trustlines[0]?.poolUseCount).toBe(0)
    // Nothing is credited: the trustor claims the balances later.
    expect(trustor?.balance).toBe(units(100))
    expect(trustor?.trustlines[0]?.balance).toBe(units(1))
    expect(redemption.poolIds.sort()).toEqual([nativeGold, ownGold].sort())
  })

  it('emits Horizon’s effects in its order: balances by id, the first pool, sponsorships, removals', () => {
    const ledger = ledgerWithPoolShares()
    const redemption = redeemRevokedPoolShares(revokeContext(ledger), TRUSTOR, GOLD)
    if (redemption === 'low_reserve') throw new Error('unexpected low reserve')
    const ids = [...redemption.balanceIds].sort()
    const types = redemption.effects.map((entry) => `${entry.type}@${entry.account.slice(0, 4)}`)
    const source = ISSUER.slice(0, 4)
    const trustor = TRUSTOR.slice(0, 4)
    expect(types).toEqual([
      ...ids.flatMap(() => [
        `claimable_balance_created@${source}`,
        `claimable_balance_claimant_created@${trustor}`,
      ]),
      `liquidity_pool_revoked@${source}`,
      ...ids.map(() => `claimable_balance_sponsorship_created@${source}`),
      `liquidity_pool_removed@${source}`,
    ])
    const created = redemption.effects.filter((entry) => entry.type === 'claimable_balance_created')
    expect(created.map((entry) => entry.details.balance_id)).toEqual(ids)
    const revoked = redemption.effects.find((entry) => entry.type === 'liquidity_pool_revoked')
    const firstPool = [liquidityPoolId(NATIVE_GOLD), liquidityPoolId(OWN_GOLD)].sort()[0]
    const details = revoked?.details as { liquidity_pool: { id: string } } | undefined
    expect(details?.liquidity_pool.id).toBe(firstPool)
    const removed = redemption.effects.at(-1)
    expect(removed?.details).toEqual({ liquidity_pool_id: liquidityPoolId(OWN_GOLD) })
  })

  it('lets a sandwich sponsor pay the balances, and fails with low reserve when it cannot', () => {
    const ledger = ledgerWithPoolShares()
    ledger.activeSponsorships.set(TRUSTOR, SPONSOR)
    // The sponsor can pay two reserves, the third balance fails the operation.
    expect(redeemRevokedPoolShares(revokeContext(ledger), TRUSTOR, GOLD)).toBe('low_reserve')
    const funded = ledgerWithPoolShares()
    funded.activeSponsorships.set(TRUSTOR, SPONSOR)
    const sponsor = funded.account(SPONSOR)
    if (sponsor !== undefined) sponsor.balance += BASE_RESERVE
    const redemption = redeemRevokedPoolShares(revokeContext(funded), TRUSTOR, GOLD)
    if (redemption === 'low_reserve') throw new Error('unexpected low reserve')
    for (const id of redemption.balanceIds)
      expect(funded.requireState().claimableBalances[id]?.sponsor).toBe(SPONSOR)
    expect(funded.account(SPONSOR)?.numSponsoring).toBe(3)
    expect(funded.account(TRUSTOR)?.numSponsoring ?? 0).toBe(0)
  })

  it('redeems only pools holding the revoked asset', () => {
    const ledger = ledgerWithPoolShares()
    const other: CreditAsset = { code: 'USD', issuer: ISSUER }
    const redemption = redeemRevokedPoolShares(revokeContext(ledger), TRUSTOR, other)
    expect(redemption).toEqual({ effects: [], balanceIds: [], poolIds: [] })
    expect(ledger.account(TRUSTOR)?.poolShares).toHaveLength(2)
  })
})
