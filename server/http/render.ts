// Turns stored records (MarshalIndent JSON with placeholder hrefs) into response bytes: base URL
// substitution, HAL page envelopes, compact SSE lines and the join=transactions embedding.
import { goEscape, indentJson } from '../store/go-json.ts'
import { HORIZON_BASE_PLACEHOLDER } from '../store/schema.ts'
import { encodeQuery, type QueryValues } from './query-string.ts'
import type { PageRequest } from './page-query.ts'
import type { PageRow } from './keyset-source.ts'

export const HAL_CONTENT_TYPE = 'application/hal+json; charset=utf-8'

/** The base URL as it must appear inside a JSON string (escaped like Go would). */
export function jsonStringContent(text: string): string {
  return goEscape(JSON.stringify(text).slice(1, -1))
}

export function withBase(json: string, escapedBase: string): string {
  return json.replaceAll(HORIZON_BASE_PLACEHOLDER, escapedBase)
}

/** json.Marshal output from MarshalIndent output: drop whitespace outside strings. */
export function compactJson(indented: string): string {
  let result = ''
  let runStart = 0
  let inString = false
  for (let index = 0; index < indented.length; index++) {
    const code = indented.charCodeAt(index)
    if (inString) {
      if (code === 92) index++
      else if (code === 34) inString = false
    } else if (code === 34) inString = true
    else if (code === 10 || code === 32 || code === 13 || code === 9) {
      if (runStart < index) result += indented.slice(runStart, index)
      runStart = index + 1
    }
  }
  return result + indented.slice(runStart)
}

const transactionHashLine = /\n {2}"transaction_hash": "[0-9a-f]*",?\n/

/**
 * Embeds the transaction record as `transaction` right after `transaction_hash`, as Horizon's
 * Operation struct orders it (join=transactions).
 */
export function embedTransaction(operationJson: string, transactionJson: string): string {
  const match = transactionHashLine.exec(operationJson)
  if (!match) return operationJson
  const hashLine = match[0]
  const endOfHashLine = match.index + hashLine.length
  const hadComma = hashLine.trimEnd().endsWith(',')
  const hashLineWithComma = hadComma ? hashLine : hashLine.replace(/\n$/, ',\n')
  const embedded = `  "transaction": ${indentJson(transactionJson, 1)}${hadComma ? ',' : ''}\n`
  return (
    operationJson.slice(0, match.index) +
    hashLineWithComma +
    embedded +
    operationJson.slice(endOfHashLine)
  )
}

export interface PageLinks {
  self: string
  next: string
  prev: string
}

function hrefFor(
  base: string,
  path: string,
  query: QueryValues,
  cursor: string,
  page: PageRequest,
  order: string,
): string {
  const values: QueryValues = new Map(query)
  values.set('cursor', [cursor])
  values.set('limit', [String(page.limit)])
  values.set('order', [order])
  return `${base}${path}?${encodeQuery(values)}`
}

/** Horizon's Page.PopulateLinks: next from the last record, prev from the first, order flipped. */
export function pageLinks(
  base: string,
  path: string,
  query: QueryValues,
  page: PageRequest,
  rows: PageRow[],
): PageLinks {
  const reversed = page.order === 'asc' ? 'desc' : 'asc'
  const first = rows[0]
  const last = rows[rows.length - 1]
  return {
    self: hrefFor(base, path, query, page.cursorText, page, page.order),
    next: hrefFor(base, path, query, last ? last.pagingToken : page.cursorText, page, page.order),
    prev: hrefFor(base, path, query, first ? first.pagingToken : page.cursorText, page, reversed),
  }
}

const linkBlock = (name: string, href: string): string =>
  `    "${name}": {\n      "href": "${jsonStringContent(href)}"\n    }`

function pageHead(links: PageLinks): string {
  const linksJson = `{\n${linkBlock('self', links.self)},\n${linkBlock('next', links.next)},\n${linkBlock('prev', links.prev)}\n  }`
  return `{\n  "_links": ${linksJson},\n  "_embedded": {\n    "records": `
}

/** The HAL page envelope, MarshalIndent layout; records are indented one-level JSON documents. */
export function renderPage(links: PageLinks, records: string[]): string {
  const recordsJson =
    records.length === 0
      ? '[]'
      : `[\n${records.map((record) => `      ${indentJson(record, 3)}`).join(',\n')}\n    ]`
  return `${pageHead(links)}${recordsJson}\n  }\n}`
}

/** A record line break inside `_embedded.records` (depth 3, as indentJson(record, 3) would). */
const RECORD_LINE_BREAK = `\n${'  '.repeat(3)}`

/**
 * renderPage + withBase, straight into the response bytes. Substitutes the base URL per record
 * (links already carry the real base), measures every part with Buffer.byteLength and writes
 * them into one exactly sized buffer: no page-sized intermediate string, no second UTF-8 pass
 * for Content-Length, no replace over the whole page. Same bytes as
 * Buffer.from(withBase(renderPage(links, records), escapedBase)) when nothing but the records
 * holds the placeholder.
 */
export function renderPageBuffer(
  links: PageLinks,
  records: readonly string[],
  escapedBase: string,
): Buffer {
  const head = pageHead(links)
  if (records.length === 0) return Buffer.from(`${head}[]\n  }\n}`)
  const tail = '\n    ]\n  }\n}'
  const first = `[${RECORD_LINE_BREAK}`
  const separator = `,${RECORD_LINE_BREAK}`
  const parts = new Array<string>(records.length)
  let total = Buffer.byteLength(head) + first.length + tail.length
  for (let index = 0; index < records.length; index++) {
    const part = (records[index] ?? '')
      .replaceAll(HORIZON_BASE_PLACEHOLDER, escapedBase)
      .replaceAll('\n', RECORD_LINE_BREAK)
    parts[index] = part
    total += Buffer.byteLength(part) + (index === 0 ? 0 : separator.length)
  }
  const buffer = Buffer.allocUnsafe(total)
  let offset = buffer.write(head, 0)
  offset += buffer.write(first, offset)
  for (let index = 0; index < parts.length; index++) {
    if (index > 0) offset += buffer.write(separator, offset)
    offset += buffer.write(parts[index] ?? '', offset)
  }
  offset += buffer.write(tail, offset)
  if (offset !== total) throw new Error(`page rendering wrote ${offset} of ${total} bytes`)
  return buffer
}
