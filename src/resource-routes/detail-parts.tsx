import type { ReactNode } from 'react'
import { useId } from 'react'
import { Link, useLocation, useParams } from 'react-router'
import { useExplorerHref } from '@/ui/explorer-href'

export interface Fact {
  term: string
  description: ReactNode
}

/** A record's facts as a description list (two columns from small screens up). */
export function FactList({ label, facts }: { label: string; facts: Fact[] }) {
  return (
    <dl
      aria-label={label}
      className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]"
    >
      {facts.map((fact) => (
        <div key={fact.term} className="contents">
          <dt className="font-medium text-slate-600 dark:text-slate-400">{fact.term}</dt>
          <dd className="min-w-0 break-words">{fact.description}</dd>
        </div>
      ))}
    </dl>
  )
}

export interface Tab {
  /** Path below the network, e.g. `/ledgers/5/operations`. */
  path: string
  label: string
}

/** Sub-list tabs as links: the URL says which tab is open. */
export function TabNav({
  label,
  tabs,
  recordPath,
}: {
  label: string
  tabs: Tab[]
  recordPath: string
}) {
  const href = useExplorerHref()
  const { pathname } = useLocation()
  const { network = '' } = useParams()
  // On the bare record URL the first tab is the one rendered (index route).
  const onRecordIndex = pathname.replace(/\/+$/, '') === `/${network}${recordPath}`
  return (
    <nav
      aria-label={label}
      data-record-tabs=""
      className="border-b border-slate-200 dark:border-slate-800"
    >
      <ul className="flex flex-wrap gap-1">
        {tabs.map((tab, index) => {
          const active = pathname === `/${network}${tab.path}` || (onRecordIndex && index === 0)
          return (
            <li key={tab.path}>
              <Link
                to={href(tab.path)}
                aria-current={active ? 'page' : undefined}
                className={
                  active
                    ? 'inline-block border-b-2 border-blue-600 px-3 py-2 font-semibold'
                    : 'inline-block px-3 py-2 text-blue-700 hover:underline dark:text-blue-300'
                }
              >
                {tab.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/** A titled part of a record page (balances, signers, an operation's fields). */
export function RecordSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}
