// How a failed route reads: a distinct message per kind of Horizon error, with Retry where a retry
// can help. The page's error boundary (app/route-error.tsx) and each tab's (TabError) share it.
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import {
  isRouteErrorResponse,
  Link,
  useLocation,
  useParams,
  useRevalidator,
  useRouteError,
  useRouteLoaderData,
} from 'react-router'
import { isHorizonError } from '@/api/horizon-client'
import type { HorizonError } from '@/api/horizon-client'
import { horizonRootQueries } from '@/api/horizon-root-queries'
import type { Network } from '@/api/networks'
import { NetworkResolutionError } from '@/api/networks'
import { networkRouteId } from '@/resource-routes/network-route'
import { useExplorerHref } from '@/ui/explorer-href'

function notFoundSubject(url: string): string {
  const path = new URL(url).pathname
  if (/\/accounts\/[^/]+$/.test(path)) return 'account'
  if (/\/ledgers\/[^/]+/.test(path)) return 'ledger'
  if (/\/transactions\/[^/]+/.test(path)) return 'transaction'
  if (/\/operations\/[^/]+/.test(path)) return 'operation'
  if (/\/offers\/[^/]+$/.test(path)) return 'open offer'
  if (/\/claimable_balances\/[^/]+$/.test(path)) return 'claimable balance'
  if (/\/liquidity_pools\/[^/]+$/.test(path)) return 'liquidity pool'
  if (/\/assets$/.test(path)) return 'asset'
  return 'record'
}

function RetryAfterCountdown({ seconds }: { seconds: number }) {
  const revalidator = useRevalidator()
  const [remaining, setRemaining] = useState(seconds)
  useEffect(() => {
    if (remaining <= 0) {
      void revalidator.revalidate()
      return
    }
    const timer = setTimeout(() => setRemaining((value) => value - 1), 1000)
    return () => clearTimeout(timer)
  }, [remaining, revalidator])
  return (
    <p role="status" aria-live="polite">
      {remaining > 0 ? `Retrying in ${remaining} s…` : 'Retrying…'}
    </p>
  )
}

function RetryButton() {
  const revalidator = useRevalidator()
  return (
    <button
      type="button"
      className="rounded border border-slate-400 px-3 py-1 font-medium hover:bg-slate-100 dark:hover:bg-slate-800"
      onClick={() => void revalidator.revalidate()}
      disabled={revalidator.state === 'loading'}
    >
      {revalidator.state === 'loading' ? 'Retrying…' : 'Retry'}
    </button>
  )
}

/** Where an error shows: the whole page (h1) or one tab of a record that did load (h2). */
export type ErrorPlacement = 'page' | 'tab'

type HeadingTag = 'h1' | 'h2'

interface HorizonErrorDetailsProps {
  error: HorizonError
  networkLabel: string
  placement: ErrorPlacement
}

/** The page's own address without its cursor: the list's first page, with its other settings. */
function StartOverLink() {
  const { pathname, search } = useLocation()
  const params = new URLSearchParams(search)
  params.delete('cursor')
  const query = params.toString()
  return (
    <p>
      <Link className="underline" to={query === '' ? pathname : `${pathname}?${query}`}>
        Start over from the first page
      </Link>
    </p>
  )
}

function InvalidRequestDetails({ error, Heading }: { error: HorizonError; Heading: HeadingTag }) {
  return (
    <>
      <Heading>Invalid request</Heading>
      <p>
        Horizon rejected{' '}
        {error.invalidField ? (
          <>
            the <code>{error.invalidField}</code> parameter: {error.reason ?? 'invalid value'}
          </>
        ) : (
          <>the request: {error.problem?.detail ?? error.problem?.title ?? 'Bad Request'}</>
        )}
      </p>
      {error.invalidField === 'cursor' ? <StartOverLink /> : null}
    </>
  )
}

/**
 * A ledger Horizon does not have may simply not have closed yet: the latest ledger (Horizon's root,
 * usually in the cache already) tells the two apart.
 */
function LedgerNotFoundDetails({
  error,
  networkLabel,
}: {
  error: HorizonError
  networkLabel: string
}) {
  const network = useRouteLoaderData(networkRouteId) as Network | undefined
  const sequence = /\/ledgers\/(\d{1,10})$/.exec(new URL(error.url).pathname)?.[1]
  const root = useQuery({
    ...horizonRootQueries.root({ horizonUrl: network?.horizonUrl ?? '' }),
    enabled: network !== undefined && sequence !== undefined,
  })
  const href = useExplorerHref()
  const latest = root.data?.history_latest_ledger
  if (sequence !== undefined && typeof latest === 'number' && Number(sequence) > latest) {
    return (
      <>
        <h1>Not closed yet</h1>
        <p>
          Ledger {Number(sequence).toLocaleString('en-US')} has not closed yet on {networkLabel}:
          the latest ledger is {latest.toLocaleString('en-US')}.
        </p>
        <p>
          <Link className="underline" to={href(`/ledgers/${latest}`)}>
            Open the latest ledger
          </Link>
        </p>
      </>
    )
  }
  return (
    <>
      <h1>Not found</h1>
      <p>There is no such ledger on {networkLabel}.</p>
    </>
  )
}

function NotFoundDetails({ error, networkLabel, placement }: HorizonErrorDetailsProps) {
  if (placement === 'tab') {
    return (
      <>
        <h2>List not found</h2>
        <p>Horizon answered 404 for this list.</p>
        <RetryButton />
      </>
    )
  }
  const subject = notFoundSubject(error.url)
  if (subject === 'ledger')
    return <LedgerNotFoundDetails error={error} networkLabel={networkLabel} />
  return (
    <>
      <h1>Not found</h1>
      <p>
        There is no such {subject} on {networkLabel}.
      </p>
      {subject === 'open offer' && (
        // Horizon keeps only open offers: a filled or cancelled one answers 404 forever.
        <p>
          Horizon keeps only open offers: once an offer is filled or cancelled it is gone. Its
          trades stay in the Trades list (filter by offer ID).
        </p>
      )}
      {subject === 'claimable balance' && (
        // Sentences link every balance they name, and most of those have since been claimed.
        <p>
          Horizon keeps only balances that are still waiting: once a claimable balance is claimed or
          clawed back it is gone. The operations that created and claimed it stay in the history of
          the accounts involved.
        </p>
      )}
      {subject === 'liquidity pool' && (
        <p>
          Horizon keeps only existing pools: a pool is removed when its last pool-share trustline is
          removed. Its deposits, withdrawals and trades stay in the history of the accounts
          involved.
        </p>
      )}
      {subject === 'account' && (
        // Horizon answers 404 both for an account that never received its starting balance
        // and for one merged away: both are common support questions.
        <p>
          This account has not been created yet, or it was merged, on {networkLabel}. An account
          exists once someone sends it a starting balance with create_account.
        </p>
      )}
    </>
  )
}

function HorizonErrorDetails({ error, networkLabel, placement }: HorizonErrorDetailsProps) {
  const Heading = placement === 'page' ? 'h1' : 'h2'
  switch (error.kind) {
    case 'invalid':
      return <InvalidRequestDetails error={error} Heading={Heading} />
    case 'not_found':
      return <NotFoundDetails error={error} networkLabel={networkLabel} placement={placement} />
    case 'before_history':
      return (
        <>
          <Heading>Outside this Horizon&apos;s history</Heading>
          <p>
            This Horizon on {networkLabel} does not keep data that old (HTTP 410). The record may
            exist; try a full-history Horizon.
          </p>
        </>
      )
    case 'rate_limited':
      return (
        <>
          <Heading>Rate limited</Heading>
          <p>Horizon says too many requests came from this address (HTTP 429).</p>
          <RetryAfterCountdown seconds={error.retryAfterSeconds ?? 10} />
        </>
      )
    case 'unreachable':
      return (
        <>
          <Heading>Horizon unreachable</Heading>
          <p>{error.message}.</p>
          <RetryButton />
        </>
      )
    case 'timeout':
      return (
        <>
          <Heading>Horizon did not answer in time</Heading>
          <p>{error.message}.</p>
          <RetryButton />
        </>
      )
    case 'server':
      return (
        <>
          <Heading>Horizon server error</Heading>
          <p>
            Horizon answered {error.status}
            {error.problem ? `: ${error.problem.title}` : ''}.
          </p>
          <RetryButton />
        </>
      )
    default:
      return (
        <>
          <Heading>Unexpected answer from Horizon</Heading>
          <p>{error.message}</p>
          <RetryButton />
        </>
      )
  }
}

export function ErrorContent({ error, placement }: { error: unknown; placement: ErrorPlacement }) {
  const { network = '' } = useParams()
  const Heading = placement === 'page' ? 'h1' : 'h2'
  if (isHorizonError(error)) {
    return (
      <>
        <HorizonErrorDetails error={error} networkLabel={network} placement={placement} />
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Request:{' '}
          <a className="break-all underline" href={error.url} target="_blank" rel="noreferrer">
            {error.url}
          </a>
        </p>
      </>
    )
  }
  if (error instanceof NetworkResolutionError) {
    return (
      <>
        <Heading>Unknown network</Heading>
        <p>{error.message}</p>
        <p>
          <Link className="underline" to="/">
            Go to the default network
          </Link>
        </p>
      </>
    )
  }
  if (isRouteErrorResponse(error)) {
    return (
      <>
        <Heading>{error.status === 404 ? 'Page not found' : `Error ${error.status}`}</Heading>
        <p>{typeof error.data === 'string' ? error.data : error.statusText}</p>
      </>
    )
  }
  return (
    <>
      <Heading>Something went wrong</Heading>
      <p>{error instanceof Error ? error.message : 'Unknown error'}</p>
      {placement === 'tab' ? <RetryButton /> : null}
    </>
  )
}

export const alertClassName =
  'space-y-3 rounded border border-red-300 bg-red-50 p-4 dark:border-red-800 dark:bg-red-950'

/**
 * A record's tab that failed: the error shows inside the tab, and the record above it stays (the
 * tab routes' ErrorBoundary, see tab-routes.ts).
 */
export function TabError() {
  const error = useRouteError()
  return (
    <section role="alert" className={`${alertClassName} [&_h2]:text-lg [&_h2]:font-semibold`}>
      <ErrorContent error={error} placement="tab" />
    </section>
  )
}
