import { useEffect, useRef } from 'react'
import { useLocation, useNavigation } from 'react-router'

/**
 * After a navigation to another page, focus moves to the new page's heading, so keyboard and
 * screen-reader users start reading there instead of at the link they left. Switching a record's
 * tab keeps the same heading, and focus stays on the tab; the first page load is left alone.
 */
export function useFocusHeadingOnNavigation(main: React.RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation()
  const navigation = useNavigation()
  const previous = useRef<{ pathname: string; heading: string | null } | null>(null)

  useEffect(() => {
    if (navigation.state !== 'idle') return
    const heading = main.current?.querySelector('h1') ?? null
    const headingText = heading?.textContent ?? null
    const before = previous.current
    previous.current = { pathname, heading: headingText }
    if (before === null || before.pathname === pathname || before.heading === headingText) return
    if (!heading) return
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
    heading.focus({ preventScroll: false })
  }, [pathname, navigation.state, main])
}
