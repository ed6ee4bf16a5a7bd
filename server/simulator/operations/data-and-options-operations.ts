// The data and options family: set_options and manage_data, with their effects.

import { Operation, xdr } from '@stellar/stellar-sdk'
import type { AccountState, JsonObject } from '../horizon-records.ts'
import { ACCOUNT_FLAG_AUTH_REQUIRED, BASE_RESERVE } from '../simulator-constants.ts'
import type { EffectDraft } from '../simulator-types.ts'
import {
  ResultBody,
  effect,
  failed,
  innerResult,
  sourceOnly,
  succeeded,
} from './operation-handler.ts'
import type { OperationHandler, OperationOf } from './operation-handler.ts'

const setOptionsResult = (code: xdr.SetOptionsResult) => innerResult(ResultBody.setOptions(code))
const manageDataResult = (code: xdr.ManageDataResult) => innerResult(ResultBody.manageData(code))

type SetOptions = OperationOf<'set_options'>

/** Home domain, thresholds and flags, in the order Horizon emits their effects. */
function applyAccountSettings(
  account: AccountState,
  operation: SetOptions,
  sourceId: string,
): EffectDraft[] {
  const effects: EffectDraft[] = []
  if (operation.homeDomain !== undefined) {
    account.homeDomain = operation.homeDomain
    effects.push(
      effect(sourceId, 'account_home_domain_updated', 5, { home_domain: operation.homeDomain }),
    )
  }
  if (operation.thresholds !== undefined) {
    ;[account.lowThreshold, account.medThreshold, account.highThreshold] = operation.thresholds
    effects.push(
      effect(sourceId, 'account_thresholds_updated', 4, {
        low_threshold: operation.thresholds[0],
        med_threshold: operation.thresholds[1],
        high_threshold: operation.thresholds[2],
      }),
    )
  }
  if (operation.setFlags !== undefined || operation.clearFlags !== undefined) {
    account.flags = (account.flags | (operation.setFlags ?? 0)) & ~(operation.clearFlags ?? 0)
    // Horizon's response struct only knows auth_required_flag and auth_revokable_flag
    // (sic) while ingestion writes auth_revocable_flag, so only auth_required survives.
    const details: JsonObject = {}
    if (((operation.setFlags ?? 0) & ACCOUNT_FLAG_AUTH_REQUIRED) !== 0)
      details.auth_required_flag = true
    if (((operation.clearFlags ?? 0) & ACCOUNT_FLAG_AUTH_REQUIRED) !== 0)
      details.auth_required_flag = false
    effects.push(effect(sourceId, 'account_flags_updated', 6, details))
  }
  return effects
}

/** Adds, reweighs or (weight 0) removes one signer; `previousWeight` is its weight before. */
function applySignerChange(
  account: AccountState,
  signer: NonNullable<SetOptions['signer']>,
  previousWeight: number | undefined,
  sourceId: string,
): EffectDraft[] {
  if (signer.weight === 0) {
    if (previousWeight === undefined) return []
    account.signers = account.signers.filter((candidate) => candidate.key !== signer.key)
    account.subentryCount--
    return [effect(sourceId, 'signer_removed', 11, { weight: 0, public_key: signer.key, key: '' })]
  }
  if (previousWeight === undefined) {
    account.signers.push({ key: signer.key, weight: signer.weight })
    account.subentryCount++
    return [
      effect(sourceId, 'signer_created', 10, {
        weight: signer.weight,
        public_key: signer.key,
        key: '',
      }),
    ]
  }
  if (previousWeight === signer.weight) return []
  const existing = account.signers.find((candidate) => candidate.key === signer.key)
  if (existing !== undefined) existing.weight = signer.weight
  return [
    effect(sourceId, 'signer_updated', 12, {
      weight: signer.weight,
      public_key: signer.key,
      key: '',
    }),
  ]
}

export const setOptionsHandler: OperationHandler<'set_options'> = {
  typeI: 5,
  isPayment: false,
  sdkOperation: (operation) =>
    Operation.setOptions({
      homeDomain: operation.homeDomain,
      lowThreshold: operation.thresholds?.[0],
      medThreshold: operation.thresholds?.[1],
      highThreshold: operation.thresholds?.[2],
      setFlags: operation.setFlags,
      clearFlags: operation.clearFlags,
      signer:
        operation.signer === undefined
          ? undefined
          : { ed25519PublicKey: operation.signer.key, weight: operation.signer.weight },
    }),
  apply({ ledger, sourceId, source, ledgerSequence }, operation) {
    const before = new Map(source.signers.map((signer) => [signer.key, signer.weight]))
    const signer = operation.signer
    if (signer !== undefined && !before.has(signer.key) && signer.weight > 0) {
      if (source.balance < ledger.minimumBalance(source) + BASE_RESERVE)
        return failed(setOptionsResult(xdr.SetOptionsResult.setOptionsLowReserve()))
    }
    const account = ledger.mutableAccount(sourceId, ledgerSequence)
    const effects = applyAccountSettings(account, operation, sourceId)
    if (signer !== undefined)
      effects.push(...applySignerChange(account, signer, before.get(signer.key), sourceId))
    return succeeded(setOptionsResult(xdr.SetOptionsResult.setOptionsSuccess()), effects)
  },
  participants: sourceOnly,
  details: (_sourceId, operation) => {
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
  },
}

export const manageDataHandler: OperationHandler<'manage_data'> = {
  typeI: 10,
  isPayment: false,
  sdkOperation: (operation) =>
    Operation.manageData({ name: operation.name, value: operation.value }),
  apply({ ledger, sourceId, source, ledgerSequence }, operation) {
    const codes = xdr.ManageDataResult
    const existing = source.data[operation.name]
    if (operation.value === null) {
      if (existing === undefined) return failed(manageDataResult(codes.manageDataNameNotFound()))
      const account = ledger.mutableAccount(sourceId, ledgerSequence)
      delete account.data[operation.name]
      account.subentryCount--
      ledger.markData(sourceId, operation.name)
      return succeeded(manageDataResult(codes.manageDataSuccess()), [
        effect(sourceId, 'data_removed', 41, { name: operation.name }),
      ])
    }
    if (existing === undefined && source.balance < ledger.minimumBalance(source) + BASE_RESERVE)
      return failed(manageDataResult(codes.manageDataLowReserve()))
    const value = dataValue(operation.value)
    const account = ledger.mutableAccount(sourceId, ledgerSequence)
    account.data[operation.name] = value
    if (existing === undefined) account.subentryCount++
    ledger.markData(sourceId, operation.name)
    return succeeded(manageDataResult(codes.manageDataSuccess()), [
      existing === undefined
        ? effect(sourceId, 'data_created', 40, { name: operation.name, value })
        : effect(sourceId, 'data_updated', 42, { name: operation.name, value }),
    ])
  },
  participants: sourceOnly,
  details: (_sourceId, operation) => ({
    name: operation.name,
    value: operation.value === null ? '' : dataValue(operation.value),
  }),
}

/** Data entries hold bytes; Horizon shows them base64-encoded. */
function dataValue(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64')
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
