import { useEffect, useState } from 'react'
import type { Operation } from '@/api/horizon-types'
import { RecordSection } from '@/resource-routes/detail-parts'
import type { DecodedInvocation } from '@/soroban/decode-invocation'
import { AccountId } from '@/ui/account-id'
import { Amount } from '@/ui/amount'
import { AssetFromRecord } from '@/ui/asset'
import { isRecord, readArray, readString } from '@/ui/record-fields'
import { cellClassName, RecordTable } from '@/ui/record-table'

type DecodeState =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'done'; invocation: DecodedInvocation }

/** Decodes the parameters in the SDK's lazy chunk, once per operation. */
function useDecodedInvocation(operation: Operation): DecodeState {
  const [result, setResult] = useState<DecodeState>({ state: 'loading' })
  const hostFunction = operation.function
  const parameters = operation.parameters
  useEffect(() => {
    let current = true
    import('@/soroban/decode-invocation')
      .then((module) => {
        if (current) {
          setResult({
            state: 'done',
            invocation: module.decodeInvocation(hostFunction, parameters),
          })
        }
      })
      .catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error)
        if (current) setResult({ state: 'failed', message })
      })
    return () => {
      current = false
    }
  }, [hostFunction, parameters])
  return result
}

function BalanceChanges({ operation }: { operation: Operation }) {
  const changes = readArray(operation, 'asset_balance_changes').filter(isRecord)
  return (
    <RecordTable
      caption="Asset balance changes"
      columns={['Change', 'Amount', 'From', 'To', 'Muxed id']}
      isEmpty={changes.length === 0}
      emptyMessage="No asset balance changes."
    >
      {changes.map((change, index) => {
        const from = readString(change, 'from')
        const to = readString(change, 'to')
        return (
          <tr key={index}>
            <td className={cellClassName}>{readString(change, 'type') ?? '?'}</td>
            <td className={cellClassName}>
              <Amount value={readString(change, 'amount') ?? ''} />{' '}
              <AssetFromRecord record={change} />
            </td>
            <td className={cellClassName}>{from ? <AccountId id={from} /> : '—'}</td>
            <td className={cellClassName}>{to ? <AccountId id={to} /> : '—'}</td>
            <td className={`${cellClassName} font-mono`}>
              {readString(change, 'destination_muxed_id') ?? '—'}
            </td>
          </tr>
        )
      })}
    </RecordTable>
  )
}

function InvocationDetails({ decoding }: { decoding: DecodeState }) {
  if (decoding.state === 'loading') return <p role="status">Decoding the call…</p>
  if (decoding.state === 'failed') {
    return <p role="alert">The SCVal decoder could not be loaded: {decoding.message}</p>
  }
  const { invocation } = decoding
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
      <dt className="font-medium text-slate-600 dark:text-slate-400">Contract</dt>
      <dd className="break-all">
        {invocation.contractId ? (
          <AccountId id={invocation.contractId} short={false} />
        ) : (
          'not stated'
        )}
      </dd>
      <dt className="font-medium text-slate-600 dark:text-slate-400">Function</dt>
      <dd className="font-mono">{invocation.functionName ?? 'not stated'}</dd>
      <dt className="font-medium text-slate-600 dark:text-slate-400">Arguments</dt>
      <dd>
        {invocation.args.length === 0 ? (
          'none'
        ) : (
          <ol className="list-inside list-decimal space-y-1">
            {invocation.args.map((arg, index) => (
              <li key={index} className="break-all">
                <span className="text-xs text-slate-600 dark:text-slate-400">{arg.type}</span>{' '}
                <span className={arg.decoded ? 'font-mono' : 'text-red-800 dark:text-red-300'}>
                  {arg.text}
                </span>
              </li>
            ))}
          </ol>
        )}
      </dd>
    </dl>
  )
}

/** invoke_host_function: the contract, the function and its decoded arguments, and what moved. */
export function InvocationSection({ operation }: { operation: Operation }) {
  const decoding = useDecodedInvocation(operation)
  return (
    <RecordSection title="Contract call">
      <InvocationDetails decoding={decoding} />
      <BalanceChanges operation={operation} />
    </RecordSection>
  )
}
