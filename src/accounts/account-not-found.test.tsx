import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readHorizonFixtureText } from '@/test-support/horizon-fixtures'
import { renderApp, stubFetch } from '@/test-support/render-app'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('an account Horizon does not know', () => {
  it('says it has not been created yet or was merged, on which network', async () => {
    stubFetch((url) => {
      if (url === '/config.json')
        return Response.json({ defaultNetwork: 'local', localHorizonUrl: 'http://127.0.0.1:8000' })
      if (new URL(url).pathname === '/') return Response.json({ history_latest_ledger: 4 })
      return new Response(readHorizonFixtureText('error-404.json'), {
        status: 404,
        headers: { 'Content-Type': 'application/problem+json; charset=utf-8' },
      })
    })
    renderApp('/testnet/accounts/GDA2KZG7UB3C3KU4RYRGCQI6JPV2I2FYBWT434MQHPE36FH7CWGVR5X3')
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument()
    expect(screen.getByText('There is no such account on testnet.')).toBeInTheDocument()
    expect(
      screen.getByText(/^This account has not been created yet, or it was merged, on testnet\./),
    ).toBeInTheDocument()
  })
})
