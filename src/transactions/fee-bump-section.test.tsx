import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readHorizonFixture, readHorizonFixtureText } from '@/test-support/horizon-fixtures'
import { renderApp, stubFetch } from '@/test-support/render-app'

const localHorizon = 'http://127.0.0.1:8000'
const fixtures = ['transaction-fee-bump.json', 'transaction-fee-bump-muxed.json']

interface FeeBumpFixture {
  hash: string
  source_account: string
  account_muxed?: string
  fee_account: string
  fee_charged: string
  max_fee: string
  inner_transaction: { hash: string; max_fee: string }
}

function answer(url: string): Response {
  if (url === '/config.json') {
    return Response.json({ defaultNetwork: 'local', localHorizonUrl: localHorizon })
  }
  const { pathname } = new URL(url)
  for (const name of fixtures) {
    const fixture = readHorizonFixture(name) as FeeBumpFixture
    if (pathname === `/transactions/${fixture.hash}`) {
      return new Response(readHorizonFixtureText(name))
    }
  }
  return Response.json({ _links: {}, _embedded: { records: [] } })
}

beforeEach(() => {
  stubFetch(answer)
})

afterEach(() => {
  vi.unstubAllGlobals()
})

function fact(list: HTMLElement, term: string): HTMLElement {
  return within(list).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement
}

// The whole app renders in jsdom: slow on a loaded machine, so more time than the default 5 s.
describe('fee-bump transactions', { timeout: 20_000 }, () => {
  it.each(fixtures)('%s: the outer fee payer and fee, then the inner transaction', async (name) => {
    const fixture = readHorizonFixture(name) as FeeBumpFixture
    renderApp(`/local/transactions/${fixture.hash}`)
    const feeBump = await screen.findByLabelText('Fee bump details')
    expect(fact(feeBump, 'Outer fee payer')).toHaveTextContent(fixture.fee_account)
    expect(fact(feeBump, 'Fee charged')).toHaveTextContent(
      `${fixture.fee_charged} stroops (0.00002 XLM) of an outer max fee of ${fixture.max_fee} stroops`,
    )
    expect(within(fact(feeBump, 'Inner transaction')).getByRole('link')).toHaveAttribute(
      'href',
      `/local/transactions/${fixture.inner_transaction.hash}`,
    )
    // A muxed inner source is shown as the M… address (it links to its base account).
    expect(fact(feeBump, 'Inner source')).toHaveTextContent(
      fixture.account_muxed ?? fixture.source_account,
    )
    expect(fact(feeBump, 'Inner max fee')).toHaveTextContent(
      `${fixture.inner_transaction.max_fee} stroops`,
    )
    expect(fact(feeBump, 'Inner signatures')).toHaveTextContent('2')
  })

  it('shows no fee-bump section for an ordinary transaction', async () => {
    vi.unstubAllGlobals()
    const plain = readHorizonFixture('transaction.json') as { hash: string }
    stubFetch((url) =>
      url.includes(`/transactions/${plain.hash}`) && !url.includes(`${plain.hash}/`)
        ? new Response(readHorizonFixtureText('transaction.json'))
        : answer(url),
    )
    renderApp(`/local/transactions/${plain.hash}`)
    await screen.findByRole('heading', { level: 1, name: new RegExp(plain.hash) })
    expect(screen.queryByRole('heading', { name: 'Fee bump' })).toBeNull()
  })
})
