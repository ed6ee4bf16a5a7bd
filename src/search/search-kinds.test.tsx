import { Keypair, StrKey } from '@stellar/stellar-sdk/base'
import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseSearch, searchTargetPath } from '@/search/parse-search'
import { readHorizonFixtureText } from '@/test-support/horizon-fixtures'
import { renderApp, stubFetch, submitSearch as search } from '@/test-support/render-app'

const issuer = Keypair.fromRawEd25519Seed(new Uint8Array(32).fill(9)).publicKey()
const contractId = StrKey.encodeContract(new Uint8Array(32).fill(3))
const balanceId = '000000002a409ac949579731ca1f89d8e9edca661861219bd278b2fccb451bd2643eb795'
const poolId = 'a468d41d8e9b8f3c7209651608b74b7db7ac9952dcae0cdf24871d1d9c7b0088'
const localHorizon = 'http://127.0.0.1:8000'

function corrupt(strKey: string): string {
  return `${strKey.slice(0, -1)}${strKey.at(-1) === 'A' ? 'B' : 'A'}`
}

describe('parseSearch: issue 10 kinds', () => {
  it('reads offer:123 as an offer, with or without spaces and in any case', () => {
    expect(parseSearch('offer:123', StrKey)).toEqual({ kind: 'offer', id: '123' })
    expect(parseSearch(' Offer : 0042 ', StrKey)).toEqual({ kind: 'offer', id: '42' })
    expect(parseSearch('offer:0', StrKey).kind).toBe('invalid')
    expect(searchTargetPath({ kind: 'offer', id: '123' })).toBe('/offers/123')
  })

  it('reads a claimable balance id (00000000 + 64 hex), lower-cased', () => {
    expect(parseSearch(balanceId.toUpperCase(), StrKey)).toEqual({
      kind: 'claimable-balance',
      id: balanceId,
    })
    expect(searchTargetPath({ kind: 'claimable-balance', id: balanceId })).toBe(
      `/claimable_balances/${balanceId}`,
    )
  })

  it('keeps 64 hex a transaction hash first (the box then tries a pool)', () => {
    expect(parseSearch(poolId, StrKey)).toEqual({ kind: 'transaction', hash: poolId })
  })

  it('reads asset codes, and CODE:ISSUER or CODE-ISSUER as one asset', () => {
    expect(parseSearch('USDC', StrKey)).toEqual({ kind: 'asset-code', code: 'USDC' })
    expect(parseSearch('asset:GBP', StrKey)).toEqual({ kind: 'asset-code', code: 'GBP' })
    expect(parseSearch(`USDC:${issuer}`, StrKey)).toEqual({ kind: 'asset', code: 'USDC', issuer })
    expect(parseSearch(`yUSDC-${issuer.toLowerCase()}`, StrKey)).toEqual({
      kind: 'asset',
      code: 'yUSDC',
      issuer,
    })
    expect(searchTargetPath({ kind: 'asset', code: 'USDC', issuer })).toBe(`/assets/USDC-${issuer}`)
    const badIssuer = parseSearch(`USDC:${corrupt(issuer)}`, StrKey)
    expect(badIssuer).toHaveProperty('message', expect.stringMatching(/issuer of USDC/))
    expect(parseSearch('ABCDEFGHIJKLM', StrKey).kind).toBe('invalid')
  })

  it('points a short key-like code to asset: instead of guessing', () => {
    expect(parseSearch('GBP', StrKey)).toHaveProperty(
      'message',
      expect.stringMatching(/search asset:GBP/),
    )
  })

  it('recognises a contract id by its checksum', () => {
    expect(parseSearch(contractId, StrKey)).toEqual({ kind: 'contract', contractId })
    expect(parseSearch(corrupt(contractId), StrKey)).toHaveProperty(
      'message',
      expect.stringMatching(/contract ID .* checksum/),
    )
  })
})

function answer(url: string): Response {
  if (url === '/config.json') {
    return Response.json({ defaultNetwork: 'local', localHorizonUrl: localHorizon })
  }
  const { pathname } = new URL(url)
  if (pathname === '/') return new Response(readHorizonFixtureText('root.json'))
  if (pathname === `/liquidity_pools/${poolId}`) {
    return new Response(readHorizonFixtureText('liquidity-pool.json'))
  }
  if (pathname.startsWith('/transactions/') || pathname.startsWith('/liquidity_pools/')) {
    return new Response(readHorizonFixtureText('error-404.json'), { status: 404 })
  }
  return Response.json({ _links: {}, _embedded: { records: [] } })
}

// The whole app renders in jsdom: slow on a loaded machine, so more time than the default 5 s.
describe('the search box with issue 10 kinds', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals())

  it('tries a transaction, then a pool, and says it found a pool', async () => {
    const requested = stubFetch(answer)
    const router = renderApp('/local/ledgers')
    await search(poolId)
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/local/liquidity_pools/${poolId}`),
    )
    expect(
      await screen.findByText('No transaction has this hash: it is a liquidity pool id.'),
    ).toBeVisible()
    const lookups = requested.filter((url) => url.includes(poolId))
    expect(lookups.slice(0, 2)).toEqual([
      `${localHorizon}/transactions/${poolId}`,
      `${localHorizon}/liquidity_pools/${poolId}`,
    ])
  })

  it('says when a 64-hex id is neither a transaction nor a pool', async () => {
    stubFetch(answer)
    const router = renderApp('/local/ledgers')
    const unknown = 'b'.repeat(64)
    await search(unknown)
    expect(
      await screen.findByText(/^No transaction or liquidity pool on .* has the id/),
    ).toBeVisible()
    expect(router.state.location.pathname).toBe('/local/ledgers')
  })

  it('opens the asset list filtered by code, and a contract id on its contract page', async () => {
    stubFetch(answer)
    const router = renderApp('/local/ledgers')
    await search('USDC')
    await waitFor(() => expect(router.state.location.pathname).toBe('/local/assets'))
    expect(router.state.location.search).toBe('?asset_code=USDC')
    await search(contractId)
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/local/contracts/${contractId}`),
    )
  })
})
