import { useEffect, useId, useRef, useState } from 'react'
import { collectPages, exportRecordCap } from '@/api/collect-pages'
import type { CollectProgress } from '@/api/collect-pages'
import { findLedgerAtTime } from '@/api/find-ledger-by-time'
import type { Network } from '@/api/networks'
import { downloadText, recordsToCsv } from '@/resource-routes/csv'
import { ledgerStartCursor, parseUtcInput } from '@/resource-routes/jump-to-date'

export interface HistoryExportProps {
  network: Pick<Network, 'horizonUrl'>
  accountId: string
  collection: 'operations' | 'payments'
}

type ExportRange = { kind: 'first'; count: number } | { kind: 'dates'; from: Date; until: Date }

type ExportState =
  | { kind: 'idle' }
  | { kind: 'running'; progress: CollectProgress; total: number | null }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string }

const inputClassName =
  'rounded border border-slate-300 bg-white px-2 py-0.5 dark:border-slate-600 dark:bg-slate-900'
const buttonClassName =
  'rounded border border-slate-300 px-2 py-0.5 hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800'

/** The form's choice of what to export, as typed. */
export interface ExportRangeForm {
  mode: 'first' | 'dates'
  count: string
  from: string
  until: string
}

/** Reads the form into a range, or says what is wrong with it. */
export function readExportRange({
  mode,
  count,
  from,
  until,
}: ExportRangeForm): ExportRange | string {
  if (mode === 'first') {
    const value = Number(count)
    if (!/^\d+$/.test(count.trim()) || value < 1 || value > exportRecordCap) {
      return `Enter a number of records from 1 to ${exportRecordCap.toLocaleString('en-US')}`
    }
    return { kind: 'first', count: value }
  }
  const fromDate = parseUtcInput(from)
  const untilDate = parseUtcInput(until)
  if (fromDate === null || untilDate === null) return 'Enter both ends of the range (UTC)'
  if (untilDate <= fromDate) return 'The end of the range must be after its start'
  return { kind: 'dates', from: fromDate, until: untilDate }
}

function progressText(state: Extract<ExportState, { kind: 'running' }>): string {
  const { records, pages, waitingSeconds } = state.progress
  const counted = `${records.toLocaleString('en-US')} records from ${pages} ${pages === 1 ? 'page' : 'pages'}`
  return waitingSeconds === null
    ? `Exported ${counted}…`
    : `${counted}; Horizon's rate limit: waiting ${waitingSeconds} s…`
}

interface ExportJob extends HistoryExportProps {
  pageSize: number
  range: ExportRange
}

/** Collects the pages of `job`, downloads them as one CSV and reports each step through `report`. */
async function exportHistory(
  { network, accountId, collection, pageSize, range }: ExportJob,
  signal: AbortSignal,
  report: (state: ExportState) => void,
) {
  const total = range.kind === 'first' ? range.count : null
  report({ kind: 'running', progress: { records: 0, pages: 0, waitingSeconds: null }, total })
  let cursor = ''
  if (range.kind === 'dates') {
    const start = await findLedgerAtTime(network.horizonUrl, range.from, signal)
    if (start.kind !== 'found') {
      report({ kind: 'done', message: 'No ledger closed in that range: nothing to export' })
      return
    }
    cursor = ledgerStartCursor(start.sequence)
  }
  const result = await collectPages({
    baseUrl: network.horizonUrl,
    path: `/accounts/${encodeURIComponent(accountId)}/${collection}`,
    search: { include_failed: 'true' },
    cursor,
    maxRecords: range.kind === 'first' ? range.count : exportRecordCap,
    pageSize,
    ...(range.kind === 'dates' ? { until: range.until.toISOString() } : {}),
    signal,
    onProgress: (progress) => report({ kind: 'running', progress, total }),
  })
  downloadText(`${accountId}-${collection}.csv`, recordsToCsv(result.records), 'text/csv')
  const capped = result.stoppedBecause === 'cap' && range.kind === 'dates'
  report({
    kind: 'done',
    message: `Exported ${result.records.length.toLocaleString('en-US')} ${collection} from ${result.pages} ${result.pages === 1 ? 'page' : 'pages'}${capped ? ` (stopped at the ${exportRecordCap.toLocaleString('en-US')}-record cap)` : ''}`,
  })
}

/** The "First N" / "Date range (UTC)" choice of what to export. */
function ExportRangeFields({
  form,
  onChange,
}: {
  form: ExportRangeForm
  onChange: (change: Partial<ExportRangeForm>) => void
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-3">
      <legend className="sr-only">What to export</legend>
      <label className="flex items-center gap-1">
        <input
          type="radio"
          checked={form.mode === 'first'}
          onChange={() => onChange({ mode: 'first' })}
        />
        First
      </label>
      <input
        aria-label="Number of records"
        inputMode="numeric"
        value={form.count}
        onChange={(event) => onChange({ count: event.target.value })}
        className={`${inputClassName} w-24`}
      />
      <label className="flex items-center gap-1">
        <input
          type="radio"
          checked={form.mode === 'dates'}
          onChange={() => onChange({ mode: 'dates' })}
        />
        Date range (UTC)
      </label>
      {(
        [
          { label: 'From (UTC)', end: 'from' },
          { label: 'Until (UTC)', end: 'until' },
        ] as const
      ).map(({ label, end }) => (
        <input
          key={label}
          aria-label={label}
          type="datetime-local"
          step={1}
          value={form[end]}
          onChange={(event) => onChange({ [end]: event.target.value })}
          className={inputClassName}
        />
      ))}
    </fieldset>
  )
}

/** Records per request: smaller requests answer sooner on a slow Horizon; each costs a token. */
function RequestSizeChooser({
  pageSize,
  onChange,
}: {
  pageSize: string
  onChange: (pageSize: string) => void
}) {
  return (
    <label className="flex items-center gap-1">
      Records per request
      <select
        value={pageSize}
        onChange={(event) => onChange(event.target.value)}
        className={inputClassName}
      >
        {['200', '100', '50', '10'].map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </label>
  )
}

/** The export's progress bar (when the total is known) and its status line. */
function ExportStatus({
  state,
  collection,
}: {
  state: ExportState
  collection: HistoryExportProps['collection']
}) {
  return (
    <>
      {state.kind === 'running' ? (
        <progress
          aria-label={`Export of ${collection}`}
          className="w-full max-w-md"
          max={state.total ?? undefined}
          value={state.total === null ? undefined : state.progress.records}
        />
      ) : null}
      <p role="status" className={state.kind === 'failed' ? 'text-red-800 dark:text-red-300' : ''}>
        {state.kind === 'running'
          ? progressText(state)
          : state.kind === 'idle'
            ? ''
            : state.message}
      </p>
    </>
  )
}

/**
 * CSV of an account's operations or payments across pages (oldest first, failed attempts
 * included), for a UTC date range or the first N records, at most 10,000, with Cancel.
 */
export function HistoryExport({ network, accountId, collection }: HistoryExportProps) {
  const formId = useId()
  const [rangeForm, setRangeForm] = useState<ExportRangeForm>({
    mode: 'first',
    count: '1000',
    from: '',
    until: '',
  })
  const [pageSize, setPageSize] = useState('200')
  const [state, setState] = useState<ExportState>({ kind: 'idle' })
  const controller = useRef<AbortController | null>(null)
  useEffect(() => () => controller.current?.abort(), [])

  function start() {
    const range = readExportRange(rangeForm)
    if (typeof range === 'string') {
      setState({ kind: 'failed', message: range })
      return
    }
    controller.current?.abort()
    const abort = new AbortController()
    controller.current = abort
    const job = { network, accountId, collection, pageSize: Number(pageSize), range }
    exportHistory(job, abort.signal, setState).catch((error: unknown) => {
      if (abort.signal.aborted) return
      const reason = error instanceof Error ? error.message : String(error)
      setState({ kind: 'failed', message: `Export failed: ${reason}` })
    })
  }

  function cancel() {
    controller.current?.abort()
    setState({ kind: 'done', message: 'Export cancelled; nothing was saved' })
  }

  return (
    <section aria-labelledby={`${formId}-heading`} className="space-y-2 text-sm">
      <h3 id={`${formId}-heading`} className="font-semibold">
        Export {collection} as CSV
      </h3>
      <form
        className="flex flex-wrap items-center gap-3"
        onSubmit={(event) => {
          event.preventDefault()
          start()
        }}
      >
        <ExportRangeFields
          form={rangeForm}
          onChange={(change) => setRangeForm((form) => ({ ...form, ...change }))}
        />
        <RequestSizeChooser pageSize={pageSize} onChange={setPageSize} />
        {state.kind === 'running' ? (
          <button type="button" className={buttonClassName} onClick={cancel}>
            Cancel export
          </button>
        ) : (
          <button type="submit" className={buttonClassName}>
            Export CSV
          </button>
        )}
      </form>
      <ExportStatus state={state} collection={collection} />
    </section>
  )
}
