import { Link } from 'react-router'
import type { SearchMessage } from '@/search/search-outcome'
import { useExplorerHref } from '@/ui/explorer-href'

/** What a search found to say: an error, or a note with links to the records it may mean. */
export function SearchMessageView({ id, message }: { id: string; message: SearchMessage }) {
  const href = useExplorerHref()
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
      {message.suggestions && message.suggestions.length > 0 ? (
        <ul className="mt-1 space-y-0.5">
          {message.suggestions.map((suggestion) => (
            <li key={suggestion.label}>
              <Link
                to={href(suggestion.open, suggestion.search)}
                className="font-mono text-blue-700 underline dark:text-blue-300"
              >
                {suggestion.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
