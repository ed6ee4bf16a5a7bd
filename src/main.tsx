import { QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { earlyResponsesTransport, readEarlyFetchHandoff } from '@/api/early-fetch-handoff'
import { createQueryClient } from '@/api/query-client'
import { createDeferredStreamManager } from '@/api/deferred-stream-manager'
import { loadRuntimeConfig } from '@/api/runtime-config'
import { applyTheme, readThemePreference } from '@/app/theme'
import { StreamManagerProvider } from '@/live/stream-manager-context'
import { appRouterOptions, appRoutes } from '@/router'
import { TimeDisplayProvider } from '@/ui/time-display'
import './index.css'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

// Before the first paint, so dark-mode users never see a white flash.
applyTheme(readThemePreference())

// What the early script (src/early-fetch.ts, run before this code had downloaded) asked for:
// config.json and the page's Horizon requests. A classic script's only way out is its global.
const earlyFetch = readEarlyFetchHandoff(
  (window as Window & { ledgerExplorerEarlyFetch?: unknown }).ledgerExplorerEarlyFetch,
)
// The app's state lives in these, created once per tab: the page load's settings, the query cache
// (whose Horizon GETs take each early response once) and the live streams that write into it.
const runtimeConfig = loadRuntimeConfig(earlyFetch?.config)
const queryClient = createQueryClient(earlyResponsesTransport(earlyFetch))
// Live updates begin once a page has rendered; their code loads with the first subscription.
const streamManager = createDeferredStreamManager(() =>
  import('@/api/stream-manager').then((module) => module.createStreamManager()),
)
const router = createBrowserRouter(appRoutes, appRouterOptions(queryClient, runtimeConfig))
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
