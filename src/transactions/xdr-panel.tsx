// Loaded lazily (React.lazy) by the pages: it pulls in the SDK's XDR codec, which is large.
import { useMemo } from 'react'
import {
  decodeArray,
  LedgerEntryChange,
  LedgerHeader,
  TransactionEnvelope,
  TransactionMeta,
  TransactionResult,
} from '@stellar/stellar-sdk/xdr'
import { CopyButton } from '@/ui/copy-button'

export type XdrType =
  | 'TransactionEnvelope'
  | 'TransactionResult'
  | 'TransactionMeta'
  | 'LedgerEntryChanges'
  | 'LedgerHeader'

export interface XdrPanelProps {
  /** base64 XDR as Horizon sends it. */
  xdr: string
  type: XdrType
}

type DecodedXdr = { ok: true; json: string; tree: unknown } | { ok: false; message: string }

function toJsonValue(value: unknown): unknown {
  if (
    typeof value === 'object' &&
    value !== null &&
    'toJSON' in value &&
    typeof value.toJSON === 'function'
  ) {
    return value.toJSON()
  }
  return value
}

function decode(xdr: string, type: XdrType): unknown {
  switch (type) {
    case 'TransactionEnvelope':
      return TransactionEnvelope.fromXdr(xdr, 'base64').toJSON()
    case 'TransactionResult':
      return TransactionResult.fromXdr(xdr, 'base64').toJSON()
    case 'TransactionMeta':
      return TransactionMeta.fromXdr(xdr, 'base64').toJSON()
    case 'LedgerHeader':
      return LedgerHeader.fromXdr(xdr, 'base64').toJSON()
    case 'LedgerEntryChanges':
      // LedgerEntryChanges is a typedef (LedgerEntryChange<>), so it has no class of its own.
      return decodeArray(LedgerEntryChange, xdr, 'base64').map(toJsonValue)
  }
}

export function decodeXdr(xdr: string, type: XdrType): DecodedXdr {
  if (typeof xdr !== 'string' || xdr.trim() === '')
    return { ok: false, message: 'No XDR to decode.' }
  try {
    const json =
      JSON.stringify(
        decode(xdr.trim(), type),
        (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value),
        2,
      ) ?? 'null'
    return { ok: true, json, tree: JSON.parse(json) as unknown }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return { ok: false, message: `This is not valid ${type} XDR (${reason}).` }
  }
}

// Deep metas have thousands of nodes; only the first levels start expanded.
const expandedDepth = 2

function XdrTree({ value, depth }: { value: unknown; depth: number }) {
  if (value === null || typeof value !== 'object') {
    return (
      <span
        className={
          typeof value === 'string'
            ? 'break-all text-emerald-800 dark:text-emerald-300'
            : 'text-blue-800 dark:text-blue-300'
        }
      >
        {typeof value === 'string' ? `"${value}"` : String(value)}
      </span>
    )
  }
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value)
  if (entries.length === 0) return <span>{Array.isArray(value) ? '[]' : '{}'}</span>
  return (
    <details open={depth < expandedDepth} className="ml-1">
      <summary className="cursor-pointer text-slate-500 dark:text-slate-400">
        {Array.isArray(value) ? `[${entries.length} items]` : `{${entries.length} fields}`}
      </summary>
      <ul className="ml-4 border-l border-slate-200 pl-2 dark:border-slate-700">
        {entries.map(([key, item]) => (
          <li key={key}>
            <span className="text-slate-600 dark:text-slate-300">{key}: </span>
            <XdrTree value={item} depth={depth + 1} />
          </li>
        ))}
      </ul>
    </details>
  )
}

const typeTitles: Record<XdrType, string> = {
  TransactionEnvelope: 'Transaction envelope',
  TransactionResult: 'Transaction result',
  TransactionMeta: 'Transaction meta',
  LedgerEntryChanges: 'Ledger entry changes',
  LedgerHeader: 'Ledger header',
}

export function XdrPanel({ xdr, type }: XdrPanelProps) {
  const decoded = useMemo(() => decodeXdr(xdr, type), [xdr, type])
  const title = typeTitles[type] ?? type
  return (
    <section
      aria-label={`${title} XDR`}
      className="space-y-2 rounded border border-slate-200 p-3 dark:border-slate-700"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-800 dark:text-slate-100">{title}</h3>
        <CopyButton text={xdr} label={`Copy ${title} XDR`} />
      </div>
      {decoded.ok ? (
        <div className="max-h-[32rem] overflow-auto font-mono text-xs text-slate-800 dark:text-slate-200">
          <XdrTree value={decoded.tree} depth={0} />
          <div className="mt-2 flex items-center gap-1 font-sans">
            <CopyButton text={decoded.json} label={`Copy decoded ${title} as JSON`} />
            <span className="text-slate-500 dark:text-slate-400">Decoded JSON</span>
          </div>
        </div>
      ) : (
        <p role="alert" className="text-sm text-red-800 dark:text-red-300">
          {decoded.message}
        </p>
      )}
      <details>
        <summary className="cursor-pointer text-xs text-slate-600 dark:text-slate-400">
          Raw base64
        </summary>
        <p className="font-mono text-xs break-all text-slate-700 dark:text-slate-300">{xdr}</p>
      </details>
    </section>
  )
}

export default XdrPanel
