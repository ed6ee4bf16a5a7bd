// Queries over the current accounts (rendered GET /accounts/{id} bodies): the /accounts filters
// and the trustline figures behind /assets. Each filter is an EXISTS over the record's arrays, so
// a page stays one ordered range scan on the account_id primary key.
import type { Asset } from '../shared/asset-params.ts'
import type { HistoryStore } from '../shared/history-store.ts'
import type { PageRow } from '../../protocol/keyset-source.ts'
import type { TextPageRequest } from '../shared/text-page.ts'

export type AccountFilter =
  | { kind: 'signer'; account: string }
  | { kind: 'sponsor'; account: string }
  | { kind: 'asset'; asset: Exclude<Asset, { type: 'native' }> }
  | { kind: 'liquidity_pool'; poolId: string }

function filterSql(filter: AccountFilter): { sql: string; parameters: unknown[] } {
  switch (filter.kind) {
    case 'signer':
      return {
        sql: "EXISTS (SELECT 1 FROM json_each(accounts.json, '$.signers') AS signer WHERE json_extract(signer.value, '$.key') = ?)",
        parameters: [filter.account],
      }
    // Horizon's AccountsForSponsor: the account entry, its data entries, signers or trustlines
    // (not its offers). A data entry's sponsor is not in the account record: account_data has it.
    case 'sponsor':
      return {
        sql: "(json_extract(accounts.json, '$.sponsor') = ? OR EXISTS (SELECT 1 FROM account_data WHERE account_data.account_id = accounts.account_id AND account_data.sponsor = ?) OR EXISTS (SELECT 1 FROM json_each(accounts.json, '$.signers') AS signer WHERE json_extract(signer.value, '$.sponsor') = ?) OR EXISTS (SELECT 1 FROM json_each(accounts.json, '$.balances') AS balance WHERE json_extract(balance.value, '$.sponsor') = ?))",
        parameters: [filter.account, filter.account, filter.account, filter.account],
      }
    case 'asset':
      return {
        sql: "EXISTS (SELECT 1 FROM json_each(accounts.json, '$.balances') AS balance WHERE json_extract(balance.value, '$.asset_code') = ? AND json_extract(balance.value, '$.asset_issuer') = ?)",
        parameters: [filter.asset.code, filter.asset.issuer],
      }
    case 'liquidity_pool':
      return {
        sql: "EXISTS (SELECT 1 FROM json_each(accounts.json, '$.balances') AS balance WHERE json_extract(balance.value, '$.liquidity_pool_id') = ?)",
        parameters: [filter.poolId],
      }
  }
}

/** One trustline as asset stats count it. */
export interface TrustlineRow {
  asset_type: string
  asset_code: string
  asset_issuer: string
  balance: string
  is_authorized: bigint | null
  is_authorized_to_maintain_liabilities: bigint | null
}

export interface IssuerRow {
  account_id: string
  flags: string
  home_domain: string | null
}

export class AccountQueries {
  constructor(private readonly store: HistoryStore) {}

  accounts(filter: AccountFilter, page: TextPageRequest): PageRow[] {
    const { sql, parameters } = filterSql(filter)
    const bound =
      page.cursor === '' ? '' : page.order === 'asc' ? 'account_id > ? AND ' : 'account_id < ? AND '
    const direction = page.order === 'asc' ? 'ASC' : 'DESC'
    const rows = this.store.statements
      .get(
        `SELECT account_id, json FROM accounts WHERE ${bound}${sql} ORDER BY account_id ${direction} LIMIT ?`,
      )
      .all(...(page.cursor === '' ? [] : [page.cursor]), ...parameters, page.limit) as Array<{
      account_id: string
      json: string
    }>
    return rows.map((row) => ({ pagingToken: row.account_id, json: row.json }))
  }

  /** Every credit trustline, optionally of one code and/or issuer. */
  trustlines(code: string, issuer: string): TrustlineRow[] {
    const conditions = [
      "json_extract(balance.value, '$.asset_type') IN ('credit_alphanum4', 'credit_alphanum12')",
    ]
    const parameters: string[] = []
    if (code !== '') {
      conditions.push("json_extract(balance.value, '$.asset_code') = ?")
      parameters.push(code)
    }
    if (issuer !== '') {
      conditions.push("json_extract(balance.value, '$.asset_issuer') = ?")
      parameters.push(issuer)
    }
    return this.store.statements
      .get(
        `SELECT json_extract(balance.value, '$.asset_type') AS asset_type, json_extract(balance.value, '$.asset_code') AS asset_code, json_extract(balance.value, '$.asset_issuer') AS asset_issuer, json_extract(balance.value, '$.balance') AS balance, json_extract(balance.value, '$.is_authorized') AS is_authorized, json_extract(balance.value, '$.is_authorized_to_maintain_liabilities') AS is_authorized_to_maintain_liabilities FROM accounts, json_each(accounts.json, '$.balances') AS balance WHERE ${conditions.join(' AND ')}`,
      )
      .all(...parameters) as unknown as TrustlineRow[]
  }

  /** Flags and home domain of the given issuers that still exist. */
  issuers(accountIds: readonly string[]): Map<string, IssuerRow> {
    const statement = this.store.statements.get(
      "SELECT account_id, json_extract(json, '$.flags') AS flags, json_extract(json, '$.home_domain') AS home_domain FROM accounts WHERE account_id = ?",
    )
    const found = new Map<string, IssuerRow>()
    for (const id of accountIds) {
      const row = statement.get(id) as IssuerRow | undefined
      if (row) found.set(id, row)
    }
    return found
  }
}
