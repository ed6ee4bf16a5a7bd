import type { Balance } from '@/api/horizon-types'
import type { ComponentType } from 'react'
import { availableAmount, noTrustlineLimit } from '@/accounts/spendable-balance'
import { AccountId } from '@/ui/account-id'
import { Amount } from '@/ui/amount'
import { Asset } from '@/ui/asset'
import { isAccountId } from '@/ui/muxed-account'
import { ExplorerLink } from '@/ui/explorer-link'
import { type RecordColumn, RecordColumnsTable } from '@/ui/record-table'
import { arrayOf } from '@/ui/record-fields'

export interface BalancesTableProps {
  balances: Balance[]
  /** XLM the account can send (balance − minimum reserve − selling liabilities), when known. */
  spendableXlm?: string
  /** The SEP-1 verdict under each credit asset (the page supplies it); none without it. */
  IssuerVerification?: ComponentType<IssuerVerificationProps>
}

export interface IssuerVerificationProps {
  asset: { code: string; issuer: string }
  /** Whether this row may fetch its verdict, or shows it only once cached. */
  lookup: 'fetch' | 'cached'
}

/**
 * How many issuers an account page checks (issuer account + stellar.toml each): enough for any
 * wallet's balances, bounded for an account with hundreds of trustlines, whose further rows show
 * a verdict only once it is cached (from an asset page, or an issuer shared with an earlier row).
 */
export const checkedIssuersPerAccount = 12

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

const assetCodePattern = /^[A-Za-z0-9]{1,12}$/

function isIssuerId(value: unknown): value is string {
  return typeof value === 'string' && isAccountId(value)
}

/** The first checkedIssuersPerAccount distinct issuers of the balances, in their order. */
function checkedIssuers(balances: readonly Balance[]): Set<string> {
  const issuers = new Set<string>()
  for (const balance of balances) {
    if (issuers.size >= checkedIssuersPerAccount) break
    if ('asset_issuer' in balance && isIssuerId(balance.asset_issuer)) {
      issuers.add(balance.asset_issuer)
    }
  }
  return issuers
}

interface IssuerVerification {
  Verdict: ComponentType<IssuerVerificationProps>
  checked: Set<string>
}

/** The columns of an account's balances; "Available" of XLM is the account's spendable XLM. */
function balanceColumns(
  spendableXlm: string | undefined,
  verification: IssuerVerification | undefined,
): RecordColumn<Balance>[] {
  return [
    {
      header: 'Asset',
      cell: (balance) => <BalanceAsset balance={balance} verification={verification} />,
    },
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

function BalanceAsset({
  balance,
  verification,
}: {
  balance: Balance
  verification: IssuerVerification | undefined
}) {
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
  const asset = (
    <Asset
      type={balance.asset_type}
      code={balance.asset_code}
      issuer={balance.asset_issuer}
      mayWrap
    />
  )
  // An issuer that is not an account id (a hostile Horizon's) has no account to read a domain from.
  const checkable =
    typeof balance.asset_code === 'string' &&
    assetCodePattern.test(balance.asset_code) &&
    isIssuerId(balance.asset_issuer)
  if (verification === undefined || !checkable) return asset
  return (
    <span className="flex flex-col gap-0.5">
      <span>{asset}</span>
      <verification.Verdict
        asset={{ code: balance.asset_code, issuer: balance.asset_issuer }}
        lookup={verification.checked.has(balance.asset_issuer) ? 'fetch' : 'cached'}
      />
    </span>
  )
}

export function BalancesTable({
  balances: maybeBalances,
  spendableXlm,
  IssuerVerification,
}: BalancesTableProps) {
  const balances = arrayOf(maybeBalances)
  const verification =
    IssuerVerification === undefined
      ? undefined
      : { Verdict: IssuerVerification, checked: checkedIssuers(balances) }
  return (
    <RecordColumnsTable
      caption="Balances"
      columns={balanceColumns(spendableXlm, verification)}
      records={balances}
      rowKey={balanceKey}
    />
  )
}
