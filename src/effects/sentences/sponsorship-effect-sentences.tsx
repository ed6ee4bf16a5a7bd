// Sentences for sponsorship effects: each of five entry kinds has created (→ `sponsor`), updated
// (→ `former_sponsor`, `new_sponsor`) and removed (→ `former_sponsor`).
import type { ReactNode } from 'react'
import type {
  EffectSentenceTable,
  UncheckedEffect,
} from '@/effects/sentences/effect-sentence-table'
import { readString, type Unchecked } from '@/ui/record-fields'
import { RecordIdLink } from '@/ui/record-id-link'
import { SentenceAccount as Account, TrustlineAsset } from '@/ui/sentence-parts'

function began(effect: Unchecked<{ sponsor: string }>, subject: ReactNode): ReactNode {
  return (
    <>
      <Account id={readString(effect, 'sponsor')} /> began sponsoring {subject}
    </>
  )
}

function moved(
  effect: Unchecked<{ former_sponsor: string; new_sponsor: string }>,
  subject: ReactNode,
): ReactNode {
  return (
    <>
      Sponsorship of {subject} moved from <Account id={readString(effect, 'former_sponsor')} /> to{' '}
      <Account id={readString(effect, 'new_sponsor')} />
    </>
  )
}

function stopped(effect: Unchecked<{ former_sponsor: string }>, subject: ReactNode): ReactNode {
  return (
    <>
      <Account id={readString(effect, 'former_sponsor')} /> stopped sponsoring {subject}
    </>
  )
}

type Sponsorship<Subject extends string> =
  | `${Subject}_sponsorship_created`
  | `${Subject}_sponsorship_updated`
  | `${Subject}_sponsorship_removed`

function trustline(effect: UncheckedEffect<Sponsorship<'trustline'>>, account: ReactNode) {
  return (
    <>
      the{' '}
      <TrustlineAsset
        poolId={readString(effect, 'liquidity_pool_id')}
        asset={readString(effect, 'asset')}
      />{' '}
      trustline of {account}
    </>
  )
}

function dataEntry(effect: UncheckedEffect<Sponsorship<'data'>>, account: ReactNode) {
  return (
    <>
      data entry “{readString(effect, 'data_name') ?? '?'}” of {account}
    </>
  )
}

function claimableBalance(effect: UncheckedEffect<Sponsorship<'claimable_balance'>>) {
  return (
    <>
      claimable balance{' '}
      <RecordIdLink collection="claimable_balances" id={readString(effect, 'balance_id')} />
    </>
  )
}

function signer(effect: UncheckedEffect<Sponsorship<'signer'>>, account: ReactNode) {
  return (
    <>
      signer <Account id={readString(effect, 'signer')} /> of {account}
    </>
  )
}

export const sponsorshipEffectSentences: EffectSentenceTable<
  Sponsorship<'account' | 'trustline' | 'data' | 'claimable_balance' | 'signer'>
> = {
  account_sponsorship_created: (effect, account) => began(effect, <>account {account}</>),
  account_sponsorship_updated: (effect, account) => moved(effect, <>account {account}</>),
  account_sponsorship_removed: (effect, account) => stopped(effect, <>account {account}</>),
  trustline_sponsorship_created: (effect, account) => began(effect, trustline(effect, account)),
  trustline_sponsorship_updated: (effect, account) => moved(effect, trustline(effect, account)),
  trustline_sponsorship_removed: (effect, account) => stopped(effect, trustline(effect, account)),
  data_sponsorship_created: (effect, account) => began(effect, dataEntry(effect, account)),
  data_sponsorship_updated: (effect, account) => moved(effect, dataEntry(effect, account)),
  data_sponsorship_removed: (effect, account) => stopped(effect, dataEntry(effect, account)),
  claimable_balance_sponsorship_created: (effect) => began(effect, claimableBalance(effect)),
  claimable_balance_sponsorship_updated: (effect) => moved(effect, claimableBalance(effect)),
  claimable_balance_sponsorship_removed: (effect) => stopped(effect, claimableBalance(effect)),
  signer_sponsorship_created: (effect, account) => began(effect, signer(effect, account)),
  signer_sponsorship_updated: (effect, account) => moved(effect, signer(effect, account)),
  signer_sponsorship_removed: (effect, account) => stopped(effect, signer(effect, account)),
}
