/**
 * Cell text that spreadsheets would run as a formula gets a leading quote (CSV injection): `=`,
 * `+`, `-`, `@`, tab and CR. A plain negative number ("-12.5000000") stays as it is: a
 * spreadsheet reads it as a number, and amounts must survive exactly.
 */
const formulaStart = /^[=+\-@\t\r]/
const plainNumber = /^-?\d+(\.\d+)?$/

export function csvCell(value: unknown): string {
  let text: string
  if (value === null || value === undefined) text = ''
  else if (typeof value === 'string') text = value
  else if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    text = String(value)
  else text = JSON.stringify(value)
  if (formulaStart.test(text) && !plainNumber.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/**
 * One CSV row per record, one column per top-level field seen on the page (in first-seen order).
 * `_links` is dropped; nested objects become JSON. Strings (amounts, ids) are written untouched.
 */
export function recordsToCsv(records: readonly object[]): string {
  const columns: string[] = []
  for (const record of records) {
    for (const key of Object.keys(record)) {
      if (key !== '_links' && !columns.includes(key)) columns.push(key)
    }
  }
  const lines = [columns.map(csvCell).join(',')]
  for (const record of records) {
    const fields = record as Record<string, unknown>
    lines.push(columns.map((column) => csvCell(fields[column])).join(','))
  }
  return `${lines.join('\r\n')}\r\n`
}

export function downloadText(fileName: string, text: string, mimeType: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: mimeType }))
  const anchor = document.createElement('a')
  anchor.href = url
  anchor.download = fileName
  document.body.append(anchor)
  anchor.click()
  anchor.remove()
  // Revoking immediately can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
