import { useEffect, useState } from 'react'
import { isRouteErrorResponse, Link, useParams, useRevalidator, useRouteError } from 'react-router'
import { AccountNotFound } from '@/accounts/account-not-found'
import { isHorizonError } from '@/api/horizon-client'
import type { HorizonError } from '@/api/horizon-client'
import { NetworkResolutionError } from '@/api/networks'

function notFoundSubject(url: string): string {
  const path = new URL(url).pathname
  if (/\/accounts\/[^/]+$/.test(path)) return 'account'
  if (/\/ledgers\/[^/]+/.test(path)) return 'ledger'
  if (/\/transactions\/[^/]+/.test(path)) return 'transaction'
  if (/\/operations\/[^/]+/.test(path)) return 'operation'
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

function HorizonErrorDetails({
  error,
  networkLabel,
}: {
  error: HorizonError
  networkLabel: string
}) {
  switch (error.kind) {
    case 'invalid':
      return (
        <>
          <h1>Invalid request</h1>
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
        </>
      )
    case 'not_found': {
      const subject = notFoundSubject(error.url)
      if (subject === 'account') return <AccountNotFound networkLabel={networkLabel} />
      return (
        <>
          <h1>Not found</h1>
          <p>
            There is no such {subject} on {networkLabel}.
          </p>
        </>
      )
    }
    case 'before_history':
      return (
        <>
          <h1>Outside this Horizon&apos;s history</h1>
          <p>
            This Horizon on {networkLabel} does not keep data that old (HTTP 410). The record may
            exist; try a full-history Horizon.
          </p>
        </>
      )
    case 'rate_limited':
      return (
        <>
          <h1>Rate limited</h1>
          <p>Horizon says too many requests came from this address (HTTP 429).</p>
          <RetryAfterCountdown seconds={error.retryAfterSeconds ?? 10} />
        </>
      )
    case 'unreachable':
      return (
        <>
          <h1>Horizon unreachable</h1>
          <p>{error.message}.</p>
          <RetryButton />
        </>
      )
    case 'server':
      return (
        <>
          <h1>Horizon server error</h1>
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
          <h1>Unexpected answer from Horizon</h1>
          <p>{error.message}</p>
          <RetryButton />
        </>
      )
  }
}

/** Renders any route failure inside the app shell, with a distinct message per kind of error. */
export function RouteError() {
  const error = useRouteError()
  const { network = '' } = useParams()
  let content
  if (isHorizonError(error)) {
    content = (
      <>
        <HorizonErrorDetails error={error} networkLabel={network} />
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Request:{' '}
          <a className="break-all underline" href={error.url} target="_blank" rel="noreferrer">
            {error.url}
          </a>
        </p>
      </>
    )
  } else if (error instanceof NetworkResolutionError) {
    content = (
      <>
        <h1>Unknown network</h1>
        <p>{error.message}</p>
        <p>
          <Link className="underline" to="/">
            Go to the default network
          </Link>
        </p>
      </>
    )
  } else if (isRouteErrorResponse(error)) {
    content = (
      <>
        <h1>{error.status === 404 ? 'Page not found' : `Error ${error.status}`}</h1>
        <p>{typeof error.data === 'string' ? error.data : error.statusText}</p>
      </>
    )
  } else {
    content = (
      <>
        <h1>Something went wrong</h1>
        <p>{error instanceof Error ? error.message : 'Unknown error'}</p>
      </>
    )
  }
  return (
    <section
      role="alert"
      className="space-y-3 rounded border border-red-300 bg-red-50 p-4 dark:border-red-800 dark:bg-red-950 [&_h1]:text-xl [&_h1]:font-semibold"
    >
      {content}
    </section>
  )
}
