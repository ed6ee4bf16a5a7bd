// "Find a payment": the search an agent types (amount or range, asset, direction, counterpart, time
// window) as it sits in the URL, and whether one of Horizon's payment records matches it. Amounts
// are compared in stroops (BigInt); every field of a record is checked as it is read.
import { parseUtcInput } from '@/resource-routes/jump-to-date'
import { isRecord, readString } from '@/ui/record-fields'

export type PaymentDirection = 'any' | 'sent' | 'received'

/** The URL's search parameters of the form: the form's state lives nowhere else. */
export const paymentSearchParams = {
  amount: 'find_amount',
  asset: 'find_asset',
  direction: 'find_direction',
  counterpart: 'find_counterpart',
  from: 'find_from',
  until: 'find_until',
} as const

export type PaymentSearchField = keyof typeof paymentSearchParams

export interface PaymentSearch {
  /** Inclusive, in stroops; null for any amount. */
  amount: { min: bigint; max: bigint } | null
  /** `XLM`, a code (any issuer) or `CODE:ISSUER`; null for any asset. */
  asset: { code: string; issuer: string | null } | null
  direction: PaymentDirection
  counterpart: string | null
  /** The window, as UTC instants; null ends are open. */
  from: Date | null
  until: Date | null
}

const amountPart = String.raw`(\d{1,12}(?:\.\d{1,7})?)`
const horizonAmountPattern = new RegExp(`^${amountPart}$`)

/**
 * "12.5" → 125000000n. Its own copy of spendable-balance's parser: sharing that module with this
 * lazy chunk would split it into a chunk of its own, which every first load then has to name.
 */
function amountToStroops(amount: unknown): bigint | undefined {
  if (typeof amount !== 'string' || !horizonAmountPattern.test(amount)) return undefined
  const [whole = '0', fraction = ''] = amount.split('.')
  return BigInt(whole) * 10_000_000n + BigInt(fraction.padEnd(7, '0'))
}
const amountPattern = new RegExp(String.raw`^${amountPart}(?:\s*(?:-|–|\.\.)\s*${amountPart})?$`)
const accountPattern = /^G[A-Z2-7]{55}$/
const assetPattern = /^([A-Za-z0-9]{1,12})(?::(G[A-Z2-7]{55}))?$/

/**
 * The search the URL holds; null when it holds none, a message when a field is not usable.
 * Each field's own words: the form shows the message next to it.
 */
export function readPaymentSearch(params: URLSearchParams): PaymentSearch | null | string {
  const read = (field: PaymentSearchField) => (params.get(paymentSearchParams[field]) ?? '').trim()
  if (Object.values(paymentSearchParams).every((name) => !params.has(name))) return null
  let amount: PaymentSearch['amount'] = null
  const amountText = read('amount').replace(/,/g, '')
  if (amountText !== '') {
    const match = amountPattern.exec(amountText)
    const low = amountToStroops(match?.[1])
    const high = match?.[2] === undefined ? low : amountToStroops(match[2])
    if (low === undefined || high === undefined)
      return 'Amount: a number like 50 or 12.5, or a range like 40-60'
    amount = low <= high ? { min: low, max: high } : { min: high, max: low }
  }
  let asset: PaymentSearch['asset'] = null
  const assetText = read('asset')
  if (assetText !== '') {
    const match = assetPattern.exec(assetText)
    if (!match?.[1]) return 'Asset: XLM, a code like USDC, or CODE:G… for one issuer'
    asset = { code: match[1].toUpperCase(), issuer: match[2] ?? null }
  }
  const directionText = read('direction') || 'any'
  if (directionText !== 'any' && directionText !== 'sent' && directionText !== 'received')
    return 'Direction: any, sent or received'
  const counterpart = read('counterpart') || null
  if (counterpart !== null && !accountPattern.test(counterpart))
    return 'Counterpart: an account id (G…, 56 characters)'
  const [from, until] = [read('from'), read('until')].map((text) =>
    text === '' ? null : (parseUtcInput(text) ?? 'invalid'),
  )
  if (from === 'invalid' || until === 'invalid' || from === undefined || until === undefined)
    return 'Time window: not a valid date and time'
  if (from && until && until <= from) return 'Time window: its end must be after its start'
  return { amount, asset, direction: directionText, counterpart, from, until }
}

/** What one payment record moved, seen from the account: undefined for records that move nothing. */
export interface PaymentMovement {
  direction: 'sent' | 'received'
  counterpart: string | undefined
  /** Undefined for a merge: Horizon's operation record does not carry the merged amount. */
  amount: string | undefined
  asset: { code: string; issuer: string | null }
}

function assetAt(record: Record<string, unknown>, prefix: string) {
  const type = readString(record, `${prefix}asset_type`)
  if (type === 'native') return { code: 'XLM', issuer: null }
  return {
    code: readString(record, `${prefix}asset_code`) ?? '?',
    issuer: readString(record, `${prefix}asset_issuer`) ?? null,
  }
}

export function paymentMovement(record: unknown, accountId: string): PaymentMovement | undefined {
  if (!isRecord(record)) return undefined
  const type = readString(record, 'type')
  let from: string | undefined
  let to: string | undefined
  if (type === 'create_account') {
    from = readString(record, 'funder')
    to = readString(record, 'account')
  } else if (type === 'account_merge') {
    from = readString(record, 'account')
    to = readString(record, 'into')
  } else {
    from = readString(record, 'from')
    to = readString(record, 'to')
  }
  const sent = from === accountId
  if (!sent && to !== accountId) return undefined
  const direction = sent ? 'sent' : 'received'
  const counterpart = sent ? to : from
  switch (type) {
    case 'payment':
      return {
        direction,
        counterpart,
        amount: readString(record, 'amount'),
        asset: assetAt(record, ''),
      }
    case 'path_payment_strict_receive':
    case 'path_payment_strict_send':
      // The sender parts with the source amount; the receiver gets the destination amount.
      return sent
        ? {
            direction,
            counterpart,
            amount: readString(record, 'source_amount'),
            asset: assetAt(record, 'source_'),
          }
        : {
            direction,
            counterpart,
            amount: readString(record, 'amount'),
            asset: assetAt(record, ''),
          }
    case 'create_account':
      return {
        direction,
        counterpart,
        amount: readString(record, 'starting_balance'),
        asset: { code: 'XLM', issuer: null },
      }
    case 'account_merge':
      return { direction, counterpart, amount: undefined, asset: { code: 'XLM', issuer: null } }
    default:
      return undefined
  }
}

/** Whether the record is a payment the search describes (the window is the walk's own bounds). */
export function matchesPaymentSearch(
  record: unknown,
  accountId: string,
  search: PaymentSearch,
): boolean {
  const movement = paymentMovement(record, accountId)
  if (!movement) return false
  if (search.direction !== 'any' && movement.direction !== search.direction) return false
  if (search.counterpart !== null && movement.counterpart !== search.counterpart) return false
  if (search.asset) {
    // "XLM" alone is the native asset: an issued asset that calls itself XLM is not.
    if (
      search.asset.code === 'XLM' &&
      search.asset.issuer === null &&
      movement.asset.issuer !== null
    )
      return false
    if (movement.asset.code.toUpperCase() !== search.asset.code) return false
    if (search.asset.issuer !== null && movement.asset.issuer !== search.asset.issuer) return false
  }
  if (search.amount) {
    const stroops = amountToStroops(movement.amount)
    if (stroops === undefined || stroops < search.amount.min || stroops > search.amount.max)
      return false
  }
  return true
}
