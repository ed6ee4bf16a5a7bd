import { describe, expect, it } from 'vitest'
import { explorerHref } from '@/ui/explorer-href'
import { isLinkablePath, isRecordId } from '@/ui/record-ids'

const account = 'GDA2KZG7UB3C3KU4RYRGCQI6JPV2I2FYBWT434MQHPE36FH7CWGVR5X3'

describe('explorerHref', () => {
  it('encodes each segment, so an id cannot add a query, a fragment or climb the path', () => {
    expect(
      explorerHref('custom', 'http://h.test', '/accounts/GA?horizon=http://evil.example#'),
    ).toBe('/custom/accounts/GA%3Fhorizon%3Dhttp%3A/evil.example%23?horizon=http%3A%2F%2Fh.test')
    expect(explorerHref('public', null, '/accounts/G/../../../public/accounts/GA')).toBe(
      '/public/accounts/G/%2E%2E/%2E%2E/%2E%2E/public/accounts/GA',
    )
    expect(explorerHref('local', null, '/operations/..%2F..%2Fpublic')).toBe(
      '/local/operations/..%252F..%252Fpublic',
    )
  })

  it('leaves ordinary paths as they are', () => {
    expect(explorerHref('local', null, `/accounts/${account}/payments`, { order: 'desc' })).toBe(
      `/local/accounts/${account}/payments?order=desc`,
    )
    expect(explorerHref('local', null, '/')).toBe('/local')
  })

  it('keeps a chosen RPC on every network, and the custom Horizon only on the custom one', () => {
    const rpc = 'https://rpc.example.org'
    expect(explorerHref('public', 'http://h.test', '/ledgers', undefined, rpc)).toBe(
      `/public/ledgers?rpc=${encodeURIComponent(rpc)}`,
    )
    expect(explorerHref('custom', 'http://h.test', '/ledgers', undefined, rpc)).toBe(
      `/custom/ledgers?horizon=${encodeURIComponent('http://h.test')}&rpc=${encodeURIComponent(rpc)}`,
    )
  })
})

describe('record id checks', () => {
  it.each([
    ['accounts', account, true],
    ['accounts', `${account.slice(0, -1)}A`, false],
    ['accounts', 'GA?horizon=http://evil.example#', false],
    ['ledgers', '52425760', true],
    ['ledgers', '0', false],
    ['ledgers', '5/../x', false],
    ['transactions', 'a'.repeat(64), true],
    ['transactions', 'g'.repeat(64), false],
    ['operations', '225257527003537409', true],
    ['operations', '..%2F..%2Fpublic?x=1#y', false],
  ])('%s %s → %s', (collection, id, valid) => {
    expect(isRecordId(collection, id)).toBe(valid)
  })

  it('checks the id of a path, and refuses a query or fragment', () => {
    expect(isLinkablePath('/ledgers/5/operations')).toBe(true)
    expect(isLinkablePath('/ledgers')).toBe(true)
    expect(isLinkablePath('/ledgers/null')).toBe(false)
    expect(isLinkablePath(`/accounts/${account}?x=1`)).toBe(false)
  })
})
