// Narrowing on `type` must not trust the fields: every declared field of every effect type, set
// to the wrong JSON kind or to null, still renders that type's sentence without leaking
// "undefined", "null", "NaN" or "[object Object]".
import { describe, expect, it } from 'vitest'
import { effectFieldKinds } from '@/api/horizon-effect-kinds'
import { malformedFields } from '@/api/horizon-field-kinds'
import type { Effect } from '@/api/horizon-types'
import { EffectSentence } from '@/effects/effect-sentence'
import { renderInRouter, visibleText } from '@/ui/test-support'

const types = Object.keys(effectFieldKinds) as (keyof typeof effectFieldKinds)[]

function malformedEffect(
  type: keyof typeof effectFieldKinds,
  variant: 'wrong kind' | 'null',
): Effect {
  return {
    _links: { operation: { href: '' }, succeeds: { href: '' }, precedes: { href: '' } },
    id: '0000000012884905985-0000000001',
    paging_token: '12884905985-1',
    // The base fields are untrusted too.
    account: variant === 'null' ? null : 42,
    account_muxed: variant === 'null' ? null : ['M'],
    type,
    type_i: 0,
    created_at: '2024-07-06T10:13:42Z',
    ...malformedFields(effectFieldKinds[type], variant),
  } as unknown as Effect
}

describe.each(['wrong kind', 'null'] as const)('EffectSentence with every field %s', (variant) => {
  it.each(types)('%s', (type) => {
    const view = renderInRouter(
      <EffectSentence effect={malformedEffect(type, variant)} />,
      '/testnet/effects',
    )
    const text = visibleText(view.container)
    expect(text).not.toBe('')
    expect(text).not.toContain('Effect of type')
    expect(text).not.toMatch(/undefined|null|NaN|\[object Object\]/)
  })
})
