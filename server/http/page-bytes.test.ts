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
