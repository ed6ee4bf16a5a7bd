// The early script: built apart into a small classic script (scripts/static/early-fetch-plugin.ts)
// that index.html runs before the app's code has downloaded. It asks for config.json, then for
// the Horizon URLs of the page being opened (the manifest's early table, early-routes.ts), so
// Horizon's answers are on their way while React loads. Its export is the script's global
// (`ledgerExplorerEarlyFetch.handoff`), which main.tsx hands to the Horizon client
// (api/early-fetch-handoff.ts).
import { startEarlyFetches } from '@/api/early-fetch-handoff'
import { earlyRoutes } from '@/early-routes'

export const handoff = startEarlyFetches(earlyRoutes, window.location)
