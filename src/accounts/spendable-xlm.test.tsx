import { render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Account, Ledger } from '@/api/horizon-types'
import { BalancesTable } from '@/accounts/balances-table'
import { SpendableXlmSection } from '@/accounts/spendable-xlm-section'
import { readHorizonFixture } from '@/test-support/horizon-fixtures'
import { renderApp, stubFetch } from '@/test-support/render-app'
import { renderInRouter, visibleText } from '@/ui/test-support'

const account = readHorizonFixture('account.json') as Account
const ledger = readHorizonFixture('ledger.json') as Ledger

/** The formula, written out here independently of the app: in stroops, with BigInt. */
function expectedSpendable(record: Account, baseReserveStroops: bigint): string {
  const toStroops = (amount: string) => {
    const [whole = '0', fraction = ''] = amount.split('.')
    return BigInt(whole) * 10_000_000n + BigInt(fraction.padEnd(7, '0'))
  }
  const native = record.balances.find((balance) => balance.asset_type === 'native')
  if (!native || !('selling_liabilities' in native)) throw new Error('fixture has no XLM line')
  const units = BigInt(2 + record.subentry_count + record.num_sponsoring - record.num_sponsored)
  const stroops =
    toStroops(native.balance) - units * baseReserveStroops - toStroops(native.selling_liabilities)
  return `${stroops / 10_000_000n}.${(stroops % 10_000_000n).toString().padStart(7, '0')}`
}

function fact(list: HTMLElement, term: string): HTMLElement {
  const description = within(list).getByText(term, { selector: 'dt' }).nextElementSibling
  if (!(description instanceof HTMLElement)) throw new Error(`no ${term}`)
  return description
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('SpendableXlmSection', () => {
  it('subtracts the minimum reserve and selling liabilities, showing every term', () => {
    render(
      <SpendableXlmSection
        account={account}
        baseReserve={{ state: 'known', baseReserveStroops: 5_000_000, ledger: 52425760 }}
      />,
    )
    const list = screen.getByLabelText('Spendable XLM figures')
    const spendable = fact(list, 'Spendable').querySelector('[title]')
    expect(spendable?.getAttribute('title')).toBe(`${expectedSpendable(account, 5_000_000n)} XLM`)
    expect(visibleText(fact(list, 'Minimum reserve'))).toBe(
      '(2 + 12 subentries + 1 sponsoring − 2 sponsored) × 0.5 XLM = 6.5 XLM',
    )
    expect(visibleText(fact(list, 'Subentries'))).toBe(
      '5 trustlines, 1 offer, 2 signers, 2 data entries, 1 pool-share trustline (2 each)',
    )
    expect(visibleText(fact(list, 'Selling liabilities'))).toBe('25.1 XLM')
    expect(visibleText(fact(list, 'Base reserve'))).toBe('0.5 XLM (latest ledger 52425760)')
  })

  it('says why when the base reserve is not known', () => {
    const view = render(
      <SpendableXlmSection account={account} baseReserve={{ state: 'loading' }} />,
    )
    expect(screen.getByRole('status')).toHaveTextContent('Reading the base reserve')
    view.rerender(<SpendableXlmSection account={account} baseReserve={{ state: 'unavailable' }} />)
    expect(screen.getByText(/latest ledger could not be read/)).toBeInTheDocument()
    view.rerender(
      <SpendableXlmSection
        account={account}
        baseReserve={{ state: 'known', baseReserveStroops: 'half an XLM', ledger: 1 }}
      />,
    )
    expect(screen.getByText(/no readable XLM balance or base reserve/)).toBeInTheDocument()
  })
})

describe('BalancesTable availability', () => {
  it('shows what each line can send, and “No limit” for the int64 maximum', () => {
    renderInRouter(<BalancesTable balances={account.balances} spendableXlm="9994.1670792" />)
    const table = screen.getByRole('table', { name: 'Balances' })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    const availableColumn = headers.indexOf('Available')
    const limitColumn = headers.indexOf('Limit')
    const cells = (text: string) => {
      const row = within(table)
        .getAllByRole('row')
        .find((candidate) => visibleText(candidate).includes(text))
      return row ? within(row).getAllByRole('cell') : []
    }
    expect(visibleText(cells('AQUA')[availableColumn]!)).toBe('85,729.1030749')
    expect(visibleText(cells('AQUA')[limitColumn]!)).toMatch(/^No limit/)
    expect(visibleText(cells('10,025.7670792')[availableColumn]!)).toBe('9,994.1670792')
  })
})

// The whole app renders in jsdom: slow on a loaded machine, so more time than the default 5 s.
describe('the account page', { timeout: 20_000 }, () => {
  it('takes the base reserve from the latest ledger', async () => {
    const localHorizon = 'http://127.0.0.1:8000'
    // Not the usual 0.5 XLM: a hard-coded reserve would give another figure.
    const latest: Ledger = { ...ledger, sequence: 77, base_reserve_in_stroops: 1_000_000 }
    stubFetch((url) => {
      if (url === '/config.json')
        return Response.json({ defaultNetwork: 'local', localHorizonUrl: localHorizon })
      const { pathname } = new URL(url)
      if (pathname === `/accounts/${account.account_id}`) return Response.json(account)
      if (pathname === '/') return Response.json({ history_latest_ledger: 77 })
      if (pathname === '/ledgers/77') return Response.json(latest)
      const link = { href: '' }
      return Response.json({
        _links: { self: link, next: link, prev: link },
        _embedded: { records: [] },
      })
    })
    renderApp(`/local/accounts/${account.account_id}`)
    const list = await screen.findByLabelText('Spendable XLM figures')
    const spendable = fact(list, 'Spendable').querySelector('[title]')
    expect(spendable?.getAttribute('title')).toBe(`${expectedSpendable(account, 1_000_000n)} XLM`)
    expect(visibleText(fact(list, 'Base reserve'))).toBe('0.1 XLM (latest ledger 77)')
  })
})
