import { useQuery } from '@tanstack/react-query'
import { feePercentileRanks } from '@/api/fee-percentiles'
import type { FeePercentiles, FeeStats } from '@/api/horizon-market-types'
import type { Network } from '@/api/networks'
import { feeStatsQueries } from '@/fee-stats/fee-stats-queries'
import { PartBoundary, PartError } from '@/ui/part-boundary'
import { cellClassName, RecordTable } from '@/ui/record-table'

const columns = [
  '',
  'Min',
  ...feePercentileRanks.map((key) => key.toUpperCase()),
  'Max',
  'Mode',
] as const

/** "0.16" → "16 %"; Horizon sends the ratio as a decimal string. Anything else is shown as sent. */
export function capacityPercent(ratio: unknown): string {
  if (typeof ratio !== 'string' || !/^\d+(\.\d+)?$/.test(ratio)) return String(ratio ?? 'unknown')
  const [whole = '0', fraction = ''] = ratio.split('.')
  const hundredths = `${whole}${fraction.padEnd(2, '0').slice(0, 2)}`.replace(/^0+(?=\d)/, '')
  const rest = fraction.slice(2).replace(/0+$/, '')
  return `${hundredths}${rest ? `.${rest}` : ''} %`
}

function PercentileRow({ label, values }: { label: string; values: FeePercentiles | undefined }) {
  // On a phone the table's rows are cards (index.css): each value names its column ("P50 100").
  const cell = (column: string, value: string | undefined) => (
    <td data-label={column} className={`${cellClassName} tabular-nums`}>
      {value ?? '—'}
    </td>
  )
  return (
    <tr>
      <th scope="row" className={`${cellClassName} text-left font-medium`}>
        {label}
      </th>
      {cell('Min', values?.min)}
      {feePercentileRanks.map((key) => (
        <td key={key} data-label={key.toUpperCase()} className={`${cellClassName} tabular-nums`}>
          {values?.[key] ?? '—'}
        </td>
      ))}
      {cell('Max', values?.max)}
      {cell('Mode', values?.mode)}
    </tr>
  )
}

export function FeeStatsView({ stats }: { stats: FeeStats }) {
  return (
    <div className="space-y-2">
      <p>
        Ledger {String(stats.last_ledger ?? 'unknown')} used{' '}
        <strong>{capacityPercent(stats.ledger_capacity_usage)}</strong> of its capacity; base fee{' '}
        {String(stats.last_ledger_base_fee ?? 'unknown')} stroops.
      </p>
      <RecordTable caption="Fees in stroops per operation" columns={columns}>
        <PercentileRow label="Fee charged" values={stats.fee_charged} />
        <PercentileRow label="Max fee offered" values={stats.max_fee} />
      </RecordTable>
    </div>
  )
}

/** The dashboard's fee stats: its own request, its own error, so it fails alone. */
export function FeeStatsPanel({ network }: { network: Network }) {
  const stats = useQuery(feeStatsQueries.latest(network))
  return (
    <section aria-labelledby="fee-stats-heading" className="space-y-2">
      <h2 id="fee-stats-heading" className="text-lg font-semibold">
        Fees and capacity
      </h2>
      {stats.data ? (
        <PartBoundary title="Fee stats">
          <FeeStatsView stats={stats.data} />
        </PartBoundary>
      ) : stats.isError ? (
        <PartError title="Fee stats" error={stats.error} onRetry={() => void stats.refetch()} />
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-300">Loading fee stats…</p>
      )}
    </section>
  )
}
