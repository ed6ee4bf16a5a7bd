// In-app links without their id checks: the first route's table needs only these, and the id
// checks (record-ids.ts, with the StrKey decoder of account ids) come with explorer-link.tsx.
import { createContext, useContext, useEffect, useEffectEvent } from 'react'
import type { ReactNode } from 'react'
import { Link, useInRouterContext, useLocation, useNavigate } from 'react-router'
import { useExplorerHref } from '@/ui/explorer-href'

/** A record's id as a link: table cells and AccountId. */
export const idLinkClassName =
  'font-mono text-blue-700 underline-offset-2 hover:underline dark:text-blue-400'

export interface IdLinkProps {
  /** Path below the network naming one record, e.g. `/ledgers/5`. */
  to: string
  /** The id as shown (possibly shortened); nothing → "—". */
  children: ReactNode
  title?: string | undefined
}

/**
 * A record's id in a table cell: a link to `href` when the id passed its check, plain text when
 * it did not (`href` null); bidi-isolated either way, as every string from Horizon. A function of
 * the link's place, not a component, for the reason appLink gives.
 */
export function idLinkOrText(
  place: AppLinkPlace,
  href: string | null,
  { children, title }: Omit<IdLinkProps, 'to'>,
): ReactNode {
  if (children === null || children === undefined || children === '') return '—'
  if (href === null) {
    return (
      <bdi className="font-mono" title={title}>
        {children}
      </bdi>
    )
  }
  return appLink(place, {
    to: href,
    title,
    className: idLinkClassName,
    children: <bdi>{children}</bdi>,
  })
}

/**
 * IdLink for a caller that has checked the id itself (`linkable`), e.g. with one check of
 * record-id-shapes.ts, so its bundle does not carry every kind's check (record-ids.ts).
 */
export function CheckedIdLink({ linkable, ...props }: IdLinkProps & { linkable: boolean }) {
  const href = useExplorerHref()
  return idLinkOrText(useAppLinkPlace(), linkable ? href(props.to) : null, props)
}

// React Router's <Link> runs about a dozen hooks and three effects per link, and a 200-row
// operations page holds some 900 links: mounting and unmounting them was the largest share of
// the page's render. Inside a RecordTable a link is therefore a plain <a href>, and the table
// handles in-app clicks once for all of its links, with Link's own rule for which clicks stay in
// the app (left button, no modifier key, no target, not already handled).
const PlainLinksContext = createContext(false)

export interface AppLinkProps {
  /** An in-app href, e.g. from useExplorerHref: `/local/ledgers/5`. */
  to: string
  className?: string | undefined
  title?: string | undefined
  rel?: string | undefined
  /**
   * The link's name where its text is a shortened form (an id: GABC…WXYZ; see
   * shortened-id-link.tsx, which also names the text a link to the record on screen becomes).
   */
  ariaLabel?: string | undefined
  children: ReactNode
}

// A link stands out only where it leads somewhere new: on a record's page (its tabs included),
// the record's own id in a row or a sentence is text, not a link back to where the reader is.
const CurrentRecordHrefContext = createContext<string | null>(null)

/** Below it, links to `href` (the record page on screen, e.g. `/local/ledgers/5`) are text. */
export function CurrentRecordHref({ href, children }: { href: string; children: ReactNode }) {
  return <CurrentRecordHrefContext value={href}>{children}</CurrentRecordHrefContext>
}

/** A link's classes without what marks it as a link (colour, underline), for the same id as text. */
function asTextClassName(className: string | undefined): string | undefined {
  return className
    ?.split(/\s+/)
    .filter((name) => !/^(?:[a-z]+:)*(?:text-blue-\d+|underline|underline-offset-\d+)$/.test(name))
    .join(' ')
}

/** Where a link is rendered: inside a table that handles its links' clicks, on a record's page. */
export interface AppLinkPlace {
  plain: boolean
  currentRecordHref: string | null
}

/** The AppLinkPlace of the component calling it, for appLink. */
export function useAppLinkPlace(): AppLinkPlace {
  return {
    plain: useContext(PlainLinksContext),
    currentRecordHref: useContext(CurrentRecordHrefContext),
  }
}

/** A React Router <Link>, or a plain anchor inside a table that handles its links' clicks. */
export function AppLink(props: AppLinkProps) {
  return appLink(useAppLinkPlace(), props)
}

/**
 * AppLink as a function of its place: the components that render a link in every table row
 * (IdLink, an account, a record id) call it rather than render an AppLink, so a link is no
 * component of its own (some 900 fibers fewer to render and delete on a 200-row page).
 */
export function appLink(
  { plain, currentRecordHref }: AppLinkPlace,
  { to, className, title, rel, ariaLabel, children }: AppLinkProps,
): ReactNode {
  if (currentRecordHref !== null && to.split(/[?#]/)[0] === currentRecordHref) {
    return (
      <span className={asTextClassName(className)} title={title} data-current-record="">
        {children}
      </span>
    )
  }
  if (plain) {
    return (
      <a
        href={to}
        className={className}
        title={title}
        rel={rel}
        aria-label={ariaLabel}
        data-app-link=""
      >
        {children}
      </a>
    )
  }
  return (
    <Link to={to} className={className} title={title} rel={rel} aria-label={ariaLabel}>
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
function InAppLinkClicks({ container }: { container: HTMLElement | null }) {
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

/**
 * The links in `children` (a table's rows) render as plain anchors, and clicks on them inside
 * `container` navigate in the app. Outside a router (a table rendered on its own) they stay
 * React Router links.
 */
export function InAppLinks({
  container,
  children,
}: {
  container: HTMLElement | null
  children: ReactNode
}) {
  const inRouter = useInRouterContext()
  return (
    <>
      {inRouter ? <InAppLinkClicks container={container} /> : null}
      <PlainLinksContext value={inRouter}>{children}</PlainLinksContext>
    </>
  )
}
