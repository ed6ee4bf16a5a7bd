import type { Account, CreditBalance } from '@/api/horizon-types'
import type { IssuedAsset } from '@/assets/asset-id'
import { AccountId } from '@/ui/account-id'
import { Amount } from '@/ui/amount'
import { cellClassName, RecordTable } from '@/ui/record-table'

const columns = ['Account', 'Balance', 'Limit', 'Authorization'] as const

function trustlineOf(account: Account, asset: IssuedAsset): CreditBalance | undefined {
  const balances = Array.isArray(account.balances) ? account.balances : []
  return balances.find(
    (balance): balance is CreditBalance =>
      balance?.asset_type !== 'native' &&
      balance?.asset_type !== 'liquidity_pool_shares' &&
      balance?.asset_code === asset.code &&
      balance?.asset_issuer === asset.issuer,
  )
}

function authorization(trustline: CreditBalance): string {
  if (trustline.is_authorized) return 'authorized'
  if (trustline.is_authorized_to_maintain_liabilities) return 'may keep its offers only'
  return 'not authorized'
}

/** The accounts `/accounts?asset=` lists, with their trustline to the asset. */
export function HolderTable({ accounts, asset }: { accounts: Account[]; asset: IssuedAsset }) {
  return (
    <RecordTable
      caption={`Accounts holding ${asset.code}`}
      columns={columns}
      isEmpty={accounts.length === 0}
      emptyMessage="No accounts hold this asset."
    >
      {accounts.map((account) => {
        const trustline = trustlineOf(account, asset)
        return (
          <tr key={account.account_id}>
            <td className={cellClassName}>
              <AccountId id={account.account_id} />
            </td>
            <td className={cellClassName}>
              {trustline ? <Amount value={trustline.balance} assetCode={asset.code} /> : '—'}
            </td>
            <td className={cellClassName}>
              {trustline ? <Amount value={trustline.limit} /> : '—'}
            </td>
            <td className={cellClassName}>{trustline ? authorization(trustline) : '—'}</td>
          </tr>
        )
      })}
    </RecordTable>
  )
}
