// Content negotiation the way Horizon does it (goautoneg over a fixed list of alternatives), so
// `*/*` picks HAL, `text/event-stream;q=0.5,application/hal+json` picks HAL and `text/plain`
// picks nothing (→ 406).

export type ResponseFormat = 'json' | 'event-stream' | 'raw' | 'none'

const alternatives: Array<{ type: string; subtype: string; format: ResponseFormat }> = [
  { type: 'application', subtype: 'hal+json', format: 'json' },
  { type: 'application', subtype: 'json', format: 'json' },
  { type: 'text', subtype: 'event-stream', format: 'event-stream' },
  { type: 'application', subtype: 'octet-stream', format: 'raw' },
]

interface AcceptClause {
  type: string
  subtype: string
  quality: number
}

function parseAccept(header: string): AcceptClause[] {
  const clauses: AcceptClause[] = []
  for (const part of header.split(',')) {
    const [mediaRange = '', ...parameters] = part.split(';')
    const [type = '', subtype = ''] = mediaRange.trim().split('/')
    let quality = 1
    for (const parameter of parameters) {
      const [name, value] = parameter.trim().split('=')
      if (name === 'q' && value !== undefined) quality = Number.parseFloat(value) || 0
    }
    clauses.push({ type, subtype, quality })
  }
  // goautoneg: higher q first, then specific subtypes before wildcards.
  return clauses.sort((left, right) => {
    if (left.quality !== right.quality) return right.quality - left.quality
    const leftWild = left.subtype === '*' ? 1 : 0
    const rightWild = right.subtype === '*' ? 1 : 0
    if (leftWild !== rightWild) return leftWild - rightWild
    return (left.type === '*' ? 1 : 0) - (right.type === '*' ? 1 : 0)
  })
}

export function negotiateFormat(acceptHeader: string | undefined): ResponseFormat {
  if (acceptHeader === undefined || acceptHeader.trim() === '') return 'json'
  for (const clause of parseAccept(acceptHeader)) {
    for (const alternative of alternatives) {
      if (clause.type === alternative.type && clause.subtype === alternative.subtype)
        return alternative.format
      if (clause.type === alternative.type && clause.subtype === '*') return alternative.format
      if (clause.type === '*' && clause.subtype === '*') return alternative.format
    }
  }
  return 'none'
}

/**
 * negotiateFormat with a small memo: clients send the same few Accept strings, and goautoneg
 * parsing is not free at cache-hit rates.
 */
export function createFormatNegotiator(): (accept: string | undefined) => ResponseFormat {
  const formats = new Map<string, ResponseFormat>()
  return (accept) => {
    if (accept === undefined) return 'json'
    let format = formats.get(accept)
    if (format === undefined) {
      format = negotiateFormat(accept)
      if (formats.size >= 256) formats.clear()
      formats.set(accept, format)
    }
    return format
  }
}
