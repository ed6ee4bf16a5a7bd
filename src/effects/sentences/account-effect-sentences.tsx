// Sentences for effects on an account itself: creation, removal, balance changes, settings,
// signers and sequence bumps.
import type { ReactNode } from 'react'
import type {
  EffectSentenceTable,
  UncheckedEffect,
} from '@/effects/sentences/effect-sentence-table'
import { readId, readNumber, readString } from '@/ui/record-fields'
import {
  AmountFromRecord,
  flagChanges,
  SentenceAccount as Account,
  SentenceAmount as Value,
} from '@/ui/sentence-parts'

type SignerEffect = 'signer_created' | 'signer_removed' | 'signer_updated'

function flagsDescription(effect: UncheckedEffect<'account_flags_updated'>): string {
  const flags = flagChanges(effect, [
    ['auth_required_flag', 'auth required'],
    // Horizon spells this field "revokable".
    ['auth_revokable_flag', 'auth revocable'],
    ['auth_revocable_flag', 'auth revocable'],
    ['auth_immutable_flag', 'auth immutable'],
    ['auth_clawback_enabled_flag', 'auth clawback enabled'],
  ])
  return flags.length > 0 ? `: ${flags.join(', ')}` : ''
}

function signerSentence(
  effect: UncheckedEffect<SignerEffect>,
  account: ReactNode,
  verb: 'added' | 'removed' | 'updated',
) {
  // `key` is always "" in practice; the signer is in `public_key` (horizon-api.md §4.4).
  const signer = readString(effect, 'public_key') || readString(effect, 'key')
  const weight = readNumber(effect, 'weight')
  return (
    <>
      {account} {verb} signer <Account id={signer} />
      {verb !== 'removed' && weight !== undefined ? ` with weight ${weight}` : null}
    </>
  )
}

export const accountEffectSentences: EffectSentenceTable<
  | 'account_created'
  | 'account_removed'
  | 'account_credited'
  | 'account_debited'
  | 'account_thresholds_updated'
  | 'account_home_domain_updated'
  | 'account_flags_updated'
  | 'account_inflation_destination_updated'
  | 'sequence_bumped'
  | SignerEffect
> = {
  account_created: (effect, account) => (
    <>
      Account {account} was created with <Value value={readString(effect, 'starting_balance')} />{' '}
      XLM
    </>
  ),
  account_removed: (_effect, account) => <>Account {account} was removed</>,
  account_credited: (effect, account) => (
    <>
      {account} received <AmountFromRecord record={effect} />
    </>
  ),
  account_debited: (effect, account) => (
    <>
      {account} sent <AmountFromRecord record={effect} />
    </>
  ),
  account_thresholds_updated: (effect, account) => (
    <>
      {account} thresholds set to low {readNumber(effect, 'low_threshold') ?? '?'}, medium{' '}
      {readNumber(effect, 'med_threshold') ?? '?'}, high{' '}
      {readNumber(effect, 'high_threshold') ?? '?'}
    </>
  ),
  account_home_domain_updated: (effect, account) => (
    <>
      {account} home domain set to “{readString(effect, 'home_domain') ?? ''}”
    </>
  ),
  account_flags_updated: (effect, account) => (
    <>
      {account} flags updated{flagsDescription(effect)}
    </>
  ),
  account_inflation_destination_updated: (_effect, account) => (
    <>{account} inflation destination updated</>
  ),
  sequence_bumped: (effect, account) => (
    <>
      {account} sequence bumped to{' '}
      <span className="font-mono">{readId(effect, 'new_seq') ?? '?'}</span>
    </>
  ),
  signer_created: (effect, account) => signerSentence(effect, account, 'added'),
  signer_removed: (effect, account) => signerSentence(effect, account, 'removed'),
  signer_updated: (effect, account) => signerSentence(effect, account, 'updated'),
}
