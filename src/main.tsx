import { QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { createQueryClient } from '@/api/query-client'
import { applyTheme, readThemePreference } from '@/app/theme'
import { appRouterOptions, appRoutes } from '@/router'
import { TimeDisplayProvider } from '@/ui/time-display'
import './index.css'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

// Before the first paint, so dark-mode users never see a white flash.
applyTheme(readThemePreference())

const queryClient = createQueryClient()
const router = createBrowserRouter(appRoutes, appRouterOptions(queryClient))

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <TimeDisplayProvider>
        <RouterProvider router={router} />
      </TimeDisplayProvider>
    </QueryClientProvider>
  </StrictMode>,
)
