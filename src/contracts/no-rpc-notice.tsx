// The contract page on a network without an RPC (public Stellar: the Foundation runs none), or
// with an `rpc=` that is not an http(s) URL: where to find one, and a form that puts it in the URL.
import { useId } from 'react'
import type { FormEvent } from 'react'
import { useLocation } from 'react-router'
import type { Network } from '@/api/networks'
import { parseHorizonBaseUrl } from '@/api/networks'
import { RpcProvidersLink } from '@/contracts/rpc-providers-link'

export function NoRpcNotice({
  network,
  refusedRpc,
}: {
  network: Network
  refusedRpc: string | null
}) {
  const { pathname, search } = useLocation()
  const inputId = useId()

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const value = String(new FormData(event.currentTarget).get('rpc') ?? '')
    const rpcUrl = parseHorizonBaseUrl(value)
    if (rpcUrl === null) return
    const next = new URLSearchParams(search)
    next.set('rpc', rpcUrl)
    // A new RPC origin needs the page's CSP to name it: load the document anew (as a custom
    // Horizon does), not a client-side navigation.
    window.location.assign(`${pathname}?${next.toString()}`)
  }

  return (
    <section
      aria-label="Stellar RPC"
      className="space-y-3 rounded border border-amber-300 bg-amber-50 p-3 dark:border-amber-700 dark:bg-amber-950"
    >
      <p role="status">
        {refusedRpc !== null
          ? `"${refusedRpc.slice(0, 200)}" is not a valid RPC URL: it must be an absolute http:// or https:// address.`
          : `The ${network.label} network has no Stellar RPC set: contracts are read from RPC, not Horizon.`}
      </p>
      <p>
        The Stellar Development Foundation runs no public RPC for this network; providers that do
        are listed in the Stellar docs: <RpcProvidersLink />.
      </p>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <label htmlFor={inputId} className="flex flex-col text-sm">
          RPC URL
          <input
            id={inputId}
            name="rpc"
            type="url"
            required
            placeholder="https://rpc.example.org"
            className="w-80 max-w-full rounded border border-slate-300 px-2 py-1 dark:border-slate-600 dark:bg-slate-900"
          />
        </label>
        <button
          type="submit"
          className="rounded border border-slate-400 px-3 py-1 font-medium hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          Use this RPC
        </button>
      </form>
    </section>
  )
}
