import type { Balance } from '@/api/horizon-types'
import { availableAmount, noTrustlineLimit } from '@/accounts/spendable-balance'
import { AccountId } from '@/ui/account-id'
import { Amount } from '@/ui/amount'
import { Asset } from '@/ui/asset'
import { ExplorerLink } from '@/ui/explorer-link'
import { type RecordColumn, RecordColumnsTable } from '@/ui/record-table'
import { arrayOf } from '@/ui/record-fields'

export interface BalancesTableProps {
  balances: Balance[]
  /** XLM the account can send (balance − minimum reserve − selling liabilities), when known. */
  spendableXlm?: string
}

const mutedClassName = 'text-slate-400 dark:text-slate-500'

function Missing() {
  return <span className={mutedClassName}>—</span>
}

function Authorization({ balance }: { balance: Balance }) {
  // Native balances have no trustline; pool shares have no authorization of their own (Horizon
  // always reports false for them).
  if (balance.asset_type === 'native' || balance.asset_type === 'liquidity_pool_shares')
    return <Missing />
  if (balance.is_authorized) return <span className="text-success">Authorized</span>
  if (balance.is_authorized_to_maintain_liabilities) {
    return (
      <span className="text-amber-800 dark:text-amber-300">Authorized to maintain liabilities</span>
    )
  }
  return <span className="text-failed">Not authorized</span>
}

/** Horizon's int64 maximum means the holder set no limit; the exact figure stays visible. */
function Limit({ limit }: { limit: string }) {
  if (limit !== noTrustlineLimit) return <Amount value={limit} />
  return (
    // May wrap before "(max …)": one line of it is wider than the column needs on a laptop.
    <span className="whitespace-normal">
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

/** The columns of an account's balances; "Available" of XLM is the account's spendable XLM. */
function balanceColumns(spendableXlm: string | undefined): RecordColumn<Balance>[] {
  return [
    { header: 'Asset', cell: (balance) => <BalanceAsset balance={balance} /> },
    { header: 'Balance', cell: (balance) => <Amount value={balance.balance} /> },
    {
      header: 'Limit',
      cell: (balance) => ('limit' in balance ? <Limit limit={balance.limit} /> : <Missing />),
    },
    {
      header: 'Buying liabilities',
      cell: (balance) =>
        'buying_liabilities' in balance ? (
          <Amount value={balance.buying_liabilities} />
        ) : (
          <Missing />
        ),
    },
    {
      header: 'Selling liabilities',
      cell: (balance) =>
        'selling_liabilities' in balance ? (
          <Amount value={balance.selling_liabilities} />
        ) : (
          <Missing />
        ),
    },
    {
      header: 'Available',
      cell: (balance) => <Available balance={balance} spendableXlm={spendableXlm} />,
    },
    { header: 'Authorization', cell: (balance) => <Authorization balance={balance} /> },
    {
      header: 'Clawback',
      cell: (balance) =>
        balance.asset_type === 'native' ? (
          <Missing />
        ) : balance.is_clawback_enabled ? (
          'Enabled'
        ) : (
          'No'
        ),
    },
    {
      header: 'Sponsor',
      cell: (balance) =>
        'sponsor' in balance && balance.sponsor ? <AccountId id={balance.sponsor} /> : <Missing />,
    },
  ]
}

function BalanceAsset({ balance }: { balance: Balance }) {
  if (balance.asset_type === 'native') return <Asset type="native" />
  if (balance.asset_type === 'liquidity_pool_shares') {
    return (
      <ExplorerLink to={`/liquidity_pools/${balance.liquidity_pool_id}`}>
        <Asset
          type="liquidity_pool_shares"
          liquidityPoolId={balance.liquidity_pool_id}
          linkPool={false}
        />
      </ExplorerLink>
    )
  }
  return (
    <Asset
      type={balance.asset_type}
      code={balance.asset_code}
      issuer={balance.asset_issuer}
      mayWrap
    />
  )
}

export function BalancesTable({ balances: maybeBalances, spendableXlm }: BalancesTableProps) {
  return (
    <RecordColumnsTable
      caption="Balances"
      columns={balanceColumns(spendableXlm)}
      records={arrayOf(maybeBalances)}
      rowKey={balanceKey}
      emptyMessage="No balances."
    />
  )
}
