// change_trust for liquidity pool shares (CAP-38): the first pool-share trustline creates the
// pool, the last one removed deletes it. Each line costs two base reserves and holds a "use" on
// the trustlines of the pool's issued assets, which then cannot be removed.

import { Operation, xdr } from '@stellar/stellar-sdk'
import { BASE_RESERVE, MAX_TRUSTLINE_LIMIT } from '../simulator-constants.ts'
import { sameAsset } from '../ledger-primitives.ts'
import {
  createPool,
  deletePool,
  findPool,
  liquidityPoolDetails,
  liquidityPoolId,
  mutablePool,
  sdkPoolShareAsset,
} from '../liquidity-pools.ts'
import type { PoolAssets } from '../ledger-entries.ts'
import type { JsonObject } from '../horizon-records.ts'
import type { CreditAsset } from '../ledger-entries.ts'
import { formatStroops } from '../stroops.ts'
import type { AppliedOperation } from '../simulator-types.ts'
import { effect, failed, succeeded } from './operation-handler.ts'
import { changeTrustResult } from './operation-results.ts'
import type { OperationContext, OperationOf } from './operation-handler.ts'

export type PoolShareTrustOperation = Extract<OperationOf<'change_trust'>, { pool: PoolAssets }>

/** Trustline flags that let a line keep liabilities (authorized, or authorized to maintain). */
const MAINTAIN_LIABILITIES_FLAGS = 1 | 2

const codes = xdr.ChangeTrustResult

/** The fields Horizon shows for a pool-share trustline, after asset_type. */
function poolShareFields(operation: PoolShareTrustOperation): JsonObject {
  return {
    asset_type: 'liquidity_pool_shares',
    liquidity_pool_id: liquidityPoolId(operation.pool),
    limit: formatStroops(operation.limit),
  }
}

function issuedAssets({ assetA, assetB }: PoolAssets): CreditAsset[] {
  return [assetA, assetB].filter((asset): asset is CreditAsset => asset !== null)
}

/** Adds `delta` to the pool use count of the source's trustlines in the pool's assets. */
function adjustPoolUse(context: OperationContext, pool: PoolAssets, delta: number): void {
  for (const asset of issuedAssets(pool)) {
    if (asset.issuer === context.sourceId) continue
    const line = context.ledger.mutableTrustline(context.sourceId, asset, context.ledgerSequence)
    line.poolUseCount = (line.poolUseCount ?? 0) + delta
  }
}

function removePoolShareLine(
  context: OperationContext,
  operation: PoolShareTrustOperation,
  poolId: string,
): AppliedOperation {
  const { ledger, sourceId, ledgerSequence } = context
  const account = ledger.mutableAccount(sourceId, ledgerSequence)
  account.poolShares = account.poolShares.filter((line) => line.poolId !== poolId)
  account.subentryCount -= 2
  adjustPoolUse(context, operation.pool, -1)
  const effects = [effect(sourceId, 'trustline_removed', poolShareFields(operation))]
  const pool = mutablePool(ledger, poolId, ledgerSequence)
  pool.trustlineCount--
  if (pool.trustlineCount === 0) {
    deletePool(ledger, poolId)
    effects.push(effect(sourceId, 'liquidity_pool_removed', { liquidity_pool_id: poolId }))
  }
  return succeeded(changeTrustResult(codes.changeTrustSuccess()), effects)
}

function createPoolShareLine(
  context: OperationContext,
  operation: PoolShareTrustOperation,
  poolId: string,
): AppliedOperation {
  const { ledger, sourceId, source, ledgerSequence } = context
  for (const asset of issuedAssets(operation.pool)) {
    if (asset.issuer === sourceId) continue
    const line = source.trustlines.find((candidate) => sameAsset(candidate, asset))
    if (line === undefined) return failed(changeTrustResult(codes.changeTrustTrustLineMissing()))
    if ((line.flags & MAINTAIN_LIABILITIES_FLAGS) === 0)
      return failed(changeTrustResult(codes.changeTrustNotAuthMaintainLiabilities()))
  }
  if (ledger.availableNative(source) < 2n * BASE_RESERVE)
    return failed(changeTrustResult(codes.changeTrustLowReserve()))
  adjustPoolUse(context, operation.pool, 1)
  const account = ledger.mutableAccount(sourceId, ledgerSequence)
  account.subentryCount += 2
  account.poolShares.push({
    poolId,
    balance: 0n,
    limit: operation.limit,
    lastModifiedLedger: ledgerSequence,
  })
  const existed = findPool(ledger, poolId) !== undefined
  if (!existed) createPool(ledger, operation.pool, ledgerSequence)
  const pool = mutablePool(ledger, poolId, ledgerSequence)
  pool.trustlineCount++
  // Horizon: trustline_created, then liquidity_pool_created from the pool's ledger entry change.
  const effects = [effect(sourceId, 'trustline_created', poolShareFields(operation))]
  if (!existed)
    effects.push(
      effect(sourceId, 'liquidity_pool_created', {
        liquidity_pool: liquidityPoolDetails(pool),
      }),
    )
  return succeeded(changeTrustResult(codes.changeTrustSuccess()), effects)
}

export const poolShareTrust = {
  apply(context: OperationContext, operation: PoolShareTrustOperation): AppliedOperation {
    const { ledger, sourceId, source, ledgerSequence } = context
    if (operation.limit < 0n || operation.limit > MAX_TRUSTLINE_LIMIT)
      return failed(changeTrustResult(codes.changeTrustMalformed()))
    const poolId = liquidityPoolId(operation.pool)
    const existing = source.poolShares.find((line) => line.poolId === poolId)
    if (existing === undefined) {
      if (operation.limit === 0n) return failed(changeTrustResult(codes.changeTrustInvalidLimit()))
      return createPoolShareLine(context, operation, poolId)
    }
    if (operation.limit < existing.balance)
      return failed(changeTrustResult(codes.changeTrustInvalidLimit()))
    if (operation.limit === 0n) return removePoolShareLine(context, operation, poolId)
    const account = ledger.mutableAccount(sourceId, ledgerSequence)
    const line = account.poolShares.find((candidate) => candidate.poolId === poolId)
    if (line !== undefined) {
      line.limit = operation.limit
      line.lastModifiedLedger = ledgerSequence
    }
    return succeeded(changeTrustResult(codes.changeTrustSuccess()), [
      effect(sourceId, 'trustline_updated', poolShareFields(operation)),
    ])
  },
  sdkOperation: (operation: PoolShareTrustOperation) =>
    Operation.changeTrust({
      asset: sdkPoolShareAsset(operation.pool),
      limit: formatStroops(operation.limit),
    }),
  /** Horizon: asset_type, liquidity_pool_id, limit, trustor (no trustee for pool shares). */
  details: (sourceId: string, operation: PoolShareTrustOperation): JsonObject => ({
    ...poolShareFields(operation),
    trustor: sourceId,
  }),
}
