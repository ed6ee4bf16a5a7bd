// The early script: built apart into a small classic script (scripts/static/early-fetch-plugin.ts)
// that index.html runs before the app's code has downloaded. It asks for config.json, then runs
// the query functions of the page being opened (early-routes.ts, as main.tsx does), so Horizon's
// answers are on their way while React loads; the app takes them over
// (api/early-fetch-handoff.ts) and asks for nothing twice.
import type { QueryFunctionContext } from '@tanstack/react-query'
import { openEarlyFetchHandoff } from '@/api/early-fetch-handoff'
import { startEarlyRoute } from '@/api/early-queries'
import { fetchRuntimeConfigBody, parseRuntimeConfig } from '@/api/runtime-config'
import { earlyRoutes } from '@/early-routes'

const configBody = fetchRuntimeConfigBody().catch(() => undefined)
openEarlyFetchHandoff(configBody)
void configBody.then((body) => {
  startEarlyRoute(earlyRoutes, window.location, parseRuntimeConfig(body), (options) => {
    const { queryFn, queryKey, meta } = options
    if (typeof queryFn !== 'function') return
    // What the query functions read of their context; the answers go to the handoff, not here.
    const context = { queryKey, meta, signal: new AbortController().signal }
    Promise.resolve(queryFn(context as unknown as QueryFunctionContext<typeof queryKey>)).catch(
      () => {},
    )
  })
})
