import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useExplorerHref } from '@/ui/explorer-href'

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

/** An in-app link in running text that keeps the network (and a custom Horizon's `horizon=`). */
export function ExplorerLink({ to, children, longId = false, rel }: ExplorerLinkProps) {
  const href = useExplorerHref()
  return (
    <Link
      to={href(to)}
      rel={rel}
      className={longId ? `font-mono break-all ${textLinkClassName}` : textLinkClassName}
    >
      {children}
    </Link>
  )
}
