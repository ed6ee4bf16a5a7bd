// Sentences for liquidity pool deposits and withdrawals. A failed attempt deposited and received
// nothing (Horizon reports zeros), so it names the maximum offered or the minimum asked instead.
import type { OperationSentenceTable } from '@/operations/sentences/operation-sentence-table'
import { readArray, readString } from '@/ui/record-fields'
import { RecordIdLink } from '@/ui/record-id-link'
import { ReserveList, SentenceAmount as Value } from '@/ui/sentence-parts'

export const poolSentences: OperationSentenceTable<
  'liquidity_pool_deposit' | 'liquidity_pool_withdraw'
> = {
  liquidity_pool_deposit: (operation, source, mood) =>
    mood === 'done' ? (
      <>
        {source} deposited <ReserveList reserves={readArray(operation, 'reserves_deposited')} />{' '}
        into liquidity pool{' '}
        <RecordIdLink
          collection="liquidity_pools"
          id={readString(operation, 'liquidity_pool_id')}
        />{' '}
        for <Value value={readString(operation, 'shares_received')} /> pool shares
      </>
    ) : (
      <>
        {source} tried to deposit at most{' '}
        <ReserveList
          reserves={readArray(operation, 'reserves_max')}
          assetsUnnamed="of its two reserve assets"
        />{' '}
        into liquidity pool{' '}
        <RecordIdLink
          collection="liquidity_pools"
          id={readString(operation, 'liquidity_pool_id')}
        />
      </>
    ),
  liquidity_pool_withdraw: (operation, source, mood) =>
    mood === 'done' ? (
      <>
        {source} withdrew <Value value={readString(operation, 'shares')} /> pool shares from
        liquidity pool{' '}
        <RecordIdLink
          collection="liquidity_pools"
          id={readString(operation, 'liquidity_pool_id')}
        />{' '}
        for <ReserveList reserves={readArray(operation, 'reserves_received')} />
      </>
    ) : (
      <>
        {source} tried to withdraw <Value value={readString(operation, 'shares')} /> pool shares
        from liquidity pool{' '}
        <RecordIdLink
          collection="liquidity_pools"
          id={readString(operation, 'liquidity_pool_id')}
        />{' '}
        for at least <ReserveList reserves={readArray(operation, 'reserves_min')} />
      </>
    ),
}
