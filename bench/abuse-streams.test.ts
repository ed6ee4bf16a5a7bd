// The stream verdict of bench:abuse must see every gap, duplicate and missing end it claims to.
import { describe, expect, it } from 'vitest'
import { judgeStreams } from './abuse-streams.ts'

describe('judgeStreams', () => {
  it('counts a stream with exactly first..last as complete', () => {
    expect(judgeStreams([[5, 6, 7]], 5, 7)).toMatchObject({ complete: 1, missingLedgers: 0 })
  })

  it('finds gaps, duplicates, late starts, early ends and empty streams', () => {
    const verdict = judgeStreams([[5, 7], [5, 6, 6, 7], [6, 7], [5, 6], []], 5, 7)
    expect(verdict).toEqual({
      streams: 5,
      complete: 0,
      withGaps: 1,
      withDuplicates: 1,
      missingEnds: 3,
      missingLedgers: 1 + 1 + 1 + 3,
      duplicateRecords: 1,
      recordsReceived: 10,
    })
  })
})
