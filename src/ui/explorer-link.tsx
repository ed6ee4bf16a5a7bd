// In-app links that check the id in their path first (record-ids.ts): an id from Horizon that
// fails its check is text, never a link. The links themselves are app-link.tsx's.
import type { ReactNode } from 'react'
import { appLink, idLinkOrText, useAppLinkPlace } from '@/ui/app-link'
import type { IdLinkProps } from '@/ui/app-link'
import { useExplorerHref } from '@/ui/explorer-href'
import { isLinkablePath } from '@/ui/record-ids'

const textLinkClassName = 'text-blue-700 underline dark:text-blue-300'

export interface ExplorerLinkProps {
  /** Path below the network, e.g. `/ledgers/5`. */
  to: string
  children: ReactNode
  /** A hash or other long id: monospace, and it may break anywhere on a narrow screen. */
  longId?: boolean
  rel?: string
}

/**
 * An in-app link in running text that keeps the network (and a custom Horizon's `horizon=`). A
 * path whose id fails its check (record-ids.ts) is shown as text: Horizon sent something odd.
 */
export function ExplorerLink({ to, children, longId = false, rel }: ExplorerLinkProps) {
  const href = useExplorerHref()
  const place = useAppLinkPlace()
  if (!isLinkablePath(to)) {
    return <span className={longId ? 'font-mono break-all' : undefined}>{children}</span>
  }
  return appLink(place, {
    to: href(to),
    rel,
    className: longId ? `font-mono break-all ${textLinkClassName}` : textLinkClassName,
    children,
  })
}

/**
 * A record's id in a table cell: a link when the id passes its check (record-ids.ts), else plain
 * text; bidi-isolated either way, as every string from Horizon.
 */
export function IdLink(props: IdLinkProps) {
  const href = useExplorerHref()
  const place = useAppLinkPlace()
  return idLinkOrText(place, isLinkablePath(props.to) ? href(props.to) : null, props)
}
