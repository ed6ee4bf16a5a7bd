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

/** The rows among `rows` whose status reads Failed (StatusBadge marks it). */
export function failedRows(rows: readonly HTMLTableRowElement[]): HTMLTableRowElement[] {
  return rows.filter((row) => row.querySelector('[data-failed]') !== null)
}

/** The link to the transaction of the row holding `focused`, if the row has one. */
function transactionLinkOfRow(root: ParentNode, focused: Element | null): HTMLElement | null {
  const row = linkedRows(root).find((candidate) => focused !== null && candidate.contains(focused))
  return row?.querySelector<HTMLElement>('a[href*="/transactions/"]') ?? null
}

/** The Nth tab (1-based) of the record page's tabs. */
function recordTab(root: ParentNode, position: number): HTMLElement | null {
  return root.querySelectorAll<HTMLElement>('[data-record-tabs] a[href]')[position - 1] ?? null
}

/**
 * What each key does inside `root`: the element to focus or click, or null when the key does
 * nothing here (so the browser keeps it). The keys are listed for readers in shortcut-list.ts.
 */
function actionFor(
  key: string,
  root: HTMLElement,
): { focus: HTMLElement } | { click: HTMLElement } | null {
  const rows = linkedRows(root)
  const rowLink = (row: HTMLTableRowElement | undefined) => {
    const link = row?.querySelector<HTMLElement>('a[href]')
    return link ? { focus: link } : null
  }
  switch (key) {
    case 'j':
    case 'k':
      return rowLink(rowToFocus(rows, document.activeElement, key === 'j' ? 'next' : 'previous'))
    case 'f':
    case 'F': {
      // The failed row after (f) or before (F) the focused row, among the rows and the failed ones.
      const failed = failedRows(rows)
      const focusedIndex = rows.findIndex((row) => row.contains(document.activeElement))
      const target =
        key === 'f'
          ? failed.find((row) => rows.indexOf(row) > focusedIndex)
          : failed.findLast((row) => focusedIndex === -1 || rows.indexOf(row) < focusedIndex)
      return rowLink(target)
    }
    case 't': {
      const link = transactionLinkOfRow(root, document.activeElement)
      return link ? { click: link } : null
    }
    case 'c': {
      const button = root.querySelector<HTMLElement>('[data-copy-link]')
      return button ? { click: button } : null
    }
    default: {
      if (!/^[1-9]$/.test(key)) return null
      const tab = recordTab(root, Number(key))
      return tab ? { click: tab } : null
    }
  }
}

/**
 * Acts on one of the page's keys (j / k rows, f / F failed rows, t a row's transaction, c copy
 * link, 1–9 tabs) inside `root`; false when the key does nothing here, so the browser keeps it.
 * AppLayout listens from the first paint and loads this module when the browser is first idle, or
 * at the first key press that comes before.
 */
export function actOnRowKey(key: string, root: HTMLElement): boolean {
  const action = actionFor(key, root)
  if (!action) return false
  if ('focus' in action) action.focus.focus()
  else action.click.click()
  return true
}
