import type { Account, Signer } from '@/api/horizon-types'
import { AccountId } from '@/ui/account-id'
import { type RecordColumn, RecordColumnsTable } from '@/ui/record-table'
import { arrayOf } from '@/ui/record-fields'

export interface SignersTableProps {
  signers: Signer[]
  thresholds: Account['thresholds']
}

const signerTypeNames: Record<string, string> = {
  ed25519_public_key: 'Account key',
  sha256_hash: 'SHA-256 hash',
  preauth_tx: 'Pre-authorized transaction',
  ed25519_signed_payload: 'Signed payload',
}

const columns: readonly RecordColumn<Signer>[] = [
  {
    header: 'Signer',
    cell: (signer) =>
      signer.type === 'ed25519_public_key' ? (
        <AccountId id={signer.key} />
      ) : (
        <span className="font-mono break-all">{signer.key}</span>
      ),
  },
  { header: 'Type', cell: (signer) => signerTypeNames[signer.type] ?? signer.type },
  { header: 'Weight', cell: (signer) => signer.weight },
  {
    header: 'Sponsor',
    cell: (signer) =>
      signer.sponsor ? (
        <AccountId id={signer.sponsor} />
      ) : (
        <span className="text-slate-400 dark:text-slate-500">—</span>
      ),
  },
]

export function SignersTable({ signers: maybeSigners, thresholds }: SignersTableProps) {
  const signers = arrayOf(maybeSigners)
  return (
    <div className="space-y-2">
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {(
          [
            ['Low threshold', thresholds?.low_threshold],
            ['Medium threshold', thresholds?.med_threshold],
            ['High threshold', thresholds?.high_threshold],
          ] as const
        ).map(([name, value]) => (
          <div key={name} className="flex gap-2">
            <dt className="text-slate-500 dark:text-slate-400">{name}</dt>
            <dd className="font-medium">{value ?? '—'}</dd>
          </div>
        ))}
      </dl>
      <RecordColumnsTable
        caption="Signers"
        columns={columns}
        records={signers}
        rowKey={(signer) => `${signer.type}:${signer.key}`}
      />
    </div>
  )
}
