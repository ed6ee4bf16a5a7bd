// A WASM contract's build metadata: what its contractmetav0 says (toolchain versions, SEP-55's
// source repository and home domain, SEP-47's implemented SEPs) and the protocol its
// contractenvmetav0 names. Anyone who builds a WASM writes these, so they are shown as claims,
// as text: a source repository is not a link, and nothing here is checked against any source.
import { useQuery } from '@tanstack/react-query'
import type { RpcNetwork } from '@/contracts/contract-queries'
import { contractQueries } from '@/contracts/contract-queries'
import type { WasmMetadata } from '@/contracts/contract-types'
import { RecordSection } from '@/resource-routes/detail-parts'
import { CompactTable, compactRowClassName } from '@/ui/compact-table'
import { PartError } from '@/ui/part-boundary'

/** What the keys the Stellar toolchain and SEPs define mean; any other key is shown as it is. */
const keyMeanings: Readonly<Record<string, string>> = {
  rsver: 'Rust compiler version',
  rssdkver: 'soroban-sdk version (#commit)',
  cliver: 'Stellar CLI version (#commit)',
  source_repo: 'Source repository (SEP-55)',
  home_domain: 'Home domain (SEP-55)',
  source_rev: 'Source revision',
  bldimg: 'Build image',
  bldopt: 'Build options',
  tarball_url: 'Source tarball',
  tarball_sha256: 'Source tarball SHA-256',
  sep: 'Implements SEPs (SEP-47)',
}

// A value is text of any length; a screen's worth says what it is.
const shownValueLength = 300

function ClaimValue({ value }: { value: string }) {
  if (value.length <= shownValueLength) return <bdi>{value}</bdi>
  const rest = value.length - shownValueLength
  return (
    <>
      <bdi>{value.slice(0, shownValueLength)}</bdi>… ({rest.toLocaleString('en-US')} more
      characters)
    </>
  )
}

function protocolText({ protocol, preRelease }: WasmMetadata): string {
  if (protocol === null) return 'The WASM does not say which protocol it was built for.'
  const pre = preRelease !== null && preRelease !== 0 ? ` (pre-release ${preRelease})` : ''
  return `Built for protocol ${protocol}${pre}.`
}

export function BuildMetadataView({ metadata }: { metadata: WasmMetadata }) {
  return (
    <RecordSection title="Build metadata">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        What the WASM says about how it was built. Whoever builds a WASM writes these: they are
        claims, not verification. {protocolText(metadata)}
      </p>
      {metadata.entries.length === 0 ? (
        <p>The WASM declares no build metadata (no contractmetav0 entries).</p>
      ) : (
        <CompactTable label="Build metadata" headings={['Claim', 'Value']}>
          {metadata.entries.map((entry, index) => (
            <tr key={index} className={compactRowClassName}>
              <td className="py-1 pr-3 align-top">
                {keyMeanings[entry.key] ?? null}{' '}
                <code className="font-mono break-all text-slate-600 dark:text-slate-300">
                  <bdi>{entry.key}</bdi>
                </code>
              </td>
              <td className="py-1 align-top font-mono break-all">
                <ClaimValue value={entry.value} />
              </td>
            </tr>
          ))}
        </CompactTable>
      )}
      {metadata.omitted > 0 ? (
        <p>{metadata.omitted.toLocaleString('en-US')} more entries are not shown.</p>
      ) : null}
    </RecordSection>
  )
}

export function BuildMetadataSection({
  network,
  wasmHash,
}: {
  network: RpcNetwork
  wasmHash: string
}) {
  const metadata = useQuery(contractQueries.wasmMetadata(network, wasmHash))
  if (metadata.isPending) return <p role="status">Reading the WASM&apos;s build metadata…</p>
  if (metadata.isError) {
    return (
      <PartError
        title="The build metadata"
        error={metadata.error}
        onRetry={() => void metadata.refetch()}
      />
    )
  }
  return <BuildMetadataView metadata={metadata.data} />
}
