import { QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { EarlyFailures, startEarlyQueries } from '@/api/early-queries'
import { createQueryClient } from '@/api/query-client'
import { createDeferredStreamManager } from '@/api/deferred-stream-manager'
import { applyTheme, readThemePreference } from '@/app/theme'
import { StreamManagerProvider } from '@/live/stream-manager-context'
import { earlyRoutes } from '@/early-routes'
import { appRouterOptions, appRoutes } from '@/router'
import { TimeDisplayProvider } from '@/ui/time-display'
import './index.css'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

// Before the first paint, so dark-mode users never see a white flash.
applyTheme(readThemePreference())

// The app's state lives in these two, created once per tab: the query cache (with its
// background errors) and the live streams that write into it.
const earlyFailures = new EarlyFailures()
const queryClient = createQueryClient(earlyFailures)
// The page's Horizon requests start now, before the page's code is even asked for.
const earlyQueriesStarted = startEarlyQueries(
  queryClient,
  earlyFailures,
  earlyRoutes,
  window.location,
)
// Live updates begin once a page has rendered; their code loads with the first subscription.
const streamManager = createDeferredStreamManager(() =>
  import('@/api/stream-manager').then((module) => module.createStreamManager()),
)
// The Horizon requests leave first, then the router asks for the page's code, and React's first
// render (a whole task) comes last. config.json is preloaded: this waits only for its body.
void earlyQueriesStarted.then(() => {
  const router = createBrowserRouter(appRoutes, appRouterOptions(queryClient))
  const stopWatchingFirstLoad = router.subscribe((state) => {
    if (!state.initialized) return
    earlyFailures.clear()
    stopWatchingFirstLoad()
  })
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StreamManagerProvider manager={streamManager}>
          <TimeDisplayProvider>
            <RouterProvider router={router} />
          </TimeDisplayProvider>
        </StreamManagerProvider>
      </QueryClientProvider>
    </StrictMode>,
  )
})
