import type { Balance } from '@/api/horizon-types'
import { availableAmount, noTrustlineLimit } from '@/accounts/spendable-balance'
import { AccountId } from '@/ui/account-id'
import { Amount } from '@/ui/amount'
import { Asset } from '@/ui/asset'
import { ExplorerLink } from '@/ui/explorer-link'
import { cellClassName, RecordTable } from '@/ui/record-table'
import { arrayOf } from '@/ui/record-fields'

export interface BalancesTableProps {
  balances: Balance[]
  /** XLM the account can send (balance − minimum reserve − selling liabilities), when known. */
  spendableXlm?: string
}

const columns = [
  'Asset',
  'Balance',
  'Limit',
  'Buying liabilities',
  'Selling liabilities',
  'Available',
  'Authorization',
  'Clawback',
  'Sponsor',
] as const

const mutedClassName = 'text-slate-400 dark:text-slate-500'

function Missing() {
  return <span className={mutedClassName}>—</span>
}

function Authorization({ balance }: { balance: Balance }) {
  // Native balances have no trustline and therefore no authorization.
  if (balance.asset_type === 'native') return <Missing />
  if (balance.is_authorized)
    return <span className="text-green-800 dark:text-green-300">Authorized</span>
  if (balance.is_authorized_to_maintain_liabilities) {
    return (
      <span className="text-amber-800 dark:text-amber-300">Authorized to maintain liabilities</span>
    )
  }
  return <span className="text-red-800 dark:text-red-300">Not authorized</span>
}

/** Horizon's int64 maximum means the holder set no limit; the exact figure stays visible. */
function Limit({ limit }: { limit: string }) {
  if (limit !== noTrustlineLimit) return <Amount value={limit} />
  return (
    <span>
      No limit{' '}
      <span className="text-xs text-slate-600 dark:text-slate-400">
        (max <Amount value={limit} />)
      </span>
    </span>
  )
}

/** What can be sent or sold now: for XLM the spendable amount, else balance − selling liabilities. */
function Available({ balance, spendableXlm }: { balance: Balance; spendableXlm?: string }) {
  if (balance.asset_type === 'native') {
    return spendableXlm === undefined ? <Missing /> : <Amount value={spendableXlm} />
  }
  const available = availableAmount(
    balance.balance,
    'selling_liabilities' in balance ? balance.selling_liabilities : undefined,
  )
  return available === undefined ? <Missing /> : <Amount value={available} />
}

function balanceKey(balance: Balance): string {
  if (balance.asset_type === 'native') return 'native'
  if (balance.asset_type === 'liquidity_pool_shares') return `pool:${balance.liquidity_pool_id}`
  return `${balance.asset_code}:${balance.asset_issuer}`
}

export function BalancesTable({ balances: maybeBalances, spendableXlm }: BalancesTableProps) {
  const balances = arrayOf(maybeBalances)
  return (
    <RecordTable
      caption="Balances"
      columns={columns}
      isEmpty={balances.length === 0}
      emptyMessage="No balances."
    >
      {balances.map((balance) => (
        <tr key={balanceKey(balance)}>
          <td className={cellClassName}>
            {balance.asset_type === 'native' ? (
              <Asset type="native" />
            ) : balance.asset_type === 'liquidity_pool_shares' ? (
              <ExplorerLink to={`/liquidity_pools/${balance.liquidity_pool_id}`}>
                <Asset type="liquidity_pool_shares" liquidityPoolId={balance.liquidity_pool_id} />
              </ExplorerLink>
            ) : (
              <Asset
                type={balance.asset_type}
                code={balance.asset_code}
                issuer={balance.asset_issuer}
              />
            )}
          </td>
          <td className={cellClassName}>
            <Amount value={balance.balance} />
          </td>
          <td className={cellClassName}>
            {'limit' in balance ? <Limit limit={balance.limit} /> : <Missing />}
          </td>
          <td className={cellClassName}>
            {'buying_liabilities' in balance ? (
              <Amount value={balance.buying_liabilities} />
            ) : (
              <Missing />
            )}
          </td>
          <td className={cellClassName}>
            {'selling_liabilities' in balance ? (
              <Amount value={balance.selling_liabilities} />
            ) : (
              <Missing />
            )}
          </td>
          <td className={cellClassName}>
            <Available balance={balance} spendableXlm={spendableXlm} />
          </td>
          <td className={cellClassName}>
            <Authorization balance={balance} />
          </td>
          <td className={cellClassName}>
            {balance.asset_type === 'native' ? (
              <Missing />
            ) : balance.is_clawback_enabled ? (
              'Enabled'
            ) : (
              'No'
            )}
          </td>
          <td className={cellClassName}>
            {'sponsor' in balance && balance.sponsor ? (
              <AccountId id={balance.sponsor} />
            ) : (
              <Missing />
            )}
          </td>
        </tr>
      ))}
    </RecordTable>
  )
}
