import { useEffect, useRef } from 'react'

// Every key the explorer answers to, for the `?` overlay. The keys themselves are handled where
// they act: app-layout.tsx (/ and ?), row-keyboard.ts (rows, tabs, copy), pager.tsx (←/→) and
// ledger-page.tsx ([ ]). e2e/support-keyboard.spec.ts checks the list and presses the keys.
export const shortcuts: readonly { keys: readonly string[]; what: string }[] = [
  { keys: ['/'], what: 'Search (accounts, transactions, ledgers, assets…)' },
  { keys: ['?'], what: 'Show this list of keys' },
  { keys: ['j', 'k'], what: 'Next / previous row of the list' },
  { keys: ['f', 'F'], what: 'Next / previous failed row' },
  { keys: ['t'], what: 'Open the transaction of the focused row' },
  { keys: ['Tab'], what: 'Along the focused row’s links' },
  { keys: ['←', '→'], what: 'Newer / older page of the list (a record’s tabs too)' },
  { keys: ['1', '…', '9'], what: 'Open the record’s first … ninth tab' },
  { keys: ['[', ']'], what: 'Previous / next ledger on a ledger page' },
  { keys: ['c'], what: 'Copy the link of this page' },
  { keys: ['Esc'], what: 'Close this list' },
]

const keyClassName =
  'rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-mono text-sm dark:border-slate-600 dark:bg-slate-800'

/** The `?` overlay: a modal dialog (focus stays in it, Esc closes it) listing every key. */
export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement | null>(null)
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (!element.open) element.showModal()
    return () => element.close()
  }, [])
  return (
    <dialog
      ref={dialog}
      aria-labelledby="shortcuts-heading"
      onClose={onClose}
      className="m-auto max-w-lg rounded-lg border border-slate-300 bg-white p-4 text-slate-900 shadow-xl backdrop:bg-slate-900/40 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="flex items-center justify-between gap-4">
        <h2 id="shortcuts-heading" className="text-lg font-semibold">
          Keyboard shortcuts
        </h2>
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          className="rounded border border-slate-300 px-2 py-0.5 text-sm dark:border-slate-600"
        >
          Close
        </button>
      </div>
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">Keys and what they do</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Keys</th>
            <th scope="col">What they do</th>
          </tr>
        </thead>
        <tbody>
          {shortcuts.map((shortcut) => (
            <tr key={shortcut.what}>
              <td className="py-1 pr-4 whitespace-nowrap">
                {shortcut.keys.map((key) =>
                  key === '…' ? (
                    <span key={key}> … </span>
                  ) : (
                    <kbd key={key} className={`${keyClassName} mr-1`}>
                      {key}
                    </kbd>
                  ),
                )}
              </td>
              <td className="py-1">{shortcut.what}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </dialog>
  )
}
