// The fee split and the state change table of the transaction page's contract execution section.
import type { FeeSplit, StateChange } from '@/contracts/transaction-execution-types'
import type { Fact } from '@/resource-routes/detail-parts'
import { FactList } from '@/resource-routes/detail-parts'
import { formatAmount, stroopsToAmount } from '@/ui/format-amount'
import { CompactTable, compactRowClassName } from '@/ui/compact-table'

/** "0.0472687 XLM (472,687 stroops)": exact, from a stroop string. */
function Xlm({ stroops }: { stroops: string | null }) {
  if (stroops === null) return <span>not in the meta</span>
  const grouped = stroops.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return (
    <span>
      {formatAmount(stroopsToAmount(stroops))} XLM{' '}
      <span className="text-slate-600 dark:text-slate-300">({grouped} stroops)</span>
    </span>
  )
}

function count(value: string): string {
  return value.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

export function ExecutionFees({ split }: { split: FeeSplit }) {
  const facts: Fact[] = [
    { term: 'Fee charged', description: <Xlm stroops={split.feeCharged} /> },
    { term: 'Inclusion fee', description: <Xlm stroops={split.inclusionFee} /> },
    { term: 'Resource fee declared', description: <Xlm stroops={split.resourceFeeDeclared} /> },
    {
      term: 'Resource fee, non-refundable',
      description: <Xlm stroops={split.nonRefundableCharged} />,
    },
    {
      term: 'Resource fee, refundable (charged)',
      description: (
        <>
          <Xlm stroops={split.refundableCharged} />
          {split.rentCharged !== null ? (
            <>
              {', of which rent '}
              <Xlm stroops={split.rentCharged} />
            </>
          ) : null}
        </>
      ),
    },
    { term: 'Refund', description: <Xlm stroops={split.refund} /> },
    {
      term: 'Resources declared',
      description: `${count(split.instructions)} instructions, ${count(split.readBytes)} bytes read, ${count(split.writeBytes)} bytes written`,
    },
  ]
  return <FactList label="Soroban fee split" facts={facts} />
}

export function StateChangeTable({ changes }: { changes: StateChange[] }) {
  return (
    <div className="overflow-x-auto">
      <CompactTable label="State changes" headings={['Change', 'Entry', 'Before → after']}>
        {changes.map((change, index) => (
          <tr key={`${index}-${change.kind}-${change.key}`} className={compactRowClassName}>
            <td className="py-1 pr-3 align-top">{change.action}</td>
            <td className="py-1 pr-3 align-top">
              {change.kind}
              {change.key !== '' ? (
                <>
                  {' '}
                  <bdi className="font-mono break-all">{change.key}</bdi>
                </>
              ) : null}
            </td>
            <td className="py-1 align-top">
              <bdi className="font-mono break-all">{change.before ?? '—'}</bdi>
              {' → '}
              <bdi className="font-mono break-all">{change.after ?? 'deleted'}</bdi>
            </td>
          </tr>
        ))}
      </CompactTable>
    </div>
  )
}
