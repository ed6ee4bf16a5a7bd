import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useLocation } from 'react-router'
import { horizonRootQueries } from '@/api/horizon-root-queries'
import { parseHorizonBaseUrl, publicHorizonUrl, testnetHorizonUrl } from '@/api/networks'
import { loadRuntimeConfig } from '@/api/runtime-config'
import { notHorizonReason, pathOnNetwork, withScheme } from '@/app/horizon-choice'
import { useNetwork } from '@/resource-routes/network-route'

// The custom Horizon form of the network switcher: its own chunk, loaded when "Custom Horizon…"
// is chosen (or opened on a custom network), not with every first page.

function originOf(url: string): string | null {
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/**
 * Whether this page's Content-Security-Policy lets it fetch from `horizonUrl`: the static server
 * names the app, public and testnet Horizon, the configured local Horizon and the custom Horizon
 * of the requested URL. Any other Horizon can only be checked by the page loaded for it.
 */
async function allowedByPagePolicy(horizonUrl: string, currentHorizonUrl: string) {
  const { localHorizonUrl } = await loadRuntimeConfig()
  const allowed = [
    window.location.origin,
    publicHorizonUrl,
    testnetHorizonUrl,
    localHorizonUrl,
    currentHorizonUrl,
  ].map(originOf)
  return allowed.includes(originOf(horizonUrl))
}

function useCustomHorizonCheck() {
  const queryClient = useQueryClient()
  return async (horizonUrl: string): Promise<string | null> => {
    try {
      const root = await queryClient.fetchQuery(horizonRootQueries.root({ horizonUrl }))
      const reason = notHorizonReason(root)
      return reason === null
        ? null
        : `${horizonUrl} did not answer like a Horizon server: ${reason}.`
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error)
      return `${horizonUrl} did not answer like a Horizon server (${detail}).`
    }
  }
}

/**
 * The custom Horizon form's submit: checks the typed URL (and, where this page may reach
 * it, that it answers like a Horizon), then loads the same path on it.
 */
function useCustomHorizonForm({ onChosen, setCustomError, setCustomNote }: CustomHorizonFormProps) {
  const network = useNetwork()
  const location = useLocation()
  const checkHorizon = useCustomHorizonCheck()
  const [checking, setChecking] = useState(false)

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const value = new FormData(event.currentTarget).get('horizon')
    const { url, schemeAdded } = withScheme(typeof value === 'string' ? value : '')
    const horizonUrl = parseHorizonBaseUrl(url)
    if (horizonUrl === null) {
      setCustomError('Enter a Horizon URL such as https://horizon.example.org or host:port.')
      return
    }
    setCustomError(null)
    setCustomNote(schemeAdded ? `Using ${horizonUrl} (added http://)` : null)
    // A Horizon this page may reach is checked before leaving it; any other one is checked by the
    // page loaded for it (its header says when the server did not answer like a Horizon).
    if (await allowedByPagePolicy(horizonUrl, network.horizonUrl)) {
      setChecking(true)
      const problem = await checkHorizon(horizonUrl)
      setChecking(false)
      if (problem !== null) {
        setCustomError(problem)
        return
      }
    }
    onChosen()
    // A full page load that keeps the path: the server's Content-Security-Policy names the
    // Horizon of the requested URL only, so a new custom Horizon needs a document (and policy).
    const search = new URLSearchParams({ horizon: horizonUrl }).toString()
    window.location.assign(`${pathOnNetwork(location.pathname, 'custom')}?${search}`)
  }

  return { checking, submit }
}

export interface CustomHorizonFormProps {
  id: string
  /** The form's messages live in the switcher: they stay while another network is picked. */
  customError: string | null
  customNote: string | null
  setCustomError(error: string | null): void
  setCustomNote(note: string | null): void
  onChosen(): void
}

export function CustomHorizonForm(props: CustomHorizonFormProps) {
  const { id, customError, customNote } = props
  const network = useNetwork()
  const form = useCustomHorizonForm(props)
  const { checking } = form
  return (
    <form className="flex flex-wrap gap-1" onSubmit={(event) => void form.submit(event)}>
      <label className="sr-only" htmlFor={`${id}-horizon`}>
        Custom Horizon URL
      </label>
      <input
        id={`${id}-horizon`}
        name="horizon"
        type="text"
        inputMode="url"
        required
        defaultValue={network.customHorizon ?? ''}
        placeholder="https://horizon.example.org"
        className="w-56 rounded border border-slate-300 bg-white px-2 py-1 dark:border-slate-600 dark:bg-slate-900"
      />
      <button
        type="submit"
        disabled={checking}
        className="rounded border border-slate-300 px-2 dark:border-slate-600"
      >
        {checking ? 'Checking…' : 'Use'}
      </button>
      {customError ? (
        <span role="alert" className="text-red-700 dark:text-red-300">
          {customError}
        </span>
      ) : customNote ? (
        <span role="status">{customNote}</span>
      ) : null}
    </form>
  )
}
