import type { LiquidityPool } from '@/api/horizon-ledger-entry-types'
import { liquidityPoolQueries } from '@/liquidity-pools/liquidity-pool-queries'
import { PoolFee, PoolPrice, PoolReserveList } from '@/liquidity-pools/pool-reserves'
import type { Fact } from '@/resource-routes/detail-parts'
import { createRecordRoute, manifestTabs } from '@/resource-routes/record-route'
import { routeManifest } from '@/route-manifest'
import { Amount } from '@/ui/amount'
import { ExplorerLink } from '@/ui/explorer-link'
import { RelativeTime } from '@/ui/relative-time'

function poolFacts(pool: LiquidityPool): Fact[] {
  return [
    {
      term: 'Type',
      description: pool.type === 'constant_product' ? 'constant product' : String(pool.type),
    },
    { term: 'Reserves', description: <PoolReserveList pool={pool} /> },
    { term: 'Price from reserves', description: <PoolPrice pool={pool} /> },
    { term: 'Fee', description: <PoolFee pool={pool} /> },
    { term: 'Total shares', description: <Amount value={pool.total_shares} /> },
    { term: 'Trustlines', description: String(pool.total_trustlines) },
    {
      term: 'Last modified',
      description: (
        <>
          ledger{' '}
          <ExplorerLink to={`/ledgers/${String(pool.last_modified_ledger)}`}>
            {String(pool.last_modified_ledger)}
          </ExplorerLink>
          {pool.last_modified_time ? (
            <>
              {' '}
              (<RelativeTime value={pool.last_modified_time} />)
            </>
          ) : null}
        </>
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
  facts: poolFacts,
  tabs: manifestTabs(routeManifest.liquidityPool.tabs),
})
