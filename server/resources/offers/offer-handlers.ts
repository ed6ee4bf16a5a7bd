// /offers (filters seller, sponsor, selling, buying), /offers/{id} and /order_book, validated as
// Horizon's OffersQuery, OfferByIDQuery and GetOrderbookHandler do. The order book is streamed
// as an object that is sent again whenever a ledger close changed it.
import {
  formatStroops,
  greatestCommonDivisor,
  parseStroops,
  formatRational,
} from '../shared/amounts.ts'
import {
  assetJson,
  optionalAccountParam,
  optionalUnsignedParam,
  queryText,
  validateAssetTriple,
  type Asset,
} from '../shared/asset-params.ts'
import { isValidAccountId } from '../shared/account-id.ts'
import type { RouteEnvironment } from '../shared/history-collection.ts'
import { OfferQueries, type BookOffer, type OfferFilters } from './offer-queries.ts'
import { parsePageRequest } from '../../protocol/page-query.ts'
import {
  badRequest,
  HorizonProblem,
  invalidFieldProblem,
  notFound,
} from '../../protocol/problem.ts'
import type { QueryValues } from '../../protocol/query-string.ts'
import { route, type RouteDefinition, type RouteHandler } from '../../protocol/router.ts'
import { stateRoute } from '../shared/state-route.ts'
import { goJsonIndent } from '../../store/go-json.ts'
import { OFFER_ID_REASON } from '../trades/trade-handlers.ts'

const AMBIGUOUS_ASSET =
  "Ambiguous parameter, you can't include both `%s` and `%s_asset_type`. Remove all parameters of the form `%s_`"

const invalidOrderBook = (): HorizonProblem =>
  new HorizonProblem({
    type: 'https://stellar.org/horizon-errors/invalid_order_book',
    title: 'Invalid Order Book Parameters',
    status: 400,
    detail:
      "The parameters that specify what order book to view are invalid in some way. Please ensure that your type parameters (selling_asset_type and buying_asset_type) are one the following valid values: native, credit_alphanum4, credit_alphanum12.  Also ensure that you have specified selling_asset_code and selling_asset_issuer if selling_asset_type is not 'native', as well as buying_asset_code and buying_asset_issuer if buying_asset_type is not 'native'",
  })

/** SellingBuyingAssetQueryParams.Selling()/Buying() for the canonical `selling`/`buying` form. */
function canonicalSide(query: QueryValues, side: 'selling' | 'buying'): Asset | undefined {
  const text = queryText(query, side)
  if (text === '') return undefined
  if (text === 'native') return { type: 'native' }
  const parts = text.split(':')
  if (parts.length !== 2) throw invalidFieldProblem(side, 'missing colon')
  const [code = '', issuer = ''] = parts
  if (!isValidAccountId(issuer))
    throw invalidFieldProblem(
      side,
      issuer === '' ? 'decoded string is too short' : 'invalid address',
    )
  if (code.length < 1 || code.length > 12)
    throw invalidFieldProblem(side, 'Asset code length is invalid')
  return { type: code.length <= 4 ? 'credit_alphanum4' : 'credit_alphanum12', code, issuer }
}

/** OffersQuery: field tags (seller, sponsor), then Validate, then Selling()/Buying(). */
function offerFilters(query: QueryValues): OfferFilters {
  const seller = optionalAccountParam(query, 'seller')
  const sponsor = optionalAccountParam(query, 'sponsor')
  const triples: Partial<Record<'selling' | 'buying', Asset>> = {}
  for (const side of ['selling', 'buying'] as const) {
    if (queryText(query, `${side}_asset_type`) !== '' && queryText(query, side) !== '')
      throw invalidFieldProblem(`${side}_asset_type`, AMBIGUOUS_ASSET.replaceAll('%s', side))
    const triple = validateAssetTriple(query, `${side}_`)
    if (triple) triples[side] = triple
  }
  const selling = canonicalSide(query, 'selling') ?? triples.selling
  const buying = canonicalSide(query, 'buying') ?? triples.buying
  return {
    ...(seller ? { seller } : {}),
    ...(sponsor ? { sponsor } : {}),
    ...(selling ? { selling } : {}),
    ...(buying ? { buying } : {}),
  }
}

/** getAsset(r, prefix) of the order book: any problem is Horizon's invalid_order_book. */
function orderBookAsset(query: QueryValues, prefix: string): Asset {
  const type = queryText(query, `${prefix}asset_type`)
  if (type === 'native') return { type: 'native' }
  if (type !== 'credit_alphanum4' && type !== 'credit_alphanum12') throw invalidOrderBook()
  const issuer = queryText(query, `${prefix}asset_issuer`)
  const code = queryText(query, `${prefix}asset_code`)
  if (!isValidAccountId(issuer) || code.length > (type === 'credit_alphanum4' ? 4 : 12))
    throw invalidOrderBook()
  return { type, code, issuer }
}

interface PriceLevel {
  price_r: { n: number; d: number }
  price: string
  amount: string
}

/** Offers grouped by price, cheapest first; bids are inverted to the book's selling/buying. */
function priceLevels(offers: BookOffer[], invert: boolean, limit: number): PriceLevel[] {
  const levels = new Map<number, { n: number; d: number; amount: bigint }>()
  for (const offer of offers) {
    const price = offer.priceN / offer.priceD
    const level = levels.get(price)
    if (level) level.amount += parseStroops(offer.amount)
    else levels.set(price, { n: offer.priceN, d: offer.priceD, amount: parseStroops(offer.amount) })
  }
  return [...levels.entries()]
    .sort(([left], [right]) => left - right)
    .slice(0, limit)
    .map(([, level]) => {
      const divisor = Number(greatestCommonDivisor(BigInt(level.n), BigInt(level.d))) || 1
      const [n, d] = invert
        ? [level.d / divisor, level.n / divisor]
        : [level.n / divisor, level.d / divisor]
      return {
        price_r: { n, d },
        price: formatRational(BigInt(n), BigInt(d)),
        amount: formatStroops(level.amount),
      }
    })
}

export class OfferHandlers {
  private readonly queries: OfferQueries

  constructor(private readonly environment: RouteEnvironment) {
    this.queries = new OfferQueries(environment.store)
  }

  readonly offers: RouteHandler = (context) => {
    const filters = offerFilters(context.query)
    const page = parsePageRequest(
      context.query,
      context.lastEventId,
      this.environment.historyMeta().latestLedger,
    )
    if (page.cursor?.second !== undefined) throw badRequest()
    return { kind: 'collection', source: this.queries.offers(filters), page }
  }

  readonly offer: RouteHandler = (_context, { offer_id = '' }) => {
    const query: QueryValues = new Map([['offer_id', [offer_id]]])
    const offerId = optionalUnsignedParam(query, 'offer_id', OFFER_ID_REASON)
    const json = offerId > 0x7fffffffffffffffn ? undefined : this.queries.offerJson(offerId)
    if (json === undefined) throw notFound()
    return { kind: 'object', json }
  }

  readonly orderBook: RouteHandler = (context) => {
    const selling = orderBookAsset(context.query, 'selling_')
    const buying = orderBookAsset(context.query, 'buying_')
    const limitText = queryText(context.query, 'limit')
    let limit = 20
    if (limitText !== '') {
      const value = /^[+-]?\d+$/.test(limitText) ? Number(limitText) : Number.NaN
      if (!Number.isSafeInteger(value) || value <= 0 || value > 200) throw invalidOrderBook()
      limit = value
    }
    const render = (): string =>
      goJsonIndent({
        bids: priceLevels(this.queries.bookSide(buying, selling), true, limit),
        asks: priceLevels(this.queries.bookSide(selling, buying), false, limit),
        base: assetJson(selling),
        counter: assetJson(buying),
      })
    return { kind: 'object', json: render(), refresh: render }
  }
}

export function offerRoutes(environment: RouteEnvironment): RouteDefinition[] {
  const offers = new OfferHandlers(environment)
  return [
    stateRoute('/offers', offers.offers),
    stateRoute('/offers/:offer_id', offers.offer),
    route({ path: '/order_book', stream: true, latestLedgerHeader: true }, offers.orderBook),
  ]
}
