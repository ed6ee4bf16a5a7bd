// GET /: Horizon's root document, built from typed values (the history's meta and the latest
// ledger's summary), with Horizon's link templates under the request's own scheme://host.
import { goJsonIndent } from '../../store/go-json.ts'
import type { HistoryMeta, LedgerSummary } from '../shared/history-store.ts'

export const SANDBOX_HORIZON_VERSION = '28.0.0-ledger-explorer-sandbox'
export const SANDBOX_CORE_VERSION = 'stellar-core (ledger-explorer sandbox simulator)'

/** Before the first ledger is stored (never after genesis), Horizon's zero values. */
const NO_LEDGER: LedgerSummary = { closedAt: '1970-01-01T00:00:00Z', protocolVersion: 0 }

const ASSET_PAIR_QUERY =
  'base_asset_type={base_asset_type}&base_asset_code={base_asset_code}&base_asset_issuer={base_asset_issuer}&counter_asset_type={counter_asset_type}&counter_asset_code={counter_asset_code}&counter_asset_issuer={counter_asset_issuer}'

/** Horizon's root links, in its order; a `{` makes a link templated. */
const ROOT_LINK_PATHS: ReadonlyArray<readonly [name: string, path: string]> = [
  ['account', '/accounts/{account_id}'],
  ['accounts', '/accounts{?signer,sponsor,asset,liquidity_pool,cursor,limit,order}'],
  ['account_transactions', '/accounts/{account_id}/transactions{?cursor,limit,order}'],
  ['claimable_balances', '/claimable_balances{?asset,sponsor,claimant,cursor,limit,order}'],
  ['assets', '/assets{?asset_code,asset_issuer,cursor,limit,order}'],
  ['effects', '/effects{?cursor,limit,order}'],
  ['fee_stats', '/fee_stats'],
  ['ledger', '/ledgers/{sequence}'],
  ['ledgers', '/ledgers{?cursor,limit,order}'],
  ['liquidity_pools', '/liquidity_pools{?reserves,account,cursor,limit,order}'],
  ['offer', '/offers/{offer_id}'],
  ['offers', '/offers{?selling,buying,seller,sponsor,cursor,limit,order}'],
  ['operation', '/operations/{id}'],
  ['operations', '/operations{?cursor,limit,order,include_failed}'],
  [
    'order_book',
    '/order_book{?selling_asset_type,selling_asset_code,selling_asset_issuer,buying_asset_type,buying_asset_code,buying_asset_issuer,limit}',
  ],
  ['payments', '/payments{?cursor,limit,order,include_failed}'],
  ['self', '/'],
  [
    'strict_receive_paths',
    '/paths/strict-receive{?source_assets,source_account,destination_account,destination_asset_type,destination_asset_issuer,destination_asset_code,destination_amount}',
  ],
  [
    'strict_send_paths',
    '/paths/strict-send{?destination_account,destination_assets,source_asset_type,source_asset_issuer,source_asset_code,source_amount}',
  ],
  ['trade_aggregations', `/trade_aggregations?${ASSET_PAIR_QUERY}`],
  ['trades', `/trades?${ASSET_PAIR_QUERY}`],
  ['transaction', '/transactions/{hash}'],
  ['transactions', '/transactions{?cursor,limit,order}'],
]

export interface RootDocumentInput {
  /** scheme://host of the request. */
  base: string
  meta: HistoryMeta
  latestLedger: LedgerSummary | undefined
}

export function renderRootDocument({ base, meta, latestLedger }: RootDocumentInput): string {
  const links: Record<string, { href: string; templated?: true }> = {}
  for (const [name, path] of ROOT_LINK_PATHS)
    links[name] = path.includes('{')
      ? { href: base + path, templated: true }
      : { href: base + path }
  const { closedAt, protocolVersion } = latestLedger ?? NO_LEDGER
  return goJsonIndent({
    _links: links,
    horizon_version: SANDBOX_HORIZON_VERSION,
    core_version: SANDBOX_CORE_VERSION,
    ingest_latest_ledger: meta.latestLedger,
    history_latest_ledger: meta.latestLedger,
    history_latest_ledger_closed_at: closedAt,
    history_elder_ledger: meta.elderLedger,
    core_latest_ledger: meta.latestLedger,
    network_passphrase: meta.networkPassphrase,
    current_protocol_version: protocolVersion,
    supported_protocol_version: protocolVersion,
    core_supported_protocol_version: protocolVersion,
  })
}
