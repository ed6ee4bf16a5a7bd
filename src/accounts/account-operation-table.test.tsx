import { render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import type { Operation } from '@/api/horizon-types'
import { AccountOperationTable } from '@/accounts/account-tab-pages'
import { operationDirection } from '@/ui/operation-direction'
import type * as OperationDirectionModule from '@/ui/operation-direction'
import { readFixtureRecords } from '@/ui/test-support'

vi.mock('@/ui/operation-direction', async (importOriginal) => {
  const actual = await importOriginal<typeof OperationDirectionModule>()
  return { ...actual, operationDirection: vi.fn(actual.operationDirection) }
})

const accountId = 'GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7'

function table(operations: Operation[]) {
  return (
    <MemoryRouter initialEntries={[`/testnet/accounts/${accountId}/operations`]}>
      <Routes>
        <Route
          path="/:network/accounts/:accountId/operations"
          element={<AccountOperationTable operations={operations} />}
        />
      </Routes>
    </MemoryRouter>
  )
}

describe('AccountOperationTable', () => {
  it('renders only the new row when a streamed operation is prepended (the Direction column is kept)', () => {
    const operations = readFixtureRecords('operations-page.json') as Operation[]
    const [first] = operations
    if (!first) throw new Error('fixture changed')
    const { rerender } = render(table(operations))
    expect(screen.getByRole('table', { name: 'Operations' })).toHaveTextContent('Direction')
    vi.mocked(operationDirection).mockClear()
    const streamed = { ...first, id: '99999999999', paging_token: '99999999999' }
    rerender(table([streamed, ...operations]))
    expect(vi.mocked(operationDirection).mock.calls.map(([operation]) => operation.id)).toEqual([
      '99999999999',
    ])
  })
})
