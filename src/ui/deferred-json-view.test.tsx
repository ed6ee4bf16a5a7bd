import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { DeferredJsonView } from '@/ui/deferred-json-view'

/**
 * Lets the idle callback (a 200 ms timer where requestIdleCallback is missing) run, with the JSON
 * body's module already loaded, so whatever idle would render is on the page.
 */
async function afterIdle() {
  await import('@/ui/json-body')
  await act(() => new Promise((resolve) => setTimeout(resolve, 600)))
}

describe('DeferredJsonView', () => {
  it('builds no JSON text while closed, even once the browser is idle', async () => {
    render(<DeferredJsonView value={{ records: ['first', 'second'] }} label="Ledgers JSON" />)
    await afterIdle()
    expect(screen.getByText('Ledgers JSON')).toBeInTheDocument()
    expect(screen.queryByText(/"records"/)).toBeNull()
    expect(screen.queryByRole('button', { name: 'Copy Ledgers JSON' })).toBeNull()
  })

  it('shows the JSON and its copy button when opened, and drops them when closed', async () => {
    const user = userEvent.setup()
    render(<DeferredJsonView value={{ sequence: 5 }} label="Ledger JSON" />)
    await user.click(screen.getByText('Ledger JSON'))
    expect(await screen.findByText(/"sequence": 5/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Copy Ledger JSON' })).toBeInTheDocument()
    await user.click(screen.getByText('Ledger JSON'))
    expect(screen.queryByText(/"sequence": 5/)).toBeNull()
  })
})
