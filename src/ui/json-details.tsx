import type { ReactNode } from 'react'

/** The collapsed frame of a JSON view: its label as the summary, the JSON below it. */
export function JsonDetails({
  label,
  onToggle,
  children,
}: {
  label: string
  onToggle?: (event: React.SyntheticEvent<HTMLDetailsElement>) => void
  children: ReactNode
}) {
  return (
    <details className="rounded border border-slate-200 dark:border-slate-700" onToggle={onToggle}>
      <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </summary>
      {children}
    </details>
  )
}
