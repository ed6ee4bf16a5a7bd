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
      let mixed = mix
      mixed = Math.imul(mixed ^ (mixed >>> 16), 0x85ebca6b) >>> 0
      mixed = Math.imul(mixed ^ (mixed >>> 13), 0xc2b2ae35) >>> 0
      return (mixed ^ (mixed >>> 16)) >>> 0
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
    // sfc32: words a, b, c and the counter d of the reference implementation.
    let [first, second, third, counter] = this.state
    const output = (((first + second) >>> 0) + counter) >>> 0
    counter = (counter + 1) >>> 0
    first = second ^ (second >>> 9)
    second = (third + (third << 3)) >>> 0
    third = (third << 21) | (third >>> 11)
    third = (third + output) >>> 0
    this.state = [first >>> 0, second >>> 0, third >>> 0, counter]
    return output
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
