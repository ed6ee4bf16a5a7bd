import type { LiquidityPool } from '@/api/horizon-ledger-entry-types'
import { liquidityPoolQueries } from '@/liquidity-pools/liquidity-pool-queries'
import { PoolFee, PoolPrice, PoolReserveList } from '@/liquidity-pools/pool-reserves'
import type { Fact } from '@/resource-routes/detail-parts'
import { createRecordRoute, manifestTabs } from '@/resource-routes/record-route'
import { routeManifest } from '@/route-manifest'
import { Amount } from '@/ui/amount'
import { LastModified } from '@/ui/last-modified'
import type { SummaryFigure } from '@/ui/summary-card'
import { countText } from '@/ui/summary-card'

/** What the pool holds, what one share costs in fees, how many hold it. */
function poolSummary(pool: LiquidityPool): SummaryFigure[] {
  return [
    { term: 'Reserves', value: <PoolReserveList pool={pool} /> },
    { term: 'Fee', value: <PoolFee pool={pool} /> },
    { term: 'Total shares', value: <Amount value={pool.total_shares} /> },
    { term: 'Trustlines', value: countText(pool.total_trustlines) },
  ]
}

function poolFacts(pool: LiquidityPool): Fact[] {
  return [
    {
      term: 'Type',
      description:
        pool.type === 'constant_product'
          ? 'constant product'
          : typeof pool.type === 'string'
            ? pool.type
            : 'unknown',
    },
    { term: 'Reserves', description: <PoolReserveList pool={pool} /> },
    { term: 'Price from reserves', description: <PoolPrice pool={pool} /> },
    { term: 'Fee', description: <PoolFee pool={pool} /> },
    { term: 'Total shares', description: <Amount value={pool.total_shares} /> },
    {
      term: 'Trustlines',
      description: /^\d{1,20}$/.test(String(pool.total_trustlines))
        ? String(pool.total_trustlines)
        : 'unknown',
    },
    {
      term: 'Last modified',
      description: (
        <LastModified ledger={pool.last_modified_ledger} time={pool.last_modified_time} />
      ),
    },
  ]
}

export const { loader, Component } = createRecordRoute({
  noun: 'Liquidity pool',
  idParam: 'poolId',
  path: (poolId) => `/liquidity_pools/${poolId}`,
  query: liquidityPoolQueries.detail,
  heading: (pool) => ({ id: String(pool.id), copyLabel: 'Copy pool ID' }),
  summary: poolSummary,
  facts: poolFacts,
  tabs: manifestTabs(routeManifest.liquidityPool.tabs),
})
