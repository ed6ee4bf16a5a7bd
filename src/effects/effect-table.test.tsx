import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Effect } from '@/api/horizon-types'
import { EffectTable } from '@/effects/effect-table'
import { operationIdOf } from '@/ui/record-fields'
import { readFixtureRecords, renderInRouter } from '@/ui/test-support'

describe('EffectTable', () => {
  it('renders effects with sentence, account, operation link and time', () => {
    const effects = readFixtureRecords('effects-page.json') as Effect[]
    renderInRouter(<EffectTable effects={effects} />, '/testnet/effects')
    const table = screen.getByRole('table', { name: 'Effects' })
    expect(within(table).getAllByRole('row')).toHaveLength(effects.length + 1)
    expect(within(table).getAllByRole('link', { name: '12884905985' })[0]).toHaveAttribute(
      'href',
      '/testnet/operations/12884905985',
    )
    expect(table).toHaveTextContent('was created with 20 XLM')
  })

  it('derives the operation id from the paging token', () => {
    const [effect] = readFixtureRecords('effects-page.json') as Effect[]
    if (!effect) throw new Error('fixture changed')
    expect(operationIdOf(effect)).toBe('12884905985')
  })
})
