// A link whose text is a shortened id (GABC…WXYZ, 2c0b…4355): named by the whole id, so a screen
// reader reads what the eye sees in full on hover. Kept out of app-link.tsx: the first route's
// ledger rows link whole sequences only.
import type { ReactNode } from 'react'
import { appLink } from '@/ui/app-link'
import type { AppLinkPlace } from '@/ui/app-link'

export interface ShortenedIdLinkProps {
  /** The in-app href, e.g. `/local/accounts/G…`. */
  to: string
  /** The whole id: the link's name. */
  id: string
  /** What the link shows: the id shortened, or the id itself when it is short enough. */
  visibleText: string
  title: string
  className: string
}

/**
 * One text node in the link where a hidden short id beside a screen-reader-only whole one was
 * five nodes (some 500 of a 200-row page). On the record's own page the link is text, which has
 * no name of its own (aria-label is for links and controls): there the short id is hidden from
 * screen readers, which read the whole one.
 */
export function shortenedIdLink(
  place: AppLinkPlace,
  { to, id, visibleText, title, className }: ShortenedIdLinkProps,
): ReactNode {
  if (visibleText === id) return appLink(place, { to, title, className, children: id })
  // appLink's own test for a link to the record on screen; not shared from app-link.tsx, whose
  // exports the first route pays for (43 B gzip for this one).
  if (place.currentRecordHref !== null && to.split(/[?#]/)[0] === place.currentRecordHref) {
    return appLink(place, {
      to,
      title,
      className,
      children: (
        <>
          <span aria-hidden="true">{visibleText}</span>
          <span className="sr-only">{id}</span>
        </>
      ),
    })
  }
  return appLink(place, { to, title, className, ariaLabel: id, children: visibleText })
}
