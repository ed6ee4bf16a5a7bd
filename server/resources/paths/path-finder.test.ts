// Path search through liquidity pools: Core's constant-product arithmetic (CAP-38, 30 bps fee),
// the better of book and pool per hop, and pools as hops of longer paths. The expected amounts are
// worked out by hand from CAP-38's formulas:
//   send    out = floor(9970·Y·x / (10000·X + 9970·x))
//   receive in  = ceil(10000·X·y / ((Y − y)·9970))
import { describe, expect, it } from 'vitest'
import type { Asset } from '../shared/asset-params.ts'
import {
  findStrictReceivePaths,
  findStrictSendPaths,
  OfferBook,
  type GraphOffer,
  type GraphPool,
} from './path-finder.ts'

const ISSUER = 'GCEZWKCA5VLDNRLN3RPRJMRZOX3Z6G5CHCGSNFHEYVXM3XOJMDS674JZ'
const native: Asset = { type: 'native' }
const usd: Asset = { type: 'credit_alphanum4', code: 'USD', issuer: ISSUER }
const eur: Asset = { type: 'credit_alphanum4', code: 'EUR', issuer: ISSUER }

/** 1,000 XLM against 100 USD. */
const pool: GraphPool = {
  assetA: native,
  assetB: usd,
  reserveA: 10_000_000_000n,
  reserveB: 1_000_000_000n,
}

const usdForLumens = (priceN: bigint): GraphOffer => ({
  seller: 'GSELLER',
  selling: usd,
  buying: native,
  amount: 1_000_000_000n,
  priceN,
  priceD: 1n,
})

describe('path search through liquidity pools', () => {
  it('swaps with a pool on a strict send: 10 XLM gives 0.9871580 USD', () => {
    const book = new OfferBook([], '', [pool])
    const paths = findStrictSendPaths(book, native, 100_000_000n, [usd])
    expect(paths).toEqual([
      {
        source: native,
        sourceAmount: 100_000_000n,
        destination: usd,
        destinationAmount: 9_871_580n,
        path: [],
      },
    ])
  })

  it('swaps with a pool on a strict receive: 1 USD costs 10.1314044 XLM', () => {
    const book = new OfferBook([], '', [pool])
    const sources = new Map([['native::', { asset: native, balance: undefined }]])
    const paths = findStrictReceivePaths(book, sources, usd, 10_000_000n)
    expect(paths.map((path) => path.sourceAmount)).toEqual([101_314_044n])
  })

  it('lets a last offer that stays in the book take a strict send’s dust', () => {
    // 10 XLM at 520.5 XLM per USD: floor(10·2/1041) = 0.0192122 USD for 9.9999501 XLM, and the
    // 499 stroops left cannot buy a stroop: the offer takes them, as Core's strict send does.
    const book = new OfferBook([{ ...usdForLumens(1041n), priceD: 2n }])
    expect(book.sell(native, 100_000_000n, usd)).toBe(192_122n)
  })

  it('takes the better of the book and the pool on each hop', () => {
    // At 10 XLM per USD the book gives 1 USD for 10 XLM, more than the pool.
    const cheapBook = new OfferBook([usdForLumens(10n)], '', [pool])
    expect(cheapBook.sell(native, 100_000_000n, usd)).toBe(10_000_000n)
    expect(cheapBook.buy(usd, 10_000_000n, native)).toBe(100_000_000n)
    // At 11 XLM per USD the pool is better both ways.
    const dearBook = new OfferBook([usdForLumens(11n)], '', [pool])
    expect(dearBook.sell(native, 100_000_000n, usd)).toBe(9_871_580n)
    expect(dearBook.buy(usd, 10_000_000n, native)).toBe(101_314_044n)
  })

  it('uses a pool as one hop of a longer path, and an empty pool not at all', () => {
    const eurForUsd: GraphOffer = {
      seller: 'GSELLER',
      selling: eur,
      buying: usd,
      amount: 1_000_000_000n,
      priceN: 1n,
      priceD: 1n,
    }
    const book = new OfferBook([eurForUsd], '', [pool])
    const paths = findStrictSendPaths(book, native, 100_000_000n, [eur])
    expect(paths.map((path) => [path.destinationAmount, path.path])).toEqual([[9_871_580n, [usd]]])
    const drained = new OfferBook([], '', [{ ...pool, reserveB: 0n }])
    expect(findStrictSendPaths(drained, native, 100_000_000n, [usd])).toEqual([])
    expect(drained.nextAssets(native)).toEqual([])
  })

  it('cannot take a pool’s whole reserve on a strict receive', () => {
    const book = new OfferBook([], '', [pool])
    expect(book.buy(usd, 1_000_000_000n, native)).toBeUndefined()
  })
})
