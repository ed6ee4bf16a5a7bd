// "Who issued this asset": the SEP-1 verdict next to an asset. Everything it shows from a
// stellar.toml is text (React escapes it) or an image URL that passed safeImageUrl, drawn in a
// fixed box without a referrer. It fetches on its own (useQuery, not the route's loader): a slow,
// huge or lying stellar.toml must never hold or break the page around it.
import { useQuery } from '@tanstack/react-query'
import type { Account } from '@/api/horizon-types'
import type { Network } from '@/api/networks'
import { readHomeDomain, StellarTomlError } from '@/api/stellar-toml-fetch'
import type { IssuedAsset } from '@/assets/asset-id'
import {
  type AssetVerification,
  unverified,
  unverifiedReasonShort,
  unverifiedReasonText,
  verifyListing,
} from '@/assets/asset-verification'
import { stellarTomlQueries } from '@/assets/stellar-toml-queries'

export type VerificationLookup =
  /** Read the issuer's account and its home domain's stellar.toml (each once per session). */
  | 'fetch'
  /** Show only a verdict whose inputs are already cached: lists must not fetch hundreds of files. */
  | 'cached'

type VerificationState = AssetVerification | { status: 'checking' } | { status: 'not-checked' }

/** What the caller read of the issuer's account (its page owns the account query). */
export type IssuerReading =
  | { status: 'pending' }
  | { status: 'failed' }
  | { status: 'read'; account: Pick<Account, 'account_id' | 'home_domain'> }

function useAssetVerification(
  network: Network,
  asset: IssuedAsset,
  issuer: IssuerReading,
  lookup: VerificationLookup,
): VerificationState {
  const enabled = lookup === 'fetch'
  // A Horizon that answers for another account says nothing about this issuer's domain.
  const account =
    issuer.status === 'read' && issuer.account.account_id === asset.issuer
      ? issuer.account
      : undefined
  const rawDomain = account?.home_domain
  const domain = readHomeDomain(rawDomain)
  const toml = useQuery({
    ...stellarTomlQueries.file(network, domain ?? 'invalid.invalid'),
    enabled: enabled && domain !== null,
  })
  if (issuer.status === 'pending') return { status: enabled ? 'checking' : 'not-checked' }
  if (account === undefined) return unverified({ kind: 'issuer-unreadable' })
  if (rawDomain === undefined || rawDomain === '') return unverified({ kind: 'no-home-domain' })
  if (domain === null) return unverified({ kind: 'bad-home-domain' })
  if (toml.isError) {
    const detail =
      toml.error instanceof StellarTomlError ? toml.error.message : 'it could not be read'
    return unverified({ kind: 'toml-unreadable', domain, detail })
  }
  if (toml.data === undefined) return { status: enabled ? 'checking' : 'not-checked' }
  return verifyListing(asset, domain, toml.data, network)
}

const imageBoxClassName =
  'inline-block size-12 shrink-0 overflow-hidden rounded bg-slate-100 dark:bg-slate-800'

/** A fixed 48 px box: an image that never loads, or loads huge, moves nothing. */
function AssetImage({ url, label }: { url: string; label: string }) {
  return (
    <span className={imageBoxClassName}>
      <img
        src={url}
        alt={label}
        width={48}
        height={48}
        referrerPolicy="no-referrer"
        loading="lazy"
        decoding="async"
        className="size-12 object-contain"
      />
    </span>
  )
}

const unverifiedClassName = 'font-semibold text-amber-800 dark:text-amber-300'
const verifiedClassName = 'font-semibold text-success'

/** The asset page's section: the verdict, and for a verified asset who vouches for it. */
function VerificationDetail({ state, asset }: { state: VerificationState; asset: IssuedAsset }) {
  if (state.status === 'checking' || state.status === 'not-checked') {
    return <p>Checking the issuer&apos;s home domain and its stellar.toml…</p>
  }
  if (state.status === 'unverified') {
    return (
      // wrap-anywhere: the reason may hold a 56-character issuer id, wider than a phone.
      <p className="wrap-anywhere">
        <span className={unverifiedClassName}>Unverified</span>:{' '}
        {unverifiedReasonText(state.reason)}. Treat the code {asset.code} as a name anyone can
        choose.
      </p>
    )
  }
  return (
    <div className="flex min-w-0 items-start gap-3">
      {state.imageUrl !== null && (
        <AssetImage url={state.imageUrl} label={`Image of ${asset.code} from ${state.domain}`} />
      )}
      <dl className="grid min-w-0 grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 wrap-anywhere">
        <dt className="font-medium">Verified by</dt>
        <dd>
          <span className={verifiedClassName}>✓ {state.domain}</span> lists {asset.code} with this
          issuer
        </dd>
        <dt className="font-medium">Organisation</dt>
        <dd>{state.orgName ?? 'not given'}</dd>
        <dt className="font-medium">Asset name</dt>
        <dd>{state.assetName ?? 'not given'}</dd>
      </dl>
    </div>
  )
}

/** A table cell's verdict: a few words, the full reason on hover and for screen readers. */
function VerificationCell({ state }: { state: VerificationState }) {
  if (state.status === 'not-checked') return null
  if (state.status === 'checking') {
    return (
      <span className="text-xs whitespace-normal text-slate-600 dark:text-slate-400">
        checking issuer…
      </span>
    )
  }
  if (state.status === 'unverified') {
    return (
      <span className="text-xs whitespace-normal" title={unverifiedReasonText(state.reason)}>
        <span className={unverifiedClassName}>Unverified</span> (
        {unverifiedReasonShort(state.reason)})
      </span>
    )
  }
  return (
    <span className="text-xs whitespace-normal">
      <span className={verifiedClassName}>✓ Verified</span> by {state.domain}
    </span>
  )
}

export interface AssetVerificationBadgeProps {
  network: Network
  asset: IssuedAsset
  issuer: IssuerReading
  variant: 'section' | 'cell'
  lookup: VerificationLookup
}

export function AssetVerificationBadge({
  network,
  asset,
  issuer,
  variant,
  lookup,
}: AssetVerificationBadgeProps) {
  const state = useAssetVerification(network, asset, issuer, lookup)
  if (variant === 'cell') return <VerificationCell state={state} />
  return (
    <section aria-labelledby="asset-issuer-heading" className="space-y-2">
      <h2 id="asset-issuer-heading" className="text-lg font-semibold">
        Who issued this asset (stellar.toml)
      </h2>
      <VerificationDetail state={state} asset={asset} />
    </section>
  )
}

/** The IssuerReading of an account query's state. */
export function issuerReadingOf(query: {
  data: Pick<Account, 'account_id' | 'home_domain'> | undefined
  isError: boolean
}): IssuerReading {
  if (query.data !== undefined) return { status: 'read', account: query.data }
  return query.isError ? { status: 'failed' } : { status: 'pending' }
}
