// Whether an issued asset is what its issuer's home domain says it issues (SEP-1): the issuer's
// home_domain names a stellar.toml, and that file lists the asset's code with this very issuer.
// Anything else is unverified, with the reason, so a look-alike code never borrows a real name.
import type { Network } from '@/api/networks'
import type { StellarToml } from '@/api/stellar-toml-parse'
import type { IssuedAsset } from '@/assets/asset-id'

export type UnverifiedReason =
  | { kind: 'no-home-domain' }
  | { kind: 'bad-home-domain' }
  | { kind: 'issuer-unreadable' }
  | { kind: 'toml-unreadable'; domain: string; detail: string }
  | { kind: 'not-listed'; domain: string }
  | { kind: 'other-issuer'; domain: string; listedIssuer: string }

export type AssetVerification =
  | {
      status: 'verified'
      domain: string
      orgName: string | null
      assetName: string | null
      /** https (or the local Horizon's own origin on the local network); null otherwise. */
      imageUrl: string | null
    }
  | { status: 'unverified'; reason: UnverifiedReason }

export function unverified(reason: UnverifiedReason): AssetVerification {
  return { status: 'unverified', reason }
}

/**
 * An image URL the page may load: https only, or on the local network the sandbox's own origin
 * (it serves its issuers' images over http). javascript:, data:, relative and other URLs are not.
 */
export function safeImageUrl(value: string | null, network: Network): string | null {
  if (value === null) return null
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.username !== '' || url.password !== '') return null
  if (url.protocol === 'https:') return url.href
  if (network.id === 'local' && url.origin === new URL(network.horizonUrl).origin) return url.href
  return null
}

/** The verdict for `asset`, whose issuer's home domain `domain` served `toml`. */
export function verifyListing(
  asset: IssuedAsset,
  domain: string,
  toml: StellarToml,
  network: Network,
): AssetVerification {
  const sameCode = toml.currencies.filter((currency) => currency.code === asset.code)
  const listing = sameCode.find((currency) => currency.issuer === asset.issuer)
  if (listing === undefined) {
    const other = sameCode.find((currency) => currency.issuer !== null)?.issuer
    return unverified(
      other === undefined || other === null
        ? { kind: 'not-listed', domain }
        : { kind: 'other-issuer', domain, listedIssuer: other },
    )
  }
  return {
    status: 'verified',
    domain,
    orgName: toml.orgName,
    assetName: listing.name,
    imageUrl: safeImageUrl(listing.image, network),
  }
}

/** The sentence that says why, for people (the badge shows it next to "Unverified"). */
export function unverifiedReasonText(reason: UnverifiedReason): string {
  switch (reason.kind) {
    case 'no-home-domain':
      return 'the issuer has no home domain, so no stellar.toml vouches for it'
    case 'bad-home-domain':
      return "the issuer's home domain is not a valid domain name"
    case 'issuer-unreadable':
      return "the issuer's account could not be read"
    case 'toml-unreadable':
      return `${reason.domain}'s stellar.toml could not be used: ${reason.detail}`
    case 'not-listed':
      return `${reason.domain}'s stellar.toml does not list this asset`
    case 'other-issuer':
      return `${reason.domain}'s stellar.toml lists this code with another issuer (${reason.listedIssuer})`
  }
}

/** The few words a table cell has room for. */
export function unverifiedReasonShort(reason: UnverifiedReason): string {
  switch (reason.kind) {
    case 'no-home-domain':
      return 'no home domain'
    case 'bad-home-domain':
      return 'invalid home domain'
    case 'issuer-unreadable':
      return 'issuer unreadable'
    case 'toml-unreadable':
      return 'stellar.toml unreachable'
    case 'not-listed':
      return `not listed by ${reason.domain}`
    case 'other-issuer':
      return `${reason.domain} lists another issuer`
  }
}
