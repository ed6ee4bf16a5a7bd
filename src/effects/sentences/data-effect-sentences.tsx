// Sentences for data entry effects.
import type { ReactNode } from 'react'
import type {
  EffectSentenceTable,
  UncheckedEffect,
} from '@/effects/sentences/effect-sentence-table'
import { DataValue } from '@/ui/data-value'
import { readString } from '@/ui/record-fields'

function dataSentence(
  effect: UncheckedEffect<'data_created' | 'data_updated'>,
  account: ReactNode,
  verb: 'created' | 'updated',
): ReactNode {
  const value = readString(effect, 'value')
  return (
    <>
      {account} {verb} data entry “{readString(effect, 'name') ?? '?'}”
      {value !== undefined ? (
        <>
          {' = '}
          <DataValue value={value} />
        </>
      ) : null}
    </>
  )
}

export const dataEffectSentences: EffectSentenceTable<
  'data_created' | 'data_updated' | 'data_removed'
> = {
  data_created: (effect, account) => dataSentence(effect, account, 'created'),
  data_updated: (effect, account) => dataSentence(effect, account, 'updated'),
  data_removed: (effect, account) => (
    <>
      {account} removed data entry “{readString(effect, 'name') ?? '?'}”
    </>
  ),
}
