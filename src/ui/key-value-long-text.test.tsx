import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { KeyValueList } from '@/ui/key-value-list'

describe('KeyValueList with a huge field from Horizon', () => {
  it('shows the start of it and says how much is left out', () => {
    const memo = `start${'W'.repeat(1_000_000)}`
    render(<KeyValueList record={{ memo, short: 'kept' }} label="Fields" />)
    const list = screen.getByLabelText('Fields').textContent ?? ''
    expect(list).toContain('startWWW')
    expect(list).toContain(`… (${memo.length - 2_000} more characters)`)
    expect(list.length).toBeLessThan(3_000)
    expect(screen.getByText('kept')).toBeInTheDocument()
  })
})
