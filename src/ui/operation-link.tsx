import { Link } from 'react-router'
import { useExplorerHref } from '@/ui/explorer-href'
import { idLinkClassName } from '@/ui/explorer-link'
import { operationIdOf } from '@/ui/record-fields'
import { isRecordId } from '@/ui/record-ids'

/** The operation an effect or a trade belongs to, as a link; a dash when Horizon did not say. */
export function ParentOperationLink({ record }: { record: Parameters<typeof operationIdOf>[0] }) {
  const href = useExplorerHref()
  const operationId = operationIdOf(record)
  if (!operationId) return '—'
  if (!isRecordId('operations', operationId)) return <bdi>{operationId}</bdi>
  return (
    <Link to={href(`/operations/${operationId}`)} className={idLinkClassName}>
      {operationId}
    </Link>
  )
}
