// Export an account's history: walk a Horizon collection page by page (asc from a cursor), up to a
// record cap or a closing time, politely: wait out Retry-After on a 429 and pause when
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
  /** asc (default, the export's order) or desc: newest first, for a history filter. */
  order?: 'asc' | 'desc'
  /** Start after this paging token (empty: from the oldest record, or the newest for desc). */
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
  stoppedBecause: 'end' | 'cap' | 'until'
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

export async function collectPages(options: CollectOptions): Promise<CollectResult> {
  const getPage = options.getPage ?? horizonGetResponse
  const sleep = options.sleep ?? abortableSleep
  const cap = Math.max(0, Math.min(options.maxRecords, exportRecordCap))
  const records: Record<string, unknown>[] = []
  const untilTime = options.until === undefined ? undefined : Date.parse(options.until)
  if (untilTime !== undefined && Number.isNaN(untilTime))
    throw new Error('The end of the range is not a valid date')
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
      const createdAt = record.created_at
      if (
        untilTime !== undefined &&
        typeof createdAt === 'string' &&
        Date.parse(createdAt) >= untilTime
      ) {
        report(null)
        return { records, pages, requests, stoppedBecause: 'until' }
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
