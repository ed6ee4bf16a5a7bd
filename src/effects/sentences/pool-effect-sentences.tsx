// Sentences for liquidity pool effects.
import type {
  EffectSentenceTable,
  UncheckedEffect,
} from '@/effects/sentences/effect-sentence-table'
import { isRecord, readArray, readRecord, readString } from '@/ui/record-fields'
import { RecordIdLink } from '@/ui/record-id-link'
import { AssetAmount, joinNodes, ReserveList, SentenceAmount as Value } from '@/ui/sentence-parts'

type PoolEffect =
  | 'liquidity_pool_deposited'
  | 'liquidity_pool_withdrew'
  | 'liquidity_pool_trade'
  | 'liquidity_pool_created'
  | 'liquidity_pool_removed'
  | 'liquidity_pool_revoked'

/** Every pool effect but liquidity_pool_removed embeds the pool; show its id. */
function PoolId({
  effect,
}: {
  effect: UncheckedEffect<Exclude<PoolEffect, 'liquidity_pool_removed'>>
}) {
  return (
    <RecordIdLink
      collection="liquidity_pools"
      id={readString(readRecord(effect, 'liquidity_pool'), 'id')}
    />
  )
}

/**
 * Revoked pool shares return each reserve to the owner as a claimable balance (Core cannot be sure
 * the owner still trusts the asset): name the balance, where the funds now wait.
 */
function RevokedReserves({ effect }: { effect: UncheckedEffect<'liquidity_pool_revoked'> }) {
  const reserves = readArray(effect, 'reserves_revoked').filter(isRecord)
  if (reserves.length === 0) return <ReserveList reserves={reserves} />
  const items = reserves.map((reserve, index) => {
    const balanceId = readString(reserve, 'claimable_balance_id')
    return (
      <span key={index}>
        <AssetAmount entry={reserve} />
        {balanceId !== undefined ? (
          <>
            {' as claimable balance '}
            <RecordIdLink collection="claimable_balances" id={balanceId} />
          </>
        ) : null}
      </span>
    )
  })
  return <>{joinNodes(items, ' and ')}</>
}

export const poolEffectSentences: EffectSentenceTable<PoolEffect> = {
  liquidity_pool_deposited: (effect, account) => (
    <>
      {account} deposited <ReserveList reserves={readArray(effect, 'reserves_deposited')} /> into
      liquidity pool <PoolId effect={effect} /> for{' '}
      <Value value={readString(effect, 'shares_received')} /> pool shares
    </>
  ),
  liquidity_pool_withdrew: (effect, account) => (
    <>
      {account} redeemed <Value value={readString(effect, 'shares_redeemed')} /> pool shares of
      liquidity pool <PoolId effect={effect} /> for{' '}
      <ReserveList reserves={readArray(effect, 'reserves_received')} />
    </>
  ),
  liquidity_pool_trade: (effect, account) => (
    <>
      Liquidity pool <PoolId effect={effect} /> sold{' '}
      <AssetAmount entry={readRecord(effect, 'sold')} /> for{' '}
      <AssetAmount entry={readRecord(effect, 'bought')} /> to {account}
    </>
  ),
  liquidity_pool_created: (effect, account) => (
    <>
      {account} created liquidity pool <PoolId effect={effect} />
    </>
  ),
  liquidity_pool_removed: (effect) => (
    <>
      Liquidity pool{' '}
      <RecordIdLink collection="liquidity_pools" id={readString(effect, 'liquidity_pool_id')} /> was
      removed
    </>
  ),
  liquidity_pool_revoked: (effect, account) => (
    <>
      {/* Horizon puts this effect on the operation's source: the issuer who revoked, not the holder. */}
      {account} revoked <Value value={readString(effect, 'shares_revoked')} /> pool shares in
      liquidity pool <PoolId effect={effect} />, returning <RevokedReserves effect={effect} />
    </>
  ),
}
