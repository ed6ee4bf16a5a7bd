// Offer queries: /offers with its filters, one offer, and the offers of one side of an order
// book. Offers are current state (the simulator deletes them when filled or cancelled); the
// asset and sponsor filters read the stored Horizon record.
import type { Asset } from '../shared/asset-params.ts'
import type { HistoryStore } from '../shared/history-store.ts'
import {
  assetConditions,
  conditionParameters,
  conditionSql,
  type Condition,
} from '../shared/json-conditions.ts'
import { singleKeySource, type KeysetSource } from '../../protocol/keyset-source.ts'

export interface OfferFilters {
  seller?: string
  sponsor?: string
  selling?: Asset
  buying?: Asset
}

const offerAssetConditions = (side: 'selling' | 'buying', asset: Asset): Condition[] =>
  assetConditions(`$.${side}.`, asset)

/** One offer of an order book side: remaining amount and price (buying per selling). */
export interface BookOffer {
  amount: string
  priceN: number
  priceD: number
}

export class OfferQueries {
  constructor(private readonly store: HistoryStore) {}

  offers(filters: OfferFilters): KeysetSource {
    const conditions: Condition[] = []
    if (filters.seller !== undefined)
      conditions.push({ sql: 'seller = ?', parameters: [filters.seller] })
    if (filters.sponsor !== undefined)
      conditions.push({ sql: "json_extract(json, '$.sponsor') = ?", parameters: [filters.sponsor] })
    if (filters.selling) conditions.push(...offerAssetConditions('selling', filters.selling))
    if (filters.buying) conditions.push(...offerAssetConditions('buying', filters.buying))
    return singleKeySource(this.store.statements, {
      selectFrom: 'SELECT offer_id AS k, json FROM offers',
      keyColumn: 'offer_id',
      filters: conditionSql(conditions),
      filterParameters: conditionParameters(conditions),
      shareKey: `offers+|${JSON.stringify(filters)}`,
    })
  }

  offerJson(offerId: bigint): string | undefined {
    const row = this.store.statements
      .get('SELECT json FROM offers WHERE offer_id = ?')
      .get(offerId) as { json: string } | undefined
    return row?.json
  }

  /** Every open offer selling `selling` for `buying`. */
  bookSide(selling: Asset, buying: Asset): BookOffer[] {
    const conditions = [
      ...offerAssetConditions('selling', selling),
      ...offerAssetConditions('buying', buying),
    ]
    const rows = this.store.statements
      .get(
        `SELECT json_extract(json, '$.amount') AS amount, json_extract(json, '$.price_r.n') AS n, json_extract(json, '$.price_r.d') AS d FROM offers WHERE ${conditionSql(conditions).join(' AND ')} ORDER BY offer_id`,
      )
      .all(...conditionParameters(conditions)) as Array<{
      amount: string
      n: bigint
      d: bigint
    }>
    return rows.map((row) => ({ amount: row.amount, priceN: Number(row.n), priceD: Number(row.d) }))
  }
}
