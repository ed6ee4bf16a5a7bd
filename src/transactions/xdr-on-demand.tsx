import { lazy, Suspense, useState } from 'react'
import type { XdrType } from '@/transactions/xdr-panel'

// The XDR codec is large: it is fetched only when someone asks to decode.
const XdrPanel = lazy(() =>
  import('@/transactions/xdr-panel').then((module) => ({ default: module.XdrPanel })),
)

export function XdrOnDemand({ xdr, type, label }: { xdr: string; type: XdrType; label: string }) {
  const [open, setOpen] = useState(false)
  if (!open) {
    return (
      <button
        type="button"
        className="rounded border border-slate-300 px-2 py-1 text-sm hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
        onClick={() => setOpen(true)}
      >
        Decode {label}
      </button>
    )
  }
  return (
    <Suspense fallback={<p role="status">Loading the XDR decoder…</p>}>
      <XdrPanel xdr={xdr} type={type} />
    </Suspense>
  )
}
