// Small pure helpers shared by the simulator modules: hashing, asset comparison, integer maths.

import { createHash } from 'node:crypto'
import { Asset } from '@stellar/stellar-sdk'
import type { AccountState, CreditAsset, OfferState } from './ledger-entries.ts'

/** Horizon's canonical asset string ("native" or "CODE:ISSUER"), as records and columns show it. */
export function canonicalAsset(asset: CreditAsset | null): string {
  return asset === null ? 'native' : `${asset.code}:${asset.issuer}`
}

export function sha256(data: Uint8Array | string): Uint8Array {
  return new Uint8Array(createHash('sha256').update(data).digest())
}

export function hex(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('hex')
}

export function sdkAsset(asset: CreditAsset | null): Asset {
  return asset === null ? Asset.native() : new Asset(asset.code, asset.issuer)
}

export function sameAsset(left: CreditAsset, right: CreditAsset): boolean {
  return left.code === right.code && left.issuer === right.issuer
}

export function sameAssetOrNative(left: CreditAsset | null, right: CreditAsset | null): boolean {
  if (left === null || right === null) return left === right
  return sameAsset(left, right)
}

export function ceilDivide(numerator: bigint, denominator: bigint): bigint {
  return (numerator + denominator - 1n) / denominator
}

export function greatestCommonDivisor(left: number, right: number): number {
  return right === 0 ? left : greatestCommonDivisor(right, left % right)
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
    ...(account.dataSponsors === undefined ? {} : { dataSponsors: { ...account.dataSponsors } }),
    trustlines: account.trustlines.map((line) => ({ ...line })),
    poolShares: account.poolShares.map((line) => ({ ...line })),
  }
}
