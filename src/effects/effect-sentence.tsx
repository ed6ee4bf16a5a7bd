import type { ReactNode } from 'react'
import type { EffectType } from '@/api/horizon-effect-types'
import type { Effect } from '@/api/horizon-types'
import { accountEffectSentences } from '@/effects/sentences/account-effect-sentences'
import { claimableBalanceEffectSentences } from '@/effects/sentences/claimable-balance-effect-sentences'
import { contractEffectSentences } from '@/effects/sentences/contract-effect-sentences'
import { dataEffectSentences } from '@/effects/sentences/data-effect-sentences'
import type { EffectSentenceTable } from '@/effects/sentences/effect-sentence-table'
import { poolEffectSentences } from '@/effects/sentences/pool-effect-sentences'
import { sponsorshipEffectSentences } from '@/effects/sentences/sponsorship-effect-sentences'
import { tradeEffectSentences } from '@/effects/sentences/trade-effect-sentences'
import { trustlineEffectSentences } from '@/effects/sentences/trustline-effect-sentences'
import { KeyValueList } from '@/ui/key-value-list'
import { isRecord, readString, type UnknownRecord } from '@/ui/record-fields'
import { SentenceAccount as Account, UnknownTypeSentence } from '@/ui/sentence-parts'
import { sentenceFromTable } from '@/ui/sentence-table'

export interface EffectSentenceProps {
  effect: Effect
}

/** One sentence per effect type; typed as the full table so a type without one fails typecheck. */
const sentenceByType: EffectSentenceTable<EffectType> = {
  ...accountEffectSentences,
  ...trustlineEffectSentences,
  ...tradeEffectSentences,
  ...dataEffectSentences,
  ...claimableBalanceEffectSentences,
  ...sponsorshipEffectSentences,
  ...poolEffectSentences,
  ...contractEffectSentences,
}

/** Narrows on `type` only: every field the sentence reads is still checked as it is read. */
function describeEffect(effect: UnknownRecord): ReactNode | null {
  const account = (
    <Account id={readString(effect, 'account_muxed') ?? readString(effect, 'account')} />
  )
  return sentenceFromTable(sentenceByType, effect, account)
}

/** A human sentence for any of Horizon's effect types; unknown types list their fields. */
export function EffectSentence({ effect }: EffectSentenceProps) {
  const description = isRecord(effect) ? describeEffect(effect) : null
  if (description === null) {
    return (
      <UnknownTypeSentence noun="Effect" record={effect}>
        <KeyValueList record={effect} label="Effect fields" />
      </UnknownTypeSentence>
    )
  }
  return <span>{description}</span>
}
