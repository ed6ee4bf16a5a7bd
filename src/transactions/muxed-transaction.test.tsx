// A transaction sent from a muxed (M…) account: the page shows the M… address, its base account
// (linked) and its muxed id in words, from the real transaction-muxed.json.
import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readHorizonFixture, readHorizonFixtureText } from '@/test-support/horizon-fixtures'
import { renderApp, stubFetch } from '@/test-support/render-app'

interface MuxedTransaction {
  hash: string
  source_account: string
  account_muxed: string
  account_muxed_id: string
  fee_account: string
  fee_account_muxed: string
  fee_account_muxed_id: string
}

const transaction = readHorizonFixture('transaction-muxed.json') as MuxedTransaction

beforeEach(() => {
  stubFetch((url) => {
    if (url === '/config.json') {
      return Response.json({ defaultNetwork: 'local', localHorizonUrl: 'http://127.0.0.1:8000' })
    }
    if (new URL(url).pathname === `/transactions/${transaction.hash}`) {
      return new Response(readHorizonFixtureText('transaction-muxed.json'))
    }
    return Response.json({ _links: {}, _embedded: { records: [] } })
  })
})

afterEach(() => {
  vi.unstubAllGlobals()
})

function fact(term: string): HTMLElement {
  const details = screen.getByLabelText('Transaction details')
  return within(details).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement
}

describe('a transaction from a muxed account', { timeout: 20_000 }, () => {
  it.each([
    ['Source account', transaction.account_muxed, transaction.account_muxed_id],
    ['Fee account', transaction.fee_account_muxed, transaction.fee_account_muxed_id],
  ])('%s: the M… address, then its muxed id and base account', async (term, muxed, muxedId) => {
    renderApp(`/local/transactions/${transaction.hash}`)
    await screen.findByRole('heading', { level: 1, name: /Transaction/ })
    const description = fact(term)
    expect(description).toHaveTextContent(muxed)
    expect(description).toHaveTextContent(
      `muxed id ${muxedId} of account ${transaction.source_account}`,
    )
    const links = within(description).getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/local/accounts/${transaction.source_account}`,
      `/local/accounts/${transaction.source_account}`,
    ])
  })
})
