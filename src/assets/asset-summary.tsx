// The asset page's first figures: how much is out there, how many hold it, who issues it and
// whether its home domain vouches for it. Horizon 22 and later send the authorized holdings under
// `accounts`/`balances`; older Horizons send the flat `num_accounts`/`amount`, so either is read.
import type { ReactNode } from 'react'
import type { AssetRecord } from '@/api/horizon-market-types'
import { AccountId } from '@/ui/account-id'
import { Amount } from '@/ui/amount'
import { countText, SummaryCard } from '@/ui/summary-card'

/** `issuerVerdict`: who vouches for the issuer (the SEP-1 verdict), shown under it. */
export function AssetSummary({
  record,
  issuerVerdict,
}: {
  record: AssetRecord
  issuerVerdict?: ReactNode
}) {
  const code = typeof record.asset_code === 'string' ? record.asset_code : undefined
  const supply = record.balances?.authorized ?? record.amount
  const holders = countText(record.accounts?.authorized ?? record.num_accounts)
  return (
    <SummaryCard
      noun="Asset"
      figures={[
        {
          term: 'Held by authorized accounts',
          value: supply === undefined ? 'not stated' : <Amount value={supply} assetCode={code} />,
        },
        {
          term: 'Holders',
          value: holders === 'unknown' ? 'not stated' : holders,
          detail: 'authorized accounts',
        },
        {
          term: 'Issuer',
          value: <AccountId id={record.asset_issuer} copyable={false} />,
          detail: issuerVerdict,
        },
      ]}
    />
  )
}
