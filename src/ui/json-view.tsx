import { useMemo } from 'react'
import { CopyButton } from '@/ui/copy-button'

export interface JsonViewProps {
  value: unknown
  /** Names the record, e.g. "Raw operation JSON". */
  label: string
}

function stringify(value: unknown): string {
  try {
    return (
      JSON.stringify(
        value,
        (_key, item: unknown) => (typeof item === 'bigint' ? item.toString() : item),
        2,
      ) ?? 'undefined'
    )
  } catch {
    return String(value)
  }
}

export function JsonView({ value, label }: JsonViewProps) {
  const text = useMemo(() => stringify(value), [value])
  return (
    <details className="rounded border border-slate-200 dark:border-slate-700">
      <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </summary>
      <div className="border-t border-slate-200 dark:border-slate-700">
        <div className="flex justify-end px-2 pt-1">
          <CopyButton text={text} label={`Copy ${label}`} />
        </div>
        <pre className="max-h-[32rem] overflow-auto px-3 pb-3 font-mono text-xs text-slate-800 dark:text-slate-200">
          {text}
        </pre>
      </div>
    </details>
  )
}
