// Operation tables and pages sit in a layer that cannot reach transactions (where result codes
// are decoded): the app shell provides the component that says why an operation failed, and
// this slot renders it. Without a provider (a component rendered on its own) it renders nothing.
import type { ReactNode } from 'react'
import { createContext, useContext } from 'react'
import type { Operation } from '@/api/horizon-types'

export interface OperationFailureSlotProps {
  operation: Operation
  /** page: every detail; row: the code named by its sentence; inline: ": underfunded". */
  variant: 'page' | 'row' | 'inline'
}

/** Renders the reason as an element (its own component), so the slot holds no hooks of its own. */
export type RenderOperationFailure = (props: OperationFailureSlotProps) => ReactNode

export const OperationFailureReasonContext = createContext<RenderOperationFailure | null>(null)

export function OperationFailureSlot(props: OperationFailureSlotProps) {
  const render = useContext(OperationFailureReasonContext)
  // Only an operation of a failed transaction has a reason: the others (most rows of a table, two
  // slots each) skip the provider's component.
  if (!render || !failed(props.operation)) return null
  return render(props)
}

// Checked here rather than with record-fields' isRecord: importing that module put ~330 B gzip
// more into the first route's JS.
function failed(operation: unknown): boolean {
  return (
    typeof operation === 'object' &&
    operation !== null &&
    Reflect.get(operation, 'transaction_successful') === false
  )
}
