import { useExplorerHref } from '@/ui/explorer-href'
import { appLink, idLinkClassName, useAppLinkPlace } from '@/ui/app-link'
import { operationIdOf } from '@/ui/record-fields'
import { isRecordId } from '@/ui/record-ids'

/** The operation an effect or a trade belongs to, as a link; a dash when Horizon did not say. */
export function ParentOperationLink({ record }: { record: Parameters<typeof operationIdOf>[0] }) {
  const href = useExplorerHref()
  const place = useAppLinkPlace()
  const operationId = operationIdOf(record)
  if (!operationId) return '—'
  if (!isRecordId('operations', operationId)) return <bdi>{operationId}</bdi>
  // An AppLink: on the operation's own page (its effects tab) the id is text, not a link back.
  return appLink(place, {
    to: href(`/operations/${operationId}`),
    className: idLinkClassName,
    children: operationId,
  })
}
