// Sentences for sponsorship: begin, end and revoke (of any of the six ledger entry kinds).
import type { ReactNode } from 'react'
import type {
  OperationSentenceTable,
  UncheckedOperation,
} from '@/operations/sentences/operation-sentence-table'
import { readId, readMuxedAccount, readString } from '@/ui/record-fields'
import { RecordIdLink } from '@/ui/record-id-link'
import { SentenceAccount as Account, TrustlineAsset, verb } from '@/ui/sentence-parts'

type RevokeSponsorship = UncheckedOperation<'revoke_sponsorship'>

/** What a revoke_sponsorship revoked: Horizon sends the fields of exactly one entry kind. */
function revokedEntry(operation: RevokeSponsorship): ReactNode {
  const accountId = readString(operation, 'account_id')
  if (accountId !== undefined)
    return (
      <>
        account <Account id={accountId} />
      </>
    )
  const balanceId = readString(operation, 'claimable_balance_id')
  if (balanceId !== undefined)
    return (
      <>
        claimable balance <RecordIdLink collection="claimable_balances" id={balanceId} />
      </>
    )
  const dataAccountId = readString(operation, 'data_account_id')
  if (dataAccountId !== undefined) {
    return (
      <>
        data entry “{readString(operation, 'data_name') ?? '?'}” of <Account id={dataAccountId} />
      </>
    )
  }
  const offerId = readId(operation, 'offer_id')
  if (offerId !== undefined)
    return (
      <>
        offer <RecordIdLink collection="offers" id={offerId} />
      </>
    )
  const trustlineAccountId = readString(operation, 'trustline_account_id')
  if (trustlineAccountId !== undefined) {
    return (
      <>
        the{' '}
        <TrustlineAsset
          poolId={readString(operation, 'trustline_liquidity_pool_id')}
          asset={readString(operation, 'trustline_asset')}
        />{' '}
        trustline of <Account id={trustlineAccountId} />
      </>
    )
  }
  const signerAccountId = readString(operation, 'signer_account_id')
  if (signerAccountId !== undefined) {
    return (
      <>
        signer <Account id={readString(operation, 'signer_key')} /> on{' '}
        <Account id={signerAccountId} />
      </>
    )
  }
  return null
}

export const sponsorshipSentences: OperationSentenceTable<
  'begin_sponsoring_future_reserves' | 'end_sponsoring_future_reserves' | 'revoke_sponsorship'
> = {
  begin_sponsoring_future_reserves: (operation, source, mood) => (
    <>
      {source} {verb(mood, 'began', 'begin')} sponsoring the future reserves of{' '}
      <Account id={readString(operation, 'sponsored_id')} />
    </>
  ),
  end_sponsoring_future_reserves: (operation, source, mood) => {
    const beginSponsor = readMuxedAccount(operation, 'begin_sponsor')
    return (
      <>
        {source} {verb(mood, 'ended', 'end')} the sponsorship of its future reserves
        {beginSponsor ? (
          <>
            {' by '}
            <Account id={beginSponsor} />
          </>
        ) : null}
      </>
    )
  },
  revoke_sponsorship: (operation, source, mood) => {
    const entry = revokedEntry(operation)
    const revoked = verb(mood, 'revoked', 'revoke')
    if (entry === null)
      return (
        <>
          {source} {revoked} a sponsorship
        </>
      )
    return (
      <>
        {source} {revoked} sponsorship of {entry}
      </>
    )
  },
}
