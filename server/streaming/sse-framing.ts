// Horizon's SSE framing (internal/render/sse): byte-exact hello, record, goodbye and error events.
// There are no heartbeats or comment lines on purpose — Horizon sends none.

export const SSE_HELLO = 'retry: 1000\nevent: open\ndata: "hello"\n\n'
export const SSE_GOODBYE = 'retry: 10\nevent: close\ndata: "byebye"\n\n'

export const SSE_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache',
  Connection: 'keep-alive',
  'Access-Control-Allow-Origin': '*',
} as const

export function sseRecordEvent(id: string, compactJson: string): string {
  return `id: ${id}\ndata: ${compactJson}\n\n`
}

export function sseObjectEvent(compactJson: string): string {
  return `data: ${compactJson}\n\n`
}

/** Errors after the preamble are plain text, one data line (newlines would split the event). */
export function sseErrorEvent(text: string): string {
  return `event: error\ndata: ${text.replace(/[\r\n]+/g, ' ')}\n\n`
}
