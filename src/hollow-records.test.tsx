// Records whose every field but the id is null or missing (a broken or hostile Horizon): each
// record page renders what is there and marks the rest, and never crashes.
import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readHorizonFixture } from '@/test-support/horizon-fixtures'
import { renderApp, stubFetch } from '@/test-support/render-app'

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
const keptFields = new Set(['id', 'sequence', 'hash', 'account_id'])

function hollow(value: Json, drop: boolean): Json {
  if (Array.isArray(value)) return value.map((item) => hollow(item, drop))
  if (value === null || typeof value !== 'object') return value
  const result: { [key: string]: Json } = {}
  for (const [key, item] of Object.entries(value)) {
    if (key === '_embedded') {
      const records = (item as { records?: Json[] } | null)?.records ?? []
      result[key] = { records: records.map((record) => hollow(record, drop)) }
    } else if (keptFields.has(key)) result[key] = item
    else if (!drop) result[key] = null
  }
  return result
}

const transaction = 'a434302ea03b42dd00614e258e6b7cdce5dc8a9d7381b1cba8844b75df4f1486'
const account = 'GDA2KZG7UB3C3KU4RYRGCQI6JPV2I2FYBWT434MQHPE36FH7CWGVR5X3'
const offer = '1577055064'
const pool = 'a468d41d8e9b8f3c7209651608b74b7db7ac9952dcae0cdf24871d1d9c7b0088'
const claimableBalance = '000000002a409ac949579731ca1f89d8e9edca661861219bd278b2fccb451bd2643eb795'

function fixtureFor(path: string): string | null {
  if (path === '/') return 'root.json'
  if (path === `/transactions/${transaction}`) return 'transaction.json'
  if (path === `/accounts/${account}`) return 'account.json'
  if (path === '/ledgers/52425760') return 'ledger.json'
  if (path === '/operations/225257527003537409') return 'op-payment.json'
  if (path === `/offers/${offer}`) return 'offer.json'
  if (path === `/liquidity_pools/${pool}`) return 'liquidity-pool.json'
  if (path === `/claimable_balances/${claimableBalance}`) return 'claimable-balance.json'
  if (/\/(operations|payments)$/.test(path)) return 'operations-page.json'
  if (/\/effects$/.test(path)) return 'effects-page.json'
  if (/\/transactions$/.test(path)) return 'ledgers-page.json'
  if (/\/offers$/.test(path)) return 'offers-page.json'
  if (/\/trades$/.test(path)) return 'trades-page.json'
  return null
}

function answerHollow(drop: boolean) {
  stubFetch((url) => {
    if (url === '/config.json') {
      return Response.json({ defaultNetwork: 'local', localHorizonUrl: 'http://127.0.0.1:8000' })
    }
    const fixture = fixtureFor(new URL(url).pathname)
    if (fixture === null) return Response.json({ title: 'Missing', status: 404 }, { status: 404 })
    return Response.json(hollow(readHorizonFixture(fixture) as Json, drop))
  })
}

/**
 * What a missing or null field turns into when a page prints it without looking. A bare `null`
 * is fine in the raw key/value view of an unknown type; inside a sentence ("null entries") it is not.
 */
const placeholderText = /undefined|NaN|\[object Object\]|Invalid Date|null [a-z]/

/** Lets the page's own queries (base reserve, sub-lists, lazy parts) answer and render. */
async function settle() {
  await waitFor(() => expect(screen.queryAllByText(/^Loading/i)).toHaveLength(0), {
    timeout: 10_000,
  })
}

beforeEach(() => {
  vi.stubGlobal('EventSource', undefined)
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const pages = [
  [`/local/transactions/${transaction}`, /^Transaction/],
  [`/local/transactions/${transaction}/effects`, /^Transaction/],
  [`/local/accounts/${account}`, /^Account/],
  ...['payments', 'effects', 'transactions', 'offers', 'trades', 'data'].map(
    (tab) => [`/local/accounts/${account}/${tab}`, /^Account/] as const,
  ),
  ['/local/ledgers/52425760', /^Ledger/],
  ['/local/operations/225257527003537409', /^Operation/],
  [`/local/offers/${offer}`, /^Offer/],
  [`/local/liquidity_pools/${pool}`, /pool/i],
  [`/local/claimable_balances/${claimableBalance}`, /claimable balance/i],
] as const

describe.each([
  ['null', false],
  ['missing', true],
])('records with %s fields', (_name, drop) => {
  it.each(pages)(
    '%s',
    async (path, heading) => {
      answerHollow(drop)
      renderApp(path)
      expect(
        await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 }),
      ).toHaveTextContent(heading)
      expect(screen.queryByRole('alert')?.textContent ?? '').not.toMatch(/Something went wrong/)
      // Every field a page reads is either shown or marked: never a JavaScript placeholder.
      await settle()
      expect(document.body.textContent).not.toMatch(placeholderText)
    },
    30_000,
  )
})

/** Answers with the real fixtures, less the fields an older Horizon did not send. */
function answerWithout(fields: readonly string[]) {
  stubFetch((url) => {
    if (url === '/config.json') {
      return Response.json({ defaultNetwork: 'local', localHorizonUrl: 'http://127.0.0.1:8000' })
    }
    const fixture = fixtureFor(new URL(url).pathname)
    if (fixture === null) return Response.json({ title: 'Missing', status: 404 }, { status: 404 })
    const record = readHorizonFixture(fixture) as Record<string, Json>
    return Response.json(
      Object.fromEntries(Object.entries(record).filter(([key]) => !fields.includes(key))),
    )
  })
}

describe('records from older Horizons', () => {
  it('reads an account without num_sponsoring/num_sponsored (before Protocol 14) as sponsoring nothing', async () => {
    answerWithout(['num_sponsoring', 'num_sponsored'])
    renderApp(`/local/accounts/${account}`)
    const sponsorships = await screen.findByRole(
      'region',
      { name: 'Sponsorships' },
      { timeout: 15_000 },
    )
    expect(sponsorships).toHaveTextContent("0 reserves for others' entries")
    expect(sponsorships).toHaveTextContent('0 of its reserves paid by others')
    const facts = screen.getAllByRole('definition').map((definition) => definition.textContent)
    expect(facts.filter((text) => text === '0 entries')).toHaveLength(2)
  }, 30_000)

  it('reads an operation without transaction_successful (Horizon before 0.15) as successful', async () => {
    answerWithout(['transaction_successful'])
    renderApp('/local/operations/225257527003537409')
    const status = await screen.findByText('Transaction status', {}, { timeout: 15_000 })
    expect(status.nextElementSibling).toHaveTextContent('Successful')
  }, 30_000)
})
