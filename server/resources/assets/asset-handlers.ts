// /assets: Horizon's asset stats (protocols/horizon AssetStat, v23+ key set) computed from the
// stored accounts' trustlines — accounts and balances by authorization state, the issuer's flags
// and stellar.toml link — plus the claimable-balance and pool holdings (EntryHoldings).
// Paged by `<code>_<issuer>_<type>` in (code, issuer) order, as Horizon orders asset stats.
import { isValidAccountId } from '../shared/account-id.ts'
import { AccountQueries, type IssuerRow, type TrustlineRow } from '../accounts/account-queries.ts'
import { formatStroops, parseStroops } from '../shared/amounts.ts'
import { queryText, type Asset } from '../shared/asset-params.ts'
import type { RouteEnvironment } from '../shared/history-collection.ts'
import type { PageRow } from '../../protocol/keyset-source.ts'
import type { AssetHoldings } from '../shared/ledger-entry-history.ts'
import { stateRoute } from '../shared/state-route.ts'
import { invalidFieldProblem } from '../../protocol/problem.ts'
import type { RouteDefinition, RouteHandler } from '../../protocol/router.ts'
import {
  pageOfSorted,
  parseTextPageRequest,
  textPageResult,
  type TextPageRequest,
} from '../shared/text-page.ts'
import { goJsonIndent } from '../../store/go-json.ts'

const assetCodePattern = /^[A-Za-z0-9]{1,12}$/
const ASSET_TYPES = new Set(['native', 'credit_alphanum4', 'credit_alphanum12'])

/** AssetStatsHandler.validateAssetParams: code, issuer, then the cursor's three parts. */
function validateAssetQuery(code: string, issuer: string, page: TextPageRequest): void {
  if (code !== '' && !assetCodePattern.test(code))
    throw invalidFieldProblem('asset_code', `${code} is not a valid asset code`)
  if (issuer !== '' && !isValidAccountId(issuer))
    throw invalidFieldProblem('asset_issuer', `${issuer} is not a valid asset issuer`)
  if (page.cursor === '') return
  const parts = page.cursor.split('_')
  if (parts.length < 3)
    throw invalidFieldProblem('cursor', 'the cursor is not a valid paging_token')
  const [cursorCode = '', cursorIssuer = ''] = parts
  const cursorType = parts.slice(2).join('_')
  if (!assetCodePattern.test(cursorCode))
    throw invalidFieldProblem('cursor', `${cursorCode} is not a valid asset code`)
  if (!isValidAccountId(cursorIssuer))
    throw invalidFieldProblem('cursor', `${cursorIssuer} is not a valid asset issuer`)
  if (!ASSET_TYPES.has(cursorType) && cursorType !== 'liquidity_pool_shares')
    throw invalidFieldProblem('cursor', `${cursorType} is not a valid asset type`)
}

interface AssetTotals {
  type: 'credit_alphanum4' | 'credit_alphanum12'
  code: string
  issuer: string
  accounts: [number, number, number]
  balances: [bigint, bigint, bigint]
}

/** Authorized, authorized to maintain liabilities, unauthorized. */
function authorizationIndex(line: TrustlineRow): 0 | 1 | 2 {
  if (line.is_authorized) return 0
  if (line.is_authorized_to_maintain_liabilities) return 1
  return 2
}

function totalsByAsset(lines: readonly TrustlineRow[]): AssetTotals[] {
  const totals = new Map<string, AssetTotals>()
  for (const line of lines) {
    const key = `${line.asset_code}_${line.asset_issuer}_${line.asset_type}`
    let entry = totals.get(key)
    if (!entry) {
      entry = {
        type: line.asset_type as AssetTotals['type'],
        code: line.asset_code,
        issuer: line.asset_issuer,
        accounts: [0, 0, 0],
        balances: [0n, 0n, 0n],
      }
      totals.set(key, entry)
    }
    const index = authorizationIndex(line)
    entry.accounts[index] += 1
    entry.balances[index] += parseStroops(line.balance)
  }
  return [...totals.values()]
}

const NO_FLAGS = {
  auth_required: false,
  auth_revocable: false,
  auth_immutable: false,
  auth_clawback_enabled: false,
}

/** Order key of a paging token: (code, issuer), as Horizon's asset stats query sorts. */
export const assetOrderKey = (token: string): string => {
  const [code = '', issuer = ''] = token.split('_')
  return `${code}\u0000${issuer}`
}

/** What an asset stat reads from claimable_balances/ and liquidity_pools/ queries. */
export interface EntryHoldings {
  claimableBalanceHoldings(asset: Asset): AssetHoldings
  liquidityPoolHoldings(asset: Asset): AssetHoldings
}

function assetStatJson(
  totals: AssetTotals,
  issuer: IssuerRow | undefined,
  holdings: EntryHoldings,
): string {
  const asset: Asset = { type: totals.type, code: totals.code, issuer: totals.issuer }
  const balances = holdings.claimableBalanceHoldings(asset)
  const liquidity = holdings.liquidityPoolHoldings(asset)
  const homeDomain = issuer?.home_domain ?? ''
  const record = {
    _links: {
      toml: { href: homeDomain === '' ? '' : `https://${homeDomain}/.well-known/stellar.toml` },
    },
    asset_type: totals.type,
    asset_code: totals.code,
    asset_issuer: totals.issuer,
    paging_token: `${totals.code}_${totals.issuer}_${totals.type}`,
    num_claimable_balances: balances.count,
    num_liquidity_pools: liquidity.count,
    num_contracts: 0,
    accounts: {
      authorized: totals.accounts[0],
      authorized_to_maintain_liabilities: totals.accounts[1],
      unauthorized: totals.accounts[2],
    },
    claimable_balances_amount: formatStroops(balances.amount),
    liquidity_pools_amount: formatStroops(liquidity.amount),
    contracts_amount: formatStroops(0n),
    balances: {
      authorized: formatStroops(totals.balances[0]),
      authorized_to_maintain_liabilities: formatStroops(totals.balances[1]),
      unauthorized: formatStroops(totals.balances[2]),
    },
    flags: issuer ? { ...NO_FLAGS, ...(JSON.parse(issuer.flags) as typeof NO_FLAGS) } : NO_FLAGS,
  }
  return goJsonIndent(record)
}

export function assetsHandler(
  environment: RouteEnvironment,
  holdings: EntryHoldings,
): RouteHandler {
  const queries = new AccountQueries(environment.store)
  return (context) => {
    const page = parseTextPageRequest(context)
    const code = queryText(context.query, 'asset_code')
    const issuer = queryText(context.query, 'asset_issuer')
    validateAssetQuery(code, issuer, page)
    const rows = totalsByAsset(queries.trustlines(code, issuer))
      .map((totals) => ({ totals, pagingToken: `${totals.code}_${totals.issuer}_${totals.type}` }))
      .sort((left, right) => {
        const a = assetOrderKey(left.pagingToken)
        const b = assetOrderKey(right.pagingToken)
        return a < b ? -1 : a > b ? 1 : 0
      })
    const selected = pageOfSorted(rows, page, assetOrderKey)
    const issuers = queries.issuers(selected.map((row) => row.totals.issuer))
    const records: PageRow[] = selected.map(({ totals, pagingToken }) => ({
      pagingToken,
      json: assetStatJson(totals, issuers.get(totals.issuer), holdings),
    }))
    return textPageResult(context, page, records)
  }
}

export function assetRoutes(
  environment: RouteEnvironment,
  holdings: EntryHoldings,
): RouteDefinition[] {
  return [stateRoute('/assets', assetsHandler(environment, holdings))]
}
