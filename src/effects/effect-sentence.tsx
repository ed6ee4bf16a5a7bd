import type { ReactNode } from 'react'
import type { Effect } from '@/api/horizon-types'
import { Amount } from '@/ui/amount'
import { Asset, AssetFromRecord, CanonicalAsset } from '@/ui/asset'
import { DataValue } from '@/ui/data-value'
import { KeyValueList } from '@/ui/key-value-list'
import {
  AssetAmount,
  ReserveList,
  SentenceAccount as Account,
  SentenceAmount as Value,
  ShortHex,
} from '@/ui/sentence-parts'
import {
  isRecord,
  readArray,
  readBoolean,
  readId,
  readNumber,
  readRecord,
  readString,
} from '@/ui/record-fields'

export interface EffectSentenceProps {
  effect: Effect
}

function poolId(effect: Effect): string | undefined {
  return (
    readString(readRecord(effect, 'liquidity_pool'), 'id') ??
    readString(effect, 'liquidity_pool_id')
  )
}

/** Sponsorship effects share the sponsor fields: created → sponsor, updated → former/new, removed → former. */
function sponsorshipSentence(effect: Effect, subject: ReactNode): ReactNode {
  const action = effect.type.slice(effect.type.lastIndexOf('_') + 1)
  if (action === 'created') {
    return (
      <>
        <Account id={readString(effect, 'sponsor')} /> began sponsoring {subject}
      </>
    )
  }
  if (action === 'updated') {
    return (
      <>
        Sponsorship of {subject} moved from <Account id={readString(effect, 'former_sponsor')} /> to{' '}
        <Account id={readString(effect, 'new_sponsor')} />
      </>
    )
  }
  return (
    <>
      <Account id={readString(effect, 'former_sponsor')} /> stopped sponsoring {subject}
    </>
  )
}

function trustlineFlagsDescription(effect: Effect): string {
  const flags: string[] = []
  const describe = (field: string, name: string) => {
    const value = readBoolean(effect, field)
    if (value !== undefined) flags.push(`${name} ${value ? 'on' : 'off'}`)
  }
  describe('authorized_flag', 'authorized')
  // Horizon spells this field "liabilites".
  describe('authorized_to_maintain_liabilites_flag', 'authorized to maintain liabilities')
  describe('authorized_to_maintain_liabilities_flag', 'authorized to maintain liabilities')
  describe('clawback_enabled_flag', 'clawback enabled')
  return flags.length > 0 ? flags.join(', ') : 'no flag changes'
}

function describeEffect(effect: Effect): ReactNode | null {
  const account = <Account id={effect.account_muxed ?? effect.account} />
  switch (effect.type) {
    case 'account_created':
      return (
        <>
          Account {account} was created with{' '}
          <Value value={readString(effect, 'starting_balance')} /> XLM
        </>
      )
    case 'account_removed':
      return <>Account {account} was removed</>
    case 'account_credited':
      return (
        <>
          {account} received <Value value={readString(effect, 'amount')} />{' '}
          <AssetFromRecord record={effect} />
        </>
      )
    case 'account_debited':
      return (
        <>
          {account} sent <Value value={readString(effect, 'amount')} />{' '}
          <AssetFromRecord record={effect} />
        </>
      )
    case 'account_thresholds_updated':
      return (
        <>
          {account} thresholds set to low {readNumber(effect, 'low_threshold') ?? '?'}, medium{' '}
          {readNumber(effect, 'med_threshold') ?? '?'}, high{' '}
          {readNumber(effect, 'high_threshold') ?? '?'}
        </>
      )
    case 'account_home_domain_updated':
      return (
        <>
          {account} home domain set to “{readString(effect, 'home_domain') ?? ''}”
        </>
      )
    case 'account_flags_updated': {
      const flags: string[] = []
      for (const [field, name] of [
        ['auth_required_flag', 'auth required'],
        // Horizon spells this field "revokable".
        ['auth_revokable_flag', 'auth revocable'],
        ['auth_revocable_flag', 'auth revocable'],
        ['auth_immutable_flag', 'auth immutable'],
        ['auth_clawback_enabled_flag', 'auth clawback enabled'],
      ] as const) {
        const value = readBoolean(effect, field)
        if (value !== undefined) flags.push(`${name} ${value ? 'on' : 'off'}`)
      }
      return (
        <>
          {account} flags updated{flags.length > 0 ? `: ${flags.join(', ')}` : ''}
        </>
      )
    }
    case 'account_inflation_destination_updated':
      return <>{account} inflation destination updated</>
    case 'signer_created':
    case 'signer_removed':
    case 'signer_updated': {
      // `key` is always "" in practice; the signer is in `public_key` (horizon-api.md §4.4).
      const signer = readString(effect, 'public_key') || readString(effect, 'key')
      const weight = readNumber(effect, 'weight')
      const verb =
        effect.type === 'signer_created'
          ? 'added'
          : effect.type === 'signer_removed'
            ? 'removed'
            : 'updated'
      return (
        <>
          {account} {verb} signer <Account id={signer} />
          {effect.type !== 'signer_removed' && weight !== undefined
            ? ` with weight ${weight}`
            : null}
        </>
      )
    }
    case 'trustline_created':
    case 'trustline_removed':
    case 'trustline_updated': {
      const verb =
        effect.type === 'trustline_created'
          ? 'created'
          : effect.type === 'trustline_removed'
            ? 'removed'
            : 'updated'
      const limit = readString(effect, 'limit')
      return (
        <>
          {account} {verb} a trustline to <AssetFromRecord record={effect} />
          {effect.type !== 'trustline_removed' && limit !== undefined ? (
            <>
              {' with limit '}
              <Amount value={limit} />
            </>
          ) : null}
        </>
      )
    }
    case 'trustline_authorized':
    case 'trustline_deauthorized':
    case 'trustline_authorized_to_maintain_liabilities': {
      const verb =
        effect.type === 'trustline_authorized'
          ? 'authorized'
          : effect.type === 'trustline_deauthorized'
            ? 'deauthorized'
            : 'authorized to maintain liabilities'
      return (
        <>
          {account} {verb} <Account id={readString(effect, 'trustor')} /> for{' '}
          <Asset
            type={readString(effect, 'asset_type')}
            code={readString(effect, 'asset_code')}
            issuer={effect.account}
          />
        </>
      )
    }
    case 'trustline_flags_updated':
      return (
        <>
          {account} updated the <AssetFromRecord record={effect} /> trustline of{' '}
          <Account id={readString(effect, 'trustor')} />: {trustlineFlagsDescription(effect)}
        </>
      )
    case 'trade':
      return (
        <>
          {account} traded <Value value={readString(effect, 'sold_amount')} />{' '}
          <AssetFromRecord record={effect} prefix="sold_" /> for{' '}
          <Value value={readString(effect, 'bought_amount')} />{' '}
          <AssetFromRecord record={effect} prefix="bought_" /> with{' '}
          <Account id={readString(effect, 'seller_muxed') ?? readString(effect, 'seller')} /> (offer{' '}
          {readId(effect, 'offer_id') ?? '?'})
        </>
      )
    case 'data_created':
    case 'data_updated': {
      const value = readString(effect, 'value')
      return (
        <>
          {account} {effect.type === 'data_created' ? 'created' : 'updated'} data entry “
          {readString(effect, 'name') ?? '?'}”
          {value !== undefined ? (
            <>
              {' = '}
              <DataValue value={value} />
            </>
          ) : null}
        </>
      )
    }
    case 'data_removed':
      return (
        <>
          {account} removed data entry “{readString(effect, 'name') ?? '?'}”
        </>
      )
    case 'sequence_bumped':
      return (
        <>
          {account} sequence bumped to{' '}
          <span className="font-mono">{readId(effect, 'new_seq') ?? '?'}</span>
        </>
      )
    case 'claimable_balance_created':
      return (
        <>
          {account} created claimable balance <ShortHex value={readString(effect, 'balance_id')} />{' '}
          of <Value value={readString(effect, 'amount')} />{' '}
          <CanonicalAsset value={readString(effect, 'asset')} />
        </>
      )
    case 'claimable_balance_claimant_created':
      return (
        <>
          {account} can claim <Value value={readString(effect, 'amount')} />{' '}
          <CanonicalAsset value={readString(effect, 'asset')} /> from claimable balance{' '}
          <ShortHex value={readString(effect, 'balance_id')} />
        </>
      )
    case 'claimable_balance_claimed':
      return (
        <>
          {account} claimed <Value value={readString(effect, 'amount')} />{' '}
          <CanonicalAsset value={readString(effect, 'asset')} /> from claimable balance{' '}
          <ShortHex value={readString(effect, 'balance_id')} />
        </>
      )
    case 'account_sponsorship_created':
    case 'account_sponsorship_updated':
    case 'account_sponsorship_removed':
      return sponsorshipSentence(effect, <>account {account}</>)
    case 'trustline_sponsorship_created':
    case 'trustline_sponsorship_updated':
    case 'trustline_sponsorship_removed': {
      const trustlinePool = readString(effect, 'liquidity_pool_id')
      return sponsorshipSentence(
        effect,
        <>
          the{' '}
          {trustlinePool !== undefined ? (
            <Asset type="liquidity_pool_shares" liquidityPoolId={trustlinePool} />
          ) : (
            <CanonicalAsset value={readString(effect, 'asset')} />
          )}{' '}
          trustline of {account}
        </>,
      )
    }
    case 'data_sponsorship_created':
    case 'data_sponsorship_updated':
    case 'data_sponsorship_removed':
      return sponsorshipSentence(
        effect,
        <>
          data entry “{readString(effect, 'data_name') ?? '?'}” of {account}
        </>,
      )
    case 'claimable_balance_sponsorship_created':
    case 'claimable_balance_sponsorship_updated':
    case 'claimable_balance_sponsorship_removed':
      return sponsorshipSentence(
        effect,
        <>
          claimable balance <ShortHex value={readString(effect, 'balance_id')} />
        </>,
      )
    case 'signer_sponsorship_created':
    case 'signer_sponsorship_updated':
    case 'signer_sponsorship_removed':
      return sponsorshipSentence(
        effect,
        <>
          signer <Account id={readString(effect, 'signer')} /> of {account}
        </>,
      )
    case 'claimable_balance_clawed_back':
      return (
        <>
          {account} clawed back claimable balance{' '}
          <ShortHex value={readString(effect, 'balance_id')} />
        </>
      )
    case 'liquidity_pool_deposited':
      return (
        <>
          {account} deposited <ReserveList reserves={readArray(effect, 'reserves_deposited')} />{' '}
          into liquidity pool <ShortHex value={poolId(effect)} /> for{' '}
          <Value value={readString(effect, 'shares_received')} /> pool shares
        </>
      )
    case 'liquidity_pool_withdrew':
      return (
        <>
          {account} redeemed <Value value={readString(effect, 'shares_redeemed')} /> pool shares of
          liquidity pool <ShortHex value={poolId(effect)} /> for{' '}
          <ReserveList reserves={readArray(effect, 'reserves_received')} />
        </>
      )
    case 'liquidity_pool_trade':
      return (
        <>
          Liquidity pool <ShortHex value={poolId(effect)} /> sold{' '}
          <AssetAmount entry={readRecord(effect, 'sold')} /> for{' '}
          <AssetAmount entry={readRecord(effect, 'bought')} /> to {account}
        </>
      )
    case 'liquidity_pool_created':
      return (
        <>
          {account} created liquidity pool <ShortHex value={poolId(effect)} />
        </>
      )
    case 'liquidity_pool_removed':
      return (
        <>
          Liquidity pool <ShortHex value={poolId(effect)} /> was removed
        </>
      )
    case 'liquidity_pool_revoked':
      return (
        <>
          <Value value={readString(effect, 'shares_revoked')} /> pool shares of {account} in
          liquidity pool <ShortHex value={poolId(effect)} /> were revoked, returning{' '}
          <ReserveList reserves={readArray(effect, 'reserves_revoked')} />
        </>
      )
    case 'contract_credited':
    case 'contract_debited':
      return (
        <>
          Contract <Account id={readString(effect, 'contract')} />{' '}
          {effect.type === 'contract_credited' ? 'received' : 'sent'}{' '}
          <Value value={readString(effect, 'amount')} /> <AssetFromRecord record={effect} />
        </>
      )
    default:
      return null
  }
}

/** A human sentence for any of Horizon's effect types; unknown types list their fields. */
export function EffectSentence({ effect }: EffectSentenceProps) {
  const description =
    isRecord(effect) && typeof effect.type === 'string' ? describeEffect(effect) : null
  if (description === null) {
    return (
      <div>
        <p className="text-sm">
          Effect of type{' '}
          <span className="font-mono">
            {isRecord(effect) && typeof effect.type === 'string' ? effect.type : 'unknown'}
          </span>
        </p>
        <KeyValueList record={effect} label="Effect fields" />
      </div>
    )
  }
  return <span>{description}</span>
}
