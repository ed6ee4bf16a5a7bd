// "Why can't I send all my XLM?": an account's XLM balance minus its minimum reserve and selling
// liabilities, with the reserve broken down by what locks it. Arithmetic is in stroops (BigInt):
// balances reach 922337203685.4775807, past float precision.
import type { Account } from '@/api/horizon-types'

const stroopsPerUnit = 10_000_000n
const amountPattern = /^(\d{1,12})(?:\.(\d{1,7}))?$/

/** "12.5" → 125000000n; undefined for anything that is not a non-negative 7-decimal amount. */
export function amountToStroops(amount: unknown): bigint | undefined {
  if (typeof amount !== 'string') return undefined
  const match = amountPattern.exec(amount)
  if (!match) return undefined
  const [, whole = '0', fraction = ''] = match
  return BigInt(whole) * stroopsPerUnit + BigInt(fraction.padEnd(7, '0'))
}

/** 125000000n → "12.5000000" (Horizon's 7-decimal form); negative values keep their sign. */
export function stroopsToAmountString(stroops: bigint): string {
  const sign = stroops < 0n ? '-' : ''
  const magnitude = stroops < 0n ? -stroops : stroops
  const whole = magnitude / stroopsPerUnit
  const fraction = (magnitude % stroopsPerUnit).toString().padStart(7, '0')
  return `${sign}${whole}.${fraction}`
}

export interface SubentryBreakdown {
  trustlines: number
  /** Pool-share trustlines lock two base reserves each (CAP-38). */
  poolShareTrustlines: number
  signers: number
  dataEntries: number
  /** Horizon's account record has no offer count: it is what the subentry count leaves over. */
  offers: number
  total: number
}

export interface SpendableXlm {
  balance: string
  baseReserve: string
  /** 2 + subentries + num_sponsoring − num_sponsored. */
  reserveUnits: number
  minimumReserve: string
  sellingLiabilities: string
  /** Never below zero. */
  spendable: string
  subentries: SubentryBreakdown
  numSponsoring: number
  numSponsored: number
}

/**
 * `num_sponsoring` / `num_sponsored`: an account record from a Horizon before Protocol 14 has
 * neither field, and sponsorship did not exist then, so a missing count is 0. Null for a value
 * that is there but not a count (a broken Horizon).
 */
export function sponsorshipCount(value: unknown): number | null {
  if (value === undefined) return 0
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0
}

function breakdownSubentries(account: Account): SubentryBreakdown {
  const balances = Array.isArray(account.balances) ? account.balances : []
  const signers = Array.isArray(account.signers) ? account.signers : []
  const trustlines = balances.filter(
    (balance) =>
      balance?.asset_type === 'credit_alphanum4' || balance?.asset_type === 'credit_alphanum12',
  ).length
  const poolShareTrustlines = balances.filter(
    (balance) => balance?.asset_type === 'liquidity_pool_shares',
  ).length
  // The master key is listed among the signers but is not a subentry.
  const extraSigners = signers.filter((signer) => signer?.key !== account.account_id).length
  const dataEntries =
    typeof account.data === 'object' && account.data !== null ? Object.keys(account.data).length : 0
  const total = count(account.subentry_count)
  const offers = Math.max(
    0,
    total - trustlines - 2 * poolShareTrustlines - extraSigners - dataEntries,
  )
  return { trustlines, poolShareTrustlines, signers: extraSigners, dataEntries, offers, total }
}

/**
 * Spendable XLM for an account, given the base reserve (in stroops) of the latest ledger.
 * Undefined when the record lacks a readable XLM balance or the base reserve is not a number.
 */
export function spendableXlm(
  account: Account,
  baseReserveStroops: unknown,
): SpendableXlm | undefined {
  if (typeof baseReserveStroops !== 'number' || !Number.isSafeInteger(baseReserveStroops))
    return undefined
  const balances = Array.isArray(account.balances) ? account.balances : []
  const native = balances.find((balance) => balance?.asset_type === 'native')
  const balance = amountToStroops(native?.balance)
  const selling = amountToStroops(native?.selling_liabilities ?? '0')
  if (balance === undefined || selling === undefined) return undefined
  const subentries = breakdownSubentries(account)
  const numSponsoring = count(account.num_sponsoring)
  const numSponsored = count(account.num_sponsored)
  const reserveUnits = 2 + subentries.total + numSponsoring - numSponsored
  const baseReserve = BigInt(baseReserveStroops)
  const minimumReserve = BigInt(reserveUnits) * baseReserve
  const spendable = balance - minimumReserve - selling
  return {
    balance: stroopsToAmountString(balance),
    baseReserve: stroopsToAmountString(baseReserve),
    reserveUnits,
    minimumReserve: stroopsToAmountString(minimumReserve),
    sellingLiabilities: stroopsToAmountString(selling),
    spendable: stroopsToAmountString(spendable > 0n ? spendable : 0n),
    subentries,
    numSponsoring,
    numSponsored,
  }
}

/** Balance minus selling liabilities for any asset line; undefined when either is unreadable. */
export function availableAmount(balance: unknown, sellingLiabilities: unknown): string | undefined {
  const held = amountToStroops(balance)
  const locked = amountToStroops(sellingLiabilities ?? '0')
  if (held === undefined || locked === undefined) return undefined
  const available = held - locked
  return stroopsToAmountString(available > 0n ? available : 0n)
}

/** Horizon's limit for a trustline with no limit set: the int64 maximum in stroops. */
export const noTrustlineLimit = '922337203685.4775807'
