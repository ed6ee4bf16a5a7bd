import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { AssetRecord } from '@/api/horizon-market-types'
import { canonicalAsset } from '@/assets/asset-id'
import { assetSupply } from '@/assets/asset-supply'
import type { Fact } from '@/resource-routes/detail-parts'
import { AccountId } from '@/ui/account-id'
import { Amount } from '@/ui/amount'
import { useExplorerHref } from '@/ui/explorer-href'

/** A count that opens the list page of those records, filtered to this asset as Horizon does. */
function ListLink({
  path,
  search,
  children,
}: {
  path: string
  search: Record<string, string>
  children: ReactNode
}) {
  const href = useExplorerHref()
  return (
    <Link to={href(path, search)} className="text-blue-700 underline dark:text-blue-300">
      {children}
    </Link>
  )
}

/** The issuer's home domain, read from the record's stellar.toml link (text only, never fetched). */
export function homeDomainOf(asset: AssetRecord): string | null {
  const href = asset._links?.toml?.href
  if (typeof href !== 'string' || href === '') return null
  try {
    return new URL(href).hostname || null
  } catch {
    return null
  }
}

function AmountOf({ value, code }: { value: string | undefined; code: string }) {
  return value === undefined ? 'unknown' : <Amount value={value} assetCode={code} />
}

function countText(value: number | undefined, noun: string): string {
  return value === undefined ? `unknown ${noun}` : `${value} ${value === 1 ? noun : `${noun}s`}`
}

/** Supply, holders by authorization state and balances held elsewhere (claimable, pools). */
export function assetFacts(asset: AssetRecord): Fact[] {
  const code = asset.asset_code
  const supply = assetSupply(asset)
  const accounts = asset.accounts
  const balances = asset.balances
  const domain = homeDomainOf(asset)
  const canonical = canonicalAsset({ code, issuer: asset.asset_issuer })
  return [
    { term: 'Code', description: <span className="font-mono">{code}</span> },
    { term: 'Issuer', description: <AccountId id={asset.asset_issuer} short={false} /> },
    { term: 'Type', description: asset.asset_type },
    { term: 'Home domain', description: domain ?? 'none (no stellar.toml link)' },
    { term: 'Supply', description: <AmountOf value={supply.total} code={code} /> },
    {
      term: 'Held by authorized accounts',
      description: (
        <>
          {countText(accounts?.authorized ?? asset.num_accounts, 'account')}:{' '}
          <AmountOf value={balances?.authorized ?? asset.amount} code={code} />
        </>
      ),
    },
    {
      term: 'Held by accounts authorized to maintain liabilities',
      description: (
        <>
          {countText(accounts?.authorized_to_maintain_liabilities, 'account')}:{' '}
          <AmountOf value={balances?.authorized_to_maintain_liabilities} code={code} />
        </>
      ),
    },
    {
      term: 'Held by unauthorized accounts',
      description: (
        <>
          {countText(accounts?.unauthorized, 'account')}:{' '}
          <AmountOf value={balances?.unauthorized} code={code} />
        </>
      ),
    },
    {
      term: 'In claimable balances',
      description: (
        <>
          <ListLink path="/claimable_balances" search={{ asset: canonical }}>
            {countText(asset.num_claimable_balances, 'balance')}
          </ListLink>
          : <AmountOf value={asset.claimable_balances_amount} code={code} />
        </>
      ),
    },
    {
      term: 'In liquidity pools',
      description: (
        <>
          <ListLink path="/liquidity_pools" search={{ reserves: canonical }}>
            {countText(asset.num_liquidity_pools, 'pool')}
          </ListLink>
          : <AmountOf value={asset.liquidity_pools_amount} code={code} />
        </>
      ),
    },
    ...(asset.num_contracts !== undefined || asset.contracts_amount !== undefined
      ? [
          {
            term: 'In contracts',
            description: (
              <>
                {countText(asset.num_contracts, 'contract')}:{' '}
                <AmountOf value={asset.contracts_amount} code={code} />
              </>
            ),
          },
        ]
      : []),
  ]
}
