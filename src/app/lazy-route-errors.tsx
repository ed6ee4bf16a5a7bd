import { lazy, Suspense } from 'react'
import type { ReactNode } from 'react'

// The page-level error boundaries. What they show (a message per kind of Horizon error, Retry,
// the Retry-After countdown, the minimal shell of an unknown network) is only needed once a
// route has failed, so its code loads then instead of with every first page. (A tab's boundary
// comes with the tab's own module: resource-routes/tab-routes.ts.)

const RouteError = lazy(() =>
  import('@/app/route-error').then((module) => ({ default: module.RouteError })),
)
const NetworkErrorPage = lazy(() =>
  import('@/app/network-error-page').then((module) => ({ default: module.NetworkErrorPage })),
)

function LoadingRouteError({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <p role="status" className="p-4">
          Something went wrong; loading the details…
        </p>
      }
    >
      {children}
    </Suspense>
  )
}

export function LazyRouteError() {
  return (
    <LoadingRouteError>
      <RouteError />
    </LoadingRouteError>
  )
}

export function LazyNetworkErrorPage() {
  return (
    <LoadingRouteError>
      <NetworkErrorPage />
    </LoadingRouteError>
  )
}
