// React Router's <Link> runs about a dozen hooks and three effects per link, and a 200-row
// operations page holds some 900 links: mounting and unmounting them was the largest share of
// the page's render. Inside a RecordTable a link is therefore a plain <a href>, and the table
// handles in-app clicks once for all of its links, with Link's own rule for which clicks stay in
// the app (left button, no modifier key, no target, not already handled).
import { createContext, useContext, useEffect, useEffectEvent } from 'react'
import type { ReactNode } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'

const PlainLinksContext = createContext(false)

/** Links below render as plain anchors; only for an element that runs <InAppLinkClicks>. */
export const PlainLinksProvider = PlainLinksContext

export interface AppLinkProps {
  /** An in-app href, e.g. from useExplorerHref: `/local/ledgers/5`. */
  to: string
  className?: string | undefined
  title?: string | undefined
  rel?: string | undefined
  children: ReactNode
}

/** A React Router <Link>, or a plain anchor inside a table that handles its links' clicks. */
export function AppLink({ to, className, title, rel, children }: AppLinkProps) {
  const plain = useContext(PlainLinksContext)
  if (plain) {
    return (
      <a href={to} className={className} title={title} rel={rel} data-app-link="">
        {children}
      </a>
    )
  }
  return (
    <Link to={to} className={className} title={title} rel={rel}>
      {children}
    </Link>
  )
}

function isPlainLeftClick(event: MouseEvent): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  )
}

/**
 * Navigates in the app when a plain AppLink inside `container` is clicked, as <Link> would: a
 * link to the page on screen replaces the history entry instead of adding one.
 */
export function InAppLinkClicks({ container }: { container: HTMLElement | null }) {
  const navigate = useNavigate()
  const location = useLocation()
  const onClick = useEffectEvent((event: MouseEvent) => {
    if (!isPlainLeftClick(event) || !(event.target instanceof Element)) return
    const anchor = event.target.closest('a[data-app-link]')
    if (!(anchor instanceof HTMLAnchorElement) || !container?.contains(anchor)) return
    if (anchor.target && anchor.target !== '_self') return
    const to = anchor.getAttribute('href')
    if (to === null) return
    event.preventDefault()
    const current = `${location.pathname}${location.search}${location.hash}`
    const next = new URL(anchor.href)
    void navigate(to, { replace: current === `${next.pathname}${next.search}${next.hash}` })
  })
  useEffect(() => {
    if (!container) return
    const listener = (event: MouseEvent) => onClick(event)
    container.addEventListener('click', listener)
    return () => container.removeEventListener('click', listener)
  }, [container])
  return null
}
