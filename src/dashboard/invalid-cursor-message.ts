import type { DashboardStart } from '@/dashboard/dashboard-replay'
import { largestCursor } from '@/dashboard/dashboard-replay'

// Apart from dashboard-replay.ts: main.tsx's early queries read the cursor, only the dashboard
// page says what is wrong with it.

/** A readable sentence for a cursor the dashboard cannot replay from. */
export function invalidCursorMessage(start: Extract<DashboardStart, { kind: 'invalid' }>): string {
  return start.problem === 'too-large'
    ? `The cursor ${start.rawCursor} is larger than the largest cursor Horizon accepts (${largestCursor.toString()}).`
    : `“${start.rawCursor}” is not a cursor: a cursor is a paging token, digits only (a ledger's paging token is its sequence × 2³²), or “now”.`
}
