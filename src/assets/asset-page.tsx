import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router'
import { Outlet, redirect, useParams } from 'react-router'
import { queryClientFrom } from '@/api/query-client'
import { AccountFlags } from '@/accounts/account-flags'
import { accountQueries } from '@/accounts/account-queries'
import type { IssuedAsset } from '@/assets/asset-id'
import { assetPath, readAssetId } from '@/assets/asset-id'
import { assetFacts } from '@/assets/asset-facts'
import { assetQueries } from '@/assets/asset-queries'
import { AssetSummary } from '@/assets/asset-summary'
import { AssetVerificationBadge, issuerReadingOf } from '@/assets/asset-verification-badge'
import { OrderBookSection } from '@/assets/order-book-section'
import { PriceChartSection } from '@/assets/price-chart-section'
import { FactList, TabNav } from '@/resource-routes/detail-parts'
import { loadNetwork, useNetwork } from '@/resource-routes/network-route'
import {
  actionClassName,
  horizonRequestUrlOf,
  RecordActions,
} from '@/resource-routes/record-actions'
import { CopyButton } from '@/ui/copy-button'
import { CopyLinkButton } from '@/ui/copy-link-button'
import { explorerHref, useExplorerHref } from '@/ui/explorer-href'
import { CurrentRecordHref } from '@/ui/app-link'
import { ExplorerLink } from '@/ui/explorer-link'
import { routeManifest } from '@/route-manifest'

// Horizon has no asset resource of its own: the record is the one entry of
// `/assets?asset_code=&asset_issuer=`, and the page is built here rather than by createRecordRoute
// (whose records link to themselves). The URL names the asset as `CODE-ISSUER`.

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const id = params.assetId ?? ''
  const reading = readAssetId(id)
  if (reading.kind !== 'asset') return null
  // `USDC:G…` (Horizon's form, as people paste it) becomes the page's own address.
  if (id !== `${reading.asset.code}-${reading.asset.issuer}`) {
    const url = new URL(request.url)
    const search = Object.fromEntries(url.searchParams)
    const horizon = url.searchParams.get('horizon')
    const tab = url.pathname.split('/').slice(4).join('/')
    const path = `${assetPath(reading.asset)}${tab ? `/${tab}` : ''}`
    // `search` (the whole query) keeps a chosen RPC's `rpc=` too.
    return redirect(explorerHref(params.network ?? '', horizon, path, search))
  }
  const network = await loadNetwork({ params, request, context })
  await queryClientFrom(context).query({
    ...assetQueries.detail(network, reading.asset),
    staleTime: 'static',
  })
  return null
}

const assetTabs = routeManifest.asset.tabs

function AssetRecordPage({ asset }: { asset: IssuedAsset }) {
  const network = useNetwork()
  const query = assetQueries.detail(network, asset)
  const { data: record } = useSuspenseQuery(query)
  // Not awaited by the loader: the verdict is one part of the page, and fails alone.
  const issuerQuery = useQuery(accountQueries.detail(network, asset.issuer))
  // The summary's verdict and the section below it read the same asset, issuer and lookup.
  const verification = {
    network,
    asset,
    issuer: issuerReadingOf(issuerQuery),
    lookup: 'fetch',
  } as const
  const recordPath = assetPath(asset)
  return (
    <article aria-labelledby="asset-heading" className="space-y-4">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 id="asset-heading" className="text-2xl font-semibold">
          Asset <span className="font-mono text-lg break-all">{asset.code}</span>{' '}
          <CopyButton text={`${asset.code}:${asset.issuer}`} label="Copy asset as CODE:ISSUER" />
        </h1>
        <CopyLinkButton className={actionClassName} />
      </header>
      <AssetSummary
        record={record}
        issuerVerdict={<AssetVerificationBadge {...verification} variant="cell" />}
      />
      <FactList
        label="Asset details"
        facts={[
          ...assetFacts(record),
          {
            term: "Issuer's flags",
            description: record.flags ? (
              <AccountFlags flags={record.flags} />
            ) : (
              'not given by this Horizon'
            ),
          },
        ]}
      />
      <AssetVerificationBadge {...verification} variant="section" />
      <RecordActions
        horizonHref={horizonRequestUrlOf(query)}
        json={record}
        jsonLabel="Asset JSON"
        copyLink={false}
      />
      <OrderBookSection network={network} asset={asset} />
      <PriceChartSection network={network} asset={asset} />
      <TabNav
        label={assetTabs.label}
        recordPath={recordPath}
        tabs={Object.entries(assetTabs.byPath).map(([path, tab]) => ({
          path: `${recordPath}/${path}`,
          label: tab.label,
        }))}
      />
      <Outlet />
    </article>
  )
}

function UnreadableAssetId({ id, reason }: { id: string; reason: string }) {
  return (
    <section role="alert" aria-labelledby="asset-heading" className="space-y-2">
      <h1 id="asset-heading" className="text-2xl font-semibold">
        Not a valid asset
      </h1>
      <p>
        <span className="font-mono break-all">{id}</span> does not name an asset. {reason}
      </p>
      <p>
        <ExplorerLink to="/assets">Browse the assets</ExplorerLink>
      </p>
    </section>
  )
}

function NativeAsset() {
  return (
    <section aria-labelledby="asset-heading" className="space-y-2">
      <h1 id="asset-heading" className="text-2xl font-semibold">
        XLM (native)
      </h1>
      <p>
        XLM is Stellar&apos;s native asset: it has no issuer, and Horizon&apos;s asset list covers
        only issued assets. Each account&apos;s XLM is on its account page; the ledger pages show
        the total coins and the fee pool.
      </p>
    </section>
  )
}

export function Component() {
  const id = useParams().assetId ?? ''
  const reading = readAssetId(id)
  const href = useExplorerHref()
  if (reading.kind === 'native') return <NativeAsset />
  if (reading.kind === 'invalid') return <UnreadableAssetId id={id} reason={reading.reason} />
  // Rows and sentences naming this asset are text here: they would lead back to this page.
  return (
    <CurrentRecordHref href={href(assetPath(reading.asset)).split(/[?#]/)[0] ?? ''}>
      <AssetRecordPage asset={reading.asset} />
    </CurrentRecordHref>
  )
}
