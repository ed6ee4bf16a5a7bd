import { useEffect, useId, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { useExplorerHref } from '@/ui/explorer-href'
import { isTypingTarget } from '@/ui/keyboard'

/** Global search. `/` focuses it from anywhere (unless the user is typing elsewhere). */
export function SearchBox() {
  const inputRef = useRef<HTMLInputElement>(null)
  const messageId = useId()
  const [message, setMessage] = useState<string | null>(null)
  const navigate = useNavigate()
  const href = useExplorerHref()

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
    const { loadStrKey, parseSearch, searchTargetPath } = await import('@/search/parse-search')
    const target = parseSearch(input.value, await loadStrKey())
    if (target.kind === 'secret-key') {
      input.value = ''
      setMessage(
        'That is a secret key. It was not sent anywhere and has been cleared from the box. Never paste secret keys into websites; if it is a real key, consider it exposed.',
      )
      return
    }
    if (target.kind === 'invalid') {
      setMessage(target.message)
      return
    }
    const path = searchTargetPath(target)
    if (path === null) return
    setMessage(null)
    input.value = ''
    // The account page explains a muxed address itself (`muxed=`): a note there, not an alert here.
    void navigate(
      target.kind === 'muxed-account' ? href(path, { muxed: target.address }) : href(path),
    )
  }

  return (
    <search className="w-full sm:w-auto">
      <form onSubmit={(event) => void handleSubmit(event)} className="flex gap-2">
        <label className="sr-only" htmlFor={`${messageId}-input`}>
          Search account, transaction, ledger or operation
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
        <p id={messageId} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
          {message}
        </p>
      ) : null}
    </search>
  )
}
