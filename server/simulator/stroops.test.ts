import { describe, expect, it } from 'vitest'
import { effectId, formatPrice, toid } from './horizon-records.ts'
import { Prng } from './prng.ts'
import { formatStroops, units } from './stroops.ts'

describe('amounts, prices and ids', () => {
  it('formats stroops with exactly 7 decimals', () => {
    expect(formatStroops(0n)).toBe('0.0000000')
    expect(formatStroops(1n)).toBe('0.0000001')
    expect(formatStroops(units(20))).toBe('20.0000000')
    expect(formatStroops(9_223_372_036_854_775_807n)).toBe('922337203685.4775807')
    expect(formatStroops(-15n)).toBe('-0.0000015')
  })

  it('renders prices like Go big.Rat FloatString(7), rounding half away from zero', () => {
    expect(formatPrice(326639943, 10000000)).toBe('32.6639943')
    expect(formatPrice(1, 3)).toBe('0.3333333')
    expect(formatPrice(2, 3)).toBe('0.6666667')
    expect(formatPrice(1, 20000000)).toBe('0.0000001')
  })

  it('builds TOIDs and effect ids as Horizon does', () => {
    expect(toid(3, 1, 1)).toBe(12884905985n)
    expect(toid(52429011, 214, 0).toString()).toBe('225180887607500800')
    expect(effectId(12884905985n, 1)).toBe('0000000012884905985-0000000001')
  })

  it('has a PRNG that resumes exactly from a snapshot', () => {
    const original = Prng.fromSeed(7)
    for (let i = 0; i < 5; i++) original.nextUint32()
    const resumed = new Prng(original.snapshot())
    const a = Array.from({ length: 10 }, () => original.int(0, 1000))
    const b = Array.from({ length: 10 }, () => resumed.int(0, 1000))
    expect(a).toEqual(b)
    expect(new Set(a).size).toBeGreaterThan(1)
    expect(Prng.fromSeed(8).nextUint32()).not.toBe(Prng.fromSeed(7).nextUint32())
  })
})
