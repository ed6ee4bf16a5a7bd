// An account's history rows carry Direction, Amount and Asset columns relative to the account:
// what it sent when it sent (a path payment's source side), what arrived otherwise.
import { render, screen, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { Operation } from '@/api/horizon-types'
import { AccountOperationTable } from '@/accounts/account-tab-pages'
import { matchesAsset, operationAmount } from '@/ui/operation-amount'
import { readHorizonFixture, visibleText } from '@/ui/test-support'

const payment = readHorizonFixture('op-payment.json') as Operation
const pathSend = readHorizonFixture('op-path-payment-strict-send.json') as Operation
const created = readHorizonFixture('op-create-account.json') as Operation
const other = 'GBRPYHIL2CI3FNQ4BXLFMNDLFJUNPU2HY3ZMFSHONUCEOASW7QC7OX2H'

function cells(accountId: string, operation: Operation): Record<string, string> {
  render(
    <MemoryRouter initialEntries={[`/testnet/accounts/${accountId}/payments`]}>
      <Routes>
        <Route
          path="/:network/accounts/:accountId/payments"
          element={<AccountOperationTable operations={[operation]} />}
        />
      </Routes>
    </MemoryRouter>,
  )
  const table = screen.getByRole('table', { name: 'Operations' })
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent ?? '')
  const row = within(table).getAllByRole('row')[1]
  if (!row) throw new Error('no row')
  const values = within(row)
    .getAllByRole('cell')
    .map((cell) => visibleText(cell))
  return Object.fromEntries(headers.map((header, index) => [header, values[index] ?? '']))
}

describe('account history columns', () => {
  it('a payment sent: Sent, its amount and asset', () => {
    const row = cells(String(payment.from), payment)
    expect(row).toMatchObject({
      Direction: 'Sent',
      Amount: '39',
      Asset: expect.stringMatching(/^USDC/),
    })
  })

  it('a path payment sent reads what left the account: its source amount and asset', () => {
    expect(cells(other, { ...pathSend, from: other, to: payment.to } as Operation)).toMatchObject({
      Direction: 'Sent',
      Amount: '57.49888',
      Asset: 'XLM',
    })
  })

  it('an account created: Received, its starting balance in XLM', () => {
    expect(cells(String(created.account), created)).toMatchObject({
      Direction: 'Received',
      Amount: '4',
      Asset: 'XLM',
    })
  })

  it('matches the asset filter by code, CODE:ISSUER or XLM', () => {
    const moved = operationAmount(payment, String(payment.from))
    expect(matchesAsset(moved, 'usdc')).toBe(true)
    expect(matchesAsset(moved, `USDC:${String(payment.asset_issuer)}`)).toBe(true)
    expect(matchesAsset(moved, 'XLM')).toBe(false)
    expect(matchesAsset(operationAmount(created, other), 'xlm')).toBe(true)
  })
})
