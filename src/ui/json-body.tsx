import { useMemo } from 'react'
import { CopyButton } from '@/ui/copy-button'

/** Bidi controls (embeddings, overrides, isolates, marks) that could reorder the text around. */
const bidiControls = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g

function stringify(value: unknown): string {
  try {
    const json =
      JSON.stringify(
        value,
        (_key, item: unknown) => (typeof item === 'bigint' ? item.toString() : item),
        2,
      ) ?? 'undefined'
    // As \uXXXX escapes the JSON means the same, and a right-to-left override from Horizon can
    // no longer reorder the rest of the text on screen.
    return json.replace(
      bidiControls,
      (control) => `\\u${control.charCodeAt(0).toString(16).padStart(4, '0')}`,
    )
  } catch {
    return String(value)
  }
}

export interface JsonBodyProps {
  value: unknown
  /** Names the record, e.g. "Raw operation JSON". */
  label: string
}

/** The JSON text inside a JsonDetails, with its copy button. */
export function JsonBody({ value, label }: JsonBodyProps) {
  const text = useMemo(() => stringify(value), [value])
  return (
    <div className="border-t border-slate-200 dark:border-slate-700">
      <div className="flex justify-end px-2 pt-1">
        <CopyButton text={text} label={`Copy ${label}`} />
      </div>
      <pre className="max-h-[32rem] overflow-auto px-3 pb-3 font-mono text-xs text-slate-800 dark:text-slate-200">
        {text}
      </pre>
    </div>
  )
}
