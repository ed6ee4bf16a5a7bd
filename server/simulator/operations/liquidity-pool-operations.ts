// The liquidity pool family: liquidity_pool_deposit and liquidity_pool_withdraw with Core's
// rounding (CAP-38) and the effects Horizon derives (one per operation, with the pool after it).

import { Operation, xdr } from '@stellar/stellar-sdk'
import { formatPrice } from '../horizon-records.ts'
import type { JsonObject } from '../horizon-records.ts'
import type { CreditAsset } from '../ledger-entries.ts'
import {
  depositAmounts,
  findPool,
  isBadDepositPrice,
  liquidityPoolDetails,
  mutablePool,
  reserveAmounts,
  withdrawalAmount,
} from '../liquidity-pools.ts'
import { sameAsset } from '../ledger-primitives.ts'
import { TRUSTLINE_AUTHORIZED } from '../simulator-constants.ts'
import { formatStroops } from '../stroops.ts'
import { effect, failed, sourceOnly, succeeded } from './operation-handler.ts'
import { liquidityPoolDepositResult, liquidityPoolWithdrawResult } from './operation-results.ts'
import type { OperationContext, OperationHandler, OperationOf } from './operation-handler.ts'

const DepositCodes = xdr.LiquidityPoolDepositResult
const WithdrawCodes = xdr.LiquidityPoolWithdrawResult

/** Horizon leaves the assets empty (and amounts zero) when the transaction failed. */
function failedAmounts(amountA: bigint, amountB: bigint): JsonObject[] {
  return [
    { asset: '', amount: formatStroops(amountA) },
    { asset: '', amount: formatStroops(amountB) },
  ]
}

/** The source's pool-share line for modification (the account is journaled first). */
function mutablePoolShareLine(context: OperationContext, poolId: string) {
  const account = context.ledger.mutableAccount(context.sourceId, context.ledgerSequence)
  const line = account.poolShares.find((candidate) => candidate.poolId === poolId)
  if (line === undefined) throw new Error(`missing pool-share line ${poolId}`)
  line.lastModifiedLedger = context.ledgerSequence
  return line
}

function priceFields(prefix: string, [n, d]: [number, number]): JsonObject {
  return { [`${prefix}_price`]: formatPrice(n, d), [`${prefix}_price_r`]: { n, d } }
}

function poolShareLine(context: OperationContext, poolId: string) {
  return context.source.poolShares.find((line) => line.poolId === poolId)
}

/** Whether the source's trustline in `asset` (if it needs one) is authorized. */
function authorizedFor(context: OperationContext, asset: CreditAsset | null): boolean {
  if (asset === null || asset.issuer === context.sourceId) return true
  const line = context.source.trustlines.find((candidate) => sameAsset(candidate, asset))
  return line !== undefined && (line.flags & TRUSTLINE_AUTHORIZED) !== 0
}

function applyDeposit(context: OperationContext, operation: OperationOf<'liquidity_pool_deposit'>) {
  const { ledger, sourceId, source, ledgerSequence } = context
  const line = poolShareLine(context, operation.poolId)
  const pool = findPool(ledger, operation.poolId)
  if (line === undefined || pool === undefined)
    return failed(liquidityPoolDepositResult(DepositCodes.liquidityPoolDepositNoTrust()))
  if (!authorizedFor(context, pool.assetA) || !authorizedFor(context, pool.assetB))
    return failed(liquidityPoolDepositResult(DepositCodes.liquidityPoolDepositNotAuthorized()))
  const amounts = depositAmounts(pool, operation.maxAmountA, operation.maxAmountB)
  if (
    ledger.sendingCapacity(source, pool.assetA) < amounts.amountA ||
    ledger.sendingCapacity(source, pool.assetB) < amounts.amountB
  )
    return failed(liquidityPoolDepositResult(DepositCodes.liquidityPoolDepositUnderfunded()))
  if (isBadDepositPrice(amounts, operation.minPrice, operation.maxPrice))
    return failed(liquidityPoolDepositResult(DepositCodes.liquidityPoolDepositBadPrice()))
  if (line.limit - line.balance < amounts.shares)
    return failed(liquidityPoolDepositResult(DepositCodes.liquidityPoolDepositLineFull()))
  ledger.adjustBalance(sourceId, pool.assetA, -amounts.amountA, ledgerSequence)
  ledger.adjustBalance(sourceId, pool.assetB, -amounts.amountB, ledgerSequence)
  mutablePoolShareLine(context, pool.id).balance += amounts.shares
  const live = mutablePool(ledger, pool.id, ledgerSequence)
  live.reserveA += amounts.amountA
  live.reserveB += amounts.amountB
  live.totalShares += amounts.shares
  const deposited = reserveAmounts(live, amounts.amountA, amounts.amountB)
  const sharesReceived = formatStroops(amounts.shares)
  return succeeded(
    liquidityPoolDepositResult(DepositCodes.liquidityPoolDepositSuccess()),
    [
      effect(sourceId, 'liquidity_pool_deposited', {
        liquidity_pool: liquidityPoolDetails(live),
        reserves_deposited: deposited,
        shares_received: sharesReceived,
      }),
    ],
    {
      outcome: {
        reserves_max: reserveAmounts(live, operation.maxAmountA, operation.maxAmountB),
        reserves_deposited: deposited,
        shares_received: sharesReceived,
      },
    },
  )
}

export const liquidityPoolDepositHandler: OperationHandler<'liquidity_pool_deposit'> = {
  typeI: 22,
  isPayment: false,
  sdkOperation: (operation) =>
    Operation.liquidityPoolDeposit({
      liquidityPoolId: operation.poolId,
      maxAmountA: formatStroops(operation.maxAmountA),
      maxAmountB: formatStroops(operation.maxAmountB),
      minPrice: { n: operation.minPrice[0], d: operation.minPrice[1] },
      maxPrice: { n: operation.maxPrice[0], d: operation.maxPrice[1] },
    }),
  apply: applyDeposit,
  participants: sourceOnly,
  details: (_sourceId, operation, outcome) => ({
    liquidity_pool_id: operation.poolId,
    reserves_max:
      outcome?.reserves_max ?? failedAmounts(operation.maxAmountA, operation.maxAmountB),
    ...priceFields('min', operation.minPrice),
    ...priceFields('max', operation.maxPrice),
    reserves_deposited: outcome?.reserves_deposited ?? failedAmounts(0n, 0n),
    shares_received: outcome?.shares_received ?? formatStroops(0n),
  }),
}

function applyWithdraw(
  context: OperationContext,
  operation: OperationOf<'liquidity_pool_withdraw'>,
) {
  const { ledger, sourceId, source, ledgerSequence } = context
  const line = poolShareLine(context, operation.poolId)
  const pool = findPool(ledger, operation.poolId)
  if (line === undefined || pool === undefined)
    return failed(liquidityPoolWithdrawResult(WithdrawCodes.liquidityPoolWithdrawNoTrust()))
  if (line.balance < operation.shares)
    return failed(liquidityPoolWithdrawResult(WithdrawCodes.liquidityPoolWithdrawUnderfunded()))
  const amountA = withdrawalAmount(operation.shares, pool.reserveA, pool.totalShares)
  const amountB = withdrawalAmount(operation.shares, pool.reserveB, pool.totalShares)
  if (amountA < operation.minAmountA || amountB < operation.minAmountB)
    return failed(liquidityPoolWithdrawResult(WithdrawCodes.liquidityPoolWithdrawUnderMinimum()))
  if (
    ledger.receivingCapacity(source, pool.assetA) < amountA ||
    ledger.receivingCapacity(source, pool.assetB) < amountB
  )
    return failed(liquidityPoolWithdrawResult(WithdrawCodes.liquidityPoolWithdrawLineFull()))
  mutablePoolShareLine(context, pool.id).balance -= operation.shares
  const live = mutablePool(ledger, pool.id, ledgerSequence)
  live.reserveA -= amountA
  live.reserveB -= amountB
  live.totalShares -= operation.shares
  ledger.adjustBalance(sourceId, live.assetA, amountA, ledgerSequence)
  ledger.adjustBalance(sourceId, live.assetB, amountB, ledgerSequence)
  const received = reserveAmounts(live, amountA, amountB)
  return succeeded(
    liquidityPoolWithdrawResult(WithdrawCodes.liquidityPoolWithdrawSuccess()),
    [
      effect(sourceId, 'liquidity_pool_withdrew', {
        liquidity_pool: liquidityPoolDetails(live),
        reserves_received: received,
        shares_redeemed: formatStroops(operation.shares),
      }),
    ],
    {
      outcome: {
        reserves_min: reserveAmounts(live, operation.minAmountA, operation.minAmountB),
        reserves_received: received,
      },
    },
  )
}

export const liquidityPoolWithdrawHandler: OperationHandler<'liquidity_pool_withdraw'> = {
  typeI: 23,
  isPayment: false,
  sdkOperation: (operation) =>
    Operation.liquidityPoolWithdraw({
      liquidityPoolId: operation.poolId,
      amount: formatStroops(operation.shares),
      minAmountA: formatStroops(operation.minAmountA),
      minAmountB: formatStroops(operation.minAmountB),
    }),
  apply: applyWithdraw,
  participants: sourceOnly,
  details: (_sourceId, operation, outcome) => ({
    liquidity_pool_id: operation.poolId,
    reserves_min:
      outcome?.reserves_min ?? failedAmounts(operation.minAmountA, operation.minAmountB),
    shares: formatStroops(operation.shares),
    reserves_received: outcome?.reserves_received ?? failedAmounts(0n, 0n),
  }),
}
