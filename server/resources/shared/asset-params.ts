// Horizon's query-parameter validation for assets and the other typed filters of the ledger-entry
// endpoints (offers, trades, order book, paths, accounts, assets), with its exact field names and
// reasons (internal/actions/helpers.go validateAssetParams, validators.go, query_params.go).
import { isValidAccountId } from './account-id.ts'
import { badRequestProblem, HorizonProblem, invalidFieldProblem } from '../../protocol/problem.ts'
import { firstValue, type QueryValues } from '../../protocol/query-string.ts'

export type Asset =
  | { type: 'native' }
  | { type: 'credit_alphanum4' | 'credit_alphanum12'; code: string; issuer: string }

const ASSET_TYPES = new Set(['native', 'credit_alphanum4', 'credit_alphanum12'])
/** What Horizon's assets.Parse (the `assetType` tag) accepts. */
const PARSED_ASSET_TYPES = new Set([...ASSET_TYPES, 'liquidity_pool_shares'])
const INVALID_ASSET_TYPE =
  "invalid asset type: was not one of 'native', 'credit_alphanum4', 'credit_alphanum12', 'liquidity_pool_shares'"
/** xdr.ValidAssetCode */
const assetCodePattern = /^[A-Za-z0-9]{1,12}$/
const sha256Pattern = /^[0-9a-fA-F]{64}$/
const unsignedPattern = /^\+?\d+$/

export const ACCOUNT_ID_REASON = 'Account ID must start with `G` and contain 56 alphanum characters'
const ASSET_TYPE_REASON = 'Asset type must be native, credit_alphanum4 or credit_alphanum12'
const ASSET_REASON =
  'Asset must be the string "native" or a string of the form "Code:IssuerAccountID" for issued assets.'

/** A query value, '' when absent (Go's zero value). */
export const queryText = (query: QueryValues, name: string): string => firstValue(query, name) ?? ''

/** `valid:"accountID,optional"` */
export function optionalAccountParam(query: QueryValues, name: string): string {
  const text = queryText(query, name)
  if (text !== '' && !isValidAccountId(text)) throw invalidFieldProblem(name, ACCOUNT_ID_REASON)
  return text
}

/** `valid:"sha256,optional"` (govalidator's generic message names the value). */
export function optionalSha256Param(query: QueryValues, name: string): string {
  const text = queryText(query, name)
  if (text !== '' && !sha256Pattern.test(text))
    throw invalidFieldProblem(name, `${text} does not validate as sha256`)
  return text
}

/** A uint64 query value decoded by gorilla/schema; `reason` replaces its conversion error. */
export function optionalUnsignedParam(query: QueryValues, name: string, reason: string): bigint {
  const text = queryText(query, name)
  if (text === '') return 0n
  if (!unsignedPattern.test(text) || BigInt(text) > 0xffffffffffffffffn)
    throw invalidFieldProblem(name, reason)
  return BigInt(text)
}

function isCanonicalAsset(text: string): boolean {
  if (text.toLowerCase() === 'native') return true
  const parts = text.split(':')
  return (
    parts.length === 2 && assetCodePattern.test(parts[0] ?? '') && isValidAccountId(parts[1] ?? '')
  )
}

/** `valid:"asset,optional"`: "native" or SEP-11 "CODE:ISSUER". */
export function optionalCanonicalAssetParam(query: QueryValues, name: string): Asset | undefined {
  const text = queryText(query, name)
  if (text === '') return undefined
  if (!isCanonicalAsset(text)) throw invalidFieldProblem(name, ASSET_REASON)
  return parseCanonicalAsset(text)
}

/** A checked canonical asset string (also an element of source_assets / reserves lists). */
export function parseCanonicalAsset(text: string): Asset {
  if (text.toLowerCase() === 'native') return { type: 'native' }
  const [code = '', issuer = ''] = text.split(':')
  return { type: code.length <= 4 ? 'credit_alphanum4' : 'credit_alphanum12', code, issuer }
}

export function isCanonicalAssetText(text: string): boolean {
  return isCanonicalAsset(text)
}

/** The `<prefix>asset_type` tag checks (`assetType`, `accountID` on the issuer), in field order. */
export function checkAssetTags(query: QueryValues, prefix: string, typeRequired = false): void {
  const type = queryText(query, `${prefix}asset_type`)
  if ((type !== '' || typeRequired) && !PARSED_ASSET_TYPES.has(type))
    throw invalidFieldProblem(`${prefix}asset_type`, ASSET_TYPE_REASON)
  optionalAccountParam(query, `${prefix}asset_issuer`)
}

/** validateAssetParams: the type/code/issuer triple of `<prefix>asset_*` parameters. */
export function validateAssetTriple(query: QueryValues, prefix: string): Asset | undefined {
  const type = queryText(query, `${prefix}asset_type`)
  const code = queryText(query, `${prefix}asset_code`)
  const issuer = queryText(query, `${prefix}asset_issuer`)
  if (type === '') {
    if (code !== '' || issuer !== '')
      throw invalidFieldProblem(`${prefix}asset_type`, 'Missing parameter')
    return undefined
  }
  if (!PARSED_ASSET_TYPES.has(type))
    throw invalidFieldProblem(`${prefix}asset_type`, INVALID_ASSET_TYPE)
  if (type === 'native') {
    if (code !== '')
      throw invalidFieldProblem(`${prefix}asset_code`, 'native asset does not have a code')
    if (issuer !== '')
      throw invalidFieldProblem(`${prefix}asset_issuer`, 'native asset does not have an issuer')
    return { type: 'native' }
  }
  const maxLength = type === 'credit_alphanum4' ? 4 : type === 'credit_alphanum12' ? 12 : 0
  if (code.length === 0 || code.length > maxLength)
    throw invalidFieldProblem(
      `${prefix}asset_code`,
      'Asset code must be 1-12 alphanumeric characters',
    )
  if (issuer === '') throw invalidFieldProblem(`${prefix}asset_issuer`, 'Missing parameter')
  return { type: type as 'credit_alphanum4' | 'credit_alphanum12', code, issuer }
}

/**
 * xdr.BuildAsset for a type/issuer/code triple whose type and issuer passed their tag checks:
 * the asset, or the Go error text. SetCredit picks the type from the code's length.
 */
export function buildAsset(type: string, issuer: string, code: string): Asset | string {
  if (type === 'native') return { type: 'native' }
  if (!ASSET_TYPES.has(type))
    return "invalid asset type: was not one of 'native', 'credit_alphanum4', 'credit_alphanum12'"
  if (issuer === '') return 'decoded string is too short'
  if (code.length < 1 || code.length > 12) return 'Asset code length is invalid'
  return { type: code.length <= 4 ? 'credit_alphanum4' : 'credit_alphanum12', code, issuer }
}

/** A problem with `reason` only (Horizon's BadRequest with hand-set extras). */
export function badRequestWithReason(reason: string): HorizonProblem {
  return new HorizonProblem({ ...badRequestProblem, extras: { reason } })
}

/** The asset fields as Horizon's base.Asset renders them (`asset_code`/`asset_issuer` omitted for native). */
export function assetJson(asset: Asset, prefix = ''): Record<string, string> {
  if (asset.type === 'native') return { [`${prefix}asset_type`]: 'native' }
  return {
    [`${prefix}asset_type`]: asset.type,
    [`${prefix}asset_code`]: asset.code,
    [`${prefix}asset_issuer`]: asset.issuer,
  }
}

/** One string per asset, used as a map key and in SQL comparisons: `type:code:issuer`. */
export function assetKey(asset: Asset): string {
  return asset.type === 'native' ? 'native::' : `${asset.type}:${asset.code}:${asset.issuer}`
}

/** The canonical (SEP-11) form: `native` or `CODE:ISSUER`. */
export function canonicalAsset(asset: Asset): string {
  return asset.type === 'native' ? 'native' : `${asset.code}:${asset.issuer}`
}
