import { describe, expect, it } from 'vitest'
import { notHorizonReason, pathOnNetwork, withScheme } from '@/app/horizon-choice'

describe('network switching helpers', () => {
  it('keeps the path on the other network', () => {
    expect(pathOnNetwork('/local/ledgers/5', 'public')).toBe('/public/ledgers/5')
    expect(pathOnNetwork('/local/accounts/GA/payments', 'custom')).toBe(
      '/custom/accounts/GA/payments',
    )
    expect(pathOnNetwork('/local', 'testnet')).toBe('/testnet')
  })

  it('adds http:// to host:port and leaves a scheme alone', () => {
    expect(withScheme('127.0.0.1:8000')).toEqual({
      url: 'http://127.0.0.1:8000',
      schemeAdded: true,
    })
    expect(withScheme(' https://h.example.org ')).toEqual({
      url: 'https://h.example.org',
      schemeAdded: false,
    })
  })

  it('says when a root document is not a Horizon one', () => {
    expect(notHorizonReason({ network_passphrase: 'x', horizon_version: '2' })).toBeNull()
    expect(notHorizonReason({ horizon_version: '2' })).toMatch(/network_passphrase/)
    expect(notHorizonReason('<!doctype html>')).toMatch(/horizon_version/)
    expect(notHorizonReason(null)).not.toBeNull()
  })
})
