// Sentences for trades against offers.
import type { EffectSentenceTable } from '@/effects/sentences/effect-sentence-table'
import { readId, readString } from '@/ui/record-fields'
import { RecordIdLink } from '@/ui/record-id-link'
import { AmountFromRecord, SentenceAccount as Account } from '@/ui/sentence-parts'

export const tradeEffectSentences: EffectSentenceTable<'trade'> = {
  trade: (effect, account) => (
    <>
      {account} traded <AmountFromRecord record={effect} prefix="sold_" /> for{' '}
      <AmountFromRecord record={effect} prefix="bought_" /> with{' '}
      <Account id={readString(effect, 'seller_muxed') ?? readString(effect, 'seller')} /> (offer{' '}
      <RecordIdLink collection="offers" id={readId(effect, 'offer_id')} />)
    </>
  ),
}
