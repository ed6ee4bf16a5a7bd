// Sentences for an account's own settings: set_options and data entries.
import type { ReactNode } from 'react'
import type {
  OperationSentenceTable,
  UncheckedOperation,
} from '@/operations/sentences/operation-sentence-table'
import { DataValue } from '@/ui/data-value'
import { readNumber, readString, readStringArray } from '@/ui/record-fields'
import { joinNodes, SentenceAccount as Account, verb } from '@/ui/sentence-parts'

type SetOptions = UncheckedOperation<'set_options'>

function signerChange(operation: SetOptions): ReactNode {
  const signerKey = readString(operation, 'signer_key')
  if (signerKey === undefined) return null
  const signerWeight = readNumber(operation, 'signer_weight')
  return signerWeight === 0 ? (
    <span key="signer">
      removed signer <Account id={signerKey} />
    </span>
  ) : (
    <span key="signer">
      signer <Account id={signerKey} /> with weight {signerWeight ?? '?'}
    </span>
  )
}

function thresholdsChange(operation: SetOptions): ReactNode {
  const thresholds = [
    ['low', readNumber(operation, 'low_threshold')],
    ['medium', readNumber(operation, 'med_threshold')],
    ['high', readNumber(operation, 'high_threshold')],
  ] as const
  const changed = thresholds.filter(([, value]) => value !== undefined)
  if (changed.length === 0) return null
  return (
    <span key="thresholds">
      thresholds {changed.map(([level, value]) => `${level} ${value}`).join(', ')}
    </span>
  )
}

function setOptionsChanges(operation: SetOptions): ReactNode[] {
  const changes: ReactNode[] = []
  const homeDomain = readString(operation, 'home_domain')
  if (homeDomain !== undefined) changes.push(<span key="home">home domain to “{homeDomain}”</span>)
  const inflationDestination = readString(operation, 'inflation_dest')
  if (inflationDestination !== undefined) {
    changes.push(
      <span key="inflation">
        inflation destination to <Account id={inflationDestination} />
      </span>,
    )
  }
  const masterWeight = readNumber(operation, 'master_key_weight')
  if (masterWeight !== undefined)
    changes.push(<span key="master">master key weight to {masterWeight}</span>)
  changes.push(signerChange(operation))
  const setFlags = readStringArray(operation, 'set_flags_s')
  if (setFlags.length > 0) changes.push(<span key="set">flags {setFlags.join(', ')} on</span>)
  const clearFlags = readStringArray(operation, 'clear_flags_s')
  if (clearFlags.length > 0)
    changes.push(<span key="clear">flags {clearFlags.join(', ')} off</span>)
  changes.push(thresholdsChange(operation))
  return changes.filter((change) => change !== null)
}

export const optionsSentences: OperationSentenceTable<'set_options' | 'manage_data'> = {
  set_options: (operation, source, mood) => {
    const changes = setOptionsChanges(operation)
    if (changes.length === 0)
      return (
        <>
          {source} {verb(mood, 'set', 'set')} options without changes
        </>
      )
    return (
      <>
        {source} {verb(mood, 'set', 'set')} {joinNodes(changes, '; ')}
      </>
    )
  },
  manage_data: (operation, source, mood) => {
    const name = readString(operation, 'name') ?? '?'
    const value = readString(operation, 'value')
    return value ? (
      <>
        {source} {verb(mood, 'set', 'set')} data entry “{name}” to <DataValue value={value} />
      </>
    ) : (
      <>
        {source} {verb(mood, 'deleted', 'delete')} data entry “{name}”
      </>
    )
  },
}
