import { describe, expect, it } from 'vitest'
import { StellarTomlError } from '@/api/stellar-toml-fetch'
import { parseStellarToml } from '@/api/stellar-toml-parse'

describe('parseStellarToml', () => {
  it('reads ORG_NAME and each currency’s code, issuer, name and image', async () => {
    const toml = await parseStellarToml(`
VERSION = "2.0.0"
[DOCUMENTATION]
ORG_NAME = "Example Anchor"
[[CURRENCIES]]
code = "USDC"
issuer = "GA5ZSEJYB37JRC5AVCIA5MOP4RHTM335X2KGX3IHOJAPP5RE34K4KZVN"
name = "USD Coin"
image = "https://anchor.example/usdc.png"
[[CURRENCIES]]
code = "EURC"
`)
    expect(toml).toEqual({
      orgName: 'Example Anchor',
      currencies: [
        {
          code: 'USDC',
          issuer: 'GA5ZSEJYB37JRC5AVCIA5MOP4RHTM335X2KGX3IHOJAPP5RE34K4KZVN',
          name: 'USD Coin',
          image: 'https://anchor.example/usdc.png',
        },
        { code: 'EURC', issuer: null, name: null, image: null },
      ],
    })
  })

  it('keeps markup as the text it is, and drops values of the wrong type or size', async () => {
    const toml = await parseStellarToml(`
[DOCUMENTATION]
ORG_NAME = "<img src=x onerror=alert(1)>"
[[CURRENCIES]]
code = { evil = true }
issuer = 42
name = "${'N'.repeat(500)}"
image = "javascript:alert(1)"
`)
    expect(toml.orgName).toBe('<img src=x onerror=alert(1)>')
    expect(toml.currencies).toEqual([
      { code: null, issuer: null, name: null, image: 'javascript:alert(1)' },
    ])
  })

  it('ignores CURRENCIES and DOCUMENTATION of the wrong shape', async () => {
    expect(await parseStellarToml('CURRENCIES = "USDC"\nDOCUMENTATION = [1, 2]\n')).toEqual({
      orgName: null,
      currencies: [],
    })
  })

  it('refuses a file that is not TOML', async () => {
    const failure = await parseStellarToml('[[CURRENCIES]\ncode = ').catch(
      (error: unknown) => error,
    )
    expect(failure).toBeInstanceOf(StellarTomlError)
    expect((failure as StellarTomlError).kind).toBe('not-toml')
  })
})
