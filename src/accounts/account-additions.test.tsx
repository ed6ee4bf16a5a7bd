import { Keypair, StrKey } from '@stellar/stellar-sdk/base'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readHorizonFixture, readHorizonFixtureText } from '@/test-support/horizon-fixtures'
import { renderApp, stubFetch, horizonPageBody } from '@/test-support/render-app'

const localHorizon = 'http://127.0.0.1:8000'
const accountId = 'GDA2KZG7UB3C3KU4RYRGCQI6JPV2I2FYBWT434MQHPE36FH7CWGVR5X3'
const poolId = '59fa1dc57433dcfbd2db7319d26cb3da1f28f2d8095a3ec36ad4ef9cadb0013e'
let requestedUrls: string[] = []
let accountFixture = readHorizonFixtureText('account.json')

function horizonAnswer(url: string): Response {
  if (url === '/config.json') {
    return Response.json({ defaultNetwork: 'local', localHorizonUrl: localHorizon })
  }
  const { pathname } = new URL(url)
  if (pathname === '/') {
    return Response.json({
      ...(readHorizonFixture('root.json') as object),
      history_latest_ledger: 52425760,
    })
  }
  if (pathname === '/ledgers/52425760') return new Response(readHorizonFixtureText('ledger.json'))
  if (pathname === `/accounts/${accountId}`) return new Response(accountFixture)
  if (pathname === '/claimable_balances') {
    return new Response(readHorizonFixtureText('claimable-balances-page.json'))
  }
  if (pathname === '/accounts') return new Response(readHorizonFixtureText('accounts-page.json'))
  return new Response(horizonPageBody([]))
}

beforeEach(() => {
  accountFixture = readHorizonFixtureText('account.json')
  requestedUrls = stubFetch(horizonAnswer)
})

afterEach(() => {
  vi.unstubAllGlobals()
})

// The whole app renders in jsdom: slow on a loaded machine, so more time than the default 5 s.
describe('account page additions (issue 10)', { timeout: 20_000 }, () => {
  it('links the pool-share balance to its pool', async () => {
    renderApp(`/local/accounts/${accountId}`)
    const balances = await screen.findByRole('table', { name: /balances/i }, { timeout: 15000 })
    const link = within(balances).getByRole('link', { name: /Pool shares/ })
    expect(link).toHaveAttribute('href', `/local/liquidity_pools/${poolId}`)
  })

  it('shows sponsorships with the reserve they lock at the latest base reserve', async () => {
    const account = readHorizonFixture('account.json') as Record<string, unknown>
    const sponsor = Keypair.fromRawEd25519Seed(new Uint8Array(32).fill(5)).publicKey()
    accountFixture = JSON.stringify({ ...account, num_sponsoring: 3, sponsor })
    renderApp(`/local/accounts/${accountId}`)
    const heading = await screen.findByRole('heading', { level: 2, name: 'Sponsorships' })
    const section = heading.closest('section') as HTMLElement
    // ledger.json: base reserve 5000000 stroops = 0.5 XLM.
    await waitFor(() => expect(section).toHaveTextContent(/locking 3 ×/))
    expect(section).toHaveTextContent(
      "3 reserves for others' entries, locking 3 × 0.5 XLM = 1.5 XLM",
    )
    expect(section).toHaveTextContent('2 of its reserves paid by others, worth 2 × 0.5 XLM = 1 XLM')
    expect(section).toHaveTextContent('the account itself, by')
    expect(
      within(section).getByRole('link', { name: 'Claimable balances it sponsors' }),
    ).toHaveAttribute('href', `/local/claimable_balances?sponsor=${accountId}`)
  })

  it('lists the balances the account can claim and the accounts it sponsors in tabs', async () => {
    renderApp(`/local/accounts/${accountId}/claimable_balances`)
    const balances = await screen.findByRole('table', { name: 'Claimable balances' })
    expect(within(balances).getAllByRole('row')).toHaveLength(4)
    expect(requestedUrls).toContain(
      `${localHorizon}/claimable_balances?claimant=${accountId}&order=desc&limit=10`,
    )
    const tabs = screen.getByRole('navigation', { name: 'Account history' })
    within(tabs).getByRole('link', { name: 'Sponsoring' }).click()
    const sponsored = await screen.findByRole(
      'table',
      { name: 'Sponsored accounts' },
      { timeout: 15000 },
    )
    expect(within(sponsored).getAllByRole('row')).toHaveLength(4)
    expect(requestedUrls).toContain(
      `${localHorizon}/accounts?sponsor=${accountId}&order=asc&limit=10`,
    )
  })

  it('opens a muxed address on its base account and names the muxed id', async () => {
    const raw = new Uint8Array(40)
    raw.set(StrKey.decodeEd25519PublicKey(accountId), 0)
    new DataView(raw.buffer).setBigUint64(32, 42n)
    const muxed = StrKey.encodeMed25519PublicKey(raw)
    const router = renderApp(`/local/accounts/${muxed}`)
    expect(await screen.findByRole('note')).toHaveTextContent(`with muxed id 42`)
    expect(router.state.location.pathname).toBe(`/local/accounts/${accountId}`)
  })
})
