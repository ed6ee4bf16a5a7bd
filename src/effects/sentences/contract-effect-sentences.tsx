// Sentences for Soroban contract balance changes.
import type { EffectSentenceTable } from '@/effects/sentences/effect-sentence-table'
import { AssetFromRecord } from '@/ui/asset'
import { readString } from '@/ui/record-fields'
import { SentenceAccount as Account, SentenceAmount as Value } from '@/ui/sentence-parts'

export const contractEffectSentences: EffectSentenceTable<
  'contract_credited' | 'contract_debited'
> = {
  contract_credited: (effect) => (
    <>
      Contract <Account id={readString(effect, 'contract')} /> received{' '}
      <Value value={readString(effect, 'amount')} /> <AssetFromRecord record={effect} />
    </>
  ),
  contract_debited: (effect) => (
    <>
      Contract <Account id={readString(effect, 'contract')} /> sent{' '}
      <Value value={readString(effect, 'amount')} /> <AssetFromRecord record={effect} />
    </>
  ),
}
