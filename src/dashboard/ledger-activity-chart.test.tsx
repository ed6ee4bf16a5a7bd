// The dashboard's ledger chart: every ledger's slot is a link to that ledger, and hovering or
// focusing it shows a tooltip with its close time, operations and transactions.
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Ledger } from '@/api/horizon-types'
import { LedgerActivityChart } from '@/dashboard/ledger-activity-chart'
import { readHorizonFixture, renderInRouter } from '@/ui/test-support'

const template = readHorizonFixture('ledger.json') as Ledger
const ledgers: Ledger[] = [7, 8, 9]
  .map((sequence) => ({
    ...template,
    sequence,
    paging_token: String(BigInt(sequence) << 32n),
    closed_at: `2026-01-01T00:00:0${sequence}Z`,
    operation_count: sequence * 2,
    successful_transaction_count: sequence,
    failed_transaction_count: 1,
  }))
  .reverse()

describe('LedgerActivityChart', () => {
  it('links each ledger oldest first and shows its figures in a tooltip on hover and focus', () => {
    renderInRouter(<LedgerActivityChart ledgers={ledgers} />, '/local')
    const links = screen.getAllByRole('link', { name: /^Open ledger/ })
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/local/ledgers/7',
      '/local/ledgers/8',
      '/local/ledgers/9',
    ])
    expect(screen.queryByRole('tooltip')).toBeNull()
    fireEvent.mouseEnter(links[1] as HTMLElement)
    expect(screen.getByRole('tooltip')).toHaveTextContent(
      'Ledger 8 closed 2026-01-01 00:00:08 UTC: 16 operations, 9 transactions (1 failed)',
    )
    expect(links[1]).toHaveAccessibleDescription(/^Ledger 8 closed/)
    fireEvent.focus(links[2] as HTMLElement)
    expect(screen.getByRole('tooltip')).toHaveTextContent(/^Ledger 9 closed/)
    fireEvent.blur(links[2] as HTMLElement)
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  it('gives a ledger whose sequence is not a ledger sequence no link, keeping its slot', () => {
    // A hostile Horizon's "sequence" that, put in /ledgers/…, would lead to another network's page.
    const odd = { ...ledgers[1], sequence: 'G/../../../public/accounts/GA' } as unknown as Ledger
    const { container } = renderInRouter(
      <LedgerActivityChart ledgers={[ledgers[0] as Ledger, odd, ledgers[2] as Ledger]} />,
      '/local',
    )
    const links = screen.getAllByRole('link', { name: /^Open ledger/ })
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/local/ledgers/7',
      '/local/ledgers/9',
    ])
    expect(container.querySelector('a[href*=".."], a[href*="public"]')).toBeNull()
  })
})
