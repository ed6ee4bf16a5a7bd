// The RPC server page's answers about the RPC itself: its health and retention window
// (getHealth), its network (getNetwork), its build (getVersionInfo) and its latest ledger
// (getLatestLedger). Each part asks its own query and fails alone; every string the RPC sends is
// text (the friendbot URL too: links are built from the selected network only).
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { RpcHealth } from '@/api/rpc-server-methods'
import type { Fact } from '@/resource-routes/detail-parts'
import { FactList, RecordSection } from '@/resource-routes/detail-parts'
import { rpcServerQueries } from '@/rpc/rpc-server-queries'
import { formatSpan } from '@/rpc/rpc-time-span'
import { ExplorerLink } from '@/ui/explorer-link'
import { PartError } from '@/ui/part-boundary'
import { UnixTime } from '@/ui/unix-time'

const count = (value: number) => value.toLocaleString('en-US')

/** A field the RPC left out (or sent empty), said so rather than left blank. */
const notSaid = <span className="text-slate-600 dark:text-slate-400">not given by this RPC</span>

function LedgerLink({ sequence }: { sequence: number }) {
  return <ExplorerLink to={`/ledgers/${sequence}`}>{count(sequence)}</ExplorerLink>
}

/** "120,960 ledgers, 7 days 0 hours": the span from the close times, else none is claimed. */
export function retentionText(health: RpcHealth): string {
  const kept = health.latestLedger - health.oldestLedger + 1
  const ledgers = `${count(kept)} ledger${kept === 1 ? '' : 's'}`
  if (health.latestLedgerCloseTime === null || health.oldestLedgerCloseTime === null) {
    return ledgers
  }
  const span = Number(health.latestLedgerCloseTime) - Number(health.oldestLedgerCloseTime)
  return `${ledgers}, ${formatSpan(span)}`
}

function healthFacts(health: RpcHealth): Fact[] {
  return [
    { term: 'Status', description: <bdi>{health.status}</bdi> },
    {
      term: 'Latest ledger',
      description: (
        <>
          <LedgerLink sequence={health.latestLedger} />
          {health.latestLedgerCloseTime !== null ? (
            <>
              {', closed '}
              <UnixTime seconds={health.latestLedgerCloseTime} />
            </>
          ) : null}
        </>
      ),
    },
    {
      term: 'Oldest ledger kept',
      description: (
        <>
          <LedgerLink sequence={health.oldestLedger} />
          {health.oldestLedgerCloseTime !== null ? (
            <>
              {', closed '}
              <UnixTime seconds={health.oldestLedgerCloseTime} />
            </>
          ) : null}
        </>
      ),
    },
    { term: 'Retention window', description: retentionText(health) },
    {
      term: 'Configured window',
      description:
        health.ledgerRetentionWindow === null
          ? notSaid
          : `${count(health.ledgerRetentionWindow)} ledgers`,
    },
  ]
}

/** The page's first answer: is this RPC healthy, and which ledgers does it keep? */
export function RpcHealthPart({ rpcUrl }: { rpcUrl: string | null }) {
  const health = useQuery(rpcServerQueries.health(rpcUrl))
  if (health.isPending) return <p role="status">Asking the RPC for its health…</p>
  if (health.isError) {
    return (
      <PartError
        title="The RPC's health"
        error={health.error}
        onRetry={() => void health.refetch()}
      />
    )
  }
  const healthy = health.data.status === 'healthy'
  return (
    <RecordSection title="Health">
      <p
        className={`text-lg font-semibold ${healthy ? 'text-green-800 dark:text-green-300' : 'text-amber-800 dark:text-amber-300'}`}
      >
        {healthy ? (
          'Healthy'
        ) : (
          <>
            Status &ldquo;<bdi>{health.data.status.slice(0, 100)}</bdi>&rdquo;
          </>
        )}
        {`: keeps ledgers ${count(health.data.oldestLedger)}–${count(health.data.latestLedger)} (${retentionText(health.data)})`}
      </p>
      <FactList label="Health" facts={healthFacts(health.data)} />
    </RecordSection>
  )
}

function QueryPart<Data>({
  title,
  waiting,
  query,
  children,
}: {
  title: string
  waiting: string
  query: {
    isPending: boolean
    isError: boolean
    error: unknown
    data: Data | undefined
    refetch: () => unknown
  }
  children: (data: Data) => ReactNode
}) {
  if (query.isError) {
    return <PartError title={title} error={query.error} onRetry={() => void query.refetch()} />
  }
  if (query.isPending || query.data === undefined) return <p role="status">{waiting}</p>
  return children(query.data)
}

export function RpcNetworkPart({ rpcUrl }: { rpcUrl: string | null }) {
  const network = useQuery(rpcServerQueries.network(rpcUrl))
  return (
    <RecordSection title="Network">
      <QueryPart
        title="The RPC's network"
        waiting="Asking the RPC for its network…"
        query={network}
      >
        {(data) => (
          <FactList
            label="Network"
            facts={[
              {
                term: 'Passphrase',
                description: <bdi className="break-all">{data.passphrase}</bdi>,
              },
              {
                term: 'Protocol',
                description: data.protocolVersion === null ? notSaid : String(data.protocolVersion),
              },
              {
                term: 'Friendbot',
                description:
                  data.friendbotUrl === null ? (
                    'none (no faucet on this network)'
                  ) : (
                    <bdi className="font-mono break-all">{data.friendbotUrl.slice(0, 300)}</bdi>
                  ),
              },
            ]}
          />
        )}
      </QueryPart>
    </RecordSection>
  )
}

export function RpcVersionPart({ rpcUrl }: { rpcUrl: string | null }) {
  const version = useQuery(rpcServerQueries.versionInfo(rpcUrl))
  const textOf = (value: string | null) =>
    value === null ? notSaid : <bdi className="break-all">{value.slice(0, 300)}</bdi>
  return (
    <RecordSection title="Version">
      <QueryPart
        title="The RPC's version"
        waiting="Asking the RPC for its version…"
        query={version}
      >
        {(data) => (
          <FactList
            label="Version"
            facts={[
              { term: 'RPC version', description: textOf(data.version) },
              {
                term: 'Commit',
                description:
                  data.commitHash === null ? (
                    notSaid
                  ) : (
                    <bdi className="font-mono break-all">{data.commitHash.slice(0, 100)}</bdi>
                  ),
              },
              { term: 'Built', description: textOf(data.buildTimestamp) },
              { term: 'Captive core', description: textOf(data.captiveCoreVersion) },
              {
                term: 'Protocol',
                description: data.protocolVersion === null ? notSaid : String(data.protocolVersion),
              },
            ]}
          />
        )}
      </QueryPart>
    </RecordSection>
  )
}

export function RpcLatestLedgerPart({ rpcUrl }: { rpcUrl: string | null }) {
  const latest = useQuery(rpcServerQueries.latestLedger(rpcUrl))
  return (
    <RecordSection title="Latest ledger">
      <QueryPart
        title="The latest ledger"
        waiting="Asking the RPC for its latest ledger…"
        query={latest}
      >
        {(data) => (
          <FactList
            label="Latest ledger"
            facts={[
              { term: 'Sequence', description: <LedgerLink sequence={data.sequence} /> },
              {
                term: 'Hash',
                description:
                  data.id === null ? (
                    notSaid
                  ) : (
                    <bdi className="font-mono break-all">{data.id.slice(0, 100)}</bdi>
                  ),
              },
              {
                term: 'Closed',
                description:
                  data.closeTime === null ? notSaid : <UnixTime seconds={data.closeTime} />,
              },
              { term: 'Protocol', description: String(data.protocolVersion) },
            ]}
          />
        )}
      </QueryPart>
    </RecordSection>
  )
}
