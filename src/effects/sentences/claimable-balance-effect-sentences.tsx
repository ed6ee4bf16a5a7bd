// Sentences for claimable balance effects.
import type { EffectSentenceTable } from '@/effects/sentences/effect-sentence-table'
import { CanonicalAsset } from '@/ui/asset'
import { readString } from '@/ui/record-fields'
import { SentenceAmount as Value, ShortHex } from '@/ui/sentence-parts'

export const claimableBalanceEffectSentences: EffectSentenceTable<
  | 'claimable_balance_created'
  | 'claimable_balance_claimant_created'
  | 'claimable_balance_claimed'
  | 'claimable_balance_clawed_back'
> = {
  claimable_balance_created: (effect, account) => (
    <>
      {account} created claimable balance <ShortHex value={readString(effect, 'balance_id')} /> of{' '}
      <Value value={readString(effect, 'amount')} />{' '}
      <CanonicalAsset value={readString(effect, 'asset')} />
    </>
  ),
  claimable_balance_claimant_created: (effect, account) => (
    <>
      {account} can claim <Value value={readString(effect, 'amount')} />{' '}
      <CanonicalAsset value={readString(effect, 'asset')} /> from claimable balance{' '}
      <ShortHex value={readString(effect, 'balance_id')} />
    </>
  ),
  claimable_balance_claimed: (effect, account) => (
    <>
      {account} claimed <Value value={readString(effect, 'amount')} />{' '}
      <CanonicalAsset value={readString(effect, 'asset')} /> from claimable balance{' '}
      <ShortHex value={readString(effect, 'balance_id')} />
    </>
  ),
  claimable_balance_clawed_back: (effect, account) => (
    <>
      {account} clawed back claimable balance <ShortHex value={readString(effect, 'balance_id')} />
    </>
  ),
}
