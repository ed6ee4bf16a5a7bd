// The contract pages' small tables (events, instance storage, a transaction's state changes):
// named by `label`, a header row of `headings`, the rows as children. Every column but the last
// keeps a gap on its right.
import type { ReactNode } from 'react'

export const compactRowClassName = 'border-t border-slate-200 dark:border-slate-700'

export function CompactTable({
  label,
  headings,
  children,
}: {
  label: string
  headings: readonly string[]
  children: ReactNode
}) {
  return (
    <table aria-label={label} className="w-full text-left text-sm">
      <thead>
        <tr>
          {headings.map((heading, index) => (
            <th
              key={heading}
              scope="col"
              className={index === headings.length - 1 ? 'py-1' : 'py-1 pr-3'}
            >
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  )
}
