import { shortenId } from '@/ui/shorten-id'
import { IdLink } from '@/ui/explorer-link'
import type { RecordColumn } from '@/ui/record-table'
import { RelativeTime } from '@/ui/relative-time'

/**
 * A table's first column for records with a long id (a pool, a claimable balance): the id,
 * shortened, linking to the record's page under `collectionPath`. Horizon's id is untrusted: one
 * that is not a string shows as a dash.
 */
export function idLinkColumn<T extends { id: unknown }>(
  header: string,
  collectionPath: string,
): RecordColumn<T> {
  return {
    header,
    cell: (record) => (
      <IdLink to={`${collectionPath}/${String(record.id)}`} title={String(record.id)}>
        {typeof record.id === 'string' ? shortenId(record.id, 8) : null}
      </IdLink>
    ),
  }
}

/** A ledger entry's last change: its time when Horizon gives one, else its ledger. */
export function lastModifiedColumn<
  T extends { last_modified_ledger: unknown; last_modified_time?: string | null },
>(): RecordColumn<T> {
  return {
    header: 'Last modified',
    cell: (record) =>
      record.last_modified_time ? (
        <RelativeTime value={record.last_modified_time} />
      ) : (
        <span>
          {typeof record.last_modified_ledger === 'number'
            ? `ledger ${record.last_modified_ledger}`
            : 'unknown'}
        </span>
      ),
  }
}
