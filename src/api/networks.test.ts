import { describe, expect, it } from 'vitest'
import { NetworkResolutionError, parseHorizonBaseUrl, resolveNetwork } from '@/api/networks'
import { parseRuntimeConfig } from '@/api/runtime-config'

const config = { defaultNetwork: 'local' as const, localHorizonUrl: 'http://127.0.0.1:8000' }

describe('resolveNetwork', () => {
  it('maps the fixed networks to their Horizons', () => {
    const none = new URLSearchParams()
    expect(resolveNetwork('public', none, config).horizonUrl).toBe('https://horizon.stellar.org')
    expect(resolveNetwork('testnet', none, config).horizonUrl).toBe(
      'https://horizon-testnet.stellar.org',
    )
    expect(resolveNetwork('local', none, config).horizonUrl).toBe('http://127.0.0.1:8000')
  })

  it('takes the custom Horizon from the horizon parameter', () => {
    const network = resolveNetwork(
      'custom',
      new URLSearchParams('horizon=https://horizon.example.org/'),
      config,
    )
    expect(network).toEqual({
      id: 'custom',
      horizonUrl: 'https://horizon.example.org',
      label: 'horizon.example.org',
      customHorizon: 'https://horizon.example.org',
    })
  })

  it.each([
    [''],
    ['horizon='],
    ['horizon=ftp://x.org'],
    ['horizon=not%20a%20url'],
    ['horizon=javascript:alert(1)'],
  ])('rejects a custom network with %s', (search) => {
    expect(() => resolveNetwork('custom', new URLSearchParams(search), config)).toThrow(
      NetworkResolutionError,
    )
  })

  it('rejects unknown networks', () => {
    expect(() => resolveNetwork('mainnet', new URLSearchParams(), config)).toThrow(
      /Unknown network/,
    )
  })
})

describe('parseHorizonBaseUrl', () => {
  it('keeps a path prefix and drops trailing slashes', () => {
    expect(parseHorizonBaseUrl('http://localhost:8000/horizon/')).toBe(
      'http://localhost:8000/horizon',
    )
  })
  it('refuses credentials in the URL', () => {
    expect(parseHorizonBaseUrl('https://user:pw@h.example')).toBeNull()
  })
})

describe('parseRuntimeConfig', () => {
  it('reads config.json and falls back on bad values', () => {
    expect(
      parseRuntimeConfig({ defaultNetwork: 'testnet', localHorizonUrl: 'http://x:1/' }),
    ).toEqual({
      defaultNetwork: 'testnet',
      localHorizonUrl: 'http://x:1',
    })
    expect(parseRuntimeConfig({ defaultNetwork: 'moon' })).toEqual({
      defaultNetwork: 'local',
      localHorizonUrl: 'http://localhost:8000',
    })
    expect(parseRuntimeConfig(null).defaultNetwork).toBe('local')
  })
})
