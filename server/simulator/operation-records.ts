// Horizon's per-operation fields: type ids, payment classification, participants and the
// type-specific details, derived from a planned operation and its outcome.

import { assetFields, formatPrice } from './horizon-records.ts'
import type { JsonObject } from './horizon-records.ts'
import { formatStroops } from './stroops.ts'
import type { PlannedOperation } from './simulator-types.ts'

export const OPERATION_TYPE_I: Record<PlannedOperation['kind'], number> = {
  create_account: 0,
  payment: 1,
  path_payment_strict_receive: 2,
  manage_sell_offer: 3,
  manage_buy_offer: 12,
  set_options: 5,
  change_trust: 6,
  account_merge: 8,
  manage_data: 10,
  bump_sequence: 11,
  path_payment_strict_send: 13,
  set_trust_line_flags: 21,
}

export const PAYMENT_KINDS = new Set<PlannedOperation['kind']>([
  'create_account',
  'payment',
  'path_payment_strict_receive',
  'path_payment_strict_send',
  'account_merge',
])

export function operationParticipants(source: string, operation: PlannedOperation): string[] {
  switch (operation.kind) {
    case 'create_account':
    case 'payment':
    case 'path_payment_strict_send':
    case 'path_payment_strict_receive':
    case 'account_merge':
      return [source, operation.destination]
    case 'set_trust_line_flags':
      return [source, operation.trustor]
    default:
      return [source]
  }
}

/** Type-specific operation fields (horizon-api.md §4.2), in Horizon's order. */
export function operationDetails(
  source: string,
  operation: PlannedOperation,
  outcome: JsonObject | undefined,
): JsonObject {
  switch (operation.kind) {
    case 'create_account':
      return {
        starting_balance: formatStroops(operation.startingBalance),
        funder: source,
        account: operation.destination,
      }
    case 'payment':
      return {
        ...assetFields(operation.asset),
        from: source,
        to: operation.destination,
        amount: formatStroops(operation.amount),
      }
    case 'path_payment_strict_receive':
      return {
        ...assetFields(operation.asset),
        from: source,
        to: operation.destination,
        amount: formatStroops(operation.destAmount),
        path: (operation.path ?? []).map((asset) => assetFields(asset)),
        source_amount: (outcome?.source_amount as string | undefined) ?? '0.0000000',
        source_max: formatStroops(operation.sendMax),
        ...assetFields(
          operation.sendAsset === undefined ? operation.asset : operation.sendAsset,
          'source_',
        ),
      }
    case 'path_payment_strict_send':
      return {
        ...assetFields(operation.asset),
        from: source,
        to: operation.destination,
        amount: (outcome?.amount as string | undefined) ?? '0.0000000',
        path: (operation.path ?? []).map((asset) => assetFields(asset)),
        source_amount: formatStroops(operation.sendAmount),
        destination_min: formatStroops(operation.destMin),
        ...assetFields(
          operation.sendAsset === undefined ? operation.asset : operation.sendAsset,
          'source_',
        ),
      }
    case 'change_trust':
      return {
        ...assetFields(operation.asset),
        limit: formatStroops(operation.limit),
        trustee: operation.asset.issuer,
        trustor: source,
      }
    case 'set_trust_line_flags':
      return {
        ...assetFields(operation.asset),
        trustor: operation.trustor,
        ...(operation.authorize
          ? { set_flags: [1], set_flags_s: ['authorized'] }
          : { clear_flags: [1], clear_flags_s: ['authorized'] }),
      }
    case 'set_options': {
      const details: JsonObject = {}
      if (operation.homeDomain !== undefined) details.home_domain = operation.homeDomain
      if (operation.signer !== undefined) {
        details.signer_key = operation.signer.key
        details.signer_weight = operation.signer.weight
      }
      if (operation.setFlags !== undefined) {
        details.set_flags = flagList(operation.setFlags)
        details.set_flags_s = flagList(operation.setFlags).map(accountFlagName)
      }
      if (operation.clearFlags !== undefined) {
        details.clear_flags = flagList(operation.clearFlags)
        details.clear_flags_s = flagList(operation.clearFlags).map(accountFlagName)
      }
      if (operation.thresholds !== undefined) {
        details.low_threshold = operation.thresholds[0]
        details.med_threshold = operation.thresholds[1]
        details.high_threshold = operation.thresholds[2]
      }
      return details
    }
    case 'manage_data':
      return {
        name: operation.name,
        value:
          operation.value === null ? '' : Buffer.from(operation.value, 'utf8').toString('base64'),
      }
    case 'bump_sequence':
      return { bump_to: operation.bumpTo.toString() }
    case 'account_merge':
      return { account: source, into: operation.destination }
    case 'manage_sell_offer':
    case 'manage_buy_offer':
      return {
        amount: formatStroops(
          operation.kind === 'manage_sell_offer' ? operation.amount : operation.buyAmount,
        ),
        price: formatPrice(operation.priceN, operation.priceD),
        price_r: { n: operation.priceN, d: operation.priceD },
        ...assetFields(operation.buying, 'buying_'),
        ...assetFields(operation.selling, 'selling_'),
        offer_id: String(operation.offerId),
      }
  }
}

export function flagList(flags: number): number[] {
  return [1, 2, 4, 8].filter((flag) => (flags & flag) !== 0)
}

export function accountFlagName(flag: number): string {
  return flag === 1
    ? 'auth_required'
    : flag === 2
      ? 'auth_revocable'
      : flag === 4
        ? 'auth_immutable'
        : 'auth_clawback_enabled'
}
