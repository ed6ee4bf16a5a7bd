// One account (a state endpoint, streamable), its offers and its data entries. The account's
// history sub-collections are routed by their resources; /accounts (filters) is account-filters.ts.
import { goJsonIndent } from '../../store/go-json.ts'
import { notFound } from '../../protocol/problem.ts'
import { route, type RouteDefinition, type RouteHandler } from '../../protocol/router.ts'
import { validateAccountId, type HistoryCollections } from '../shared/history-collection.ts'
import { stateRoute } from '../shared/state-route.ts'
import { accountsHandler } from './account-filters.ts'

/** One account, its offers and one data entry. */
export class AccountHandlers {
  constructor(private readonly history: HistoryCollections) {}

  readonly account: RouteHandler = (_context, { account_id = '' }) => {
    const json = this.history.store.accountJson(validateAccountId(account_id))
    if (json === undefined) throw notFound()
    return { kind: 'object', json }
  }

  readonly accountOffers: RouteHandler = (context, { account_id = '' }) => {
    const pageRequest = this.history.pageQuery(context)
    return this.history.collection(
      this.history.store.offers(this.history.requireAccount(account_id)),
      pageRequest,
    )
  }

  readonly accountData: RouteHandler = (_context, { account_id = '', key = '' }) => {
    const value = this.history.store.accountDataValue(validateAccountId(account_id), key)
    if (value === undefined) throw notFound()
    return { kind: 'object', json: goJsonIndent({ value }), raw: Buffer.from(value, 'base64') }
  }
}

export function accountRoutes(history: HistoryCollections): RouteDefinition[] {
  const handle = new AccountHandlers(history)
  return [
    route(
      { path: '/accounts/:account_id', stream: true, latestLedgerHeader: true },
      handle.account,
    ),
    route(
      { path: '/accounts/:account_id/offers', stream: true, latestLedgerHeader: true },
      handle.accountOffers,
    ),
    route(
      {
        path: '/accounts/:account_id/data/:key',
        stream: true,
        latestLedgerHeader: true,
        raw: true,
      },
      handle.accountData,
    ),
    stateRoute('/accounts', accountsHandler(history.environment)),
  ]
}
