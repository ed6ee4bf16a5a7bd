import { useRef } from 'react'
import { Link, NavLink, Outlet, useNavigation } from 'react-router'
import { BackgroundErrorNotice } from '@/app/background-error-notice'
import { useFocusHeadingOnNavigation } from '@/app/focus-on-navigation'
import { useExplorerHref } from '@/ui/explorer-href'
import { ThemeToggle, TimeDisplayToggle } from '@/app/display-toggles'
import { HorizonBadge } from '@/app/horizon-badge'
import { NetworkSwitcher } from '@/app/network-switcher'
import { useNetwork } from '@/resource-routes/network-route'
import { SearchBox } from '@/search/search-box'
import { renderOperationFailureReason } from '@/transactions/operation-failure-reason'
import { OperationFailureReasonContext } from '@/ui/operation-failure-slot'

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

const sections = [
  { path: '/ledgers', label: 'Ledgers' },
  { path: '/transactions', label: 'Transactions' },
  { path: '/operations', label: 'Operations' },
  { path: '/payments', label: 'Payments' },
  { path: '/effects', label: 'Effects' },
  { path: '/liquidity_pools', label: 'Pools' },
  { path: '/claimable_balances', label: 'Claimable balances' },
]

/** The app shell: header (network, search, toggles), navigation and the routed page. */
export function AppLayout() {
  const network = useNetwork()
  const href = useExplorerHref()
  const navigation = useNavigation()
  const main = useRef<HTMLElement | null>(null)
  useFocusHeadingOnNavigation(main)
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
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3">
          <Link to={href('/')} className="text-lg font-semibold">
            Ledger Explorer
          </Link>
          <span className="rounded bg-blue-100 px-2 py-0.5 text-xs font-semibold text-blue-900 dark:bg-blue-900 dark:text-blue-100">
            {network.label}
          </span>
          <NetworkSwitcher />
          <div className="ml-auto flex flex-wrap items-center gap-2">
            {/* A search error floats under the box instead of pushing the header taller. */}
            <div className="relative w-full sm:w-auto [&_[role=alert]]:absolute [&_[role=alert]]:top-full [&_[role=alert]]:right-0 [&_[role=alert]]:z-20 [&_[role=alert]]:w-max [&_[role=alert]]:max-w-[min(24rem,90vw)] [&_[role=alert]]:rounded [&_[role=alert]]:border [&_[role=alert]]:border-red-300 [&_[role=alert]]:bg-white [&_[role=alert]]:px-2 [&_[role=alert]]:py-1 [&_[role=alert]]:shadow dark:[&_[role=alert]]:bg-slate-900">
              <SearchBox />
            </div>
            <TimeDisplayToggle />
            <ThemeToggle />
          </div>
        </div>
        <div className="mx-auto mt-1 max-w-6xl">
          <HorizonBadge />
        </div>
        <nav aria-label="Sections" className="mx-auto mt-2 max-w-6xl">
          <ul className="flex flex-wrap gap-3 text-sm">
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
        <BackgroundErrorNotice />
        <OperationFailureReasonContext value={renderOperationFailureReason}>
          <Outlet />
        </OperationFailureReasonContext>
      </main>
    </div>
  )
}
