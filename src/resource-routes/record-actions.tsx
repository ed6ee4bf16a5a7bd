import { CopyLinkButton } from '@/ui/copy-link-button'
import { DeferredJsonView } from '@/ui/deferred-json-view'

/**
 * The Horizon URL a query requests (page-query.ts puts it in `meta`): built from the selected
 * network's Horizon and the route, never from anything Horizon sent (its `_links` are untrusted).
 */
export function horizonRequestUrlOf(options: { meta?: Record<string, unknown> }): string | null {
  const url = options.meta?.horizonRequestUrl
  return typeof url === 'string' && /^https?:\/\//.test(url) ? url : null
}

export interface RecordActionsProps {
  /** The exact Horizon API URL of what is on screen (none: no link). */
  horizonHref: string | null
  /** What the JSON view shows: the record, or the page of records. */
  json: unknown
  jsonLabel: string
  /** Records exported as CSV (the current page only); omit for single records. */
  csv?: { records: readonly object[]; fileName: string }
  /** Whether Copy link sits here: not on a list page (its toolbar has it) or a record page (its header has it). */
  copyLink?: boolean
}

export const actionClassName =
  'rounded border border-slate-300 px-2 py-1 text-sm hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800'

/** The CSV writer loads on the first download, not with every page. */
async function downloadCsv(csv: NonNullable<RecordActionsProps['csv']>) {
  const { downloadText, recordsToCsv } = await import('@/resource-routes/csv')
  downloadText(csv.fileName, recordsToCsv(csv.records), 'text/csv')
}

export function RecordActions({
  horizonHref,
  json,
  jsonLabel,
  csv,
  copyLink = !csv,
}: RecordActionsProps) {
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        {copyLink ? <CopyLinkButton className={actionClassName} /> : null}
        {horizonHref ? (
          <a className={actionClassName} href={horizonHref} target="_blank" rel="noreferrer">
            Open in Horizon<span className="sr-only"> (opens the API response in a new tab)</span>
          </a>
        ) : null}
        {csv ? (
          <button
            type="button"
            className={actionClassName}
            onClick={() => void downloadCsv(csv)}
            disabled={csv.records.length === 0}
          >
            Download CSV of this page
          </button>
        ) : null}
      </div>
      <DeferredJsonView value={json} label={jsonLabel} />
    </div>
  )
}
