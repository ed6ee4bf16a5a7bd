// What a stream delivers: a paged stream's records (each with a paging token) or, for an object
// stream such as /order_book, the whole object Horizon sends again on each change.
import type { StreamListener, StreamRecord } from '@/api/stream-types'
import { parseStreamObject, parseStreamRecord } from '@/api/stream-paging-token'

export type StreamMessage =
  { kind: 'record'; value: StreamRecord } | { kind: 'object'; value: Record<string, unknown> }

/** A message of a paged stream (records with a paging token) or of an object stream, or null. */
export function parseStreamMessage(data: unknown, objectStream: boolean): StreamMessage | null {
  if (!objectStream) {
    const record = parseStreamRecord(data)
    return record ? { kind: 'record', value: record } : null
  }
  const value = parseStreamObject(data)
  return value ? { kind: 'object', value } : null
}

export function deliverStreamMessage(listener: StreamListener, message: StreamMessage): void {
  if (message.kind === 'record') listener.onRecord(message.value)
  else listener.onObject?.(message.value)
}
