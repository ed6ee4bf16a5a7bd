import { useEffect, useId, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { findTransactionOrPool } from '@/api/find-transaction-or-pool'
import { useNetwork } from '@/resource-routes/network-route'
import { useExplorerHref } from '@/ui/explorer-href'
import { isTypingTarget } from '@/ui/keyboard'
import type { SearchTarget } from '@/search/parse-search'
import { loadStrKey, parseSearch, searchTargetPath } from '@/search/parse-search'
import { transactionLinksOnScreenMentioning } from '@/search/links-on-screen'

interface SearchMessage {
  tone: 'error' | 'note'
  text: string
  links?: { href: string; label: string }[]
}

const secretKeyMessage =
  'That is a secret key. It was not sent anywhere and has been cleared from the box. Never paste secret keys into websites; if it is a real key, consider it exposed.'

function contractMessage(contractId: string): SearchMessage {
  const links = transactionLinksOnScreenMentioning(contractId)
  return {
    tone: 'note',
    text: `${contractId} is a contract. Horizon does not index contracts, so it cannot be looked up here.${
      links.length > 0
        ? ' On this page it appears in:'
        : ' Its calls show on the transactions that invoke it.'
    }`,
    links,
  }
}

/** Where a target opens: a path under the network, its query, and a note to show, if any. */
type SearchOutcome =
  | { open: string; search?: Record<string, string>; message?: SearchMessage }
  | { message: SearchMessage }

function immediateOutcome(target: SearchTarget): SearchOutcome | null {
  switch (target.kind) {
    case 'secret-key':
      return { message: { tone: 'error', text: secretKeyMessage } }
    case 'invalid':
      return { message: { tone: 'error', text: target.message } }
    case 'contract':
      return { message: contractMessage(target.contractId) }
    case 'asset-code':
      return { open: '/assets', search: { asset_code: target.code } }
    // The account page explains a muxed address itself (`muxed=`): a note there, not one here.
    case 'muxed-account':
      return { open: `/accounts/${target.accountId}`, search: { muxed: target.address } }
    case 'transaction':
      return null
    default: {
      const path = searchTargetPath(target)
      return path === null ? null : { open: path }
    }
  }
}

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

  async function hexOutcome(hash: string): Promise<SearchOutcome> {
    setMessage({ tone: 'note', text: 'Looking for a transaction or liquidity pool with this id…' })
    try {
      const match = await findTransactionOrPool(network.horizonUrl, hash)
      if (match === 'transaction') return { open: `/transactions/${hash}` }
      if (match === 'liquidity-pool') {
        const text = 'No transaction has this hash: it is a liquidity pool id.'
        return { open: `/liquidity_pools/${hash}`, message: { tone: 'note', text } }
      }
      const text = `No transaction or liquidity pool on ${network.label} has the id ${hash}.`
      return { message: { tone: 'error', text } }
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'Horizon did not answer.'
      return { message: { tone: 'error', text: `Could not look the id up: ${reason}` } }
    }
  }

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const input = inputRef.current
    if (!input) return
    const target = parseSearch(input.value, await loadStrKey())
    if (target.kind === 'secret-key') input.value = ''
    const outcome =
      target.kind === 'transaction' ? await hexOutcome(target.hash) : immediateOutcome(target)
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
      {message ? <SearchMessageView id={messageId} message={message} /> : null}
    </search>
  )
}

function SearchMessageView({ id, message }: { id: string; message: SearchMessage }) {
  return (
    <div
      id={id}
      role="alert"
      className={`mt-1 text-sm ${message.tone === 'error' ? 'text-red-700 dark:text-red-300' : 'text-slate-800 dark:text-slate-200'}`}
    >
      <p className="break-words">{message.text}</p>
      {message.links && message.links.length > 0 ? (
        <ul className="mt-1 space-y-0.5">
          {message.links.map((link) => (
            <li key={link.href}>
              <Link to={link.href} className="font-mono text-blue-700 underline dark:text-blue-300">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
