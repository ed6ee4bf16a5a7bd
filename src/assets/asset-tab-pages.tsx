import type { LoaderFunctionArgs } from 'react-router'
import { useParams } from 'react-router'
import type { LiquidityPool } from '@/api/horizon-ledger-entry-types'
import type { Account, Trade } from '@/api/horizon-types'
import { canonicalAsset, readAssetId } from '@/assets/asset-id'
import { assetQueries } from '@/assets/asset-queries'
import { HolderTable } from '@/assets/holder-table'
import { liquidityPoolQueries } from '@/liquidity-pools/liquidity-pool-queries'
import { LiquidityPoolTable } from '@/liquidity-pools/liquidity-pool-table'
import { createListRoute } from '@/resource-routes/list-route'
import { TradeTable } from '@/trades/trade-table'
import type { TabRoute } from '@/resource-routes/tab-routes'
import { routeManifest } from '@/route-manifest'
import type { TabPathOf } from '@/route-manifest'

const { byPath } = routeManifest.asset.tabs

/** The tab routes render only under a valid asset id (the page checks it first). */
function assetOf(assetId: string | undefined) {
  const reading = readAssetId(assetId ?? '')
  return reading.kind === 'asset' ? reading.asset : { code: '', issuer: '' }
}

const tradesTab = createListRoute({
  title: (routeParams) => `Trades of ${assetOf(routeParams.assetId).code} against XLM`,
  recordNoun: 'trades',
  defaults: byPath.trades.list,
  query: (network, params, routeParams) =>
    assetQueries.tradesAgainstXlm(network, assetOf(routeParams.assetId), params),
  renderRecords: (trades) => <TradeTable trades={trades} />,
  placement: 'tab',
})

function HoldersOfRouteAsset({ accounts }: { accounts: Account[] }) {
  const { assetId } = useParams()
  return <HolderTable accounts={accounts} asset={assetOf(assetId)} />
}

const holdersTab = createListRoute({
  title: (routeParams) => `Accounts holding ${assetOf(routeParams.assetId).code}`,
  recordNoun: 'accounts',
  defaults: byPath.holders.list,
  query: (network, params, routeParams) =>
    assetQueries.holders(network, assetOf(routeParams.assetId), params),
  renderRecords: (accounts) => <HoldersOfRouteAsset accounts={accounts} />,
  placement: 'tab',
})

function PoolsOfRouteAsset({ pools }: { pools: LiquidityPool[] }) {
  const { assetId } = useParams()
  return (
    <LiquidityPoolTable
      pools={pools}
      caption={`Liquidity pools holding ${assetOf(assetId).code}`}
    />
  )
}

/** Horizon's `/liquidity_pools?reserves=` the asset: the pools that hold it in a reserve. */
const poolsTab = createListRoute({
  title: (routeParams) => `Liquidity pools holding ${assetOf(routeParams.assetId).code}`,
  recordNoun: 'liquidity pools',
  defaults: byPath.pools.list,
  query: (network, params, routeParams) =>
    liquidityPoolQueries.list(network, params, {
      reserves: canonicalAsset(assetOf(routeParams.assetId)),
    }),
  renderRecords: (pools) => <PoolsOfRouteAsset pools={pools} />,
  placement: 'tab',
})

/** Under an id that names no asset the page says so; its tabs then ask Horizon nothing. */
function onlyForAnAsset(
  tab:
    | ReturnType<typeof createListRoute<Trade>>
    | ReturnType<typeof createListRoute<Account>>
    | ReturnType<typeof createListRoute<LiquidityPool>>,
) {
  return {
    loader: (args: LoaderFunctionArgs) =>
      readAssetId(args.params.assetId ?? '').kind === 'asset' ? tab.loader(args) : null,
    Component: tab.Component,
  }
}

export const routesByTab = {
  trades: onlyForAnAsset(tradesTab),
  holders: onlyForAnAsset(holdersTab),
  pools: onlyForAnAsset(poolsTab),
} satisfies Record<TabPathOf<'asset'>, TabRoute>
