// Turns stored records (MarshalIndent JSON with placeholder hrefs) into response bytes: base URL
// substitution, HAL page envelopes, compact SSE lines and the join=transactions embedding.
import { goEscape, indentJson } from '../store/go-json.ts'
import { EMBEDDED_RECORD_LINE_BREAK, HORIZON_BASE_PLACEHOLDER } from '../store/schema.ts'
import { PageWriter, type BorrowedBytes } from './page-bytes.ts'
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

/**
 * How a record object starts when it is already at page depth (the `embedded_json` columns): its
 * first member is indented by 8 spaces, where a top-level record's is indented by 2.
 */
const EMBEDDED_RECORD_START = `{${EMBEDDED_RECORD_LINE_BREAK}  "`

/** A record (either layout) at page depth, as it sits inside `_embedded.records`. */
export function embeddedRecord(record: string): string {
  return record.startsWith(EMBEDDED_RECORD_START)
    ? record
    : record.replaceAll('\n', EMBEDDED_RECORD_LINE_BREAK)
}

/** A record (either layout) at top level, as a single resource is sent. */
export function topLevelRecord(record: string): string {
  return record.startsWith(EMBEDDED_RECORD_START)
    ? record.replaceAll(EMBEDDED_RECORD_LINE_BREAK, '\n')
    : record
}

const transactionHashLine = /\n {2}"transaction_hash": "[0-9a-f]*",?\n/

/**
 * Embeds the transaction record as `transaction` right after `transaction_hash`, as Horizon's
 * Operation struct orders it (join=transactions). Takes either layout; returns a top-level record.
 */
export function embedTransaction(operationRecord: string, transactionRecord: string): string {
  const operationJson = topLevelRecord(operationRecord)
  const transactionJson = topLevelRecord(transactionRecord)
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

/** The HAL page envelope, MarshalIndent layout; records are one-level JSON documents (either layout). */
export function renderPage(links: PageLinks, records: string[]): string {
  const recordsJson =
    records.length === 0
      ? '[]'
      : `[\n${records.map((record) => `      ${embeddedRecord(record)}`).join(',\n')}\n    ]`
  return `${pageHead(links)}${recordsJson}\n  }\n}`
}

/**
 * renderPage + withBase, straight into pooled response bytes. Records read from `embedded_json`
 * are already at page depth, so each costs a search for the base-URL placeholder and a write of
 * the pieces around it (links already carry the real base). Same bytes as
 * Buffer.from(withBase(renderPage(links, records), escapedBase)) when nothing but the records
 * holds the placeholder.
 */
export function renderPageBytes(
  links: PageLinks,
  records: readonly string[],
  escapedBase: string,
): BorrowedBytes {
  const writer = new PageWriter()
  writer.write(pageHead(links))
  if (records.length === 0) writer.write('[]')
  else {
    writer.write(`[${EMBEDDED_RECORD_LINE_BREAK}`)
    const separator = `,${EMBEDDED_RECORD_LINE_BREAK}`
    const baseBytes = Buffer.from(escapedBase)
    for (let index = 0; index < records.length; index++) {
      if (index > 0) writer.write(separator)
      const record = embeddedRecord(records[index] ?? '')
      writer.writeReplacing(record, HORIZON_BASE_PLACEHOLDER, baseBytes)
    }
    writer.write('\n    ]')
  }
  writer.write('\n  }\n}')
  return writer.finish()
}

/** renderPageBytes as a buffer of its own (for callers that keep the bytes). */
export function renderPageBuffer(
  links: PageLinks,
  records: readonly string[],
  escapedBase: string,
): Buffer {
  const page = renderPageBytes(links, records, escapedBase)
  const owned = Buffer.from(page.body)
  page.release()
  return owned
}
