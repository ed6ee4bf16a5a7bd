// The lists the account page adds up (its summary, the Spendable XLM box, "Where the funds are"):
// each read once as one full Horizon page, oldest first (account-page.tsx names them). A full page does not end the list, so the
// page then reads the next one to say how many records the figures leave out.
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import type { Page } from '@/api/horizon-types'
import type { PageParams } from '@/api/page-params'
import type { horizonPageQuery } from '@/api/page-query'
import { maximumLimit } from '@/api/page-params'
import { isRecord, readString } from '@/ui/record-fields'

/** Oldest first, a full Horizon page: the summary and the funds add these lists up. */
export const firstFullPage: PageParams = {
  cursor: null,
  order: 'asc',
  limit: maximumLimit,
  includeFailed: null,
}

/** What a full first page leaves out, as far as the page after it tells. */
export type Uncounted =
  | { state: 'none' }
  | { state: 'counting' }
  | { state: 'failed' }
  /** `atLeast`: the next page was full too, so there may be more still. */
  | { state: 'counted'; more: number; atLeast: boolean }

function pageRecords(page: Page<unknown> | undefined): unknown[] | undefined {
  const embedded: unknown = page?._embedded
  const records: unknown = isRecord(embedded) ? embedded.records : undefined
  return Array.isArray(records) ? records : undefined
}

/** The params of the page after a full one, or null when the page is not full (or unreadable). */
export function pageAfterFull(page: Page<unknown> | undefined): PageParams | null {
  const records = pageRecords(page)
  if (!records || records.length < maximumLimit) return null
  const last: unknown = records.at(-1)
  const cursor = isRecord(last) ? readString(last, 'paging_token') : undefined
  return cursor ? { ...firstFullPage, cursor } : null
}

export function uncountedOf(
  next: PageParams | null,
  nextPage: Pick<UseQueryResult<Page<unknown>>, 'data' | 'isError'>,
): Uncounted {
  if (next === null) return { state: 'none' }
  if (nextPage.isError) return { state: 'failed' }
  const records = pageRecords(nextPage.data)
  if (!records) return { state: 'counting' }
  return { state: 'counted', more: records.length, atLeast: records.length >= maximumLimit }
}

/** A list the page adds up, as it read it from Horizon. */
export interface ListSource<T> {
  /** Undefined while it is read (or not needed: no pool shares, no pools). */
  records: T[] | undefined
  error: Error | null
  retry: () => void
  uncounted: Uncounted
}

/** The first full page of a filtered list and, when it is full, the count of the page after. */
export function useCountedList<T>(
  list: (params: PageParams) => ReturnType<typeof horizonPageQuery<T>>,
  enabled: boolean,
): ListSource<T> {
  const first = useQuery({ ...list(firstFullPage), enabled })
  const next = pageAfterFull(first.data)
  const nextPage = useQuery({ ...list(next ?? firstFullPage), enabled: enabled && next !== null })
  return {
    records: first.data?._embedded.records,
    error: first.error,
    retry: () => void first.refetch(),
    uncounted: uncountedOf(next, nextPage),
  }
}

/** Whether figures added up from the first page may leave records out. */
export function mayLeaveOut(uncounted: Uncounted): boolean {
  return uncounted.state !== 'none' && !(uncounted.state === 'counted' && uncounted.more === 0)
}
