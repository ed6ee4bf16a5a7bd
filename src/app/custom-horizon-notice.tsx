// A shared link can point the explorer at any server (`/custom/…?horizon=`): fake data would
// then look like a real network's. Every page says where its data comes from, in the page itself
// (the header line folds behind the Menu on phones).
import { useNetwork } from '@/resource-routes/network-route'

export function CustomHorizonNotice() {
  const network = useNetwork()
  if (network.id !== 'custom') return null
  return (
    <p
      role="note"
      aria-label="Custom Horizon"
      className="mb-3 rounded border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <strong>Custom Horizon:</strong> the data on this page comes from{' '}
      <span className="font-mono break-all">{network.horizonUrl}</span>, not from Stellar&apos;s
      Public or Testnet network. Anyone can run such a server; trust it only if you know who does.
    </p>
  )
}
