// Sentences for claimable balances: creation, claim and clawback.
import type { OperationSentenceTable } from '@/operations/sentences/operation-sentence-table'
import { CanonicalAsset } from '@/ui/asset'
import { isRecord, readArray, readMuxedAccount, readString } from '@/ui/record-fields'
import { RecordIdLink } from '@/ui/record-id-link'
import {
  joinNodes,
  SentenceAccount as Account,
  SentenceAmount as Value,
  verb,
} from '@/ui/sentence-parts'

export const claimableBalanceSentences: OperationSentenceTable<
  'create_claimable_balance' | 'claim_claimable_balance' | 'clawback_claimable_balance'
> = {
  create_claimable_balance: (operation, source, mood) => {
    const claimants = readArray(operation, 'claimants')
      .filter(isRecord)
      .map((claimant, index) => <Account key={index} id={readString(claimant, 'destination')} />)
    return (
      <>
        {source} {verb(mood, 'created', 'create')} a claimable balance of{' '}
        <Value value={readString(operation, 'amount')} />{' '}
        <CanonicalAsset value={readString(operation, 'asset')} />
        {claimants.length > 0 ? <> for {joinNodes(claimants)}</> : null}
      </>
    )
  },
  claim_claimable_balance: (operation, _source, mood) => (
    <>
      <Account
        id={readMuxedAccount(operation, 'claimant') ?? readString(operation, 'source_account')}
      />{' '}
      {verb(mood, 'claimed', 'claim')} claimable balance{' '}
      <RecordIdLink collection="claimable_balances" id={readString(operation, 'balance_id')} />
    </>
  ),
  clawback_claimable_balance: (operation, source, mood) => (
    <>
      {source} {verb(mood, 'clawed back', 'claw back')} claimable balance{' '}
      <RecordIdLink collection="claimable_balances" id={readString(operation, 'balance_id')} />
    </>
  ),
}
