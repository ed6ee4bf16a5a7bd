// The id of a liquidity pool, claimable balance or offer inside running text (sentences, asset
// names, trade parties): a link to its page on the network in the URL. The id comes from Horizon,
// so it is checked first (record-ids.ts) and a malformed one stays text, never a broken link.
import { shortenId } from '@/ui/shorten-id'
import { useExplorerHref } from '@/ui/explorer-href'
import { idLinkClassName, useAppLinkPlace } from '@/ui/app-link'
import { shortenedIdLink } from '@/ui/shortened-id-link'
import { isRecordId } from '@/ui/record-ids'

export type LinkedRecordCollection = 'liquidity_pools' | 'claimable_balances' | 'offers'

export interface RecordIdLinkProps {
  collection: LinkedRecordCollection
  /** As Horizon sent it; missing → a visible "?". */
  id: string | undefined
  /** Characters kept at each end of a long id (pool and balance ids are 64 and 72 hex). */
  edge?: number
}

export function RecordIdLink({ collection, id, edge = 8 }: RecordIdLinkProps) {
  const href = useExplorerHref()
  const place = useAppLinkPlace()
  if (!id) return <span className="text-slate-500 dark:text-slate-400">?</span>
  const visibleText = shortenId(id, edge)
  if (!isRecordId(collection, id)) {
    // The whole id stays readable: on hover (title) and for screen readers (as AccountId does).
    return (
      <span className="font-mono" title={id}>
        {visibleText === id ? (
          <bdi>{id}</bdi>
        ) : (
          <>
            <bdi aria-hidden="true">{visibleText}</bdi>
            <span className="sr-only">{id}</span>
          </>
        )}
      </span>
    )
  }
  // A plain anchor inside a table (see AppLink), as every other link of its rows; a checked id is
  // hex or digits, so its text needs no isolation.
  return shortenedIdLink(place, {
    to: href(`/${collection}/${id}`),
    id,
    visibleText,
    title: id,
    className: idLinkClassName,
  })
}
