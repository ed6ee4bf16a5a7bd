// Sentences for claimable balance effects.
import type { EffectSentenceTable } from '@/effects/sentences/effect-sentence-table'
import { CanonicalAsset } from '@/ui/asset'
import { readString, type Unchecked } from '@/ui/record-fields'
import { RecordIdLink } from '@/ui/record-id-link'
import { SentenceAmount as Value } from '@/ui/sentence-parts'

/** Every claimable balance effect names its balance: linked to the balance's page. */
function BalanceId({ effect }: { effect: Unchecked<{ balance_id: string }> }) {
  return <RecordIdLink collection="claimable_balances" id={readString(effect, 'balance_id')} />
}

export const claimableBalanceEffectSentences: EffectSentenceTable<
  | 'claimable_balance_created'
  | 'claimable_balance_claimant_created'
  | 'claimable_balance_claimed'
  | 'claimable_balance_clawed_back'
> = {
  claimable_balance_created: (effect, account) => (
    <>
      {account} created claimable balance <BalanceId effect={effect} /> of{' '}
      <Value value={readString(effect, 'amount')} />{' '}
      <CanonicalAsset value={readString(effect, 'asset')} />
    </>
  ),
  claimable_balance_claimant_created: (effect, account) => (
    <>
      {account} can claim <Value value={readString(effect, 'amount')} />{' '}
      <CanonicalAsset value={readString(effect, 'asset')} /> from claimable balance{' '}
      <BalanceId effect={effect} />
    </>
  ),
  claimable_balance_claimed: (effect, account) => (
    <>
      {account} claimed <Value value={readString(effect, 'amount')} />{' '}
      <CanonicalAsset value={readString(effect, 'asset')} /> from claimable balance{' '}
      <BalanceId effect={effect} />
    </>
  ),
  claimable_balance_clawed_back: (effect, account) => (
    <>
      {account} clawed back claimable balance <BalanceId effect={effect} />
    </>
  ),
}
