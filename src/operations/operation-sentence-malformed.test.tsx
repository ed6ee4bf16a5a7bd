// Narrowing on `type` must not trust the fields: every declared field of every operation type,
// set to the wrong JSON kind or to null, still renders that type's sentence without leaking
// "undefined", "null", "NaN" or "[object Object]".
import { describe, expect, it } from 'vitest'
import { malformedFields } from '@/api/horizon-field-kinds'
import { operationFieldKinds } from '@/api/horizon-operation-kinds'
import type { Operation } from '@/api/horizon-types'
import { OperationSentence } from '@/operations/operation-sentence'
import { isRecord } from '@/ui/record-fields'
import { readHorizonFixture, renderInRouter, visibleText } from '@/ui/test-support'

const types = Object.keys(operationFieldKinds) as (keyof typeof operationFieldKinds)[]

/** A real operation record (its links, ids and times) with the fields under test replaced. */
const realOperation = readHorizonFixture('op-inflation.json')

function malformedOperation(
  type: keyof typeof operationFieldKinds,
  variant: 'wrong kind' | 'null',
): Operation {
  if (!isRecord(realOperation)) throw new Error('op-inflation.json is not a record')
  return {
    ...realOperation,
    // The base fields are untrusted too.
    source_account: variant === 'null' ? null : 42,
    source_account_muxed: variant === 'null' ? null : ['M'],
    type,
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
