import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { useNetwork } from '@/resource-routes/network-route'
import { useExplorerHref } from '@/ui/explorer-href'
import { isTypingTarget } from '@/ui/keyboard'
import type { SearchMessage } from '@/search/search-outcome'

// A message exists only once a search has run, so its view loads with the search's parser.
const loadSearchMessageView = () => import('@/search/search-message-view')
const SearchMessageView = lazy(() =>
  loadSearchMessageView().then((module) => ({ default: module.SearchMessageView })),
)

/** Global search. `/` focuses it from anywhere (unless the user is typing elsewhere). */
export function SearchBox() {
  const inputRef = useRef<HTMLInputElement>(null)
  const messageId = useId()
  const [message, setMessage] = useState<SearchMessage | null>(null)
  const navigate = useNavigate()
  const href = useExplorerHref()
  const network = useNetwork()

  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return
      if (isTypingTarget(event.target)) return
      event.preventDefault()
      inputRef.current?.focus()
    }
    window.addEventListener('keydown', handleKeyDown)
    return () => window.removeEventListener('keydown', handleKeyDown)
  }, [])

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const input = inputRef.current
    if (!input) return
    // The parser (and the SDK's StrKey behind it) loads on the first search, not with the page.
    const [{ searchOutcome }] = await Promise.all([
      import('@/search/search-outcome'),
      loadSearchMessageView(),
    ])
    const { outcome, isSecret } = await searchOutcome(input.value, network, setMessage)
    if (isSecret) input.value = ''
    if (outcome === null) return
    setMessage(outcome.message ?? null)
    if (!('open' in outcome)) return
    input.value = ''
    void navigate(href(outcome.open, outcome.search))
  }

  return (
    <search className="w-full sm:w-auto">
      <form onSubmit={(event) => void handleSubmit(event)} className="flex gap-2">
        <label className="sr-only" htmlFor={`${messageId}-input`}>
          Search account, transaction, ledger or operation; pool, claimable balance, offer or asset
        </label>
        <input
          ref={inputRef}
          id={`${messageId}-input`}
          type="search"
          autoComplete="off"
          spellCheck={false}
          placeholder="Search G…/M… account, tx hash, ledger, op id  ( / )"
          aria-describedby={message ? messageId : undefined}
          onChange={() => setMessage(null)}
          className="w-full min-w-0 rounded border border-slate-300 bg-white px-2 py-1 text-sm sm:w-96 dark:border-slate-600 dark:bg-slate-900"
        />
        <button
          type="submit"
          className="rounded bg-blue-700 px-3 py-1 text-sm font-medium text-white hover:bg-blue-800"
        >
          Search
        </button>
      </form>
      {message ? (
        <Suspense fallback={null}>
          <SearchMessageView id={messageId} message={message} />
        </Suspense>
      ) : null}
    </search>
  )
}
