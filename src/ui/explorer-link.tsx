import type { ReactNode } from 'react'
import { AppLink } from '@/ui/app-link'
import { useExplorerHref } from '@/ui/explorer-href'
import { isLinkablePath } from '@/ui/record-ids'

/** A record's id as a link: table cells and AccountId. */
export const idLinkClassName =
  'font-mono text-blue-700 underline-offset-2 hover:underline dark:text-blue-400'

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
  if (!isLinkablePath(to)) {
    return <span className={longId ? 'font-mono break-all' : undefined}>{children}</span>
  }
  return (
    <AppLink
      to={href(to)}
      rel={rel}
      className={longId ? `font-mono break-all ${textLinkClassName}` : textLinkClassName}
    >
      {children}
    </AppLink>
  )
}

export interface IdLinkProps {
  /** Path below the network naming one record, e.g. `/ledgers/5`. */
  to: string
  /** The id as shown (possibly shortened); nothing → "—". */
  children: ReactNode
  title?: string | undefined
}

/**
 * A record's id in a table cell: a link when the id passes its check (record-ids.ts), else plain
 * text; bidi-isolated either way, as every string from Horizon.
 */
export function IdLink({ to, children, title }: IdLinkProps) {
  const href = useExplorerHref()
  if (children === null || children === undefined || children === '') return '—'
  if (!isLinkablePath(to)) {
    return (
      <bdi className="font-mono" title={title}>
        {children}
      </bdi>
    )
  }
  return (
    <AppLink to={href(to)} title={title} className={idLinkClassName}>
      <bdi>{children}</bdi>
    </AppLink>
  )
}
