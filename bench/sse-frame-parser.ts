// Incremental parser of text/event-stream bytes, lighter than 1,000 EventSource objects: the
// stream benchmark feeds it raw socket chunks and gets whole events back.

export interface SseEvent {
  event: string | undefined
  id: string | undefined
  data: string
  retry: number | undefined
}

export class SseFrameParser {
  private buffer = ''

  /** Feeds a decoded chunk; returns every event completed by it (a blank line ends an event). */
  feed(chunk: string): SseEvent[] {
    this.buffer += chunk
    const events: SseEvent[] = []
    for (;;) {
      const end = this.findEventEnd()
      if (end === undefined) break
      const block = this.buffer.slice(0, end.index)
      this.buffer = this.buffer.slice(end.index + end.length)
      const event = parseBlock(block)
      if (event) events.push(event)
    }
    return events
  }
  private findEventEnd(): { index: number; length: number } | undefined {
    const match = /\r\n\r\n|\n\n|\r\r/.exec(this.buffer)
    return match ? { index: match.index, length: match[0].length } : undefined
  }
}

function parseBlock(block: string): SseEvent | undefined {
  let event: string | undefined
  let id: string | undefined
  let retry: number | undefined
  const data: string[] = []
  let sawField = false
  for (const line of block.split(/\r\n|\n|\r/)) {
    if (line === '' || line.startsWith(':')) continue
    const colon = line.indexOf(':')
    const field = colon === -1 ? line : line.slice(0, colon)
    let value = colon === -1 ? '' : line.slice(colon + 1)
    if (value.startsWith(' ')) value = value.slice(1)
    sawField = true
    if (field === 'event') event = value
    else if (field === 'id') id = value
    else if (field === 'data') data.push(value)
    else if (field === 'retry' && /^\d+$/.test(value)) retry = Number(value)
  }
  return sawField ? { event, id, data: data.join('\n'), retry } : undefined
}
