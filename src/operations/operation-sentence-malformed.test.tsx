// Narrowing on `type` must not trust the fields: every declared field of every operation type,
// set to the wrong JSON kind or to null, still renders that type's sentence without leaking
// "undefined", "null", "NaN" or "[object Object]".
import { describe, expect, it } from 'vitest'
import { malformedFields } from '@/api/horizon-field-kinds'
import { operationFieldKinds } from '@/api/horizon-operation-kinds'
import type { Operation } from '@/api/horizon-types'
import { OperationSentence } from '@/operations/operation-sentence'
import { renderInRouter, visibleText } from '@/ui/test-support'

const types = Object.keys(operationFieldKinds) as (keyof typeof operationFieldKinds)[]

function malformedOperation(
  type: keyof typeof operationFieldKinds,
  variant: 'wrong kind' | 'null',
): Operation {
  return {
    _links: {
      self: { href: '' },
      transaction: { href: '' },
      effects: { href: '' },
      succeeds: { href: '' },
      precedes: { href: '' },
    },
    id: '12884905985',
    paging_token: '12884905985',
    transaction_successful: true,
    // The base fields are untrusted too.
    source_account: variant === 'null' ? null : 42,
    source_account_muxed: variant === 'null' ? null : ['M'],
    type,
    type_i: 0,
    created_at: '2024-07-06T10:13:42Z',
    transaction_hash: 'd5b3b11e39b9450a79645de31a2503c45b9cfe1567b81f52b4a212afd834492e',
    ...malformedFields(operationFieldKinds[type], variant),
  } as unknown as Operation
}

describe.each(['wrong kind', 'null'] as const)(
  'OperationSentence with every field %s',
  (variant) => {
    it.each(types)('%s', (type) => {
      const view = renderInRouter(
        <OperationSentence operation={malformedOperation(type, variant)} />,
        '/testnet/operations',
      )
      const text = visibleText(view.container)
      expect(text).not.toBe('')
      expect(text).not.toContain('Operation of type')
      expect(text).not.toMatch(/undefined|null|NaN|\[object Object\]/)
    })
  },
)
