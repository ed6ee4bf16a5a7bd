// Narrowing on `type` must not trust the fields: every declared field of every effect type, set
// to the wrong JSON kind or to null, still renders that type's sentence without leaking
// "undefined", "null", "NaN" or "[object Object]".
import { describe, expect, it } from 'vitest'
import { effectFieldKinds } from '@/api/horizon-effect-kinds'
import { malformedFields } from '@/api/horizon-field-kinds'
import type { Effect } from '@/api/horizon-types'
import { EffectSentence } from '@/effects/effect-sentence'
import { isRecord } from '@/ui/record-fields'
import { readHorizonFixture, renderInRouter, visibleText } from '@/ui/test-support'

const types = Object.keys(effectFieldKinds) as (keyof typeof effectFieldKinds)[]

/** A real effect record (its links, ids and times) with the fields under test replaced. */
const realEffect = readHorizonFixture('effect-account-removed.json')

function malformedEffect(
  type: keyof typeof effectFieldKinds,
  variant: 'wrong kind' | 'null',
): Effect {
  if (!isRecord(realEffect)) throw new Error('effect-account-removed.json is not a record')
  return {
    ...realEffect,
    // The base fields are untrusted too.
    account: variant === 'null' ? null : 42,
    account_muxed: variant === 'null' ? null : ['M'],
    type,
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
