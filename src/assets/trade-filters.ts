// The trades list's filters (trades-page.tsx), here because they are mostly assets: the URL names
// them the way people write them (`native`, `USDC:G…` or `USDC-G…`); Horizon gets its own
// `*_asset_type/code/issuer`. main.tsx's early queries read them too, without the page's code.
import { assetSearch, readAssetId } from '@/assets/asset-id'
import type { FilterField } from '@/resource-routes/list-filter-form'

function assetCheck(value: string): string | null {
  const reading = readAssetId(value)
  return reading.kind === 'invalid' ? `Write native or CODE:ISSUER. ${reading.reason}` : null
}

export const tradeFilterFields: FilterField[] = [
  { name: 'base_asset', label: 'Base asset', placeholder: 'native or USDC:G…', check: assetCheck },
  {
    name: 'counter_asset',
    label: 'Counter asset',
    placeholder: 'native or USDC:G…',
    check: assetCheck,
  },
  {
    name: 'offer_id',
    label: 'Offer ID',
    placeholder: '123',
    check: (value) => (/^\d{1,20}$/.test(value) ? null : 'An offer ID is a whole number.'),
  },
  {
    name: 'liquidity_pool_id',
    label: 'Liquidity pool ID',
    placeholder: '64 hex characters',
    check: (value) =>
      /^[0-9a-f]{64}$/i.test(value) ? null : 'A pool ID is 64 hexadecimal characters.',
  },
  {
    name: 'trade_type',
    label: 'Trade type',
    options: [
      { value: '', label: 'All' },
      { value: 'orderbook', label: 'Order book' },
      { value: 'liquidity_pool', label: 'Liquidity pool' },
    ],
  },
]

function assetFilter(prefix: 'base' | 'counter', value: string | null): Record<string, string> {
  if (value === null || value.trim() === '') return {}
  const reading = readAssetId(value)
  if (reading.kind === 'native') return assetSearch(prefix, 'native')
  if (reading.kind === 'asset') return assetSearch(prefix, reading.asset)
  // Unreachable from the page (tradeFilterProblem stops it first); Horizon would reject it.
  return { [`${prefix}_asset_type`]: value }
}

/** The URL's filters as Horizon's `/trades` parameters. */
export function tradeSearchOf(searchParams: URLSearchParams): Record<string, string> {
  const search: Record<string, string> = {
    ...assetFilter('base', searchParams.get('base_asset')),
    ...assetFilter('counter', searchParams.get('counter_asset')),
  }
  for (const name of ['offer_id', 'liquidity_pool_id', 'trade_type']) {
    const value = searchParams.get(name)?.trim()
    if (value) search[name] = value
  }
  return search
}

/** The first filter that cannot be sent to Horizon, with what is wrong with it. */
export function tradeFilterProblem(searchParams: URLSearchParams): string | null {
  for (const field of tradeFilterFields) {
    const value = searchParams.get(field.name)?.trim()
    const problem = value ? field.check?.(value) : null
    if (problem) return `${field.label}: ${problem}`
  }
  return null
}
