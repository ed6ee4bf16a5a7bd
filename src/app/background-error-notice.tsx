import { useQueryClient } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { backgroundErrorsOf } from '@/api/background-errors'

// A client that does not collect background errors has none to show.
const subscribeToNothing = () => () => {}
const noError = () => null

/** Says that refreshing failed while the page keeps showing the data it already has. */
export function BackgroundErrorNotice() {
  const backgroundErrors = backgroundErrorsOf(useQueryClient())
  const error = useSyncExternalStore(
    backgroundErrors?.subscribe ?? subscribeToNothing,
    backgroundErrors?.latest ?? noError,
  )
  if (!error || !backgroundErrors) return null
  return (
    <div
      role="status"
      className="mx-auto mb-3 flex max-w-6xl items-center justify-between gap-3 rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm dark:border-amber-700 dark:bg-amber-950"
    >
      <span>Showing earlier data: refreshing failed ({error.message}).</span>
      <button type="button" className="underline" onClick={backgroundErrors.dismiss}>
        Dismiss
      </button>
    </div>
  )
}
