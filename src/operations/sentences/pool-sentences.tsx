// Sentences for liquidity pool deposits and withdrawals.
import type { OperationSentenceTable } from '@/operations/sentences/operation-sentence-table'
import { readArray, readString } from '@/ui/record-fields'
import { ReserveList, SentenceAmount as Value, ShortHex } from '@/ui/sentence-parts'

export const poolSentences: OperationSentenceTable<
  'liquidity_pool_deposit' | 'liquidity_pool_withdraw'
> = {
  liquidity_pool_deposit: (operation, source) => (
    <>
      {source} deposited <ReserveList reserves={readArray(operation, 'reserves_deposited')} /> into
      liquidity pool <ShortHex value={readString(operation, 'liquidity_pool_id')} /> for{' '}
      <Value value={readString(operation, 'shares_received')} /> pool shares
    </>
  ),
  liquidity_pool_withdraw: (operation, source) => (
    <>
      {source} withdrew <Value value={readString(operation, 'shares')} /> pool shares from liquidity
      pool <ShortHex value={readString(operation, 'liquidity_pool_id')} /> for{' '}
      <ReserveList reserves={readArray(operation, 'reserves_received')} />
    </>
  ),
}
