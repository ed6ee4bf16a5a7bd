// The data and options family: set_options and manage_data, with their effects.

import { Operation, xdr } from '@stellar/stellar-sdk'
import { compareStrings } from '../horizon-records.ts'
import type { JsonObject } from '../horizon-records.ts'
import type { AccountState } from '../ledger-entries.ts'
import type { LedgerState } from '../ledger-state.ts'
import { payReserve, releaseSponsoredEntry, sponsorshipEffect } from '../sponsorship.ts'
import { ACCOUNT_FLAG_AUTH_REQUIRED } from '../simulator-constants.ts'
import type { EffectDraft } from '../simulator-types.ts'
import { effect, failed, sourceOnly, succeeded } from './operation-handler.ts'
import { manageDataResult, setOptionsResult } from './operation-results.ts'
import type { OperationContext, OperationHandler, OperationOf } from './operation-handler.ts'

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
      effect(sourceId, 'account_home_domain_updated', { home_domain: operation.homeDomain }),
    )
  }
  if (operation.thresholds !== undefined) {
    ;[account.lowThreshold, account.medThreshold, account.highThreshold] = operation.thresholds
    effects.push(
      effect(sourceId, 'account_thresholds_updated', {
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
    effects.push(effect(sourceId, 'account_flags_updated', details))
  }
  if (operation.inflationDest !== undefined) {
    account.inflationDest = operation.inflationDest
    // Horizon's response struct for this effect has no fields of its own.
    effects.push(effect(sourceId, 'account_inflation_destination_updated', {}))
  }
  return effects
}

/** Signer key → weight, the master key included while its weight is not zero (SignerSummary). */
function signerSummary(account: AccountState): Map<string, number> {
  const summary = new Map(account.signers.map((signer) => [signer.key, signer.weight]))
  if (account.masterWeight > 0) summary.set(account.id, account.masterWeight)
  return summary
}

/** Horizon compares the signers before and after: removed/updated by key, then created. */
function signerEffects(
  before: Map<string, number>,
  after: Map<string, number>,
  sourceId: string,
): EffectDraft[] {
  const effects: EffectDraft[] = []
  for (const key of [...before.keys()].sort(compareStrings)) {
    const weight = after.get(key)
    if (weight === undefined)
      effects.push(effect(sourceId, 'signer_removed', { weight: 0, public_key: key, key: '' }))
    else if (weight !== before.get(key))
      effects.push(effect(sourceId, 'signer_updated', { weight, public_key: key, key: '' }))
  }
  for (const key of [...after.keys()].sort(compareStrings)) {
    const weight = after.get(key)
    if (!before.has(key) && weight !== undefined)
      effects.push(effect(sourceId, 'signer_created', { weight, public_key: key, key: '' }))
  }
  return effects
}

/** Adds, reweighs or (weight 0) removes one signer; returns its sponsorship effect, if any. */
function applySignerChange(
  ledger: LedgerState,
  signer: NonNullable<SetOptions['signer']>,
  sourceId: string,
  ledgerSequence: number,
): { sponsorship?: EffectDraft; sponsor?: string } {
  const account = ledger.mutableAccount(sourceId, ledgerSequence)
  const existing = account.signers.find((candidate) => candidate.key === signer.key)
  const entryFields = { signer: signer.key }
  if (signer.weight === 0) {
    if (existing === undefined) return {}
    account.signers = account.signers.filter((candidate) => candidate.key !== signer.key)
    account.subentryCount--
    if (existing.sponsor === undefined) return {}
    const released = { ownerId: sourceId, sponsorId: existing.sponsor, ledgerSequence }
    return { sponsorship: releaseSponsoredEntry(ledger, released, 'signer', entryFields) }
  }
  if (existing !== undefined) {
    existing.weight = signer.weight
    return {}
  }
  // The reserve was checked (and a sponsor's taken) before any change.
  const sponsor = ledger.activeSponsorships.get(sourceId)
  account.signers.push({
    key: signer.key,
    weight: signer.weight,
    ...(sponsor === undefined ? {} : { sponsor }),
  })
  account.subentryCount++
  if (sponsor === undefined) return {}
  const change = { phase: 'created', sponsor } as const
  return { sponsorship: sponsorshipEffect('signer', sourceId, entryFields, change), sponsor }
}

export const setOptionsHandler: OperationHandler<'set_options'> = {
  typeI: 5,
  isPayment: false,
  sdkOperation: (operation) =>
    Operation.setOptions({
      inflationDest: operation.inflationDest,
      clearFlags: operation.clearFlags,
      setFlags: operation.setFlags,
      masterWeight: operation.masterWeight,
      lowThreshold: operation.thresholds?.[0],
      medThreshold: operation.thresholds?.[1],
      highThreshold: operation.thresholds?.[2],
      homeDomain: operation.homeDomain,
      signer:
        operation.signer === undefined
          ? undefined
          : { ed25519PublicKey: operation.signer.key, weight: operation.signer.weight },
    }),
  apply({ ledger, sourceId, source, ledgerSequence }, operation) {
    const codes = xdr.SetOptionsResult
    const signer = operation.signer
    const isNewSigner =
      signer !== undefined &&
      signer.weight > 0 &&
      !source.signers.some((candidate) => candidate.key === signer.key)
    if (
      operation.inflationDest !== undefined &&
      ledger.account(operation.inflationDest) === undefined
    )
      return failed(setOptionsResult(codes.setOptionsInvalidInflation()))
    if (isNewSigner && payReserve(ledger, sourceId, 1, ledgerSequence) === 'low_reserve')
      return failed(setOptionsResult(codes.setOptionsLowReserve()))
    const before = signerSummary(source)
    const account = ledger.mutableAccount(sourceId, ledgerSequence)
    const effects = applyAccountSettings(account, operation, sourceId)
    if (operation.masterWeight !== undefined) account.masterWeight = operation.masterWeight
    const signerChange =
      signer === undefined ? {} : applySignerChange(ledger, signer, sourceId, ledgerSequence)
    effects.push(...signerEffects(before, signerSummary(account), sourceId))
    if (signerChange.sponsorship !== undefined) effects.push(signerChange.sponsorship)
    return succeeded(setOptionsResult(codes.setOptionsSuccess()), effects, {
      ...(signerChange.sponsor === undefined ? {} : { sponsor: signerChange.sponsor }),
    })
  },
  participants: sourceOnly,
  details: (_sourceId, operation) => {
    const details: JsonObject = {}
    if (operation.homeDomain !== undefined) details.home_domain = operation.homeDomain
    if (operation.inflationDest !== undefined) details.inflation_dest = operation.inflationDest
    if (operation.masterWeight !== undefined) details.master_key_weight = operation.masterWeight
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
  apply(context, operation) {
    const { ledger, sourceId, source, ledgerSequence } = context
    const codes = xdr.ManageDataResult
    const existing = source.data[operation.name]
    if (operation.value === null) return removeDataEntry(context, operation.name)
    const sponsor =
      existing === undefined ? payReserve(ledger, sourceId, 1, ledgerSequence) : undefined
    if (sponsor === 'low_reserve') return failed(manageDataResult(codes.manageDataLowReserve()))
    const value = dataValue(operation.value)
    const account = ledger.mutableAccount(sourceId, ledgerSequence)
    account.data[operation.name] = value
    if (existing === undefined) account.subentryCount++
    if (sponsor !== undefined)
      account.dataSponsors = { ...account.dataSponsors, [operation.name]: sponsor }
    ledger.markData(sourceId, operation.name)
    const effects = [
      existing === undefined
        ? effect(sourceId, 'data_created', { name: operation.name, value })
        : effect(sourceId, 'data_updated', { name: operation.name, value }),
    ]
    if (sponsor === undefined)
      return succeeded(manageDataResult(codes.manageDataSuccess()), effects)
    const change = { phase: 'created', sponsor } as const
    effects.push(sponsorshipEffect('data', sourceId, { data_name: operation.name }, change))
    return succeeded(manageDataResult(codes.manageDataSuccess()), effects, { sponsor })
  },
  participants: sourceOnly,
  details: (_sourceId, operation) => ({
    name: operation.name,
    value: operation.value === null ? '' : dataValue(operation.value),
  }),
}

function removeDataEntry(
  { ledger, sourceId, source, ledgerSequence }: OperationContext,
  name: string,
) {
  const codes = xdr.ManageDataResult
  if (source.data[name] === undefined)
    return failed(manageDataResult(codes.manageDataNameNotFound()))
  const account = ledger.mutableAccount(sourceId, ledgerSequence)
  delete account.data[name]
  account.subentryCount--
  ledger.markData(sourceId, name)
  const effects = [effect(sourceId, 'data_removed', { name })]
  const sponsor = account.dataSponsors?.[name]
  if (sponsor !== undefined) {
    const sponsors = { ...account.dataSponsors }
    delete sponsors[name]
    account.dataSponsors = sponsors
    const released = { ownerId: sourceId, sponsorId: sponsor, ledgerSequence }
    effects.push(releaseSponsoredEntry(ledger, released, 'data', { data_name: name }))
  }
  return succeeded(manageDataResult(codes.manageDataSuccess()), effects)
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
