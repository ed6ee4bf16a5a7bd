// The operation side of ui/sentence-table.ts. Each family file exports one table; the full table
// in operation-sentence.tsx must cover every OperationType, so the compiler reports a type
// without a sentence.
import type { OperationOfType, OperationType } from '@/api/horizon-operation-types'
import type { Unchecked } from '@/ui/record-fields'
import type { SentenceRenderer, SentenceTable } from '@/ui/sentence-table'

/** An operation narrowed by `type`: its field names are known, its values still unchecked. */
export type UncheckedOperation<T extends OperationType> = Unchecked<OperationOfType<T>>

/** Renders one or more types; `subject` is the operation's source account, rendered. */
export type OperationSentenceRenderer<T extends OperationType> = SentenceRenderer<
  OperationOfType<T>
>

export type OperationSentenceTable<Types extends OperationType> = SentenceTable<{
  [T in Types]: OperationOfType<T>
}>
