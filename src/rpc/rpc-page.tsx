// The RPC server page, `/:network/rpc`: the selected network's Stellar RPC (its own, or the URL's
// `rpc=`) in one view, leading with the answer (healthy, and which ledgers it keeps), then its
// network, version, latest ledger, inclusion fees, newest ledgers and transactions, and a reader
// for pasted sendTransaction / simulateTransaction / getTransaction answers. Each part asks RPC
// on its own and fails alone; the early script and the loader ask Horizon nothing for it.
import type { LoaderFunctionArgs } from 'react-router'
import { resolveRpc } from '@/api/rpc-network'
import { NoRpcNotice } from '@/contracts/no-rpc-notice'
import { loadNetwork, useNetwork } from '@/resource-routes/network-route'
import {
  RpcFeeStatsPart,
  RpcRecentLedgersPart,
  RpcRecentTransactionsPart,
} from '@/rpc/rpc-activity-parts'
import { RpcAnswerReader } from '@/rpc/rpc-answer-reader'
import {
  RpcHealthPart,
  RpcLatestLedgerPart,
  RpcNetworkPart,
  RpcVersionPart,
} from '@/rpc/rpc-status-parts'
import { FailureReason } from '@/transactions/failure-reason'
import { useLocationSearchParams } from '@/ui/location-search-params'
import { PartBoundary } from '@/ui/part-boundary'

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  await loadNetwork({ params, request, context })
  return null
}

/** A pasted answer's result XDR in words, as the transaction page says why one failed. */
function ResultReason({ resultXdr }: { resultXdr: string }) {
  return <FailureReason resultXdr={resultXdr} variant="page" />
}

function RpcServerParts({ rpcUrl }: { rpcUrl: string }) {
  return (
    <>
      <PartBoundary title="Health">
        <RpcHealthPart rpcUrl={rpcUrl} />
      </PartBoundary>
      <div className="grid gap-6 lg:grid-cols-3">
        <PartBoundary title="Network">
          <RpcNetworkPart rpcUrl={rpcUrl} />
        </PartBoundary>
        <PartBoundary title="Version">
          <RpcVersionPart rpcUrl={rpcUrl} />
        </PartBoundary>
        <PartBoundary title="Latest ledger">
          <RpcLatestLedgerPart rpcUrl={rpcUrl} />
        </PartBoundary>
      </div>
      <PartBoundary title="Inclusion fees">
        <RpcFeeStatsPart rpcUrl={rpcUrl} />
      </PartBoundary>
      <PartBoundary title="Recent ledgers">
        <RpcRecentLedgersPart rpcUrl={rpcUrl} />
      </PartBoundary>
      <PartBoundary title="Recent transactions">
        <RpcRecentTransactionsPart rpcUrl={rpcUrl} />
      </PartBoundary>
    </>
  )
}

export function Component() {
  const network = useNetwork()
  const rpc = resolveRpc(network, useLocationSearchParams())
  return (
    <article aria-labelledby="rpc-heading" className="space-y-6">
      <header className="space-y-1">
        <h1 id="rpc-heading" className="text-2xl font-semibold">
          Stellar RPC
        </h1>
        {rpc.rpcUrl === null ? null : (
          <p className="text-sm break-all text-slate-600 dark:text-slate-400">
            Read from {rpc.rpcUrl}
          </p>
        )}
      </header>
      {rpc.rpcUrl === null ? (
        <NoRpcNotice network={network} refusedRpc={rpc.refusedRpc} />
      ) : (
        <RpcServerParts rpcUrl={rpc.rpcUrl} />
      )}
      <PartBoundary title="The answer reader">
        <RpcAnswerReader Reason={ResultReason} />
      </PartBoundary>
    </article>
  )
}
