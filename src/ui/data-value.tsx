import { decodeBase64Value } from '@/ui/base64'

export interface DataValueProps {
  /** base64 as Horizon sends it (data entries, manage_data, data_* effects). */
  value: string
}

/** Shows a base64 value as text when it is printable UTF-8, otherwise as labelled hex. */
export function DataValue({ value }: DataValueProps) {
  const decoded = decodeBase64Value(typeof value === 'string' ? value : '')
  if (decoded.kind === 'text') {
    return (
      <span title={`base64: ${value}`} className="break-all">
        “{decoded.text}”
      </span>
    )
  }
  if (decoded.kind === 'binary') {
    return (
      <span className="break-all">
        <span className="text-xs text-slate-500 dark:text-slate-400">hex </span>
        <span className="font-mono" title={`base64: ${value}`}>
          {decoded.hex}
        </span>
      </span>
    )
  }
  return (
    <span className="break-all">
      <span className="text-xs text-slate-500 dark:text-slate-400">base64 </span>
      <span className="font-mono">{value}</span>
    </span>
  )
}
