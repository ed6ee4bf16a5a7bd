// A contract id (C…) searched while rows that name it are on screen: the note says Horizon does
// not index contracts and links the operations of those rows, asking Horizon nothing about it.
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readHorizonFixture } from '@/test-support/horizon-fixtures'
import { renderApp, stubFetch, submitSearch as search } from '@/test-support/render-app'

const credited = readHorizonFixture('effect-contract-credited.json') as {
  contract: string
  paging_token: string
}
const operationId = credited.paging_token.split('-')[0] ?? ''

function answer(url: string): Response {
  if (url === '/config.json') {
    return Response.json({ defaultNetwork: 'local', localHorizonUrl: 'http://127.0.0.1:8000' })
  }
  if (new URL(url).pathname === '/effects') {
    return Response.json({ _links: {}, _embedded: { records: [credited] } })
  }
  return Response.json({ _links: {}, _embedded: { records: [] } })
}

describe('searching a contract that is on screen', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals())

  it('links the operation of the row naming it (the real contract_credited effect)', async () => {
    const requested = stubFetch(answer)
    renderApp('/local/effects')
    const table = await screen.findByRole('table', { name: 'Effects' })
    await within(table).findByText(/received/)
    const before = requested.length
    await search(credited.contract)
    const note = await screen.findByRole('alert')
    expect(note).toHaveTextContent('Horizon does not index contracts')
    expect(note).toHaveTextContent('On this page it appears in:')
    expect(
      within(note)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toContain(`/local/operations/${operationId}`)
    expect(requested.slice(before).some((url) => url.includes(credited.contract))).toBe(false)
  })
})
