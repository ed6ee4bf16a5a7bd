// Sentences for trustlines and the issuer's powers over them: trust, authorization, flags and
// clawback.
import type { OperationSentenceTable } from '@/operations/sentences/operation-sentence-table'
import { AssetFromRecord } from '@/ui/asset'
import { readBoolean, readMuxedAccount, readString, readStringArray } from '@/ui/record-fields'
import {
  AmountFromRecord,
  SentenceAccount as Account,
  SentenceAmount as Value,
  verb,
} from '@/ui/sentence-parts'

const zeroAmountPattern = /^0+(\.0*)?$/

/** Horizon spells the flag "authorized_to_maintain_liabilites"; show it readably. */
function readableTrustLineFlags(flags: string[]): string {
  return flags
    .map((flag) => flag.replace('liabilites', 'liabilities').replaceAll('_', ' '))
    .join(', ')
}

export const trustSentences: OperationSentenceTable<
  'change_trust' | 'allow_trust' | 'set_trust_line_flags' | 'clawback'
> = {
  change_trust: (operation, _source, mood) => {
    const limit = readString(operation, 'limit')
    const trustor = (
      <Account
        id={readMuxedAccount(operation, 'trustor') ?? readString(operation, 'source_account')}
      />
    )
    if (limit !== undefined && zeroAmountPattern.test(limit)) {
      return (
        <>
          {trustor} {verb(mood, 'removed', 'remove')} the trustline to{' '}
          <AssetFromRecord record={operation} />
        </>
      )
    }
    return (
      <>
        {trustor} {verb(mood, 'trusted', 'trust')} <AssetFromRecord record={operation} /> up to{' '}
        <Value value={limit} />
      </>
    )
  },
  allow_trust: (operation, _source, mood) => {
    const authorize = readBoolean(operation, 'authorize')
    const maintainLiabilities = readBoolean(operation, 'authorize_to_maintain_liabilities')
    const action = authorize
      ? verb(mood, 'authorized', 'authorize')
      : maintainLiabilities
        ? `${verb(mood, 'authorized', 'authorize')} to maintain liabilities`
        : verb(mood, 'deauthorized', 'deauthorize')
    return (
      <>
        <Account
          id={readMuxedAccount(operation, 'trustee') ?? readString(operation, 'source_account')}
        />{' '}
        {action} <Account id={readString(operation, 'trustor')} /> for{' '}
        <AssetFromRecord record={operation} />
      </>
    )
  },
  set_trust_line_flags: (operation, source, mood) => {
    const setFlags = readStringArray(operation, 'set_flags_s')
    const clearFlags = readStringArray(operation, 'clear_flags_s')
    return (
      <>
        {source} {mood === 'done' ? null : 'tried to '}
        {setFlags.length > 0 ? <>set {readableTrustLineFlags(setFlags)}</> : null}
        {setFlags.length > 0 && clearFlags.length > 0 ? ' and ' : null}
        {clearFlags.length > 0 ? (
          <>
            {mood === 'done' ? 'cleared' : 'clear'} {readableTrustLineFlags(clearFlags)}
          </>
        ) : null}
        {setFlags.length === 0 && clearFlags.length === 0
          ? mood === 'done'
            ? 'changed no flags'
            : 'change no flags'
          : null}{' '}
        on the <AssetFromRecord record={operation} /> trustline of{' '}
        <Account id={readString(operation, 'trustor')} />
      </>
    )
  },
  clawback: (operation, source, mood) => (
    <>
      {source} {verb(mood, 'clawed back', 'claw back')} <AmountFromRecord record={operation} /> from{' '}
      <Account id={readMuxedAccount(operation, 'from')} />
    </>
  ),
}
