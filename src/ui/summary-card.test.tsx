import { screen, within } from '@testing-library/react'
import { StrKey } from '@stellar/stellar-sdk/base'
import { describe, expect, it } from 'vitest'
import { AccountId } from '@/ui/account-id'
import { CurrentRecordHref } from '@/ui/app-link'
import { IdLink } from '@/ui/explorer-link'
import { countText, SummaryCard, timeFigure } from '@/ui/summary-card'
import { renderInRouter } from '@/ui/test-support'

describe('SummaryCard', () => {
  it('is a region named after the record, each figure with its term, value and detail', () => {
    renderInRouter(
      <SummaryCard
        noun="Ledger"
        figures={[
          { term: 'Transactions', value: '3 succeeded', detail: '1 failed' },
          timeFigure('Closed at', '2026-01-01T00:00:15Z'),
          { term: 'Status', value: 'Failed', tone: 'failed' },
        ]}
      />,
    )
    const region = screen.getByRole('region', { name: 'Ledger summary' })
    expect(within(region).getByText('3 succeeded')).toBeVisible()
    expect(within(region).getByText('1 failed')).toBeVisible()
    expect(within(region).getByText('2026-01-01 00:00:15 UTC').tagName).toBe('TIME')
    expect(within(region).getByText('Failed')).toHaveClass('text-failed')
  })

  it('reads what Horizon sent that is not a time or a count as such, never as a value', () => {
    renderInRouter(<SummaryCard noun="Ledger" figures={[timeFigure('Closed at', '<script>')]} />)
    expect(screen.getByText('unknown time')).toBeVisible()
    expect(countText({ evil: true })).toBe('unknown')
    expect(countText(-1)).toBe('unknown')
    expect(countText('12')).toBe('12')
  })
})

describe('CurrentRecordHref', () => {
  const accountId = StrKey.encodeEd25519PublicKey(Buffer.alloc(32, 7))
  const otherId = StrKey.encodeEd25519PublicKey(Buffer.alloc(32, 9))

  it("shows the record on screen as text, without a link's colour, and other records as links", () => {
    renderInRouter(
      <CurrentRecordHref href={`/testnet/accounts/${accountId}`}>
        <AccountId id={accountId} copyable={false} />
        <AccountId id={otherId} copyable={false} />
        <IdLink to="/ledgers/5">5</IdLink>
      </CurrentRecordHref>,
      `/testnet/accounts/${accountId}/payments`,
    )
    expect(screen.queryByRole('link', { name: accountId })).toBeNull()
    const own = screen.getByText(accountId).parentElement
    expect(own?.className).not.toMatch(/text-blue|underline/)
    expect(screen.getByRole('link', { name: otherId })).toHaveAttribute(
      'href',
      `/testnet/accounts/${otherId}`,
    )
    expect(screen.getByRole('link', { name: '5' })).toHaveAttribute('href', '/testnet/ledgers/5')
  })
})
