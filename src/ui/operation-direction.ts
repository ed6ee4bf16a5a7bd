import type { Operation } from '@/api/horizon-types'

export type OperationDirection = 'sent' | 'received' | 'self' | 'by-account' | 'by-other'

// Which fields name the sender and the receiver of value, per operation type (Horizon's names).
const transferFields: Record<string, readonly [sender: string, receiver: string]> = {
  payment: ['from', 'to'],
  path_payment_strict_receive: ['from', 'to'],
  path_payment_strict_send: ['from', 'to'],
  create_account: ['funder', 'account'],
  account_merge: ['account', 'into'],
  clawback: ['from', 'source_account'],
}

/**
 * An operation relative to one account: value it sent or received, or (for operations that move
 * nothing between accounts) whether the account itself submitted it. Fields are untrusted: a
 * missing or non-string field reads as "not this account".
 */
export function operationDirection(operation: Operation, accountId: string): OperationDirection {
  const fields = transferFields[operation.type]
  if (fields) {
    const [senderField, receiverField] = fields
    const sent = operation[senderField] === accountId
    const received = operation[receiverField] === accountId
    if (sent && received) return 'self'
    if (sent) return 'sent'
    if (received) return 'received'
  }
  return operation.source_account === accountId ? 'by-account' : 'by-other'
}

export const directionLabels: Record<OperationDirection, string> = {
  sent: 'Sent',
  received: 'Received',
  self: 'Sent to self',
  'by-account': 'By this account',
  'by-other': 'By another account',
}
