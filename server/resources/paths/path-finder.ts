// Payment path search over the current order book and liquidity pools (Horizon's exp/orderbook
// graph): a depth-first walk over assets that offers or pools connect, at most MAX_PATH_LENGTH
// interior assets and no asset twice. Each hop takes the better of crossing the offer book
// (cheapest first, exact stroop arithmetic) and swapping with the pair's pool (Core's
// constant-product arithmetic), as Horizon and Core do. Strict send walks forward from the source
// amount; strict receive walks backward from the destination amount. Results are sorted and
// capped per asset as sortAndFilterPaths does.
import { exchangeWithReserves } from '../../simulator/liquidity-pools.ts'
import { assetKey, type Asset } from '../shared/asset-params.ts'

/** Horizon's --max-path-length default: interior assets of a path. */
export const MAX_PATH_LENGTH = 3
/** simplepath maxAssetsPerPath: paths kept per source (receive) or destination (send) asset. */
const MAX_PATHS_PER_ASSET = 5

/** One open offer: `amount` stroops of `selling` for `buying` at n/d buying per selling. */
export interface GraphOffer {
  seller: string
  selling: Asset
  buying: Asset
  amount: bigint
  priceN: bigint
  priceD: bigint
}

/** A constant-product pool: its two reserves, in stroops. */
export interface GraphPool {
  assetA: Asset
  assetB: Asset
  reserveA: bigint
  reserveB: bigint
}

export interface FoundPath {
  source: Asset
  sourceAmount: bigint
  destination: Asset
  destinationAmount: bigint
  /** Interior assets, source side first. */
  path: Asset[]
}

const ceilDiv = (numerator: bigint, denominator: bigint): bigint =>
  (numerator + denominator - 1n) / denominator

/** Reserves of `paying` and `receiving` in a pool, keyed `paying|receiving`. */
interface PoolSide {
  reserveIn: bigint
  reserveOut: bigint
}

/** Offers by `selling|buying`, cheapest first, and pools by the pair they trade. */
export class OfferBook {
  private readonly books = new Map<string, GraphOffer[]>()
  private readonly pools = new Map<string, PoolSide>()
  /** For each asset, the assets offers sell for it (edges of a forward walk) and vice versa. */
  private readonly sellsFor = new Map<string, Map<string, Asset>>()
  private readonly buysWith = new Map<string, Map<string, Asset>>()

  constructor(
    offers: readonly GraphOffer[],
    excludedSeller = '',
    pools: readonly GraphPool[] = [],
  ) {
    for (const offer of offers) {
      if (offer.seller === excludedSeller || offer.amount <= 0n) continue
      const key = `${assetKey(offer.selling)}|${assetKey(offer.buying)}`
      const book = this.books.get(key) ?? []
      book.push(offer)
      this.books.set(key, book)
      this.addEdge(offer.buying, offer.selling)
    }
    for (const pool of pools) {
      if (pool.reserveA <= 0n || pool.reserveB <= 0n) continue
      const [keyA, keyB] = [assetKey(pool.assetA), assetKey(pool.assetB)]
      this.pools.set(`${keyA}|${keyB}`, { reserveIn: pool.reserveA, reserveOut: pool.reserveB })
      this.pools.set(`${keyB}|${keyA}`, { reserveIn: pool.reserveB, reserveOut: pool.reserveA })
      this.addEdge(pool.assetA, pool.assetB)
      this.addEdge(pool.assetB, pool.assetA)
    }
    for (const book of this.books.values())
      book.sort((left, right) => {
        const difference = left.priceN * right.priceD - right.priceN * left.priceD
        return difference < 0n ? -1 : difference > 0n ? 1 : 0
      })
  }

  /** Selling `paying` can obtain `receiving`. */
  private addEdge(paying: Asset, receiving: Asset): void {
    const obtainable = this.sellsFor.get(assetKey(paying)) ?? new Map<string, Asset>()
    obtainable.set(assetKey(receiving), receiving)
    this.sellsFor.set(assetKey(paying), obtainable)
    const payable = this.buysWith.get(assetKey(receiving)) ?? new Map<string, Asset>()
    payable.set(assetKey(paying), paying)
    this.buysWith.set(assetKey(receiving), payable)
  }

  private pool(paying: Asset, receiving: Asset): PoolSide | undefined {
    return this.pools.get(`${assetKey(paying)}|${assetKey(receiving)}`)
  }

  /** Assets obtainable by selling `asset` (offers buying it, pools holding it). */
  nextAssets(asset: Asset): Asset[] {
    return [...(this.sellsFor.get(assetKey(asset))?.values() ?? [])]
  }

  /** Assets that can buy `asset` (offers selling it, pools holding it). */
  previousAssets(asset: Asset): Asset[] {
    return [...(this.buysWith.get(assetKey(asset))?.values() ?? [])]
  }

  /**
   * Selling all of `amount` of `paying` for `receiving`: the more of what the book and the pool
   * give, 0 when neither can take it all.
   */
  sell(paying: Asset, amount: bigint, receiving: Asset): bigint {
    const fromBook = this.sellToBook(paying, amount, receiving)
    const pool = this.pool(paying, receiving)
    const fromPool = pool
      ? (exchangeWithReserves(pool.reserveIn, pool.reserveOut, 'send', amount)?.fromPool ?? 0n)
      : 0n
    return fromPool > fromBook ? fromPool : fromBook
  }

  /** Buying `amount` of `receiving` with `paying`: the cheaper of book and pool, if either can. */
  buy(receiving: Asset, amount: bigint, paying: Asset): bigint | undefined {
    const fromBook = this.buyFromBook(receiving, amount, paying)
    const pool = this.pool(paying, receiving)
    const fromPool = pool
      ? exchangeWithReserves(pool.reserveIn, pool.reserveOut, 'receive', amount)?.toPool
      : undefined
    if (fromPool === undefined) return fromBook
    return fromBook === undefined || fromPool < fromBook ? fromPool : fromBook
  }

  /**
   * What the book gives for all of `amount`, or 0 when its offers run out first (a strict send
   * spends the whole amount). A remainder too small to buy one stroop at the next price is dust
   * and ends the crossing.
   */
  private sellToBook(paying: Asset, amount: bigint, receiving: Asset): bigint {
    let remaining = amount
    let received = 0n
    for (const offer of this.books.get(`${assetKey(receiving)}|${assetKey(paying)}`) ?? []) {
      // The offer sells `receiving` at n/d `paying` each.
      const affordable = (remaining * offer.priceD) / offer.priceN
      if (affordable === 0n) return received
      // An offer that stays in the book takes the whole rest, dust included (Core's strict-send
      // rounding, as the simulator applies it): nothing is left for a next offer.
      if (affordable < offer.amount) return received + affordable
      const taken = offer.amount
      received += taken
      const spent = ceilDiv(taken * offer.priceN, offer.priceD)
      remaining = spent >= remaining ? 0n : remaining - spent
      if (remaining === 0n) return received
    }
    return 0n
  }

  /** What the book charges for `amount` of `receiving`, undefined if it is short. */
  private buyFromBook(receiving: Asset, amount: bigint, paying: Asset): bigint | undefined {
    let remaining = amount
    let cost = 0n
    for (const offer of this.books.get(`${assetKey(receiving)}|${assetKey(paying)}`) ?? []) {
      if (remaining === 0n) break
      const taken = remaining < offer.amount ? remaining : offer.amount
      cost += ceilDiv(taken * offer.priceN, offer.priceD)
      remaining -= taken
    }
    return remaining === 0n ? cost : undefined
  }
}

/** The order Horizon's graph sorts assets in (xdr.Asset.String()). */
const assetOrder = (asset: Asset): string =>
  asset.type === 'native' ? 'native' : `${asset.type}/${asset.code}/${asset.issuer}`

/** Strict send: from `amount` of `source`, every path reaching one of `destinations`. */
export function findStrictSendPaths(
  book: OfferBook,
  source: Asset,
  amount: bigint,
  destinations: readonly Asset[],
): FoundPath[] {
  const wanted = new Set(destinations.map(assetKey))
  const found: FoundPath[] = []
  const walk = (asset: Asset, held: bigint, interior: Asset[], visited: Set<string>): void => {
    for (const next of book.nextAssets(asset)) {
      const key = assetKey(next)
      if (visited.has(key)) continue
      const received = book.sell(asset, held, next)
      if (received <= 0n) continue
      if (wanted.has(key))
        found.push({
          source,
          sourceAmount: amount,
          destination: next,
          destinationAmount: received,
          path: interior,
        })
      if (interior.length < MAX_PATH_LENGTH)
        walk(next, received, [...interior, next], new Set([...visited, key]))
    }
  }
  if (wanted.has(assetKey(source)))
    found.push({
      source,
      sourceAmount: amount,
      destination: source,
      destinationAmount: amount,
      path: [],
    })
  walk(source, amount, [], new Set([assetKey(source)]))
  return sortAndFilter(found, {
    groupOf: (entry) => assetOrder(entry.destination),
    amountOf: (entry) => entry.destinationAmount,
    preferLarger: true,
  })
}

/** Strict receive: paths from one of `sources` that deliver `amount` of `destination`. */
export function findStrictReceivePaths(
  book: OfferBook,
  sources: ReadonlyMap<string, { asset: Asset; balance: bigint | undefined }>,
  destination: Asset,
  amount: bigint,
): FoundPath[] {
  const found: FoundPath[] = []
  const record = (asset: Asset, cost: bigint, interior: Asset[]): void => {
    const source = sources.get(assetKey(asset))
    if (!source || (source.balance !== undefined && source.balance < cost)) return
    found.push({
      source: asset,
      sourceAmount: cost,
      destination,
      destinationAmount: amount,
      path: interior,
    })
  }
  const walk = (asset: Asset, needed: bigint, interior: Asset[], visited: Set<string>): void => {
    for (const previous of book.previousAssets(asset)) {
      const key = assetKey(previous)
      if (visited.has(key)) continue
      const cost = book.buy(asset, needed, previous)
      if (cost === undefined || cost <= 0n) continue
      record(previous, cost, interior)
      if (interior.length < MAX_PATH_LENGTH)
        walk(previous, cost, [previous, ...interior], new Set([...visited, key]))
    }
  }
  record(destination, amount, [])
  walk(destination, amount, [], new Set([assetKey(destination)]))
  return sortAndFilter(found, {
    groupOf: (entry) => assetOrder(entry.source),
    amountOf: (entry) => entry.sourceAmount,
    preferLarger: false,
  })
}

/**
 * sortAndFilterPaths: grouped by asset, the best amount first (the largest delivered, or the
 * smallest spent), shorter paths first among equals, at most MAX_PATHS_PER_ASSET per group.
 */
function sortAndFilter(
  paths: FoundPath[],
  order: {
    groupOf: (path: FoundPath) => string
    amountOf: (path: FoundPath) => bigint
    preferLarger: boolean
  },
): FoundPath[] {
  const { groupOf, amountOf, preferLarger } = order
  const sorted = [...paths].sort((left, right) => {
    const leftGroup = groupOf(left)
    const rightGroup = groupOf(right)
    if (leftGroup !== rightGroup) return leftGroup < rightGroup ? -1 : 1
    const leftAmount = amountOf(left)
    const rightAmount = amountOf(right)
    if (leftAmount === rightAmount) return left.path.length - right.path.length
    return leftAmount > rightAmount === preferLarger ? -1 : 1
  })
  const kept: FoundPath[] = []
  let count = 0
  for (const [index, entry] of sorted.entries()) {
    const previous = sorted[index - 1]
    count = previous && groupOf(previous) === groupOf(entry) ? count + 1 : 1
    if (count <= MAX_PATHS_PER_ASSET) kept.push(entry)
  }
  return kept
}
