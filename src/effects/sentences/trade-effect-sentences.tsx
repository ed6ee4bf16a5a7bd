// Sentences for trades against offers.
import type { EffectSentenceTable } from '@/effects/sentences/effect-sentence-table'
import { AssetFromRecord } from '@/ui/asset'
import { readId, readString } from '@/ui/record-fields'
import { RecordIdLink } from '@/ui/record-id-link'
import { SentenceAccount as Account, SentenceAmount as Value } from '@/ui/sentence-parts'

export const tradeEffectSentences: EffectSentenceTable<'trade'> = {
  trade: (effect, account) => (
    <>
      {account} traded <Value value={readString(effect, 'sold_amount')} />{' '}
      <AssetFromRecord record={effect} prefix="sold_" /> for{' '}
      <Value value={readString(effect, 'bought_amount')} />{' '}
      <AssetFromRecord record={effect} prefix="bought_" /> with{' '}
      <Account id={readString(effect, 'seller_muxed') ?? readString(effect, 'seller')} /> (offer{' '}
      <RecordIdLink collection="offers" id={readId(effect, 'offer_id')} />)
    </>
  ),
}
