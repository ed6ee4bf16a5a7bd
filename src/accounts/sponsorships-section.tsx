// "Where did my XLM go?": the reserves an account locks for entries it sponsors, and the ones
// others lock for it. Each sponsored entry costs one base reserve (an account entry counts twice
// in num_sponsoring, as it needs two), so the figure is count × the latest ledger's base reserve.
import { Link } from 'react-router'
import type { Account } from '@/api/horizon-types'
import { sponsorshipCount } from '@/accounts/spendable-balance'
import type { BaseReserveSource } from '@/accounts/spendable-xlm-section'
import { RecordSection } from '@/resource-routes/detail-parts'
import { AccountId } from '@/ui/account-id'
import { Amount } from '@/ui/amount'
import { useExplorerHref } from '@/ui/explorer-href'
import { ExplorerLink } from '@/ui/explorer-link'
import { stroopsToAmount } from '@/ui/format-amount'
import { readString } from '@/ui/record-fields'

function lockedReserve(count: number | null, baseReserve: BaseReserveSource) {
  if (count === null) return null
  if (baseReserve.state !== 'known') {
    return baseReserve.state === 'loading' ? '(reading the base reserve…)' : null
  }
  const stroops = String(baseReserve.baseReserveStroops)
  if (!/^\d{1,19}$/.test(stroops)) return null
  return (
    <>
      {count} × <Amount value={stroopsToAmount(stroops)} assetCode="XLM" /> ={' '}
      <Amount value={stroopsToAmount(String(BigInt(count) * BigInt(stroops)))} assetCode="XLM" />
    </>
  )
}

/** What in this account someone else sponsors, as Horizon's account record shows it. */
function sponsoredParts(account: Account): { what: string; sponsor: string }[] {
  const parts: { what: string; sponsor: string }[] = []
  if (typeof account.sponsor === 'string')
    parts.push({ what: 'the account itself', sponsor: account.sponsor })
  for (const balance of Array.isArray(account.balances) ? account.balances : []) {
    // Horizon sends `sponsor` on every kind of trustline, pool shares included.
    const sponsor = readString<unknown>(balance, 'sponsor')
    if (balance.asset_type === 'native' || sponsor === undefined) continue
    const what =
      balance.asset_type === 'liquidity_pool_shares'
        ? 'a pool-share trustline'
        : `the ${String(balance.asset_code)} trustline`
    parts.push({ what, sponsor })
  }
  for (const signer of Array.isArray(account.signers) ? account.signers : []) {
    if (typeof signer.sponsor === 'string') {
      parts.push({ what: `signer ${String(signer.key).slice(0, 8)}…`, sponsor: signer.sponsor })
    }
  }
  return parts
}

export function SponsorshipsSection({
  account,
  baseReserve,
}: {
  account: Account
  baseReserve: BaseReserveSource
}) {
  const parts = sponsoredParts(account)
  const sponsoring = sponsorshipCount(account.num_sponsoring)
  const sponsored = sponsorshipCount(account.num_sponsored)
  const accountId = account.account_id
  const href = useExplorerHref()
  return (
    <RecordSection title="Sponsorships">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-slate-600 dark:text-slate-400">Sponsoring</dt>
        <dd>
          {sponsoring ?? 'An unknown number of'} reserves for others&apos; entries, locking{' '}
          {lockedReserve(sponsoring, baseReserve) ?? 'an unknown amount'} of its XLM.{' '}
          <ExplorerLink to={`/accounts/${accountId}/sponsoring`}>Accounts it sponsors</ExplorerLink>
          {' · '}
          <Link
            to={href('/claimable_balances', { sponsor: accountId })}
            className="text-blue-700 underline dark:text-blue-300"
          >
            Claimable balances it sponsors
          </Link>
        </dd>
        <dt className="font-medium text-slate-600 dark:text-slate-400">Sponsored</dt>
        <dd>
          {sponsored ?? 'An unknown number'} of its reserves paid by others, worth{' '}
          {lockedReserve(sponsored, baseReserve) ?? 'an unknown amount'}.
          {parts.length > 0 ? (
            <ul className="mt-1 list-inside list-disc">
              {parts.map((part, index) => (
                <li key={index}>
                  {part.what}, by <AccountId id={part.sponsor} />
                </li>
              ))}
            </ul>
          ) : null}
        </dd>
      </dl>
    </RecordSection>
  )
}
