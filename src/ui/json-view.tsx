import { JsonBody } from '@/ui/json-body'
import type { JsonBodyProps } from '@/ui/json-body'
import { JsonDetails } from '@/ui/json-details'

export type JsonViewProps = JsonBodyProps

/** Raw JSON behind a summary line, collapsed until opened. */
export function JsonView({ value, label }: JsonViewProps) {
  return (
    <JsonDetails label={label}>
      <JsonBody value={value} label={label} />
    </JsonDetails>
  )
}
