import { useId } from 'react'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { readListFilters } from '@/resource-routes/list-filter-params'

export interface ListFilterField {
  /** Horizon's query parameter, e.g. `claimant`; the explorer URL uses the same name. */
  name: string
  label: string
  placeholder: string
}

const inputClassName =
  'w-full min-w-0 rounded border border-slate-300 bg-white px-2 py-1 font-mono text-sm sm:w-96 dark:border-slate-600 dark:bg-slate-900'

/**
 * A list's filters as a form whose state is the URL: submitting opens the first page with the
 * filters set (and `horizon=` kept); Horizon judges the values and its 400 reads as the page's error.
 */
export function ListFilters({ label, fields }: { label: string; fields: ListFilterField[] }) {
  const formId = useId()
  const [searchParams] = useSearchParams()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const names = fields.map((field) => field.name)
  const current = readListFilters(searchParams, names)
  const horizon = searchParams.get('horizon')
  const keep: Record<string, string> = horizon ? { horizon } : {}

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const values = new FormData(event.currentTarget)
    const search = new URLSearchParams(keep)
    for (const name of names) {
      const value = values.get(name)
      if (typeof value === 'string' && value.trim() !== '') search.set(name, value.trim())
    }
    const query = search.toString()
    void navigate(query ? `${pathname}?${query}` : pathname)
  }

  return (
    <search aria-label={label}>
      <form
        // A new URL (Back, a link) resets the fields to what it says.
        key={searchParams.toString()}
        onSubmit={handleSubmit}
        className="flex flex-wrap items-end gap-3 rounded border border-slate-200 p-3 dark:border-slate-700"
      >
        {fields.map((field) => (
          <div key={field.name} className="flex flex-col gap-1 text-sm">
            <label htmlFor={`${formId}-${field.name}`} className="font-medium">
              {field.label}
            </label>
            <input
              id={`${formId}-${field.name}`}
              name={field.name}
              defaultValue={current[field.name] ?? ''}
              placeholder={field.placeholder}
              autoComplete="off"
              spellCheck={false}
              className={inputClassName}
            />
          </div>
        ))}
        <button
          type="submit"
          className="rounded bg-blue-700 px-3 py-1 text-sm font-medium text-white hover:bg-blue-800"
        >
          Filter
        </button>
        {Object.keys(current).length > 0 ? (
          <Link
            to={`${pathname}${horizon ? `?${new URLSearchParams(keep).toString()}` : ''}`}
            className="text-sm text-blue-700 underline dark:text-blue-300"
          >
            Clear filters
          </Link>
        ) : null}
      </form>
    </search>
  )
}
