// A table from record `type` to sentence renderer, shared by operations and effects: a new type
// is one line in a family's table. Renderers receive the record narrowed by `type` with its
// field names known and its values unchecked (see Unchecked in record-fields.ts).
import type { ReactNode } from 'react'
import type { Unchecked, UnknownRecord } from '@/ui/record-fields'

/**
 * How a sentence reads: `done` for what happened, `attempted` for an operation whose transaction
 * failed (nothing it describes took effect, so "paid" would mislead a support agent).
 */
export type SentenceMood = 'done' | 'attempted'

/**
 * Renders one type's sentence; `subject` is the record's account, already rendered. Renderers
 * that can describe an attempt take `mood`; effects only ever happened, so theirs ignore it.
 */
export type SentenceRenderer<R> = (
  record: Unchecked<R>,
  subject: ReactNode,
  mood: SentenceMood,
) => ReactNode

/** A sentence renderer for every key of RecordByType. */
export type SentenceTable<RecordByType> = {
  [T in keyof RecordByType]: SentenceRenderer<RecordByType[T]>
}

/** The sentence for the record's `type`, or null when the table has none. */
export function sentenceFromTable<RecordByType>(
  table: SentenceTable<RecordByType>,
  record: UnknownRecord,
  subject: ReactNode,
  mood: SentenceMood = 'done',
): ReactNode | null {
  const type = record.type
  if (typeof type !== 'string' || !Object.hasOwn(table, type)) return null
  // Sound for any record: each renderer takes Unchecked<…>, which promises no field and no value.
  const renderers = table as unknown as Record<string, SentenceRenderer<UnknownRecord>>
  const render = renderers[type]
  return render === undefined ? null : render(record, subject, mood)
}
