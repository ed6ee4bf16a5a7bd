// Sentences for trustline effects: creation, limits, authorization and flags.
import type { ReactNode } from 'react'
import type {
  EffectSentenceTable,
  UncheckedEffect,
} from '@/effects/sentences/effect-sentence-table'
import { Amount } from '@/ui/amount'
import { Asset, AssetFromRecord } from '@/ui/asset'
import { readString } from '@/ui/record-fields'
import { flagChanges, SentenceAccount as Account } from '@/ui/sentence-parts'

type LimitEffect = 'trustline_created' | 'trustline_removed' | 'trustline_updated'
type AuthorizationEffect =
  'trustline_authorized' | 'trustline_deauthorized' | 'trustline_authorized_to_maintain_liabilities'

function limitSentence(
  effect: UncheckedEffect<LimitEffect>,
  account: ReactNode,
  verb: 'created' | 'removed' | 'updated',
): ReactNode {
  const limit = readString(effect, 'limit')
  return (
    <>
      {account} {verb} a trustline to <AssetFromRecord record={effect} />
      {verb !== 'removed' && limit !== undefined ? (
        <>
          {' with limit '}
          <Amount value={limit} />
        </>
      ) : null}
    </>
  )
}

/** The issuer is the effect's account, so these effects carry no `asset_issuer`. */
function authorizationSentence(
  effect: UncheckedEffect<AuthorizationEffect>,
  account: ReactNode,
  verb: string,
): ReactNode {
  return (
    <>
      {account} {verb} <Account id={readString(effect, 'trustor')} /> for{' '}
      <Asset
        type={readString(effect, 'asset_type')}
        code={readString(effect, 'asset_code')}
        issuer={readString(effect, 'account')}
      />
    </>
  )
}

function flagsDescription(effect: UncheckedEffect<'trustline_flags_updated'>): string {
  const flags = flagChanges(effect, [
    ['authorized_flag', 'authorized'],
    // Horizon spells this field "liabilites".
    ['authorized_to_maintain_liabilites_flag', 'authorized to maintain liabilities'],
    ['authorized_to_maintain_liabilities_flag', 'authorized to maintain liabilities'],
    ['clawback_enabled_flag', 'clawback enabled'],
  ])
  return flags.length > 0 ? flags.join(', ') : 'no flag changes'
}

export const trustlineEffectSentences: EffectSentenceTable<
  LimitEffect | AuthorizationEffect | 'trustline_flags_updated'
> = {
  trustline_created: (effect, account) => limitSentence(effect, account, 'created'),
  trustline_removed: (effect, account) => limitSentence(effect, account, 'removed'),
  trustline_updated: (effect, account) => limitSentence(effect, account, 'updated'),
  trustline_authorized: (effect, account) => authorizationSentence(effect, account, 'authorized'),
  trustline_deauthorized: (effect, account) =>
    authorizationSentence(effect, account, 'deauthorized'),
  trustline_authorized_to_maintain_liabilities: (effect, account) =>
    authorizationSentence(effect, account, 'authorized to maintain liabilities'),
  trustline_flags_updated: (effect, account) => (
    <>
      {account} updated the <AssetFromRecord record={effect} /> trustline of{' '}
      <Account id={readString(effect, 'trustor')} />: {flagsDescription(effect)}
    </>
  ),
}
