import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { assetLabel, Price, priceDecimal } from '@/ui/price'
import { UnixTime, unixSecondsToDate } from '@/ui/unix-time'

describe('Price', () => {
  it('works the decimal out of n/d exactly, rounding half up at 7 decimals', () => {
    expect(priceDecimal(1, 3)).toBe('0.3333333')
    expect(priceDecimal('2', '3')).toBe('0.6666667')
    expect(priceDecimal(2147483647, 1)).toBe('2147483647.0000000')
    expect(priceDecimal(1, 0)).toBeUndefined()
    expect(priceDecimal('1.5', 2)).toBeUndefined()
  })

  it('reads as a decimal with its unit, the exact fraction beside it and on hover', () => {
    render(<Price n={1234567} d={10000000} unit="XLM" per="USD" />)
    const price = screen.getByTitle('0.1234567 XLM per USD = 1234567/10000000 exactly')
    expect(price).toHaveTextContent('0.1234567 XLM per USD(1234567/10000000)')
  })

  it('prefers Horizon’s own decimal and survives a missing price', () => {
    const view = render(
      <Price decimal="32.6639943" n={326639943} d={10000000} unit="RMT" per="XLM" />,
    )
    expect(view.container).toHaveTextContent('32.6639943 RMT per XLM')
    view.rerender(<Price unit="RMT" per="XLM" />)
    expect(view.container).toHaveTextContent('?')
  })

  it('names assets by code, XLM for native', () => {
    expect(assetLabel('native', undefined)).toBe('XLM')
    expect(assetLabel('credit_alphanum4', 'USDC')).toBe('USDC')
    expect(assetLabel('credit_alphanum4', 5)).toBe('?')
  })
})

describe('UnixTime', () => {
  it('shows time bounds as a UTC date with a relative time, the seconds on hover', () => {
    render(<UnixTime seconds="1767225600" />)
    const time = screen.getByTitle('1767225600 (Unix seconds)')
    expect(time).toHaveAttribute('dateTime', '2026-01-01T00:00:00.000Z')
    expect(time.textContent).toMatch(/^2026-01-01 00:00:00 UTC \((in .+|.+ ago|just now)\)$/)
  })

  it('shows what is not a usable timestamp as it came', () => {
    expect(unixSecondsToDate('99999999999999999999')).toBeUndefined()
    expect(unixSecondsToDate('-5')).toBeUndefined()
    render(<UnixTime seconds="soon" />)
    expect(screen.getByText('soon')).toBeInTheDocument()
  })
})
