// The contract page, `/:network/contracts/C…`, read from Stellar RPC (the network's, or the URL's
// `rpc=`): what runs the contract, its token facts and a balance lookup, its interface, its
// WASM's build metadata, its instance storage and its events. Each part asks RPC on its own and fails alone.
import { useQuery } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router'
import { useParams } from 'react-router'
import { resolveRpc } from '@/api/rpc-network'
import type { RpcNetwork } from '@/contracts/contract-queries'
import { contractQueries } from '@/contracts/contract-queries'
import type { ContractSummary, TokenInfo } from '@/contracts/contract-types'
import { BuildMetadataSection } from '@/contracts/build-metadata-section'
import { ContractEventsSection } from '@/contracts/contract-events-section'
import { ContractInterfaceSection } from '@/contracts/contract-interface-section'
import { NoRpcNotice } from '@/contracts/no-rpc-notice'
import { stellarAssetInterface } from '@/contracts/stellar-asset-interface'
import { TokenSection } from '@/contracts/token-section'
import type { Fact } from '@/resource-routes/detail-parts'
import { FactList, RecordSection } from '@/resource-routes/detail-parts'
import { loadNetwork, useNetwork } from '@/resource-routes/network-route'
import { CopyButton } from '@/ui/copy-button'
import { CopyLinkButton } from '@/ui/copy-link-button'
import { actionClassName } from '@/resource-routes/record-actions'
import { ExplorerLink } from '@/ui/explorer-link'
import { useLocationSearchParams } from '@/ui/location-search-params'
import { isAccountId, isContractId } from '@/ui/muxed-account'
import { PartBoundary, PartError } from '@/ui/part-boundary'
import { CompactTable, compactRowClassName } from '@/ui/compact-table'

// The page reads RPC from its parts (each fails alone); the early script and the loader ask
// Horizon nothing for it.
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  await loadNetwork({ params, request, context })
  return null
}

/** A Stellar Asset Contract's asset from its name ("native" or SEP-11 "CODE:ISSUER"), linked. */
function SacAsset({ name }: { name: string }) {
  if (name === 'native') return <span>XLM (the native asset)</span>
  const [code = '', issuer = ''] = name.split(':')
  if (!/^[A-Za-z0-9]{1,12}$/.test(code) || !isAccountId(issuer)) return <bdi>{name}</bdi>
  return (
    <ExplorerLink to={`/assets/${code}-${issuer}`}>
      <bdi>{code}</bdi> issued by <span className="font-mono break-all">{issuer}</span>
    </ExplorerLink>
  )
}

function summaryFacts(summary: ContractSummary, network: RpcNetwork): Fact[] {
  const kind =
    summary.kind === 'wasm'
      ? 'WASM contract'
      : summary.kind === 'stellar-asset'
        ? 'Stellar Asset Contract (built into the network)'
        : 'Contract of an executable kind this explorer does not know'
  return [
    { term: 'Kind', description: kind },
    ...(summary.wasmHash !== null
      ? [
          {
            term: 'WASM hash',
            description: <span className="font-mono break-all">{summary.wasmHash}</span>,
          },
        ]
      : []),
    ...(summary.kind === 'stellar-asset' && summary.token !== null
      ? [{ term: 'Asset', description: <SacAsset name={summary.token.name} /> }]
      : []),
    {
      term: 'Instance',
      description: `last changed in ledger ${summary.lastModifiedLedger}${
        summary.liveUntilLedger === null ? '' : `, live until ledger ${summary.liveUntilLedger}`
      }`,
    },
    {
      term: 'Read from',
      description: (
        <span className="break-all">
          <ExplorerLink to="/rpc">{network.rpcUrl}</ExplorerLink>
        </span>
      ),
    },
  ]
}

/** A SEP-41 WASM token names itself through its functions; asked only when its spec has them. */
function useWasmToken(network: RpcNetwork, summary: ContractSummary): TokenInfo | null {
  const wasmInterface = useQuery({
    ...contractQueries.wasmInterface(network, summary.wasmHash ?? ''),
    enabled: summary.wasmHash !== null,
  })
  const names = new Set(wasmInterface.data?.functions.map((fn) => fn.name) ?? [])
  const isToken = ['name', 'symbol', 'decimals', 'balance'].every((name) => names.has(name))
  const tokenInfo = useQuery({
    ...contractQueries.tokenInfo(network, summary.contractId),
    enabled: isToken,
  })
  return summary.token ?? tokenInfo.data ?? null
}

function WasmInterface({ network, wasmHash }: { network: RpcNetwork; wasmHash: string }) {
  const wasmInterface = useQuery(contractQueries.wasmInterface(network, wasmHash))
  if (wasmInterface.isPending) return <p role="status">Reading the contract&apos;s WASM…</p>
  if (wasmInterface.isError) {
    return (
      <PartError
        title="The interface"
        error={wasmInterface.error}
        onRetry={() => void wasmInterface.refetch()}
      />
    )
  }
  const source = `From the WASM's contractspecv0 (${wasmInterface.data.wasmSize.toLocaleString('en-US')} bytes)`
  return <ContractInterfaceSection contractInterface={wasmInterface.data} source={source} />
}

function ContractDetails({ network, summary }: { network: RpcNetwork; summary: ContractSummary }) {
  const token = useWasmToken(network, summary)
  return (
    <>
      <FactList label="Contract details" facts={summaryFacts(summary, network)} />
      {token !== null ? (
        <PartBoundary title="Token">
          <TokenSection network={network} contractId={summary.contractId} token={token} />
        </PartBoundary>
      ) : null}
      <PartBoundary title="Interface">
        {summary.kind === 'stellar-asset' ? (
          <ContractInterfaceSection
            contractInterface={stellarAssetInterface}
            source="The host implements it (CAP-46-6: SEP-41 and the admin functions)"
          />
        ) : summary.wasmHash !== null ? (
          <WasmInterface network={network} wasmHash={summary.wasmHash} />
        ) : null}
      </PartBoundary>
      {summary.wasmHash !== null ? (
        <PartBoundary title="Build metadata">
          <BuildMetadataSection network={network} wasmHash={summary.wasmHash} />
        </PartBoundary>
      ) : null}
      <PartBoundary title="Storage">
        <RecordSection title="Instance storage">
          {summary.storage.length === 0 ? (
            <p>The instance holds no storage entries.</p>
          ) : (
            <CompactTable label="Instance storage" headings={['Key', 'Value']}>
              {summary.storage.map((row, index) => (
                <tr key={index} className={compactRowClassName}>
                  <td className="py-1 pr-3 align-top font-mono break-all">
                    <bdi>{row.key}</bdi>
                  </td>
                  <td className="py-1 align-top font-mono break-all">
                    <bdi>{row.value}</bdi>
                  </td>
                </tr>
              ))}
            </CompactTable>
          )}
        </RecordSection>
      </PartBoundary>
      <PartBoundary title="Events">
        <ContractEventsSection
          network={network}
          contractId={summary.contractId}
          wasmHash={summary.wasmHash}
          token={token}
        />
      </PartBoundary>
    </>
  )
}

function ContractBody({ network, contractId }: { network: RpcNetwork; contractId: string }) {
  const summary = useQuery(contractQueries.summary(network, contractId))
  if (summary.isPending) return <p role="status">Asking the RPC for the contract…</p>
  if (summary.isError) {
    return (
      <PartError
        title="The contract"
        error={summary.error}
        onRetry={() => void summary.refetch()}
      />
    )
  }
  return <ContractDetails network={network} summary={summary.data} />
}

export function Component() {
  const ownNetwork = useNetwork()
  const rpc = resolveRpc(ownNetwork, useLocationSearchParams())
  const network: RpcNetwork = { ...ownNetwork, rpcUrl: rpc.rpcUrl }
  const contractId = useParams().contractId ?? ''
  const shownId = contractId.slice(0, 80)
  const valid = isContractId(contractId)
  return (
    <article aria-labelledby="contract-heading" className="space-y-4">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 id="contract-heading" className="text-2xl font-semibold">
          Contract <span className="font-mono text-lg break-all">{valid ? contractId : ''}</span>
          {valid ? (
            <>
              {' '}
              <CopyButton text={contractId} label="Copy contract ID" />
            </>
          ) : null}
        </h1>
        {valid ? <CopyLinkButton className={actionClassName} /> : null}
      </header>
      {!valid ? (
        <p role="alert">
          &ldquo;<bdi>{shownId}</bdi>&rdquo; is not a contract id: it starts with C and has 56
          characters with a valid checksum.
        </p>
      ) : network.rpcUrl === null ? (
        <NoRpcNotice network={network} refusedRpc={rpc.refusedRpc} />
      ) : (
        <ContractBody network={network} contractId={contractId} />
      )}
    </article>
  )
}
