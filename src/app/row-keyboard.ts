import { isTypingTarget } from '@/ui/keyboard'

// j / k move through the rows of the page's tables, as in Gmail or GitHub: on a record page the
// rows sit below the facts, the tabs and the list's own controls, 30 or more Tab presses away.

// A paged list's section (resource-routes/list-route.tsx) is labelled by its heading, this id.
const listRows = 'section[aria-labelledby="list-heading"] tbody tr'

/**
 * The rows that hold a link, in reading order: those of the page's lists when it has any (an
 * account's balances and signers are facts about the record, not the history being looked
 * through), else those of every table (the dashboard).
 */
export function linkedRows(root: ParentNode): HTMLTableRowElement[] {
  const inLists = root.querySelectorAll<HTMLTableRowElement>(listRows)
  const rows = inLists.length > 0 ? inLists : root.querySelectorAll<HTMLTableRowElement>('tbody tr')
  return [...rows].filter((row) => row.querySelector('a[href]') !== null)
}

/**
 * The row to move to: the one after (j) or before (k) the row holding `focused`; from outside
 * every row, j starts at the first and k at the last. Stays on the first and the last row.
 */
export function rowToFocus(
  rows: readonly HTMLTableRowElement[],
  focused: Element | null,
  direction: 'next' | 'previous',
): HTMLTableRowElement | undefined {
  const current = rows.findIndex((row) => focused !== null && row.contains(focused))
  if (current === -1) return direction === 'next' ? rows[0] : rows.at(-1)
  const target = direction === 'next' ? current + 1 : current - 1
  return rows[Math.min(Math.max(target, 0), rows.length - 1)]
}

/**
 * j / k focus the first link of the next / previous table row inside `container`; returns the
 * function that stops listening. AppLayout loads this when the browser is first idle.
 */
export function listenForRowKeys(container: { readonly current: HTMLElement | null }): () => void {
  function handleKeyDown(event: KeyboardEvent) {
    if (event.key !== 'j' && event.key !== 'k') return
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
    if (isTypingTarget(event.target) || !container.current) return
    const row = rowToFocus(
      linkedRows(container.current),
      document.activeElement,
      event.key === 'j' ? 'next' : 'previous',
    )
    const link = row?.querySelector<HTMLElement>('a[href]')
    if (!link) return
    event.preventDefault()
    link.focus()
  }
  window.addEventListener('keydown', handleKeyDown)
  return () => window.removeEventListener('keydown', handleKeyDown)
}
