// An issued asset's id in the explorer's URL: `USDC-GA5Z…` (a dash survives every URL encoder and
// reads well). `USDC:GA5Z…`, Horizon's canonical form that people paste, is accepted too.
import { isAccountId } from '@/ui/muxed-account'

export interface IssuedAsset {
  code: string
  issuer: string
}

export type AssetIdReading =
  | { kind: 'asset'; asset: IssuedAsset }
  /** XLM has no issuer and no /assets record. */
  | { kind: 'native' }
  | { kind: 'invalid'; reason: string }

const assetCodePattern = /^[A-Za-z0-9]{1,12}$/

export function readAssetId(id: string): AssetIdReading {
  const trimmed = id.trim()
  if (/^(native|xlm)$/i.test(trimmed)) return { kind: 'native' }
  const separator = Math.max(trimmed.lastIndexOf('-'), trimmed.lastIndexOf(':'))
  if (separator <= 0) {
    return { kind: 'invalid', reason: 'An asset is written CODE-ISSUER, e.g. USDC-GA5Z…KZVN.' }
  }
  const code = trimmed.slice(0, separator)
  const issuer = trimmed.slice(separator + 1)
  if (!assetCodePattern.test(code)) {
    return { kind: 'invalid', reason: 'An asset code is 1 to 12 letters and digits.' }
  }
  if (!isAccountId(issuer)) {
    return {
      kind: 'invalid',
      reason: 'The issuer is not a valid account ID (G… with 56 characters and a valid checksum).',
    }
  }
  return { kind: 'asset', asset: { code, issuer } }
}

/** The explorer path of an issued asset. */
export function assetPath(asset: IssuedAsset): string {
  return `/assets/${asset.code}-${asset.issuer}`
}

/** Horizon's canonical form, used by `/accounts?asset=` and `/trades` filters: `CODE:ISSUER`. */
export function canonicalAsset(asset: IssuedAsset): string {
  return `${asset.code}:${asset.issuer}`
}

/** Horizon's `<prefix>_asset_type/code/issuer` parameters for an issued asset or XLM. */
export function assetSearch(prefix: string, asset: IssuedAsset | 'native'): Record<string, string> {
  if (asset === 'native') return { [`${prefix}_asset_type`]: 'native' }
  return {
    [`${prefix}_asset_type`]: asset.code.length <= 4 ? 'credit_alphanum4' : 'credit_alphanum12',
    [`${prefix}_asset_code`]: asset.code,
    [`${prefix}_asset_issuer`]: asset.issuer,
  }
}
