import type { FormEvent, ReactNode } from 'react'
import { useId } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { useLocationSearchParams } from '@/ui/location-search-params'

export interface FilterField {
  /** The URL's (and Horizon's) parameter name, e.g. `asset_code`. */
  name: string
  label: string
  placeholder?: string
  /** A choice instead of free text; the first option should be "any" (`''`). */
  options?: readonly { value: string; label: string }[]
  /** Checked before navigating: a message, or null when the value is acceptable. */
  check?: (value: string) => string | null
}

const inputClassName =
  'w-full rounded border border-slate-400 bg-white px-2 py-1 font-mono text-sm dark:border-slate-500 dark:bg-slate-900'

/** One filter: a text box or a choice, with its problem (if any) under it. */
function FilterInput({
  field,
  inputId,
  value,
}: {
  field: FilterField
  inputId: string
  value: string
}) {
  const problem = value === '' ? null : (field.check?.(value) ?? null)
  return (
    <div className="min-w-40 flex-1 space-y-1">
      <label htmlFor={inputId} className="block text-sm font-medium">
        {field.label}
      </label>
      {field.options ? (
        <select id={inputId} name={field.name} defaultValue={value} className={inputClassName}>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={inputId}
          name={field.name}
          defaultValue={value}
          placeholder={field.placeholder}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${inputId}-problem` : undefined}
          className={inputClassName}
          autoComplete="off"
          spellCheck={false}
        />
      )}
      {problem ? (
        <p id={`${inputId}-problem`} className="text-sm text-red-800 dark:text-red-300">
          {problem}
        </p>
      ) : null}
    </div>
  )
}

/**
 * A list's filters as a form whose fields are the URL's search parameters: submitting starts the
 * list again from its first page with the new filters (the URL is the state).
 */
export function ListFilterForm({
  label,
  fields,
  errors,
}: {
  label: string
  fields: readonly FilterField[]
  /** Messages shown under the form, e.g. a value the list cannot use. */
  errors?: ReactNode
}) {
  const searchParams = useLocationSearchParams()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const id = useId()

  const networkSearch = new URLSearchParams()
  for (const key of ['horizon', 'rpc']) {
    const value = searchParams.get(key)
    if (value !== null) networkSearch.set(key, value)
  }
  const clearedHref = networkSearch.size > 0 ? `${pathname}?${networkSearch.toString()}` : pathname

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const next = new URLSearchParams()
    for (const key of ['horizon', 'rpc', 'order', 'limit']) {
      const value = searchParams.get(key)
      if (value !== null) next.set(key, value)
    }
    for (const field of fields) {
      const value = String(data.get(field.name) ?? '').trim()
      if (value !== '') next.set(field.name, value)
    }
    const query = next.toString()
    void navigate(`${pathname}${query ? `?${query}` : ''}`)
  }

  return (
    <form
      aria-label={label}
      onSubmit={submit}
      className="flex flex-wrap items-end gap-3 rounded border border-slate-200 p-3 dark:border-slate-700"
    >
      {fields.map((field) => (
        <FilterInput
          key={`${field.name}-${searchParams.get(field.name) ?? ''}`}
          field={field}
          inputId={`${id}-${field.name}`}
          value={searchParams.get(field.name) ?? ''}
        />
      ))}
      <button
        type="submit"
        className="rounded border border-slate-400 px-3 py-1 font-medium hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        Filter
      </button>
      {fields.some((field) => searchParams.has(field.name)) ? (
        <Link to={clearedHref} className="text-sm text-blue-700 underline dark:text-blue-300">
          Clear filters
        </Link>
      ) : null}
      {errors}
    </form>
  )
}
