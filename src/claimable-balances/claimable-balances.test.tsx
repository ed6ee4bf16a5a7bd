import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readHorizonFixture, readHorizonFixtureText } from '@/test-support/horizon-fixtures'
import { horizonPageBody, renderApp, stubFetch } from '@/test-support/render-app'

const localHorizon = 'http://127.0.0.1:8000'
const balanceId = '000000002a409ac949579731ca1f89d8e9edca661861219bd278b2fccb451bd2643eb795'
const emptyPage = horizonPageBody([])
let requestedUrls: string[] = []
let latestCloseTime = '2024-07-06T02:40:00Z'

function horizonAnswer(url: string): Response {
  if (url === '/config.json') {
    return Response.json({ defaultNetwork: 'local', localHorizonUrl: localHorizon })
  }
  const { pathname } = new URL(url)
  if (pathname === '/') {
    const root = readHorizonFixture('root.json') as Record<string, unknown>
    return Response.json({ ...root, history_latest_ledger_closed_at: latestCloseTime })
  }
  if (pathname === `/claimable_balances/${balanceId}`) {
    return new Response(readHorizonFixtureText('claimable-balance.json'))
  }
  if (pathname === '/claimable_balances') {
    return new Response(readHorizonFixtureText('claimable-balances-page.json'))
  }
  return new Response(emptyPage)
}

beforeEach(() => {
  latestCloseTime = '2024-07-06T02:40:00Z'
  requestedUrls = stubFetch(horizonAnswer)
})

afterEach(() => {
  vi.unstubAllGlobals()
})

// The whole app renders in jsdom: slow on a loaded machine, so more time than the default 5 s.
describe('claimable balance pages', { timeout: 20_000 }, () => {
  it('states each claimant of the real balance in words and whether it can claim now', async () => {
    renderApp(`/local/claimable_balances/${balanceId}`)
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: new RegExp(`Claimable balance ${balanceId}`),
      }),
    ).toBeInTheDocument()
    const details = screen.getByLabelText('Claimable balance details')
    expect(
      within(details).getByText('Amount', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('1.2345 XLM')
    const claimants = screen.getByRole('region', { name: 'Claimants' })
    expect(
      await within(claimants).findByText(
        /Judged at the latest ledger's close time, 2024-07-06 02:40 UTC/,
      ),
    ).toBeVisible()
    const items = within(claimants).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    // The account id is shown shortened, its link named by the whole id for screen readers.
    expect(items[0]).toHaveTextContent(
      'Claimable by GDMT…GTUV (before 1970-01-01 00:10 UTC or (at any time or before 2024-07-06 02:44:03 UTC)) and at any time.',
    )
    expect(
      within(items[0] as HTMLElement).getByRole('link', {
        name: 'GDMTVHLWJTHSUDMZVVMXXH6VJHA2ZV3HNG5LYNAZ6RTWB7GISM6PGTUV',
      }),
    ).toHaveTextContent(/^GDMT…GTUV$/)
    expect(items[0]).toHaveTextContent('Claimable now.')
    expect(items[1]).toHaveTextContent('at any time.Claimable now.')
    const tabs = screen.getByRole('navigation', { name: 'Balance history' })
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      `/local/claimable_balances/${balanceId}/operations`,
      `/local/claimable_balances/${balanceId}/transactions`,
    ])
  })

  it('says when a claimant stopped being able to claim, and that nobody ever can', async () => {
    const balance = readHorizonFixture('claimable-balance.json') as Record<string, unknown>
    vi.unstubAllGlobals()
    requestedUrls = stubFetch((url) =>
      url.includes(`/claimable_balances/${balanceId}`) && !url.includes(`${balanceId}/`)
        ? Response.json({
            ...balance,
            claimants: [
              {
                destination: 'GDMTVHLWJTHSUDMZVVMXXH6VJHA2ZV3HNG5LYNAZ6RTWB7GISM6PGTUV',
                predicate: { abs_before: '2024-07-06T02:00:00Z', abs_before_epoch: '1720231200' },
              },
            ],
          })
        : horizonAnswer(url),
    )
    renderApp(`/local/claimable_balances/${balanceId}`)
    const claimants = await screen.findByRole('region', { name: 'Claimants' })
    expect(await within(claimants).findByText('Expired at 2024-07-06 02:00 UTC')).toBeVisible()
    expect(
      await screen.findByText('Nobody can ever claim this balance.', { selector: 'strong' }),
    ).toBeVisible()
  })

  it('lists the real page of balances with their claimants and passes a claimant filter to Horizon', async () => {
    const claimant = 'GBRJH345POLYMR2CPIU4EPQSAKSX76L4NCP3W2E7MGT367LNKF3DK56K'
    renderApp(`/local/claimable_balances?claimant=${claimant}`)
    const table = await screen.findByRole('table', { name: 'Claimable balances' })
    expect(within(table).getAllByRole('row')).toHaveLength(4)
    expect(await within(table).findByText('Expired at 1970-01-01 00:05 UTC')).toBeVisible()
    expect(screen.getByLabelText('Claimant')).toHaveValue(claimant)
    expect(requestedUrls).toContain(
      `${localHorizon}/claimable_balances?claimant=${claimant}&order=desc&limit=10`,
    )
  })

  it('reads a hollow balance record as what it is', async () => {
    vi.unstubAllGlobals()
    stubFetch((url) =>
      new URL(url, 'http://app.test').pathname === `/claimable_balances/${balanceId}`
        ? Response.json({ id: balanceId, claimants: null, flags: null })
        : horizonAnswer(url),
    )
    renderApp(`/local/claimable_balances/${balanceId}`)
    expect(await screen.findByText('This balance lists no claimants.')).toBeVisible()
    const details = screen.getByLabelText('Claimable balance details')
    expect(
      within(details).getByText('Clawback', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('not stated')
  })
})
