import type { AssetRecord } from '@/api/horizon-market-types'
import { assetPath } from '@/assets/asset-id'
import { assetSupply } from '@/assets/asset-supply'
import { AccountId } from '@/ui/account-id'
import { Amount } from '@/ui/amount'
import { IdLink } from '@/ui/explorer-link'
import { type RecordColumn, RecordColumnsTable } from '@/ui/record-table'

function holderCount(asset: AssetRecord): string {
  const accounts = asset.accounts
  if (!accounts) return asset.num_accounts === undefined ? '—' : String(asset.num_accounts)
  const total =
    accounts.authorized + accounts.authorized_to_maintain_liabilities + accounts.unauthorized
  return Number.isSafeInteger(total) ? String(total) : '—'
}

/** The issuer's flags that are on, as words; "none" when all are off. */
export function issuerFlagWords(flags: AssetRecord['flags']): string {
  const words = [
    flags?.auth_required ? 'auth required' : null,
    flags?.auth_revocable ? 'revocable' : null,
    flags?.auth_immutable ? 'immutable' : null,
    flags?.auth_clawback_enabled ? 'clawback' : null,
  ].filter((word) => word !== null)
  return words.length > 0 ? words.join(', ') : 'none'
}

const columns: readonly RecordColumn<AssetRecord>[] = [
  {
    header: 'Asset',
    cell: (asset) => (
      <IdLink
        to={assetPath({ code: asset.asset_code, issuer: asset.asset_issuer })}
        title={`${asset.asset_code}-${asset.asset_issuer}`}
      >
        {asset.asset_code}
      </IdLink>
    ),
  },
  { header: 'Issuer', cell: (asset) => <AccountId id={asset.asset_issuer} /> },
  { header: 'Holders', className: 'tabular-nums', cell: holderCount },
  {
    header: 'Supply',
    cell: (asset) => {
      const supply = assetSupply(asset).total
      return supply === undefined ? '—' : <Amount value={supply} assetCode={asset.asset_code} />
    },
  },
  { header: 'Issuer flags', cell: (asset) => issuerFlagWords(asset.flags) },
]

export function AssetTable({ assets }: { assets: AssetRecord[] }) {
  return (
    <RecordColumnsTable
      caption="Assets"
      columns={columns}
      records={assets}
      rowKey={(asset) => asset.paging_token ?? `${asset.asset_code}-${asset.asset_issuer}`}
    />
  )
}
