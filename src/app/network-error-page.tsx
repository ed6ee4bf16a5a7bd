import { Link } from 'react-router'
import { RouteError } from '@/app/route-error'

/** When the network itself cannot be resolved there is no shell to render into: a minimal one. */
export function NetworkErrorPage() {
  return (
    <div className="min-h-screen bg-white text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <header className="border-b border-slate-200 px-3 py-2 dark:border-slate-800">
        <Link to="/" className="text-lg font-semibold">
          Ledger Explorer
        </Link>
      </header>
      <main className="mx-auto max-w-6xl px-3 py-4">
        <RouteError />
        <p className="mt-4">
          Networks:{' '}
          <Link className="underline" to="/public">
            public
          </Link>
          ,{' '}
          <Link className="underline" to="/testnet">
            testnet
          </Link>
          ,{' '}
          <Link className="underline" to="/local">
            local
          </Link>
          .
        </p>
      </main>
    </div>
  )
}
