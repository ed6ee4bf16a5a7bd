// CAP-38 "revoking authorization": when allow_trust or set_trust_line_flags takes a trustline from
// authorized (or authorized to maintain liabilities) to neither, Core redeems every pool-share
// trustline of the trustor whose pool holds that asset. Each line's shares are withdrawn at the
// pool's reserves (rounded down, as liquidity_pool_withdraw), the line is deleted (the pool loses
// a trustline and is erased with its last one), and each non-zero amount goes into a claimable
// balance the trustor can claim unconditionally — except an asset the trustor issues, which is
// simply gone. The balances are sponsored by the line's sponsor or else the trustor (or by whoever
// sponsors that account inside a begin/end sandwich), one reserve each; a sponsor that cannot pay
// fails the operation with *_LOW_RESERVE. Their ids hash an ENVELOPE_TYPE_POOL_REVOKE_OP_ID
// preimage: the transaction's source and sequence, the operation's index, the pool and the asset.
//
// Horizon's effects (effects_processor.go addLiquidityPoolRevokedEffect, then the sponsorship and
// pool effects it derives from the operation's ledger changes, which ingest sorts by ledger key):
// per new balance in id order claimable_balance_created (operation source) and
// claimable_balance_claimant_created (trustor); one liquidity_pool_revoked for the changed pool
// with the lowest id (Horizon reads only the first pool change); claimable_balance_sponsorship_
// created per balance; liquidity_pool_removed per erased pool. The simulator never sponsors
// pool-share lines, so no trustline_sponsorship_removed arises.

import { Keypair, xdr } from '@stellar/stellar-sdk'
import { predicateJson } from '../claimable-balances.ts'
import type { ClaimableBalanceState } from '../ledger-entries.ts'
import { compareStrings } from '../horizon-records.ts'
import type { JsonObject } from '../horizon-records.ts'
import type { CreditAsset } from '../ledger-entries.ts'
import {
  canonicalAsset,
  hex,
  sameAsset,
  sameAssetOrNative,
  sdkAsset,
  sha256,
} from '../ledger-primitives.ts'
import {
  deletePool,
  findPool,
  liquidityPoolDetails,
  mutablePool,
  withdrawalAmount,
} from '../liquidity-pools.ts'
import type { PoolShareLine, PoolState } from '../ledger-entries.ts'
import { BASE_RESERVE, TRUSTLINE_CLAWBACK_ENABLED } from '../simulator-constants.ts'
import type { AppliedOperation, EffectDraft } from '../simulator-types.ts'
import { sponsorshipEffect } from '../sponsorship.ts'
import { formatStroops } from '../stroops.ts'
import { balanceFields } from './claimable-balance-operations.ts'
import { effect } from './operation-handler.ts'
import type { OperationContext, TransactionPosition } from './operation-handler.ts'

/** A pool a redemption changed: as it was before, and after (undefined = erased). */
interface PoolChange {
  before: PoolState
  after: PoolState | undefined
}

export interface PoolShareRedemption {
  effects: EffectDraft[]
  balanceIds: string[]
  poolIds: string[]
}

/** Core's balance id for the `asset` part of a revoked line in pool `poolId`. */
export function revokedBalanceId(
  transaction: Pick<TransactionPosition, 'sourceId' | 'sequence' | 'operationIndex'>,
  poolId: string,
  asset: CreditAsset | null,
): string {
  const preimage = xdr.HashIdPreimage.envelopeTypePoolRevokeOpId(
    new xdr.HashIdPreimageRevokeId({
      sourceAccount: Keypair.fromPublicKey(transaction.sourceId).xdrAccountId(),
      seqNum: xdr.Int64.fromString(transaction.sequence.toString()),
      opNum: transaction.operationIndex,
      liquidityPoolId: new xdr.PoolId(Buffer.from(poolId, 'hex')),
      asset: sdkAsset(asset).toXDRObject(),
    }),
  )
  return `00000000${hex(sha256(preimage.toXDR()))}`
}

function poolHolds(pool: PoolState, asset: CreditAsset): boolean {
  return sameAssetOrNative(pool.assetA, asset) || sameAssetOrNative(pool.assetB, asset)
}

/** Deletes the pool-share line and withdraws its shares; returns the amounts A and B. */
function deletePoolShareLine(
  context: OperationContext,
  trustorId: string,
  line: PoolShareLine,
): { change: PoolChange; amounts: Array<[CreditAsset | null, bigint]> } {
  const { ledger, ledgerSequence } = context
  const pool = mutablePool(ledger, line.poolId, ledgerSequence)
  const before = { ...pool }
  const share = (reserve: bigint) =>
    pool.totalShares === 0n ? 0n : withdrawalAmount(line.balance, reserve, pool.totalShares)
  const amountA = share(pool.reserveA)
  const amountB = share(pool.reserveB)
  const account = ledger.mutableAccount(trustorId, ledgerSequence)
  account.poolShares = account.poolShares.filter((candidate) => candidate.poolId !== line.poolId)
  account.subentryCount -= 2
  for (const asset of [pool.assetA, pool.assetB]) {
    if (asset === null || asset.issuer === trustorId) continue
    const assetLine = ledger.mutableTrustline(trustorId, asset, ledgerSequence)
    assetLine.poolUseCount = (assetLine.poolUseCount ?? 1) - 1
  }
  pool.reserveA -= amountA
  pool.reserveB -= amountB
  pool.totalShares -= line.balance
  pool.trustlineCount--
  if (pool.trustlineCount === 0) deletePool(ledger, pool.id)
  return {
    change: { before, after: pool.trustlineCount === 0 ? undefined : { ...pool } },
    amounts: [
      [pool.assetA, amountA],
      [pool.assetB, amountB],
    ],
  }
}

/** Creates the trustor's balance of `amount` sponsored by `sponsorId`; null = low reserve. */
function createRevokedBalance(
  context: OperationContext,
  owner: { trustorId: string; sponsorId: string; poolId: string },
  asset: CreditAsset | null,
  amount: bigint,
): ClaimableBalanceState | null {
  const { ledger, ledgerSequence, transaction } = context
  const payer = ledger.account(owner.sponsorId)
  if (payer === undefined || ledger.availableNative(payer) < BASE_RESERVE) return null
  ledger.moveReserves({ ownerId: '', sponsorId: owner.sponsorId, count: 1, ledgerSequence })
  const trustline =
    asset === null
      ? undefined
      : ledger.account(owner.trustorId)?.trustlines.find((line) => sameAsset(line, asset))
  const balance: ClaimableBalanceState = {
    id: revokedBalanceId(transaction, owner.poolId, asset),
    asset,
    amount,
    claimants: [{ destination: owner.trustorId, predicate: { type: 'unconditional' } }],
    sponsor: owner.sponsorId,
    clawbackEnabled: ((trustline?.flags ?? 0) & TRUSTLINE_CLAWBACK_ENABLED) !== 0,
    lastModifiedLedger: ledgerSequence,
  }
  ledger.requireState().claimableBalances[balance.id] = balance
  ledger.balanceJournal.set(balance.id, null)
  ledger.touchedBalances.add(balance.id)
  return balance
}

/**
 * Redeems the trustor's pool shares in pools holding `asset` (the trustline just lost its
 * authorization); 'low_reserve' when a balance's sponsor cannot pay its reserve.
 */
export function redeemRevokedPoolShares(
  context: OperationContext,
  trustorId: string,
  asset: CreditAsset,
): PoolShareRedemption | 'low_reserve' {
  const { ledger } = context
  const lines = (ledger.account(trustorId)?.poolShares ?? []).filter((line) => {
    const pool = findPool(ledger, line.poolId)
    return pool !== undefined && poolHolds(pool, asset)
  })
  const changes: PoolChange[] = []
  const balances: ClaimableBalanceState[] = []
  for (const line of lines) {
    // Pool-share lines are never sponsored here: the trustor, or its sandwich sponsor, pays.
    const sponsorId = ledger.activeSponsorships.get(trustorId) ?? trustorId
    const { change, amounts } = deletePoolShareLine(context, trustorId, line)
    changes.push(change)
    for (const [redeemed, amount] of amounts) {
      if (amount === 0n || redeemed?.issuer === trustorId) continue
      const owner = { trustorId, sponsorId, poolId: line.poolId }
      const balance = createRevokedBalance(context, owner, redeemed, amount)
      if (balance === null) return 'low_reserve'
      balances.push(balance)
    }
  }
  return {
    effects: redemptionEffects(context.sourceId, balances, changes),
    balanceIds: balances.map((balance) => balance.id),
    poolIds: changes.map((change) => change.before.id),
  }
}

/** Horizon's liquidity_pool_revoked: the first changed pool, its revoked reserves and shares. */
function poolRevokedDetails(first: PoolChange, balances: ClaimableBalanceState[]): JsonObject {
  // Horizon maps each asset to a balance created by the operation (a later id wins).
  const balanceOfAsset = new Map(
    balances.map((balance) => [canonicalAsset(balance.asset), balance.id]),
  )
  const { before, after } = first
  const revoked = [
    [before.assetA, before.reserveA - (after?.reserveA ?? 0n)],
    [before.assetB, before.reserveB - (after?.reserveB ?? 0n)],
  ] as const
  const reservesRevoked: JsonObject[] = []
  for (const [asset, amount] of revoked) {
    const balanceId = balanceOfAsset.get(canonicalAsset(asset))
    if (balanceId !== undefined)
      reservesRevoked.push({
        asset: canonicalAsset(asset),
        amount: formatStroops(amount),
        claimable_balance_id: balanceId,
      })
  }
  return {
    liquidity_pool: liquidityPoolDetails(after ?? before),
    reserves_revoked: reservesRevoked,
    shares_revoked: formatStroops(before.totalShares - (after?.totalShares ?? 0n)),
  }
}

function redemptionEffects(
  sourceId: string,
  created: ClaimableBalanceState[],
  changes: PoolChange[],
): EffectDraft[] {
  const balances = [...created].sort((left, right) => compareStrings(left.id, right.id))
  const pools = [...changes].sort((left, right) => compareStrings(left.before.id, right.before.id))
  const effects: EffectDraft[] = []
  for (const balance of balances) {
    const fields = balanceFields(balance)
    effects.push(effect(sourceId, 'claimable_balance_created', fields))
    for (const claimant of balance.claimants)
      effects.push(
        effect(claimant.destination, 'claimable_balance_claimant_created', {
          ...fields,
          predicate: predicateJson(claimant.predicate),
        }),
      )
  }
  const first = pools[0]
  // No balance created (nothing to redeem, or only the trustor's own asset): no revoked effect.
  if (first !== undefined && balances.length > 0)
    effects.push(effect(sourceId, 'liquidity_pool_revoked', poolRevokedDetails(first, balances)))
  for (const balance of balances)
    effects.push(
      sponsorshipEffect(
        'claimable_balance',
        sourceId,
        { balance_id: balance.id },
        { phase: 'created', sponsor: balance.sponsor },
      ),
    )
  for (const { before, after } of pools)
    if (after === undefined)
      effects.push(effect(sourceId, 'liquidity_pool_removed', { liquidity_pool_id: before.id }))
  return effects
}

/** A successful deauthorization with its redemption's effects and changed entries added. */
export function withRedemption(
  applied: AppliedOperation,
  redemption: PoolShareRedemption | undefined,
): AppliedOperation {
  if (redemption === undefined || redemption.poolIds.length === 0) return applied
  const { balanceIds, poolIds } = redemption
  return {
    ...applied,
    effects: [...applied.effects, ...redemption.effects],
    revokedPoolShares: { balanceIds, poolIds },
  }
}
