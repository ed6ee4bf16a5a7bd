// The sandbox's stand-in web sites: each issuer's home domain has a stellar.toml naming its own
// assets with the issuer the ledger holds, and btcx.example's file lies about BTCX.
import { parse } from 'smol-toml'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSimulatedSandbox, type RunningSandbox } from '../testing/test-support.ts'

interface AssetRow {
  asset_code: string
  asset_issuer: string
  _links: { toml: { href: string } }
}

interface ParsedToml {
  DOCUMENTATION: { ORG_NAME: string }
  CURRENCIES?: { code: string; issuer: string; name: string; image?: string }[]
}

describe('GET /.well-known/stellar.toml?domain=', () => {
  let running: RunningSandbox
  let assets: AssetRow[]
  beforeAll(async () => {
    running = await startSimulatedSandbox({ seed: 1, history: 120 })
    const page = (await (await fetch(`${running.baseUrl}/assets?limit=200`)).json()) as {
      _embedded: { records: AssetRow[] }
    }
    assets = page._embedded.records
  })
  afterAll(() => running.stop())

  function issuerOf(code: string): string {
    const asset = assets.find((candidate) => candidate.asset_code === code)
    if (asset === undefined) throw new Error(`no ${code} in /assets`)
    return asset.asset_issuer
  }

  async function tomlOf(domain: string, origin?: string) {
    const response = await fetch(
      `${running.baseUrl}/.well-known/stellar.toml?domain=${encodeURIComponent(domain)}`,
      origin === undefined ? {} : { headers: { Origin: origin } },
    )
    return { response, text: await response.text() }
  }

  it('serves usd.example as plain text, listing USD and EURT with their real issuer', async () => {
    const usdDomain = new URL(
      assets.find((asset) => asset.asset_code === 'USD')?._links.toml.href ?? '',
    ).hostname
    expect(usdDomain).toBe('usd.example')
    const { response, text } = await tomlOf(usdDomain, 'http://app.example')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(response.headers.get('access-control-allow-origin')).toBe('http://app.example')
    const toml = parse(text) as unknown as ParsedToml
    expect(toml.DOCUMENTATION.ORG_NAME).toBe('Sandbox Dollar Trust')
    expect(toml.CURRENCIES?.map((currency) => [currency.code, currency.issuer])).toEqual([
      ['USD', issuerOf('USD')],
      ['EURT', issuerOf('EURT')],
    ])
    const image = toml.CURRENCIES?.[0]?.image ?? ''
    expect(image).toBe(`${running.baseUrl}/.well-known/sandbox-images/usd.svg`)
    const imageResponse = await fetch(image)
    expect(imageResponse.headers.get('content-type')).toBe('image/svg+xml')
    expect(await imageResponse.text()).toContain('<svg')
  })

  it('serves a btcx.example that lists BTCX with another issuer', async () => {
    const { response, text } = await tomlOf('btcx.example')
    expect(response.status).toBe(200)
    const toml = parse(text) as unknown as ParsedToml
    const listed = toml.CURRENCIES?.find((currency) => currency.code === 'BTCX')
    expect(listed?.issuer).toBe(issuerOf('GOLDCERT'))
    expect(listed?.issuer).not.toBe(issuerOf('BTCX'))
    expect(toml.CURRENCIES?.some((currency) => currency.code === 'CARBONCREDIT')).toBe(false)
  })

  it('answers 404 for a domain no sandbox issuer uses, and for no domain', async () => {
    expect((await tomlOf('example.com')).response.status).toBe(404)
    expect((await fetch(`${running.baseUrl}/.well-known/stellar.toml`)).status).toBe(404)
    expect((await fetch(`${running.baseUrl}/.well-known/sandbox-images/x.svg`)).status).toBe(404)
  })
})
