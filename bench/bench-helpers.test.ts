import { describe, expect, it } from 'vitest'
import { numberFlag } from './bench-options.ts'
import { formatTable, percentile, summarize } from './bench-stats.ts'
import { SseFrameParser } from './sse-frame-parser.ts'

describe('percentile (nearest rank)', () => {
  it('picks the smallest sample with at least p% at or below it', () => {
    const samples = [5, 1, 4, 2, 3]
    expect(percentile(samples, 50)).toBe(3)
    expect(percentile(samples, 0)).toBe(1)
    expect(percentile(samples, 100)).toBe(5)
    expect(percentile(samples, 99)).toBe(5)
    expect(percentile(samples, 20)).toBe(1)
    expect(percentile(samples, 21)).toBe(2)
  })

  it('p99 of 1..1000 is 990, and the input is left unsorted', () => {
    const samples = Array.from({ length: 1000 }, (_, index) => 1000 - index)
    expect(percentile(samples, 99)).toBe(990)
    expect(samples[0]).toBe(1000)
  })

  it('is NaN without samples and rejects p outside 0..100', () => {
    expect(percentile([], 50)).toBeNaN()
    expect(() => percentile([1], 101)).toThrow(RangeError)
  })

  it('summarize reports count, p50, p99 and max', () => {
    expect(summarize([3, 1, 2])).toEqual({ count: 3, p50: 2, p99: 3, max: 3 })
  })
})

describe('formatTable', () => {
  it('left-aligns the first column and right-aligns the others', () => {
    expect(
      formatTable([
        ['a', 'bb'],
        ['ccc', 'd'],
      ]),
    ).toBe('a    bb\nccc   d')
  })
})

describe('SseFrameParser', () => {
  it("parses Horizon's hello, records and goodbye", () => {
    const parser = new SseFrameParser()
    const events = parser.feed(
      'retry: 1000\nevent: open\ndata: "hello"\n\nid: 8589934592\ndata: {"sequence":2}\n\n' +
        'retry: 10\nevent: close\ndata: "byebye"\n\n',
    )
    expect(events).toEqual([
      { event: 'open', id: undefined, data: '"hello"', retry: 1000 },
      { event: undefined, id: '8589934592', data: '{"sequence":2}', retry: undefined },
      { event: 'close', id: undefined, data: '"byebye"', retry: 10 },
    ])
  })

  it('keeps an event split across chunks until its blank line arrives', () => {
    const parser = new SseFrameParser()
    expect(parser.feed('id: 1\nda')).toEqual([])
    expect(parser.feed('ta: {"a":')).toEqual([])
    expect(parser.feed('1}\n')).toEqual([])
    expect(parser.feed('\nid: 2')).toEqual([
      { event: undefined, id: '1', data: '{"a":1}', retry: undefined },
    ])
  })

  it('joins multi-line data, accepts CRLF and ignores comments', () => {
    const parser = new SseFrameParser()
    expect(parser.feed(': comment\r\ndata: a\r\ndata:b\r\n\r\n')).toEqual([
      { event: undefined, id: undefined, data: 'a\nb', retry: undefined },
    ])
    expect(parser.feed(': only a comment\n\n')).toEqual([])
  })
})

describe('numberFlag (the bench scripts’ --name value)', () => {
  const argv = ['node', 'bench.ts', '--rounds', '3', '--top', 'abc', '--clicks', '0']
  it('reads the number after the flag', () => {
    expect(numberFlag('rounds', 11, argv)).toBe(3)
  })
  it('falls back when the flag is absent, or its value is not a positive number', () => {
    expect(numberFlag('history', 2000, argv)).toBe(2000)
    expect(numberFlag('top', 30, argv)).toBe(30)
    expect(numberFlag('clicks', 5, argv)).toBe(5)
    expect(numberFlag('rounds', 11, ['node', 'bench.ts', '--rounds'])).toBe(11)
  })
})
