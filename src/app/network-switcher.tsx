import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useLocation, useNavigate, useNavigation } from 'react-router'
import { horizonRootQueries } from '@/api/horizon-root-queries'
import {
  isNetworkId,
  parseHorizonBaseUrl,
  publicHorizonUrl,
  testnetHorizonUrl,
} from '@/api/networks'
import { loadRuntimeConfig } from '@/api/runtime-config'
import type { NetworkId } from '@/api/networks'
import { useNetwork } from '@/resource-routes/network-route'

const fixedNetworks: { id: Exclude<NetworkId, 'custom'>; label: string }[] = [
  { id: 'public', label: 'Public' },
  { id: 'testnet', label: 'Testnet' },
  { id: 'local', label: 'Local' },
]

const networkLabels: Record<NetworkId, string> = {
  public: 'Public',
  testnet: 'Testnet',
  local: 'Local',
  custom: 'the custom Horizon',
}

/** The same page on another network: `/local/ledgers/5` → `/public/ledgers/5`. */
export function pathOnNetwork(pathname: string, networkId: NetworkId): string {
  const rest = pathname.split('/').slice(2).join('/')
  return rest ? `/${networkId}/${rest}` : `/${networkId}`
}

/** "127.0.0.1:8000" has no scheme: a Horizon URL typed like that means http://. */
export function withScheme(value: string): { url: string; schemeAdded: boolean } {
  const trimmed = value.trim()
  if (trimmed === '' || /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) {
    return { url: trimmed, schemeAdded: false }
  }
  return { url: `http://${trimmed}`, schemeAdded: true }
}

/** What a root document lacks to be a Horizon's, or null when it looks like one. */
export function notHorizonReason(root: unknown): string | null {
  const fields = (root ?? {}) as { network_passphrase?: unknown; horizon_version?: unknown }
  if (typeof fields.network_passphrase !== 'string' || typeof fields.horizon_version !== 'string') {
    return 'its root document has no network_passphrase or horizon_version'
  }
  return null
}

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
 * The custom Horizon form's state and submit: checks the typed URL (and, where this page may reach
 * it, that it answers like a Horizon), then loads the same path on it. The state lives in the
 * switcher, so an error stays on screen while the reader picks another network and comes back.
 */
function useCustomHorizonForm(onChosen: () => void) {
  const network = useNetwork()
  const location = useLocation()
  const checkHorizon = useCustomHorizonCheck()
  const [customError, setCustomError] = useState<string | null>(null)
  const [customNote, setCustomNote] = useState<string | null>(null)
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

  return { customError, customNote, checking, submit }
}

type CustomHorizonFormState = ReturnType<typeof useCustomHorizonForm>

function CustomHorizonForm({ id, form }: { id: string; form: CustomHorizonFormState }) {
  const network = useNetwork()
  const { customError, customNote, checking } = form
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

export function NetworkSwitcher() {
  const network = useNetwork()
  const navigate = useNavigate()
  const navigation = useNavigation()
  const location = useLocation()
  const id = useId()
  // Only a draft: the network in use always comes from the URL.
  const [choosingCustom, setChoosingCustom] = useState(false)
  // While another network's page loads, the choice stays visible and says so.
  const pendingSegment = navigation.location?.pathname.split('/')[1] ?? ''
  const pendingNetwork =
    navigation.state !== 'idle' && isNetworkId(pendingSegment) && pendingSegment !== network.id
      ? pendingSegment
      : null
  const selected = choosingCustom ? 'custom' : (pendingNetwork ?? network.id)

  const customForm = useCustomHorizonForm(() => setChoosingCustom(false))

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
          if (isNetworkId(next)) void navigate(pathOnNetwork(location.pathname, next))
        }}
      >
        {fixedNetworks.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.label}
          </option>
        ))}
        <option value="custom">Custom Horizon…</option>
      </select>
      {pendingNetwork ? (
        <span role="status" className="text-slate-600 dark:text-slate-300">
          Connecting to {networkLabels[pendingNetwork]}…
        </span>
      ) : null}
      {selected === 'custom' ? <CustomHorizonForm id={id} form={customForm} /> : null}
    </div>
  )
}
