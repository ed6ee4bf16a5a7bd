import type { PageParams } from '@/api/page-params'

// The dashboard's first page of each feed: read by its loader and by main.tsx's early queries.

/** The chart's window: more ledgers are cached than the table shows. */
export const dashboardLedgerParams: PageParams = {
  cursor: null,
  order: 'desc',
  limit: 30,
  includeFailed: null,
}

export const dashboardPaymentParams: PageParams = {
  cursor: null,
  order: 'desc',
  limit: 10,
  includeFailed: null,
}
