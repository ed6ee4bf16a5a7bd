// Every operation type's sentence, from a real Horizon record where there is one: a failed
// transaction applied nothing, so each sentence must say what was tried, never what happened.
import { describe, expect, it } from 'vitest'
import { operationFieldKinds } from '@/api/horizon-operation-kinds'
import type { Operation } from '@/api/horizon-types'
import { OperationSentence } from '@/operations/operation-sentence'
import { listHorizonFixtures } from '@/test-support/horizon-fixtures'
import { readHorizonFixture, renderInRouter, visibleText } from '@/ui/test-support'

const fixtureNames = listHorizonFixtures()

function sampleOperation(type: string): Operation {
  const prefix = `op-${type.replaceAll('_', '-')}`
  const fixture = fixtureNames.find((name) => name === `${prefix}.json`)
  const record = fixture
    ? (readHorizonFixture(fixture) as Operation)
    : ({
        id: '12884905985',
        paging_token: '12884905985',
        transaction_successful: true,
        source_account: 'GAFK7XFZHMLSNV7OJTBO7BAIZA66X6QIBV5RMZZYXK4Q7ZSO52J5C3WQ',
        type,
        created_at: '2024-07-06T10:13:42Z',
        transaction_hash: 'd5b3b11e39b9450a79645de31a2503c45b9cfe1567b81f52b4a212afd834492e',
      } as unknown as Operation)
  return { ...record, type }
}

function sentenceText(operation: Operation): string {
  const view = renderInRouter(<OperationSentence operation={operation} />)
  const text = visibleText(view.container).replace(/\s+/g, ' ').trim()
  view.unmount()
  return text
}

const types = Object.keys(operationFieldKinds)

describe('failed operations read as attempts', () => {
  it('covers every operation type', () => {
    expect(types.length).toBeGreaterThanOrEqual(27)
  })

  it.each(types)('%s says “tried to …” when its transaction failed', (type) => {
    const operation = sampleOperation(type)
    const done = sentenceText({ ...operation, transaction_successful: true })
    const attempted = sentenceText({ ...operation, transaction_successful: false })
    expect(done).not.toContain('tried to')
    expect(attempted).toContain(' tried to ')
    expect(attempted).toMatch(/\(failed\)$/)
  })

  it('reads a failed payment as an attempt', () => {
    const operation = sampleOperation('payment')
    const attempted = sentenceText({ ...operation, transaction_successful: false })
    expect(attempted).toMatch(/ tried to pay [\d,.]+ \S+/)
    expect(attempted).not.toMatch(/ paid /)
  })
})
