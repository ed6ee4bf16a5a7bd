import { decodeBase64Value } from '@/ui/base64'
import { cellClassName, RecordTable } from '@/ui/record-table'

export interface DataEntriesProps {
  /** Account data: name → base64 value. */
  data: Record<string, string>
}

const columns = ['Name', 'Value', 'Encoding'] as const

function DecodedValue({ value }: { value: string }) {
  const decoded = decodeBase64Value(value)
  if (decoded.kind === 'text') {
    return <span className="break-all whitespace-pre-wrap">{decoded.text}</span>
  }
  if (decoded.kind === 'binary') {
    return <span className="font-mono break-all">{decoded.hex}</span>
  }
  return <span className="font-mono break-all">{value}</span>
}

function encodingName(value: string): string {
  const decoded = decodeBase64Value(value)
  return decoded.kind === 'text'
    ? 'Text (UTF-8)'
    : decoded.kind === 'binary'
      ? 'Binary (hex)'
      : 'Base64 (undecodable)'
}

export function DataEntries({ data }: DataEntriesProps) {
  const entries = Object.entries(data ?? {}).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  )
  return (
    <RecordTable
      caption="Data entries"
      columns={columns}
      isEmpty={entries.length === 0}
      emptyMessage="No data entries."
    >
      {entries.map(([name, value]) => (
        <tr key={name}>
          <td className={`${cellClassName} font-mono break-all`}>{name}</td>
          <td className={cellClassName} title={`base64: ${value}`}>
            <DecodedValue value={value} />
          </td>
          <td className={`${cellClassName} text-slate-500 dark:text-slate-400`}>
            {encodingName(value)}
          </td>
        </tr>
      ))}
    </RecordTable>
  )
}
