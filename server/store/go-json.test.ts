import { describe, expect, it } from 'vitest'
import { goEscape, goJsonIndent, indentJson } from './go-json.ts'

describe('Go JSON encoding', () => {
  it('escapes & < > like Go', () => {
    expect(goEscape(JSON.stringify({ href: 'https://h/x?a=1&b=<2>' }))).toBe(
      '{"href":"https://h/x?a=1\\u0026b=\\u003c2\\u003e"}',
    )
  })

  it('indents with two spaces and no trailing newline', () => {
    expect(goJsonIndent({ a: [1], b: {} })).toBe('{\n  "a": [\n    1\n  ],\n  "b": {}\n}')
  })

  it('re-indents a nested document exactly as a whole MarshalIndent would', () => {
    const record = { id: '1', links: { self: 'x&y' } }
    const whole = goJsonIndent({ records: [record] })
    const composed = `{\n  "records": [\n    ${indentJson(goJsonIndent(record), 2)}\n  ]\n}`
    expect(composed).toBe(whole)
  })

  it('leaves strings without special characters untouched', () => {
    expect(goEscape('"plain"')).toBe('"plain"')
  })
})
