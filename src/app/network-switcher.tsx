import { lazy, Suspense, useId, useState } from 'react'
import { useLocation, useNavigate, useNavigation } from 'react-router'
import { isNetworkId } from '@/api/networks'
import type { NetworkId } from '@/api/networks'
import { pathOnNetwork } from '@/app/horizon-choice'
import { useNetwork } from '@/resource-routes/network-route'

const CustomHorizonForm = lazy(() =>
  import('@/app/custom-horizon-form').then((module) => ({ default: module.CustomHorizonForm })),
)

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

  const [customError, setCustomError] = useState<string | null>(null)
  const [customNote, setCustomNote] = useState<string | null>(null)

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
      {selected === 'custom' ? (
        <Suspense fallback={null}>
          <CustomHorizonForm
            id={id}
            customError={customError}
            customNote={customNote}
            setCustomError={setCustomError}
            setCustomNote={setCustomNote}
            onChosen={() => setChoosingCustom(false)}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
