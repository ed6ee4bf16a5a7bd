import type { ReactElement } from 'react'
import { describe, expect, it } from 'vitest'
import { renderInRouter, visibleText } from '@/ui/test-support'
import { AmountFromRecord } from '@/ui/sentence-parts'

const issuer = 'GA5ZSEJYB37JRC5AVCIA5MOP4RHTM335X2KGX3IHOJAPP5RE34K4KZVN'

/** A path payment's fields: it sent USDC (`source_…`) and delivered XLM (no prefix). */
const pathPayment = {
  amount: '3.0000000',
  asset_type: 'native',
  source_amount: '12.5000000',
  source_asset_type: 'credit_alphanum4',
  source_asset_code: 'USDC',
  source_asset_issuer: issuer,
}

function renderedText(ui: ReactElement): string {
  const { container } = renderInRouter(<p>{ui}</p>)
  return visibleText(container).replace(/\s+/g, ' ').trim()
}

describe('AmountFromRecord', () => {
  it('reads the amount and asset fields without a prefix', () => {
    expect(renderedText(<AmountFromRecord record={pathPayment} />)).toBe('3 XLM')
  })

  it('reads the amount and the asset from the same prefixed fields', () => {
    expect(renderedText(<AmountFromRecord record={pathPayment} prefix="source_" />)).toBe(
      '12.5 USDC (GA5Z…KZVN)',
    )
  })

  it('shows a missing amount as "?" and still names the asset', () => {
    expect(renderedText(<AmountFromRecord record={{ asset_type: 'native' }} />)).toBe('? XLM')
  })
})
