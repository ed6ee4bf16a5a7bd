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
    const first = new PageWriter()
    first.write('first page')
    const firstPage = first.finish()
    const second = new PageWriter()
    second.write('second page')
    const secondPage = second.finish()
    // Both in flight: distinct memory, each keeps its bytes.
    expect(secondPage.body.buffer).not.toBe(firstPage.body.buffer)
    expect(firstPage.body.toString()).toBe('first page')
    firstPage.release()
    firstPage.release() // a second call must not hand the slab out twice
    const third = new PageWriter()
    third.write('third')
    const thirdPage = third.finish()
    const fourth = new PageWriter()
    fourth.write('fourth')
    const fourthPage = fourth.finish()
    expect(thirdPage.body.buffer).toBe(firstPage.body.buffer)
    expect(fourthPage.body.buffer).not.toBe(firstPage.body.buffer)
    for (const page of [secondPage, thirdPage, fourthPage]) page.release()
  })
})
