import type { ReactNode } from 'react'
import { AccountId } from '@/ui/account-id'
import { shortenId } from '@/ui/shorten-id'
import { readString } from '@/ui/record-fields'
import { RecordIdLink } from '@/ui/record-id-link'

export interface AssetProps {
  type: string | undefined
  code?: string
  issuer?: string
  /** For `liquidity_pool_shares`. */
  liquidityPoolId?: string
  /** Link the pool id to its page; off where the whole asset is already a link. */
  linkPool?: boolean
  /** Let the issuer go to a second line (narrow table columns); sentences keep it on one. */
  mayWrap?: boolean
}

export function Asset(props: AssetProps) {
  return assetElement(props)
}

/**
 * What Asset renders, as a function: AssetFromRecord and CanonicalAsset (in many table rows)
 * return it rather than render an Asset, one component fewer per asset.
 */
function assetElement({
  type,
  code,
  issuer,
  liquidityPoolId,
  linkPool = true,
  mayWrap = false,
}: AssetProps): ReactNode {
  if (type === 'native') {
    return <span className="font-medium">XLM</span>
  }
  if (type === 'liquidity_pool_shares') {
    return (
      <span className="whitespace-nowrap">
        Pool shares
        {liquidityPoolId ? (
          <>
            {' '}
            {linkPool ? (
              <RecordIdLink collection="liquidity_pools" id={liquidityPoolId} edge={4} />
            ) : (
              <span className="font-mono" title={liquidityPoolId}>
                {shortenId(liquidityPoolId)}
              </span>
            )}
          </>
        ) : null}
      </span>
    )
  }
  if (!code && !issuer) {
    return <span className="text-slate-500 dark:text-slate-400">unknown asset</span>
  }
  const codePart = <span className="font-medium">{code ?? '?'}</span>
  if (!issuer) {
    return <span className={mayWrap ? 'whitespace-normal' : 'whitespace-nowrap'}>{codePart}</span>
  }
  if (mayWrap) {
    // Its own nowrap span only where the asset may wrap: otherwise the whole asset is nowrap.
    return (
      <span className="whitespace-normal">
        {codePart}{' '}
        <span className="whitespace-nowrap">
          (<AccountId id={issuer} copyable={false} />)
        </span>
      </span>
    )
  }
  // " (" as one text: the space and the parenthesis are one text node, not two.
  return (
    <span className="whitespace-nowrap">
      {codePart}
      {' ('}
      <AccountId id={issuer} copyable={false} />)
    </span>
  )
}

export interface AssetFromRecordProps {
  record: unknown
  /** Field prefix, e.g. 'selling_' reads selling_asset_type / selling_asset_code / selling_asset_issuer. */
  prefix?: string
}

export function AssetFromRecord({ record, prefix = '' }: AssetFromRecordProps) {
  return assetElement({
    type: readString(record, `${prefix}asset_type`),
    code: readString(record, `${prefix}asset_code`),
    issuer: readString(record, `${prefix}asset_issuer`),
    liquidityPoolId: readString(record, `${prefix}liquidity_pool_id`),
  })
}

export interface ParsedCanonicalAsset {
  type: 'native' | 'credit_alphanum4' | 'credit_alphanum12' | 'unknown'
  code?: string
  issuer?: string
}

/** Parses Horizon's canonical asset strings: "native" or "CODE:ISSUER". */
export function parseCanonicalAsset(value: string): ParsedCanonicalAsset {
  if (value === 'native') return { type: 'native' }
  const separator = value.indexOf(':')
  if (separator <= 0) return { type: 'unknown', code: value || undefined }
  const code = value.slice(0, separator)
  const issuer = value.slice(separator + 1)
  return { type: code.length <= 4 ? 'credit_alphanum4' : 'credit_alphanum12', code, issuer }
}

export function CanonicalAsset({ value }: { value: string | undefined }) {
  if (!value) return assetElement({ type: undefined })
  const parsed = parseCanonicalAsset(value)
  if (parsed.type === 'unknown') return <span className="font-mono">{value}</span>
  return assetElement({ type: parsed.type, code: parsed.code, issuer: parsed.issuer })
}
