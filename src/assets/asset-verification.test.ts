import { describe, expect, it } from 'vitest'
import { resolveNetwork } from '@/api/networks'
import type { StellarToml } from '@/api/stellar-toml-parse'
import { safeImageUrl, unverifiedReasonText, verifyListing } from '@/assets/asset-verification'

const realIssuer = 'GA5ZSEJYB37JRC5AVCIA5MOP4RHTM335X2KGX3IHOJAPP5RE34K4KZVN'
const scamIssuer = 'GCQTGZQQ5G4PTM2GL7CDIFKUBIPEC52BROAQIAPW53XBRJVN6ZJVTG6V'
const deployment = { localHorizonUrl: 'http://127.0.0.1:8000' }
const publicNetwork = resolveNetwork('public', new URLSearchParams(), deployment)
const localNetwork = resolveNetwork('local', new URLSearchParams(), deployment)

const circleToml: StellarToml = {
  orgName: 'Circle',
  currencies: [
    {
      code: 'USDC',
      issuer: realIssuer,
      name: 'USD Coin',
      image: 'https://circle.example/usdc.png',
    },
  ],
}

describe('verifyListing', () => {
  it('verifies the code listed with this very issuer, with the org, name and image', () => {
    expect(
      verifyListing(
        { code: 'USDC', issuer: realIssuer },
        'circle.example',
        circleToml,
        publicNetwork,
      ),
    ).toEqual({
      status: 'verified',
      domain: 'circle.example',
      orgName: 'Circle',
      assetName: 'USD Coin',
      imageUrl: 'https://circle.example/usdc.png',
    })
  })

  it('never verifies a scam USDC whose home domain lists USDC with the real issuer', () => {
    const verdict = verifyListing(
      { code: 'USDC', issuer: scamIssuer },
      'circle.example',
      circleToml,
      publicNetwork,
    )
    expect(verdict).toEqual({
      status: 'unverified',
      reason: { kind: 'other-issuer', domain: 'circle.example', listedIssuer: realIssuer },
    })
    if (verdict.status !== 'unverified') throw new Error('verified')
    expect(unverifiedReasonText(verdict.reason)).toBe(
      `circle.example's stellar.toml lists this code with another issuer (${realIssuer})`,
    )
  })

  it('is case-sensitive on the code, and says "not listed" for a code the file lacks', () => {
    for (const code of ['usdc', 'EURC']) {
      expect(
        verifyListing({ code, issuer: realIssuer }, 'circle.example', circleToml, publicNetwork),
      ).toEqual({ status: 'unverified', reason: { kind: 'not-listed', domain: 'circle.example' } })
    }
  })

  it('keeps the verdict but drops an image URL that is not https', () => {
    for (const image of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'http://circle.example/usdc.png',
      '//circle.example/usdc.png',
      'usdc.png',
      'https://user:pass@circle.example/usdc.png',
    ]) {
      const toml = { ...circleToml, currencies: [{ ...circleToml.currencies[0]!, image }] }
      const verdict = verifyListing(
        { code: 'USDC', issuer: realIssuer },
        'circle.example',
        toml,
        publicNetwork,
      )
      expect(verdict).toMatchObject({ status: 'verified', imageUrl: null })
    }
  })
})

describe('safeImageUrl', () => {
  it('allows the local Horizon’s own http origin on the local network only', () => {
    const sandboxImage = 'http://127.0.0.1:8000/.well-known/sandbox-images/usd.svg'
    expect(safeImageUrl(sandboxImage, localNetwork)).toBe(sandboxImage)
    expect(safeImageUrl(sandboxImage, publicNetwork)).toBeNull()
    expect(safeImageUrl('http://127.0.0.1:9999/x.svg', localNetwork)).toBeNull()
  })
})
