// A small plain table (the contract pages' events, storage and state changes): named by `label`,
// a header row of `headings`, the rows as children. Record lists use RecordTable instead (sticky first column, cards on a phone).
import type { ReactNode } from 'react'

export const compactRowClassName = 'border-t border-slate-200 dark:border-slate-700'

export function CompactTable({
  label,
  headings,
  headingClassName = 'py-1 pr-3',
  children,
}: {
  label: string
  headings: readonly string[]
  headingClassName?: string
  children: ReactNode
}) {
  return (
    <table aria-label={label} className="w-full text-left text-sm">
      <thead>
        <tr>
          {headings.map((heading) => (
            <th key={heading} scope="col" className={headingClassName}>
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  )
}
