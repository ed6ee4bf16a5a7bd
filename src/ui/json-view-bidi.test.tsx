import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { JsonView } from '@/ui/json-view'

describe('JsonView with bidi controls from Horizon', () => {
  it('shows them as JSON escapes, so they cannot reorder the text', () => {
    const memo = 'pay \u202Egnp.exe'
    render(<JsonView value={{ memo }} label="Transaction JSON" />)
    const text = screen.getByText(/"memo"/).textContent ?? ''
    expect(text).not.toMatch(/\u202E/)
    expect(text).toContain('pay \\u202egnp.exe')
    expect(JSON.parse(text)).toEqual({ memo })
  })
})
