// SQL conditions of the ledger-entry and trade list queries, each a WHERE part with its `?`
// parameters, so a query builds its WHERE from a list. The asset ones read the stored Horizon
// record (json_extract): an asset is matched on the `asset_type`/`asset_code`/`asset_issuer` fields
// found under a JSON path prefix (`$.selling.` for an offer, `$.base_` for a trade).
import type { Asset } from './asset-params.ts'

export interface Condition {
  sql: string
  parameters: unknown[]
}

export function assetConditions(pathPrefix: string, asset: Asset): Condition[] {
  const field = (name: string): string => `json_extract(json, '${pathPrefix}asset_${name}')`
  if (asset.type === 'native') return [{ sql: `${field('type')} = 'native'`, parameters: [] }]
  return [
    { sql: `${field('type')} = ?`, parameters: [asset.type] },
    { sql: `${field('code')} = ?`, parameters: [asset.code] },
    { sql: `${field('issuer')} = ?`, parameters: [asset.issuer] },
  ]
}

export const conditionSql = (conditions: readonly Condition[]): string[] =>
  conditions.map((condition) => condition.sql)

export const conditionParameters = (conditions: readonly Condition[]): unknown[] =>
  conditions.flatMap((condition) => condition.parameters)

/** ` WHERE a AND b …` for the conditions, or '' when there are none. */
export const whereClause = (conditions: readonly Condition[]): string =>
  conditions.length === 0 ? '' : ` WHERE ${conditionSql(conditions).join(' AND ')}`
