import { describe, expect, it } from 'vitest'
import { PageWriter } from './page-bytes.ts'

describe('PageWriter', () => {
  it('writes UTF-8 exactly, growing past its first slab', () => {
    const writer = new PageWriter()
    const parts = ['{"a": "é ✓ 𝄞"', ', "b": "', 'x'.repeat(3 << 20), '"}']
    for (const part of parts) writer.write(part)
    const page = writer.finish()
    expect(page.body.equals(Buffer.from(parts.join('')))).toBe(true)
    page.release()
  })

  it('replaces every placeholder while writing, byte for byte as replaceAll + write', () => {
    const placeholder = '@@BASE@@'
    const replacement = 'https://hörizon.example:8000'
    const texts = [
      '',
      'no placeholder at all: é ✓ 𝄞',
      '@@BASE@@',
      '@@BASE@@@@BASE@@',
      '{"href": "@@BASE@@/ledgers/1", "é": "𝄞", "next": "@@BASE@@/x"}',
      '@@BASE@@ at the start, at the end @@BASE@@',
      '@@BASE@ almost, @@BASE@@@ and one more @',
      `${'@@BASE@@/é'.repeat(200_000)}tail`,
    ]
    const writer = new PageWriter()
    for (const text of texts) writer.writeReplacing(text, placeholder, Buffer.from(replacement))
    const page = writer.finish()
    const expected = texts.map((text) => text.replaceAll(placeholder, replacement)).join('')
    expect(page.body.toString()).toBe(expected)
    expect(page.body.equals(Buffer.from(expected))).toBe(true)
    page.release()
  })

  it('reuses a released slab for the next page, and only a released one', () => {
    const pageOf = (text: string) => {
      const writer = new PageWriter()
      writer.write(text)
      return writer.finish()
    }
    const firstPage = pageOf('first page')
    const secondPage = pageOf('second page')
    // Both in flight: distinct memory, each keeps its bytes.
    expect(secondPage.body.buffer).not.toBe(firstPage.body.buffer)
    expect(firstPage.body.toString()).toBe('first page')
    firstPage.release()
    firstPage.release() // a second call must not hand the slab out twice
    const thirdPage = pageOf('third')
    const fourthPage = pageOf('fourth')
    expect(thirdPage.body.buffer).toBe(firstPage.body.buffer)
    expect(fourthPage.body.buffer).not.toBe(firstPage.body.buffer)
    for (const page of [secondPage, thirdPage, fourthPage]) page.release()
  })
})
