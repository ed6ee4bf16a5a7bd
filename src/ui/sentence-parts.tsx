// Building blocks shared by the operation and effect sentences. Horizon records may lack any
// field, so every part renders a visible "?" instead of throwing.
import type { ReactNode } from 'react'
import { shortAccountLink } from '@/ui/account-id'
import { useExplorerHref } from '@/ui/explorer-href'
import { useAppLinkPlace } from '@/ui/app-link'
import { amountElement } from '@/ui/amount'
import { Asset, AssetFromRecord, CanonicalAsset } from '@/ui/asset'
import { type FieldOf, isRecord, readBoolean, readString } from '@/ui/record-fields'
import type { SentenceMood } from '@/ui/sentence-table'

const missingClassName = 'text-slate-500 dark:text-slate-400'

/** An account inside a sentence: linked and shortened, without a copy button. */
export function SentenceAccount({ id }: { id: string | undefined }) {
  return shortAccountLink(id, useExplorerHref(), useAppLinkPlace())
}

export function SentenceAmount({ value }: { value: string | undefined }) {
  return value === undefined ? (
    <span className={missingClassName}>?</span>
  ) : (
    amountElement({ value })
  )
}

export function joinNodes(nodes: ReactNode[], separator: ReactNode = ', '): ReactNode[] {
  return nodes.flatMap((node, index) =>
    index === 0 ? [node] : [<span key={`separator-${index}`}>{separator}</span>, node],
  )
}

/** `{asset: "native" | "CODE:ISSUER", amount}`, as in pool reserves and claimable balances. */
export function AssetAmount({ entry }: { entry: unknown }) {
  return (
    <span>
      <SentenceAmount value={readString(entry, 'amount')} />{' '}
      <CanonicalAsset value={readString(entry, 'asset')} />
    </span>
  )
}

/**
 * An amount and its asset read from a record's own fields: `amount` with `asset_type`,
 * `asset_code`, `asset_issuer` (or, with a prefix such as `source_`, `source_amount` with
 * `source_asset_type` …), as payments, trades and balance changes carry them.
 */
export function AmountFromRecord({ record, prefix = '' }: { record: unknown; prefix?: string }) {
  return (
    <>
      <SentenceAmount value={readString(record, `${prefix}amount`)} />{' '}
      <AssetFromRecord record={record} prefix={prefix} />
    </>
  )
}

/**
 * `reserves_max`, `reserves_deposited`, … : a list of asset amounts joined with "and". A failed
 * deposit's entries name no asset (Horizon leaves `asset` empty): the amounts then stand alone,
 * followed by `assetsUnnamed` ("of its two reserve assets"), instead of "unknown asset" twice.
 */
export function ReserveList({
  reserves,
  assetsUnnamed,
}: {
  reserves: unknown[]
  assetsUnnamed?: string
}) {
  const entries = reserves.filter(isRecord)
  if (entries.length === 0) return <span className={missingClassName}>nothing</span>
  if (assetsUnnamed !== undefined && entries.every((entry) => !readString(entry, 'asset'))) {
    return (
      <>
        {joinNodes(
          entries.map((entry, index) => (
            <SentenceAmount key={index} value={readString(entry, 'amount')} />
          )),
          ' and ',
        )}{' '}
        {assetsUnnamed}
      </>
    )
  }
  const items = entries.map((reserve, index) => <AssetAmount key={index} entry={reserve} />)
  return <>{joinNodes(items, ' and ')}</>
}

/** The asset of a trustline: pool shares when there is a pool id, else "native" | "CODE:ISSUER". */
export function TrustlineAsset({
  poolId,
  asset,
}: {
  poolId: string | undefined
  asset: string | undefined
}) {
  return poolId !== undefined ? (
    <Asset type="liquidity_pool_shares" liquidityPoolId={poolId} />
  ) : (
    <CanonicalAsset value={asset} />
  )
}

/** "authorized on, clawback enabled off" for the boolean flag fields the record has. */
export function flagChanges<R>(
  record: R,
  names: readonly (readonly [FieldOf<R>, string])[],
): string[] {
  return names.flatMap(([field, name]) => {
    const value = readBoolean(record, field)
    return value === undefined ? [] : [`${name} ${value ? 'on' : 'off'}`]
  })
}

/** "paid" for what happened, "tried to pay" for an attempt that failed. */
export function verb(mood: SentenceMood, done: string, attempted: string): string {
  return mood === 'done' ? done : `tried to ${attempted}`
}

/**
 * What a record of a type the explorer has no sentence for shows: "<noun> of type <type>" (with an
 * optional mark after it) and then its fields, so nothing Horizon sent is hidden.
 */
export function UnknownTypeSentence({
  noun,
  record,
  mark,
  children,
}: {
  noun: string
  record: unknown
  mark?: ReactNode
  children: ReactNode
}) {
  return (
    <div>
      <p className="text-sm">
        {noun} of type{' '}
        <span className="font-mono">
          {isRecord(record) && typeof record.type === 'string' ? record.type : 'unknown'}
        </span>
        {mark}
      </p>
      {children}
    </div>
  )
}
