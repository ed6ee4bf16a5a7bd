import { decodeBase64Value } from '@/ui/base64'
import { type RecordColumn, RecordColumnsTable } from '@/ui/record-table'

export interface DataEntriesProps {
  /** Account data: name → base64 value. */
  data: Record<string, string>
}

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

type DataEntry = [name: string, value: string]

const columns: readonly RecordColumn<DataEntry>[] = [
  { header: 'Name', className: 'font-mono break-all', cell: ([name]) => name },
  {
    header: 'Value',
    title: ([, value]) => `base64: ${value}`,
    cell: ([, value]) => <DecodedValue value={value} />,
  },
  {
    header: 'Encoding',
    className: 'text-slate-500 dark:text-slate-400',
    cell: ([, value]) => encodingName(value),
  },
]

export function DataEntries({ data }: DataEntriesProps) {
  const entries = Object.entries(data ?? {}).filter(
    (entry): entry is DataEntry => typeof entry[1] === 'string',
  )
  return (
    <RecordColumnsTable
      caption="Data entries"
      columns={columns}
      records={entries}
      rowKey={([name]) => name}
    />
  )
}
