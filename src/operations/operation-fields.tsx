import type { Operation } from '@/api/horizon-types'
import { KeyValueList } from '@/ui/key-value-list'

export interface OperationFieldsProps {
  operation: Operation
}

/** Every field of an operation as name/value pairs (operation page, and the unknown-type fallback). */
export function OperationFields({ operation }: OperationFieldsProps) {
  return (
    <KeyValueList record={operation} label="Operation fields" omit={['_links', 'transaction']} />
  )
}
