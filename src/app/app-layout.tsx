import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { Link, NavLink, Outlet, useLocation, useNavigation } from 'react-router'
import { useFocusHeadingOnNavigation } from '@/app/focus-on-navigation'
import { useExplorerHref } from '@/ui/explorer-href'
import { HorizonBadge } from '@/app/horizon-badge'
import { ThemeToggle, TimeDisplayToggle } from '@/app/display-toggles'
import { NetworkSwitcher } from '@/app/network-switcher'
import { ShortcutsOverlay } from '@/app/shortcuts-overlay'
import { useNetwork } from '@/resource-routes/network-route'
import { SearchBox } from '@/search/search-box'
import { idleLazy } from '@/ui/idle-lazy'
import { whenIdle } from '@/ui/when-idle'
import { isTypingTarget } from '@/ui/keyboard'
import { OperationFailureReasonContext } from '@/ui/operation-failure-slot'
import type { RenderOperationFailure } from '@/ui/operation-failure-slot'

// Why an operation failed needs its transaction fetched first, so it never shows in a list's first
// paint: its code (with the result-code decoder) loads on the first failed operation shown, or
// once the browser is idle.
const loadOperationFailureReason = () => import('@/transactions/operation-failure-reason')
const OperationFailureReason = lazy(() =>
  loadOperationFailureReason().then((module) => ({ default: module.OperationFailureReason })),
)
const renderOperationFailureReason: RenderOperationFailure = (props) => (
  <Suspense fallback={null}>
    <OperationFailureReason {...props} />
  </Suspense>
)

// Two notices the first paint of a page never needs. A failed refresh happens after the page has
// shown its data; the error store keeps the latest one for the notice, so its code loads when the
// browser is idle. The custom Horizon's warning loads with the page, on the custom network only.
const BackgroundErrorNotice = idleLazy(() =>
  import('@/app/background-error-notice').then((module) => module.BackgroundErrorNotice),
)
const CustomHorizonNotice = lazy(() =>
  import('@/app/custom-horizon-notice').then((module) => ({ default: module.CustomHorizonNotice })),
)

/** The keys row-keyboard.ts acts on; any other key never waits for its code. */
const rowKeys = /^[jkfFtc1-9]$/

/**
 * j / k through the rows of the page's lists, and the other page keys of row-keyboard.ts. Their
 * code loads when the browser is first idle; a key pressed before then loads it and is acted on
 * once it has, so no press right after a page opens is lost.
 */
function useRowKeys(main: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    let actOnRowKey: ((key: string, root: HTMLElement) => boolean) | undefined
    let stopped = false
    const load = () =>
      import('@/app/row-keyboard').then((module) => {
        actOnRowKey = module.actOnRowKey
        return module.actOnRowKey
      })
    const cancelIdle = whenIdle(() => void load())
    function handleKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
      if (!rowKeys.test(event.key) || isTypingTarget(event.target) || !main.current) return
      if (actOnRowKey) {
        if (actOnRowKey(event.key, main.current)) event.preventDefault()
        return
      }
      const { key } = event
      void load().then((act) => {
        if (!stopped && main.current) act(key, main.current)
      })
    }
    window.addEventListener('keydown', handleKeyDown)
    return () => {
      stopped = true
      cancelIdle()
      window.removeEventListener('keydown', handleKeyDown)
    }
  }, [main])
}

function LoadingBar() {
  const navigation = useNavigation()
  if (navigation.state === 'idle') return null
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-blue-100 dark:bg-blue-950"
    >
      <div className="h-full w-1/3 animate-pulse bg-blue-600" />
    </div>
  )
}

const searchPanelId = 'header-search'
const menuPanelIds = 'header-network header-toggles header-horizon'

const sections = [
  { path: '/ledgers', label: 'Ledgers' },
  { path: '/transactions', label: 'Transactions' },
  { path: '/operations', label: 'Operations' },
  { path: '/payments', label: 'Payments' },
  { path: '/effects', label: 'Effects' },
  { path: '/assets', label: 'Assets' },
  { path: '/trades', label: 'Trades' },
  { path: '/liquidity_pools', label: 'Pools' },
  { path: '/claimable_balances', label: 'Claimable balances' },
]

/** Which narrow-screen panels of the header are open, and on which page (navigating closes them). */
type OpenPanels = { search: boolean; menu: boolean; at: string }
type HeaderPanel = 'search' | 'menu'

const headerButtonClassName =
  'rounded border border-slate-300 px-2 py-1 text-sm dark:border-slate-600 aria-expanded:bg-slate-100 dark:aria-expanded:bg-slate-800'

/** The phone header's panels; `/` opens the search box there as it focuses it on a wider screen. */
function useHeaderPanels() {
  const { key: locationKey } = useLocation()
  const [panels, setPanels] = useState<OpenPanels>({ search: false, menu: false, at: '' })
  const searchPanel = useRef<HTMLDivElement | null>(null)
  const open = panels.at === locationKey ? panels : { search: false, menu: false }

  const toggle = useCallback(
    (panel: HeaderPanel, shown?: boolean) => {
      setPanels((previous) => {
        const current = previous.at === locationKey ? previous : { search: false, menu: false }
        return { ...current, [panel]: shown ?? !current[panel], at: locationKey }
      })
      // Opening the search box is for typing into it (a hidden box cannot take focus).
      if (panel === 'search')
        requestAnimationFrame(() => {
          const input = searchPanel.current?.querySelector('input')
          if (input && input.offsetParent !== null) input.focus()
        })
    },
    [locationKey],
  )

  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return
      if (isTypingTarget(event.target) || searchPanel.current?.offsetParent !== null) return
      toggle('search', true)
    }
    window.addEventListener('keydown', handleKeyDown)
    return () => window.removeEventListener('keydown', handleKeyDown)
  }, [toggle])

  return { open, toggle, searchPanel }
}

function PhoneHeaderButtons({
  open,
  toggle,
}: {
  open: { search: boolean; menu: boolean }
  toggle: (panel: HeaderPanel) => void
}) {
  return (
    <div className="ml-auto flex gap-2 sm:hidden">
      <button
        type="button"
        className={headerButtonClassName}
        aria-expanded={open.search}
        aria-controls={searchPanelId}
        onClick={() => toggle('search')}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="inline-block h-4 w-4 fill-none stroke-current stroke-2"
        >
          <circle cx="8.5" cy="8.5" r="5.5" />
          <path d="m13 13 5 5" />
        </svg>
        <span className="sr-only">Search box</span>
      </button>
      <button
        type="button"
        className={headerButtonClassName}
        aria-expanded={open.menu}
        aria-controls={menuPanelIds}
        onClick={() => toggle('menu')}
      >
        Menu
      </button>
    </div>
  )
}

/**
 * The header's top rows. From `sm` up everything shows; on a phone the search box and the menu
 * (network, toggles, Horizon) collapse behind two buttons, so the header stays two short rows
 * instead of filling half the screen.
 */
function HeaderBar() {
  const network = useNetwork()
  const href = useExplorerHref()
  const { open, toggle, searchPanel } = useHeaderPanels()
  const shownOnPhone = (shown: boolean) => (shown ? '' : 'max-sm:hidden')

  return (
    <>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-2">
        <Link to={href('/')} className="text-lg font-semibold">
          Ledger Explorer
        </Link>
        <span className="rounded bg-blue-100 px-2 py-0.5 text-xs font-semibold text-blue-900 dark:bg-blue-900 dark:text-blue-100">
          {network.label}
        </span>
        <PhoneHeaderButtons open={open} toggle={toggle} />
        <div id="header-network" className={`max-sm:w-full ${shownOnPhone(open.menu)}`}>
          <NetworkSwitcher />
        </div>
        <div className="flex flex-wrap items-center gap-2 max-sm:w-full sm:ml-auto">
          {/* A search error floats under the box instead of pushing the header taller. */}
          <div
            id={searchPanelId}
            ref={searchPanel}
            className={`relative w-full sm:w-auto ${shownOnPhone(open.search)} [&_[role=alert]]:absolute [&_[role=alert]]:top-full [&_[role=alert]]:right-0 [&_[role=alert]]:z-20 [&_[role=alert]]:w-max [&_[role=alert]]:max-w-[min(24rem,90vw)] [&_[role=alert]]:rounded [&_[role=alert]]:border [&_[role=alert]]:border-red-300 [&_[role=alert]]:bg-white [&_[role=alert]]:px-2 [&_[role=alert]]:py-1 [&_[role=alert]]:shadow dark:[&_[role=alert]]:bg-slate-900`}
          >
            <SearchBox />
          </div>
          <div id="header-toggles" className={`flex gap-2 ${shownOnPhone(open.menu)}`}>
            <TimeDisplayToggle />
            <ThemeToggle />
          </div>
        </div>
      </div>
      <div id="header-horizon" className={`mx-auto mt-1 max-w-6xl ${shownOnPhone(open.menu)}`}>
        <HorizonBadge />
      </div>
    </>
  )
}

/** The app shell: header (network, search, toggles), navigation and the routed page. */
export function AppLayout() {
  const href = useExplorerHref()
  const network = useNetwork()
  const navigation = useNavigation()
  const main = useRef<HTMLElement | null>(null)
  useFocusHeadingOnNavigation(main)
  useRowKeys(main)
  useEffect(() => whenIdle(() => void loadOperationFailureReason()), [])
  return (
    <div className="min-h-screen bg-white text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-blue-800 focus:shadow dark:focus:bg-slate-900 dark:focus:text-blue-200"
      >
        Skip to main content
      </a>
      <LoadingBar />
      <header className="border-b border-slate-200 px-3 py-2 dark:border-slate-800">
        <HeaderBar />
        <nav aria-label="Sections" className="mx-auto mt-2 max-w-6xl">
          <ul className="flex flex-wrap gap-x-2 gap-y-1 text-sm sm:gap-x-3">
            {sections.map((section) => (
              <li key={section.path}>
                <NavLink
                  to={href(section.path)}
                  className={({ isActive }) =>
                    isActive
                      ? 'font-semibold underline'
                      : 'text-blue-700 hover:underline dark:text-blue-300'
                  }
                >
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main
        id="main-content"
        ref={main}
        tabIndex={-1}
        aria-busy={navigation.state !== 'idle'}
        className="mx-auto max-w-6xl px-3 py-4 transition-opacity focus:outline-none aria-busy:opacity-70"
      >
        {network.id === 'custom' && (
          <Suspense fallback={null}>
            <CustomHorizonNotice />
          </Suspense>
        )}
        <ShortcutsOverlay />
        <BackgroundErrorNotice />
        <OperationFailureReasonContext value={renderOperationFailureReason}>
          <Outlet />
        </OperationFailureReasonContext>
      </main>
    </div>
  )
}
