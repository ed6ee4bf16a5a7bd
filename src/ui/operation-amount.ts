import type { Operation } from '@/api/horizon-types'
import { operationDirection } from '@/ui/operation-direction'
import { readString } from '@/ui/record-fields'

// The value an operation moved, as an account's history shows it in its Amount and Asset columns:
// what the account sent when it sent, what arrived otherwise. Horizon's exact strings; fields are
// untrusted, so a missing one means "no amount" rather than a guess.

export interface OperationAmount {
  amount: string
  /** Horizon's own field names: `asset_type`, `asset_code`, `asset_issuer` after this prefix. */
  assetPrefix: '' | 'source_'
  /** create_account moves XLM but names no asset. */
  native: boolean
  /** "XLM", "USD" or "USD:G…", to filter by. */
  assetKey: string
}

function assetKeyOf(operation: Operation, prefix: '' | 'source_'): string {
  const type = readString(operation, `${prefix}asset_type`)
  if (type === 'native') return 'XLM'
  const code = readString(operation, `${prefix}asset_code`) ?? ''
  const issuer = readString(operation, `${prefix}asset_issuer`) ?? ''
  return `${code}:${issuer}`
}

function moved(
  operation: Operation,
  field: string,
  prefix: '' | 'source_',
): OperationAmount | null {
  const amount = readString(operation, field)
  if (amount === undefined) return null
  return { amount, assetPrefix: prefix, native: false, assetKey: assetKeyOf(operation, prefix) }
}

export function operationAmount(operation: Operation, accountId: string): OperationAmount | null {
  switch (operation.type) {
    case 'payment':
    case 'clawback':
      return moved(operation, 'amount', '')
    case 'path_payment_strict_receive':
    case 'path_payment_strict_send':
      return operationDirection(operation, accountId) === 'sent'
        ? moved(operation, 'source_amount', 'source_')
        : moved(operation, 'amount', '')
    case 'create_account': {
      const amount = readString(operation, 'starting_balance')
      return amount === undefined
        ? null
        : { amount, assetPrefix: '', native: true, assetKey: 'XLM' }
    }
    default:
      return null
  }
}

/** "XLM", "usd" (any issuer) or "USD:G…" against an amount's asset; case-blind on the code. */
export function matchesAsset(amount: OperationAmount | null, wanted: string): boolean {
  if (!amount) return false
  const want = wanted.trim()
  if (want === '') return true
  if (want.toUpperCase() === 'XLM' || want === 'native') return amount.assetKey === 'XLM'
  if (want.includes(':')) return amount.assetKey.toUpperCase() === want.toUpperCase()
  return amount.assetKey.split(':')[0]?.toUpperCase() === want.toUpperCase()
}
