// The shape of a per-family table of operation sentences. Each family file exports one table; the
// full table in operation-sentence.tsx must cover every OperationType, so the compiler reports a
// type without a sentence.
import type { ReactNode } from 'react'
import type { OperationOfType, OperationType } from '@/api/horizon-operation-types'
import type { Unchecked } from '@/ui/record-fields'

/** An operation narrowed by `type`: its field names are known, its values still unchecked. */
export type UncheckedOperation<T extends OperationType> = Unchecked<OperationOfType<T>>

/** Renders the sentence for one type; `source` is the operation's source account, rendered. */
export type OperationSentenceRenderer<T extends OperationType> = (
  operation: UncheckedOperation<T>,
  source: ReactNode,
) => ReactNode

export type OperationSentenceTable<Types extends OperationType> = {
  [T in Types]: OperationSentenceRenderer<T>
}
