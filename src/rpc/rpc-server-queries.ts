// One queryOptions factory per RPC resource the RPC server page reads; the calls go through api/.
// Each part of the page asks its own query, so a method the RPC refuses fails that part alone.
// The XDR counting (transactions per ledger, operations per transaction) is loaded with the first
// history query: it pulls in the Stellar SDK's XDR codec.
import { queryOptions } from '@tanstack/react-query'
import { retryRpc } from '@/api/rpc-client'
import { getLatestLedger, getNetwork } from '@/api/rpc-methods'
import {
  getFeeStats,
  getHealth,
  getLedgers,
  getTransactions,
  getVersionInfo,
} from '@/api/rpc-server-methods'
import type { RecentLedger, RecentTransaction } from '@/rpc/rpc-history-types'

/** Ledgers in the recent-ledgers table: a ledger's meta can weigh megabytes on public Stellar. */
export const recentLedgerCount = 5
/** Ledgers the recent-transactions page starts back from the latest, and the rows it shows. */
const recentTransactionLedgers = 4
export const recentTransactionCount = 20
/** stellar-rpc's largest getTransactions page. */
const transactionPageLimit = 200

const loadHistoryDecoder = () => import('@/rpc/decode-rpc-history')

// What an RPC says about itself changes with each ledger (every ~5 s): a few seconds of reuse.
const statusStaleTime = 5_000

export const rpcServerQueries = {
  all: ['rpc', 'server'] as const,
  health: (rpcUrl: string | null) =>
    queryOptions({
      queryKey: [...rpcServerQueries.all, 'health', rpcUrl],
      queryFn: ({ signal }) => getHealth(rpcUrl, { signal }),
      staleTime: statusStaleTime,
      retry: retryRpc,
    }),
  network: (rpcUrl: string | null) =>
    queryOptions({
      queryKey: [...rpcServerQueries.all, 'network', rpcUrl],
      queryFn: ({ signal }) => getNetwork(rpcUrl, { signal }),
      staleTime: statusStaleTime,
      retry: retryRpc,
    }),
  versionInfo: (rpcUrl: string | null) =>
    queryOptions({
      queryKey: [...rpcServerQueries.all, 'version', rpcUrl],
      queryFn: ({ signal }) => getVersionInfo(rpcUrl, { signal }),
      staleTime: 60_000,
      retry: retryRpc,
    }),
  feeStats: (rpcUrl: string | null) =>
    queryOptions({
      queryKey: [...rpcServerQueries.all, 'fee-stats', rpcUrl],
      queryFn: ({ signal }) => getFeeStats(rpcUrl, { signal }),
      staleTime: statusStaleTime,
      retry: retryRpc,
    }),
  latestLedger: (rpcUrl: string | null) =>
    queryOptions({
      queryKey: [...rpcServerQueries.all, 'latest-ledger', rpcUrl],
      queryFn: ({ signal }) => getLatestLedger(rpcUrl, { signal }),
      staleTime: statusStaleTime,
      retry: retryRpc,
    }),
  /** The newest ledgers, newest first (RPC pages upwards: the page starts a few ledgers back). */
  recentLedgers: (rpcUrl: string | null) =>
    queryOptions({
      queryKey: [...rpcServerQueries.all, 'recent-ledgers', rpcUrl],
      queryFn: async ({ signal }): Promise<RecentLedger[]> => {
        const decoder = await loadHistoryDecoder()
        const { sequence } = await getLatestLedger(rpcUrl, { signal })
        const startLedger = Math.max(1, sequence - recentLedgerCount + 1)
        const page = await getLedgers(rpcUrl, { startLedger, limit: recentLedgerCount }, { signal })
        return page.ledgers
          .map((row) => ({
            sequence: row.sequence,
            hash: row.hash,
            closeTime: row.ledgerCloseTime,
            transactionCount: decoder.transactionCountOfLedger(row.metadataXdr),
          }))
          .reverse()
      },
      staleTime: statusStaleTime,
      retry: retryRpc,
    }),
  /**
   * The newest transactions, newest first. RPC pages only upwards from a start ledger: the latest
   * ledger alone first (on public Stellar it holds hundreds), then, when it holds too few, the
   * last few ledgers.
   */
  recentTransactions: (rpcUrl: string | null) =>
    queryOptions({
      queryKey: [...rpcServerQueries.all, 'recent-transactions', rpcUrl],
      queryFn: async ({ signal }): Promise<RecentTransaction[]> => {
        const decoder = await loadHistoryDecoder()
        const { sequence } = await getLatestLedger(rpcUrl, { signal })
        const pageFrom = (startLedger: number) =>
          getTransactions(rpcUrl, { startLedger, limit: transactionPageLimit }, { signal })
        let page = await pageFrom(sequence)
        if (page.transactions.length < recentTransactionCount && sequence > 1) {
          page = await pageFrom(Math.max(1, sequence - recentTransactionLedgers))
        }
        return page.transactions
          .slice(-recentTransactionCount)
          .map((row) => ({
            hash: row.txHash,
            status: row.status,
            ledger: row.ledger,
            applicationOrder: row.applicationOrder,
            feeBump: row.feeBump,
            createdAt: row.createdAt,
            operationCount: decoder.operationCountOfEnvelope(row.envelopeXdr),
          }))
          .reverse()
      },
      staleTime: statusStaleTime,
      retry: retryRpc,
    }),
}
