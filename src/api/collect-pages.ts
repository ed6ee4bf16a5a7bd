// Export an account's history or search it: walk a Horizon collection page by page from a cursor
// (oldest first up to a closing time, or newest first back to an opening time), up to a record cap,
// politely: wait out Retry-After on a 429 and pause when
// X-RateLimit-Remaining reaches zero. Next pages are built from the selected network and the last
// record's paging_token, never from the response's `_links`.
import { horizonGetResponse, horizonUrl, isHorizonError } from './horizon-client'

export const exportRecordCap = 10_000
const pageLimit = 200
const retriesPerPage = 5
const defaultRetrySeconds = 10

export interface FetchedPage {
  body: unknown
  headers: Headers
}

export interface CollectProgress {
  records: number
  pages: number
  /** Set while waiting for Horizon's rate limit to reset. */
  waitingSeconds: number | null
}

export interface CollectOptions {
  baseUrl: string
  /** A collection path, e.g. `/accounts/G…/payments` (segments already encoded). */
  path: string
  /** Extra Horizon parameters (include_failed, join). */
  search?: Record<string, string>
  /** Oldest first (the default, for exports) or newest first (a search back from a time). */
  order?: 'asc' | 'desc'
  /** Newest-first walks: stop at the first record created before this time (ISO 8601). */
  since?: string
  /** Start after this paging token (empty: from the oldest record). */
  cursor?: string
  /** At most this many records (capped at 10,000). */
  maxRecords: number
  /** Records per request, 1–200 (default 200, Horizon's maximum). */
  pageSize?: number
  /** Stop at the first record created at or after this time (ISO 8601). */
  until?: string
  signal?: AbortSignal
  onProgress?: (progress: CollectProgress) => void
  getPage?: (url: string, signal?: AbortSignal) => Promise<FetchedPage>
  sleep?: (milliseconds: number, signal?: AbortSignal) => Promise<void>
}

export interface CollectResult {
  records: Record<string, unknown>[]
  pages: number
  requests: number
  stoppedBecause: 'end' | 'cap' | 'until' | 'since'
}

const pagingTokenPattern = /^[0-9]+(?:-[0-9]+)?$/

function abortableSleep(milliseconds: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const timer = setTimeout(resolve, milliseconds)
    signal?.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(signal.reason)
    })
  })
}

function headerSeconds(headers: Headers, name: string): number | null {
  const value = Number.parseInt(headers.get(name) ?? '', 10)
  return Number.isFinite(value) && value >= 0 ? value : null
}

function pageRecords(body: unknown): Record<string, unknown>[] {
  const records = (body as { _embedded?: { records?: unknown } } | null)?._embedded?.records
  if (!Array.isArray(records)) throw new Error('Horizon answered without a list of records')
  return records.filter(
    (record): record is Record<string, unknown> => typeof record === 'object' && record !== null,
  )
}

function rangeTime(value: string | undefined, end: 'start' | 'end'): number | undefined {
  if (value === undefined) return undefined
  const time = Date.parse(value)
  if (Number.isNaN(time)) throw new Error(`The ${end} of the range is not a valid date`)
  return time
}

/** Whether a record lies past the walk's closing time (asc) or before its opening time (desc). */
function outsideRange(
  record: Record<string, unknown>,
  untilTime: number | undefined,
  sinceTime: number | undefined,
): 'until' | 'since' | null {
  const createdAt = record.created_at
  if (typeof createdAt !== 'string') return null
  const time = Date.parse(createdAt)
  if (untilTime !== undefined && time >= untilTime) return 'until'
  if (sinceTime !== undefined && time < sinceTime) return 'since'
  return null
}

export async function collectPages(options: CollectOptions): Promise<CollectResult> {
  const getPage =
    options.getPage ?? ((url: string, signal?: AbortSignal) => horizonGetResponse(url, { signal }))
  const sleep = options.sleep ?? abortableSleep
  const cap = Math.max(0, Math.min(options.maxRecords, exportRecordCap))
  const records: Record<string, unknown>[] = []
  const untilTime = rangeTime(options.until, 'end')
  const sinceTime = rangeTime(options.since, 'start')
  let cursor = options.cursor ?? ''
  let pages = 0
  let requests = 0
  const report = (waitingSeconds: number | null) =>
    options.onProgress?.({ records: records.length, pages, waitingSeconds })

  const fetchPage = async (url: string): Promise<FetchedPage> => {
    for (let attempt = 0; ; attempt += 1) {
      requests += 1
      try {
        return await getPage(url, options.signal)
      } catch (error) {
        if (!isHorizonError(error) || error.kind !== 'rate_limited' || attempt >= retriesPerPage) {
          throw error
        }
        const seconds = error.retryAfterSeconds ?? defaultRetrySeconds
        report(seconds)
        await sleep(seconds * 1000, options.signal)
      }
    }
  }

  const pageSize = Math.max(1, Math.min(pageLimit, Math.floor(options.pageSize ?? pageLimit)))
  while (records.length < cap) {
    const limit = String(Math.min(pageSize, cap - records.length))
    const url = horizonUrl(options.baseUrl, options.path, {
      ...options.search,
      order: options.order ?? 'asc',
      limit,
      cursor,
    })
    const page = await fetchPage(url)
    pages += 1
    const batch = pageRecords(page.body)
    for (const record of batch) {
      const outside = outsideRange(record, untilTime, sinceTime)
      if (outside) {
        report(null)
        return { records, pages, requests, stoppedBecause: outside }
      }
      records.push(record)
    }
    report(null)
    if (batch.length < Number(limit)) return { records, pages, requests, stoppedBecause: 'end' }
    const token = batch.at(-1)?.paging_token
    if (typeof token !== 'string' || !pagingTokenPattern.test(token)) {
      throw new Error(
        'Horizon sent a record without a usable paging_token; the export stopped there',
      )
    }
    cursor = token
    if (headerSeconds(page.headers, 'X-RateLimit-Remaining') === 0) {
      const seconds = headerSeconds(page.headers, 'X-RateLimit-Reset') ?? defaultRetrySeconds
      report(seconds)
      await sleep(seconds * 1000, options.signal)
    }
  }
  return { records, pages, requests, stoppedBecause: 'cap' }
}
