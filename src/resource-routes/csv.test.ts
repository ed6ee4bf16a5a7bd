import { describe, expect, it } from 'vitest'
import { csvCell, recordsToCsv } from '@/resource-routes/csv'

describe('csvCell', () => {
  it('quotes commas, quotes and newlines', () => {
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"')
  })
  it('keeps amounts and big ids exactly as strings', () => {
    expect(csvCell('0.0000001')).toBe('0.0000001')
    expect(csvCell('225257527003537409')).toBe('225257527003537409')
    expect(csvCell('-12.5000000')).toBe('-12.5000000')
  })
  it('defuses spreadsheet formulas', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"')
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
  })
  it('writes empty cells for missing values and JSON for objects', () => {
    expect(csvCell(undefined)).toBe('')
    expect(csvCell(null)).toBe('')
    expect(csvCell({ n: 1 })).toBe('"{""n"":1}"')
    expect(csvCell(false)).toBe('false')
  })
})

describe('recordsToCsv', () => {
  it('unions the columns, drops _links and keeps the record order', () => {
    const csv = recordsToCsv([
      { _links: { self: { href: 'x' } }, id: '1', amount: '10.0000000' },
      { id: '2', memo: 'a,b' },
    ])
    expect(csv).toBe('id,amount,memo\r\n1,10.0000000,\r\n2,,"a,b"\r\n')
  })
  it('writes just nothing useful for an empty page', () => {
    expect(recordsToCsv([])).toBe('\r\n')
  })
})
