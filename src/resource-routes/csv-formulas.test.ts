import { describe, expect, it } from 'vitest'
import { csvCell } from '@/resource-routes/csv'

describe('csvCell against formula injection', () => {
  it.each([
    ['-2+3+cmd|" /C calc"!A0', `"'-2+3+cmd|"" /C calc""!A0"`],
    ['-\u202Eabc', "'-\u202Eabc"],
    ['\tSUM(A1)', "'\tSUM(A1)"],
    ['\r=1', `"'\r=1"`],
    ['+1+1', "'+1+1"],
  ])('%j is defused', (text, cell) => {
    expect(csvCell(text)).toBe(cell)
  })

  it('keeps plain negative numbers', () => {
    expect(csvCell('-0.0000001')).toBe('-0.0000001')
    expect(csvCell(-5)).toBe('-5')
  })
})
