// Sentences for account lifecycle operations: creation, merge, sequence bumps and inflation.
import type { OperationSentenceTable } from '@/operations/sentences/operation-sentence-table'
import { readId, readMuxedAccount, readString } from '@/ui/record-fields'
import { SentenceAccount as Account, SentenceAmount as Value, verb } from '@/ui/sentence-parts'

export const accountSentences: OperationSentenceTable<
  'create_account' | 'account_merge' | 'bump_sequence' | 'inflation'
> = {
  create_account: (operation, _source, mood) => (
    <>
      <Account
        id={readMuxedAccount(operation, 'funder') ?? readString(operation, 'source_account')}
      />{' '}
      {verb(mood, 'created', 'create')} account <Account id={readString(operation, 'account')} />{' '}
      with <Value value={readString(operation, 'starting_balance')} /> XLM
    </>
  ),
  account_merge: (operation, _source, mood) => (
    <>
      <Account
        id={readMuxedAccount(operation, 'account') ?? readString(operation, 'source_account')}
      />{' '}
      {verb(mood, 'merged', 'merge')} into <Account id={readMuxedAccount(operation, 'into')} />
    </>
  ),
  bump_sequence: (operation, source, mood) => (
    <>
      {source} {verb(mood, 'bumped', 'bump')} its sequence to{' '}
      <span className="font-mono">{readId(operation, 'bump_to') ?? '?'}</span>
    </>
  ),
  inflation: (_operation, source, mood) => (
    <>
      {source} {verb(mood, 'ran', 'run')} inflation
    </>
  ),
}
