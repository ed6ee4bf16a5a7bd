// /accounts: the accounts with a signer, a sponsor, a trustline to an asset or shares of a pool —
// exactly one filter, as Horizon's AccountsQuery demands (invalid_accounts_params otherwise).
import { AccountQueries, type AccountFilter } from './account-queries.ts'
import {
  optionalAccountParam,
  optionalCanonicalAssetParam,
  optionalSha256Param,
  queryText,
} from '../shared/asset-params.ts'
import type { RouteEnvironment } from '../shared/history-collection.ts'
import { HorizonProblem, invalidFieldProblem } from '../../protocol/problem.ts'
import type { QueryValues } from '../../protocol/query-string.ts'
import type { RouteHandler } from '../../protocol/router.ts'
import { parseTextPageRequest, textPageResult } from '../shared/text-page.ts'

const invalidAccountsParams = (): HorizonProblem =>
  new HorizonProblem({
    type: 'https://stellar.org/horizon-errors/invalid_accounts_params',
    title: 'Invalid Accounts Parameters',
    status: 400,
    detail:
      'Exactly one filter is required. Please ensure that you are including a signer, sponsor, asset, or liquidity pool filter.',
  })

/** AccountsQuery: field tags in struct order, then Validate. */
function accountFilter(query: QueryValues): AccountFilter {
  const signer = optionalAccountParam(query, 'signer')
  const sponsor = optionalAccountParam(query, 'sponsor')
  const asset = optionalCanonicalAssetParam(query, 'asset')
  const poolId = optionalSha256Param(query, 'liquidity_pool')
  if (queryText(query, 'asset').toLowerCase() === 'native')
    throw invalidFieldProblem('asset', "you can't filter by asset: native")
  const filters: AccountFilter[] = []
  if (sponsor !== '') filters.push({ kind: 'sponsor', account: sponsor })
  if (signer !== '') filters.push({ kind: 'signer', account: signer })
  if (asset && asset.type !== 'native') filters.push({ kind: 'asset', asset })
  if (poolId !== '') filters.push({ kind: 'liquidity_pool', poolId: poolId.toLowerCase() })
  const [only] = filters
  if (filters.length !== 1 || only === undefined) throw invalidAccountsParams()
  return only
}

export function accountsHandler(environment: RouteEnvironment): RouteHandler {
  const queries = new AccountQueries(environment.store)
  return (context) => {
    const page = parseTextPageRequest(context)
    const filter = accountFilter(context.query)
    return textPageResult(context, page, queries.accounts(filter, page))
  }
}
