// Small pure helpers shared by the simulator modules: hashing, asset comparison, integer maths.

import { createHash } from 'node:crypto'
import { Asset } from '@stellar/stellar-sdk'
import type { AccountState, CreditAsset, OfferState } from './horizon-records.ts'

export function sha256(data: Uint8Array | string): Uint8Array {
  return new Uint8Array(createHash('sha256').update(data).digest())
}

export function hex(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('hex')
}

export function sdkAsset(asset: CreditAsset | null): Asset {
  return asset === null ? Asset.native() : new Asset(asset.code, asset.issuer)
}

export function sameAsset(a: CreditAsset, b: CreditAsset): boolean {
  return a.code === b.code && a.issuer === b.issuer
}

export function sameAssetOrNative(a: CreditAsset | null, b: CreditAsset | null): boolean {
  if (a === null || b === null) return a === b
  return sameAsset(a, b)
}

export function ceilDivide(numerator: bigint, denominator: bigint): bigint {
  return (numerator + denominator - 1n) / denominator
}

export function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b)
}

/** Buying liabilities of an offer: what it would receive if fully taken. */
export function offerBuyingLiabilities(offer: OfferState): bigint {
  return ceilDivide(offer.amount * BigInt(offer.priceN), BigInt(offer.priceD))
}

export function cloneAccount(account: AccountState): AccountState {
  return {
    ...account,
    signers: account.signers.map((signer) => ({ ...signer })),
    data: { ...account.data },
    trustlines: account.trustlines.map((line) => ({ ...line })),
  }
}
