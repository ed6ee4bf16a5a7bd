import { useId, useState } from 'react'
import { useNavigate } from 'react-router'
import { parseHorizonBaseUrl } from '@/api/networks'
import type { NetworkId } from '@/api/networks'
import { useNetwork } from '@/resource-routes/network-route'

const fixedNetworks: { id: Exclude<NetworkId, 'custom'>; label: string }[] = [
  { id: 'public', label: 'Public' },
  { id: 'testnet', label: 'Testnet' },
  { id: 'local', label: 'Local' },
]

export function NetworkSwitcher() {
  const network = useNetwork()
  const navigate = useNavigate()
  const id = useId()
  // Only a draft: the network in use always comes from the URL.
  const [choosingCustom, setChoosingCustom] = useState(false)
  const [customError, setCustomError] = useState<string | null>(null)
  const selected = choosingCustom ? 'custom' : network.id

  function handleCustomSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const value = new FormData(event.currentTarget).get('horizon')
    const horizonUrl = parseHorizonBaseUrl(typeof value === 'string' ? value : null)
    if (horizonUrl === null) {
      setCustomError('Enter an absolute http:// or https:// Horizon URL.')
      return
    }
    setCustomError(null)
    setChoosingCustom(false)
    // A full page load: the server's Content-Security-Policy names the Horizon of the requested
    // URL only, so a new custom Horizon needs a document (and policy) of its own.
    window.location.assign(`/custom?${new URLSearchParams({ horizon: horizonUrl }).toString()}`)
  }

  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor={`${id}-network`}>Network</label>
      <select
        id={`${id}-network`}
        className="rounded border border-slate-300 bg-white px-2 py-1 dark:border-slate-600 dark:bg-slate-900"
        value={selected}
        onChange={(event) => {
          const next = event.target.value
          if (next === 'custom') {
            setChoosingCustom(true)
            return
          }
          setChoosingCustom(false)
          void navigate(`/${next}`)
        }}
      >
        {fixedNetworks.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.label}
          </option>
        ))}
        <option value="custom">Custom Horizon…</option>
      </select>
      {selected === 'custom' ? (
        <form className="flex gap-1" onSubmit={handleCustomSubmit}>
          <label className="sr-only" htmlFor={`${id}-horizon`}>
            Custom Horizon URL
          </label>
          <input
            id={`${id}-horizon`}
            name="horizon"
            type="url"
            required
            defaultValue={network.customHorizon ?? ''}
            placeholder="https://horizon.example.org"
            className="w-56 rounded border border-slate-300 bg-white px-2 py-1 dark:border-slate-600 dark:bg-slate-900"
          />
          <button
            type="submit"
            className="rounded border border-slate-300 px-2 dark:border-slate-600"
          >
            Use
          </button>
          {customError ? (
            <span role="alert" className="text-red-700 dark:text-red-300">
              {customError}
            </span>
          ) : null}
        </form>
      ) : null}
    </div>
  )
}
