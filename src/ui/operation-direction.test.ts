import { describe, expect, it } from 'vitest'
import type { Operation } from '@/api/horizon-types'
import { operationDirection } from '@/ui/operation-direction'

const alice = 'GALICE'
const bob = 'GBOB'

function operation(fields: Record<string, unknown>): Operation {
  return { source_account: alice, type: 'payment', ...fields } as unknown as Operation
}

describe('operationDirection', () => {
  it('tells sent from received for payments, account creation and merges', () => {
    expect(operationDirection(operation({ from: alice, to: bob }), alice)).toBe('sent')
    expect(operationDirection(operation({ from: alice, to: bob }), bob)).toBe('received')
    expect(operationDirection(operation({ from: alice, to: alice }), alice)).toBe('self')
    const created = operation({ type: 'create_account', funder: alice, account: bob })
    expect(operationDirection(created, bob)).toBe('received')
    const merged = operation({ type: 'account_merge', account: bob, into: alice })
    expect(operationDirection(merged, alice)).toBe('received')
    expect(operationDirection(merged, bob)).toBe('sent')
  })

  it('says who submitted operations that move nothing between accounts', () => {
    expect(operationDirection(operation({ type: 'change_trust' }), alice)).toBe('by-account')
    expect(operationDirection(operation({ type: 'set_options' }), bob)).toBe('by-other')
  })

  it('reads a malformed transfer as not this account', () => {
    const broken = operation({ from: 42, to: null, source_account: bob })
    expect(operationDirection(broken, alice)).toBe('by-other')
  })
})
