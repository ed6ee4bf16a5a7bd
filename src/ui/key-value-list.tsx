import { AccountId } from '@/ui/account-id'
import { isRecord } from '@/ui/record-fields'

export interface KeyValueListProps {
  record: unknown
  /** Accessible name of the list, e.g. "Operation fields". */
  label: string
  /** Fields not worth listing (e.g. `_links`). */
  omit?: readonly string[]
}

/** Characters of one field shown in the list. */
const longTextLimit = 2_000

const accountIdPattern = /^[GMC][A-Z2-7]{55}([A-Z2-7]{13})?$/

function FieldValue({ value }: { value: unknown }) {
  if (typeof value === 'string') {
    if (accountIdPattern.test(value)) return <AccountId id={value} />
    if (value.length > longTextLimit) {
      // A field this long is not meant to be read here (the JSON view has it all); laying out
      // megabytes of text would freeze the page for seconds.
      return (
        <span className="break-all">
          <span>{value.slice(0, longTextLimit)}</span>… ({value.length - longTextLimit} more
          characters)
        </span>
      )
    }
    return <span className="break-all">{value === '' ? '(empty)' : value}</span>
  }
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return <span>{String(value)}</span>
  }
  if (value === null || value === undefined) {
    return <span className="text-slate-500 dark:text-slate-400">{String(value)}</span>
  }
  let text: string
  try {
    text = JSON.stringify(value, null, 2)
  } catch {
    text = String(value)
  }
  return (
    <pre className="overflow-x-auto font-mono text-xs whitespace-pre-wrap break-all">{text}</pre>
  )
}

/** Lists every field of a record as name/value pairs; used for unknown record types. */
export function KeyValueList({ record, label, omit = ['_links'] }: KeyValueListProps) {
  const entries = isRecord(record)
    ? Object.entries(record).filter(([key]) => !omit.includes(key))
    : []
  return (
    <dl
      aria-label={label}
      className="grid grid-cols-[minmax(8rem,max-content)_1fr] gap-x-4 gap-y-1 text-sm"
    >
      {entries.map(([key, value]) => (
        <div key={key} className="contents">
          <dt className="font-mono text-slate-500 dark:text-slate-400">{key}</dt>
          <dd className="min-w-0 text-slate-900 dark:text-slate-100">
            <FieldValue value={value} />
          </dd>
        </div>
      ))}
    </dl>
  )
}
