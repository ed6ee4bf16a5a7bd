import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Amount } from '@/ui/amount'

describe('Amount with a value that is not a Stellar amount', () => {
  it('shows the first 40 characters and says the value is not a valid amount', () => {
    const { container } = render(<Amount value={`${'7'.repeat(100_000)}.1`} assetCode="XLM" />)
    expect(screen.getByText('(not a valid Stellar amount)')).toBeInTheDocument()
    expect(screen.getByText(`${'7'.repeat(40)}…`)).toBeInTheDocument()
    expect(container.textContent?.length).toBeLessThan(100)
  })

  it('treats a null from Horizon as malformed instead of crashing', () => {
    render(<Amount value={null as unknown as string} />)
    expect(screen.getByText('(not a valid Stellar amount)')).toBeInTheDocument()
  })

  it('shows markup in the value as text', () => {
    const { container } = render(<Amount value="<img src=x onerror=alert(1)>" />)
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument()
  })
})
