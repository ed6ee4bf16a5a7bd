// /claimable_balances (filters claimant, sponsor, asset), /claimable_balances/{id} and its
// operations and transactions. Validation follows Horizon's ClaimableBalancesQuery and the id tag.
import { invalidFieldProblem, notFound } from '../../protocol/problem.ts'
import { route, type RouteDefinition, type RouteHandler } from '../../protocol/router.ts'
import { optionalAccountParam, optionalCanonicalAssetParam } from '../shared/asset-params.ts'
import type { HistoryCollections } from '../shared/history-collection.ts'
import { linkedHistoryCollection, type LinkedCollection } from '../shared/ledger-entry-history.ts'
import { stateRoute } from '../shared/state-route.ts'
import { parseTextPageRequest, textPageResult } from '../shared/text-page.ts'
import type { ClaimableBalanceQueries } from './claimable-balance-queries.ts'

/** ClaimableBalanceId XDR (type 0 + 32-byte hash) in hex, as SafeUnmarshalHex accepts it. */
const claimableBalanceIdPattern = /^00000000[0-9a-fA-F]{64}$/

function validateBalanceId(text: string, field: string): string {
  if (text === '') throw invalidFieldProblem(field, 'non zero value required')
  if (!claimableBalanceIdPattern.test(text))
    throw invalidFieldProblem(field, `${text} does not validate as claimableBalanceID`)
  return text.toLowerCase()
}

const BALANCE_CURSOR_REASON =
  'The first part should be a number higher than 0 and the second part should be a valid claimable balance ID'

/** `<ledger>-<balance id>`: ClaimableBalancesQuery.Cursor(). */
function checkBalanceCursor(cursor: string): void {
  if (cursor === '') return
  const parts = cursor.split('-')
  const [ledger = '', id = ''] = parts
  if (
    parts.length !== 2 ||
    !/^\d+$/.test(ledger) ||
    BigInt(ledger) === 0n ||
    BigInt(ledger) > 0xffffffffn ||
    !claimableBalanceIdPattern.test(id)
  )
    throw invalidFieldProblem('cursor', BALANCE_CURSOR_REASON)
}

export class ClaimableBalanceHandlers {
  constructor(
    private readonly history: HistoryCollections,
    private readonly queries: ClaimableBalanceQueries,
  ) {}

  readonly claimableBalances: RouteHandler = (context) => {
    const asset = optionalCanonicalAssetParam(context.query, 'asset')
    const sponsor = optionalAccountParam(context.query, 'sponsor')
    const claimant = optionalAccountParam(context.query, 'claimant')
    const page = parseTextPageRequest(context)
    checkBalanceCursor(page.cursor)
    const rows = this.queries.claimableBalances(
      {
        ...(asset ? { asset } : {}),
        ...(sponsor ? { sponsor } : {}),
        ...(claimant ? { claimant } : {}),
      },
      page,
    )
    return textPageResult(context, page, rows)
  }

  readonly claimableBalance: RouteHandler = (_context, { id = '' }) => {
    const json = this.queries.entries.json(validateBalanceId(id, 'id'))
    if (json === undefined) throw notFound()
    return { kind: 'object', json }
  }

  /** /claimable_balances/{id}/{operations,transactions}: page, id tag, include_failed, join. */
  readonly balanceHistory =
    (collection: LinkedCollection): RouteHandler =>
    (context, { claimable_balance_id = '' }) => {
      const page = this.history.pageQuery(context)
      const id =
        claimable_balance_id === ''
          ? ''
          : validateBalanceId(claimable_balance_id, 'claimable_balance_id')
      return linkedHistoryCollection(this.history, context, collection, page, (includeFailed) =>
        this.queries.entries.history(collection, id, includeFailed),
      )
    }
}

export function claimableBalanceRoutes(
  history: HistoryCollections,
  queries: ClaimableBalanceQueries,
): RouteDefinition[] {
  const handle = new ClaimableBalanceHandlers(history, queries)
  return [
    stateRoute('/claimable_balances', handle.claimableBalances),
    stateRoute('/claimable_balances/:id', handle.claimableBalance),
    route(
      { path: '/claimable_balances/:claimable_balance_id/operations', stream: true },
      handle.balanceHistory('operations'),
    ),
    route(
      { path: '/claimable_balances/:claimable_balance_id/transactions', stream: true },
      handle.balanceHistory('transactions'),
    ),
  ]
}
