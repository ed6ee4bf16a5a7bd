// "Find a payment" on an account: the search lives in the URL (a shared link runs it again); the
// walk goes newest first from the window's end through the account's payments (which include path
// payments, account creations and merges), bounded, with progress, Cancel and Horizon's rate limit
// honoured by collectPages, the export's walker.
import { useEffect, useId, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { collectPages } from '@/api/collect-pages'
import type { CollectProgress } from '@/api/collect-pages'
import { findLedgerAtTime } from '@/api/find-ledger-by-time'
import type { Network } from '@/api/networks'
import type { PaymentSearch, PaymentSearchField } from '@/accounts/payment-search'
import {
  matchesPaymentSearch,
  paymentMovement,
  paymentSearchParams,
  readPaymentSearch,
} from '@/accounts/payment-search'
import { ledgerStartCursor } from '@/resource-routes/jump-to-date'
import { AccountId } from '@/ui/account-id'
import { Amount } from '@/ui/amount'
import { ExplorerLink } from '@/ui/explorer-link'
import { type RecordColumn, RecordColumnsTable } from '@/ui/record-table'
import { readString } from '@/ui/record-fields'

/** At most this many records are read per search: a window narrows a longer one. */
export const paymentSearchRecordCap = 2_000

type FoundRecord = Record<string, unknown>

type FindState =
  | { kind: 'idle' }
  | { kind: 'running'; progress: CollectProgress }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string }
  | {
      kind: 'done'
      matches: FoundRecord[]
      read: number
      pages: number
      /** The span the records read cover, as the sentence names it. */
      between: [string, string]
      capped: boolean
    }

const inputClassName =
  'rounded border border-slate-300 bg-white px-2 py-0.5 dark:border-slate-600 dark:bg-slate-900'
const buttonClassName =
  'rounded border border-slate-300 px-2 py-0.5 hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800'

/** "2026-01-31 12:00:05 UTC". */
function utcText(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value
  if (Number.isNaN(date.getTime())) return String(value)
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`
}

async function findPayments(
  horizonUrl: string,
  accountId: string,
  search: PaymentSearch,
  signal: AbortSignal,
  report: (state: FindState) => void,
) {
  report({ kind: 'running', progress: { records: 0, pages: 0, waitingSeconds: null } })
  let cursor = ''
  if (search.until) {
    const end = await findLedgerAtTime(horizonUrl, search.until, signal)
    // After the newest ledger: the walk starts at the newest payment.
    if (end.kind === 'found') cursor = ledgerStartCursor(end.sequence)
  }
  const result = await collectPages({
    baseUrl: horizonUrl,
    path: `/accounts/${encodeURIComponent(accountId)}/payments`,
    search: { include_failed: 'true' },
    order: 'desc',
    cursor,
    ...(search.from ? { since: search.from.toISOString() } : {}),
    maxRecords: paymentSearchRecordCap,
    signal,
    onProgress: (progress) => report({ kind: 'running', progress }),
  })
  const times = result.records.map((record) => readString(record, 'created_at') ?? '')
  const newest = search.until ? utcText(search.until) : utcText(times[0] ?? new Date())
  const oldest =
    result.stoppedBecause === 'since' || (times.length === 0 && search.from)
      ? utcText(search.from ?? '')
      : times.length > 0
        ? utcText(times.at(-1) ?? '')
        : 'the account’s first payment'
  report({
    kind: 'done',
    matches: result.records.filter((record) => matchesPaymentSearch(record, accountId, search)),
    read: result.records.length,
    pages: result.pages,
    between: [oldest, newest],
    capped: result.stoppedBecause === 'cap',
  })
}

function matchColumns(accountId: string): RecordColumn<FoundRecord>[] {
  const movementOf = (record: FoundRecord) => paymentMovement(record, accountId)
  return [
    {
      header: 'Time (UTC)',
      cell: (record) => utcText(readString(record, 'created_at') ?? ''),
    },
    { header: 'Direction', cell: (record) => movementOf(record)?.direction ?? '' },
    {
      header: 'Amount',
      cell: (record) => {
        const movement = movementOf(record)
        if (!movement) return null
        return movement.amount === undefined ? (
          `all its XLM (${movement.asset.code})`
        ) : (
          <Amount value={movement.amount} assetCode={movement.asset.code} />
        )
      },
    },
    {
      header: 'Counterpart',
      cell: (record) => <AccountId id={movementOf(record)?.counterpart ?? ''} />,
    },
    {
      header: 'Status',
      cell: (record) => (record.transaction_successful === false ? 'Failed' : 'Succeeded'),
    },
    {
      header: 'Operation',
      cell: (record) => {
        const id = readString(record, 'id') ?? ''
        return <ExplorerLink to={`/operations/${id}`}>{id}</ExplorerLink>
      },
    },
  ]
}

function FindStatus({ state, accountId }: { state: FindState; accountId: string }) {
  if (state.kind === 'idle') return null
  if (state.kind === 'cancelled') return <p role="status">Search cancelled.</p>
  if (state.kind === 'failed')
    return (
      <p role="alert" className="text-red-800 dark:text-red-300">
        {state.message}
      </p>
    )
  if (state.kind === 'running') {
    const { records, pages, waitingSeconds } = state.progress
    return (
      <p role="status">
        Read {records.toLocaleString('en-US')} payments from {pages}{' '}
        {pages === 1 ? 'page' : 'pages'}
        {waitingSeconds === null ? '…' : `; Horizon's rate limit: waiting ${waitingSeconds} s…`}
      </p>
    )
  }
  const [from, until] = state.between
  const span = `the ${state.read.toLocaleString('en-US')} ${state.read === 1 ? 'record' : 'records'} between ${from} and ${until}`
  return (
    <div className="space-y-2">
      <p role="status">
        {state.matches.length === 0
          ? `No match in ${span}.`
          : `${state.matches.length} ${state.matches.length === 1 ? 'match' : 'matches'} in ${span}.`}
        {state.capped
          ? ` It stopped after ${paymentSearchRecordCap.toLocaleString('en-US')} records: narrow the time window to look further back.`
          : ''}
      </p>
      {state.matches.length > 0 ? (
        <RecordColumnsTable
          caption="Matching payments"
          columns={matchColumns(accountId)}
          records={state.matches}
          rowKey={(record, index) => readString(record, 'id') ?? index}
        />
      ) : null}
    </div>
  )
}

const fieldLabels: [PaymentSearchField, string, string][] = [
  ['amount', 'Amount', '50 or 40-60'],
  ['asset', 'Asset', 'XLM, USDC or USDC:G…'],
  ['counterpart', 'Counterpart', 'G…'],
]

/** The form, filled from the URL; a new URL gives a new form (it is keyed by the search). */
function PaymentSearchForm({
  headingId,
  read,
  running,
  onSubmit,
  onCancel,
}: {
  headingId: string
  read: (field: PaymentSearchField) => string
  running: boolean
  onSubmit: (form: HTMLFormElement) => void
  onCancel: () => void
}) {
  return (
    <form
      aria-labelledby={headingId}
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit(event.currentTarget)
      }}
    >
      {fieldLabels.map(([field, label, placeholder]) => (
        <label key={field} className="flex flex-col gap-0.5">
          {label}
          <input
            name={field}
            defaultValue={read(field)}
            placeholder={placeholder}
            className={`${inputClassName} ${field === 'counterpart' ? 'w-64' : 'w-36'}`}
          />
        </label>
      ))}
      <label className="flex flex-col gap-0.5">
        Direction
        <select
          name="direction"
          defaultValue={read('direction') || 'any'}
          className={inputClassName}
        >
          <option value="any">Sent or received</option>
          <option value="sent">Sent</option>
          <option value="received">Received</option>
        </select>
      </label>
      {(['from', 'until'] as const).map((field) => (
        <label key={field} className="flex flex-col gap-0.5">
          {field === 'from' ? 'From (UTC)' : 'Until (UTC)'}
          <input
            name={field}
            type="datetime-local"
            step={1}
            defaultValue={read(field)}
            className={inputClassName}
          />
        </label>
      ))}
      {running ? (
        <button type="button" className={buttonClassName} onClick={onCancel}>
          Cancel search
        </button>
      ) : (
        <button type="submit" className={buttonClassName}>
          Find
        </button>
      )}
    </form>
  )
}

export interface PaymentFinderProps {
  network: Pick<Network, 'horizonUrl'>
  accountId: string
}

export function PaymentFinder({ network, accountId }: PaymentFinderProps) {
  const headingId = useId()
  const [searchParams, setSearchParams] = useSearchParams()
  // Only the form's own parameters: paging the list above does not run the search again.
  const findQuery = new URLSearchParams(
    Object.values(paymentSearchParams).flatMap((name) => {
      const value = searchParams.get(name)
      return value === null ? [] : [[name, value]]
    }),
  ).toString()
  const search = readPaymentSearch(new URLSearchParams(findQuery))
  const [state, setState] = useState<FindState>({ kind: 'idle' })
  // Find pressed again on the same search (after a Cancel, or for newer payments) runs it again.
  const [runs, setRuns] = useState(0)
  const controller = useRef<AbortController | null>(null)

  useEffect(() => {
    const wanted = readPaymentSearch(new URLSearchParams(findQuery))
    if (wanted === null || typeof wanted === 'string') return
    const abort = new AbortController()
    controller.current = abort
    findPayments(network.horizonUrl, accountId, wanted, abort.signal, setState).catch(
      (error: unknown) => {
        if (abort.signal.aborted) return
        const reason = error instanceof Error ? error.message : String(error)
        setState({ kind: 'failed', message: `The search failed: ${reason}` })
      },
    )
    return () => abort.abort()
  }, [findQuery, network.horizonUrl, accountId, runs])

  function submit(form: HTMLFormElement) {
    const data = new FormData(form)
    setRuns((count) => count + 1)
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous)
      for (const [field, name] of Object.entries(paymentSearchParams)) {
        const value = String(data.get(field) ?? '').trim()
        if (value === '' && field !== 'direction') next.delete(name)
        else next.set(name, value)
      }
      return next
    })
  }

  return (
    <section aria-labelledby={headingId} className="space-y-2 text-sm">
      <h3 id={headingId} className="font-semibold">
        Find a payment
      </h3>
      <PaymentSearchForm
        key={findQuery}
        headingId={headingId}
        read={(field) => searchParams.get(paymentSearchParams[field]) ?? ''}
        running={state.kind === 'running'}
        onSubmit={submit}
        onCancel={() => {
          controller.current?.abort()
          setState({ kind: 'cancelled' })
        }}
      />
      {typeof search === 'string' ? (
        <p role="alert" className="text-red-800 dark:text-red-300">
          {search}
        </p>
      ) : null}
      {search !== null && typeof search !== 'string' ? (
        <FindStatus state={state} accountId={accountId} />
      ) : null}
    </section>
  )
}
