// Sentences for Soroban contract balance changes.
import type { EffectSentenceTable } from '@/effects/sentences/effect-sentence-table'
import { readString } from '@/ui/record-fields'
import { AmountFromRecord, SentenceAccount as Account } from '@/ui/sentence-parts'

export const contractEffectSentences: EffectSentenceTable<
  'contract_credited' | 'contract_debited'
> = {
  contract_credited: (effect) => (
    <>
      Contract <Account id={readString(effect, 'contract')} /> received{' '}
      <AmountFromRecord record={effect} />
    </>
  ),
  contract_debited: (effect) => (
    <>
      Contract <Account id={readString(effect, 'contract')} /> sent{' '}
      <AmountFromRecord record={effect} />
    </>
  ),
}
