// Sentences for Soroban: host function invocations and footprint TTL operations.
import type { ReactNode } from 'react'
import type {
  OperationSentenceTable,
  UncheckedOperation,
} from '@/operations/sentences/operation-sentence-table'
import { isRecord, readArray, readId, readString } from '@/ui/record-fields'
import { AmountFromRecord, joinNodes, SentenceAccount as Account, verb } from '@/ui/sentence-parts'
import type { SentenceMood } from '@/ui/sentence-table'

function describeHostFunction(hostFunction: string, mood: SentenceMood): string {
  // Horizon prints the Go enum name twice-prefixed, e.g. HostFunctionTypeHostFunctionTypeInvokeContract.
  const functionName = hostFunction.replace(/^(HostFunctionType)+/, '')
  if (functionName === 'InvokeContract') return `${verb(mood, 'invoked', 'invoke')} a contract`
  if (functionName === 'CreateContract' || functionName === 'CreateContractV2')
    return `${verb(mood, 'created', 'create')} a contract`
  if (functionName === 'UploadContractWasm')
    return `${verb(mood, 'uploaded', 'upload')} contract code`
  return `${verb(mood, 'invoked', 'invoke')} host function ${functionName || '(unknown)'}`
}

/** `asset_balance_changes`: "transfer 500 USDC from G… to G…", joined with "; ". */
function balanceChanges(operation: UncheckedOperation<'invoke_host_function'>): ReactNode[] {
  return readArray(operation, 'asset_balance_changes')
    .filter(isRecord)
    .map((change, index) => {
      const from = readString(change, 'from')
      const to = readString(change, 'to')
      return (
        <span key={index}>
          {readString(change, 'type') ?? 'moved'} <AmountFromRecord record={change} />
          {from ? (
            <>
              {' from '}
              <Account id={from} />
            </>
          ) : null}
          {to ? (
            <>
              {' to '}
              <Account id={to} />
            </>
          ) : null}
        </span>
      )
    })
}

export const sorobanSentences: OperationSentenceTable<
  'invoke_host_function' | 'extend_footprint_ttl' | 'restore_footprint'
> = {
  invoke_host_function: (operation, source, mood) => {
    const address = readString(operation, 'address')
    const changes = balanceChanges(operation)
    return (
      <>
        {source} {describeHostFunction(readString(operation, 'function') ?? '', mood)}
        {address ? (
          <>
            {' '}
            <Account id={address} />
          </>
        ) : null}
        {changes.length > 0 ? <>: {joinNodes(changes, '; ')}</> : null}
      </>
    )
  },
  extend_footprint_ttl: (operation, source, mood) => (
    <>
      {source} {verb(mood, 'extended', 'extend')} the footprint TTL to ledger{' '}
      {readId(operation, 'extend_to') ?? '?'}
    </>
  ),
  restore_footprint: (_operation, source, mood) => (
    <>
      {source} {verb(mood, 'restored', 'restore')} the footprint
    </>
  ),
}
