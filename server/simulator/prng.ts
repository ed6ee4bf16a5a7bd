// A small seeded PRNG (sfc32) whose whole state is four uint32 words, so the simulator can store it
// in the meta table and continue byte-identically after a restart. Math.random is never used.

export type PrngState = [number, number, number, number]

export class Prng {
  private state: PrngState

  constructor(state: PrngState) {
    this.state = [...state]
  }

  /** Derives a well-mixed initial state from an integer seed (splitmix32 over the seed). */
  static fromSeed(seed: number): Prng {
    let mix = seed >>> 0
    const next = (): number => {
      mix = (mix + 0x9e3779b9) >>> 0
      let z = mix
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0
      return (z ^ (z >>> 16)) >>> 0
    }
    const prng = new Prng([next(), next(), next(), next()])
    // Discard the first outputs: sfc32 needs a few rounds to diffuse a fresh state.
    for (let round = 0; round < 12; round++) prng.nextUint32()
    return prng
  }

  snapshot(): PrngState {
    return [...this.state]
  }

  nextUint32(): number {
    let [a, b, c, d] = this.state
    const t = (((a + b) >>> 0) + d) >>> 0
    d = (d + 1) >>> 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) >>> 0
    c = (c << 21) | (c >>> 11)
    c = (c + t) >>> 0
    this.state = [a >>> 0, b >>> 0, c >>> 0, d]
    return t
  }

  /** Uniform integer in [min, max] (inclusive). */
  int(min: number, max: number): number {
    return min + Math.floor((this.nextUint32() / 0x1_0000_0000) * (max - min + 1))
  }

  /** Uniform bigint in [min, max] (inclusive); spans up to 2^53. */
  bigint(min: bigint, max: bigint): bigint {
    const span = max - min + 1n
    const wide = (BigInt(this.nextUint32()) << 21n) ^ BigInt(this.nextUint32())
    return min + (wide % span)
  }

  chance(probability: number): boolean {
    return this.nextUint32() / 0x1_0000_0000 < probability
  }

  pick<T>(items: readonly T[]): T {
    const item = items[this.int(0, items.length - 1)]
    if (item === undefined) throw new Error('pick from an empty list')
    return item
  }
}
