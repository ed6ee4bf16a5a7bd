// The sandbox's SQLite schema: the contract between the ledger simulator (the only writer) and the
// HTTP layer (read-only). Every record is stored fully rendered, exactly as Horizon would emit it
// inside `_embedded.records` or as a single resource, so the read side only pages and joins.
//
// Rules for the `json` columns:
// - JSON.stringify(record, null, 2) — Go's MarshalIndent layout at top level — with Go's HTML
//   escaping applied (`&` → \u0026, `<` → \u003c, `>` → \u003e, U+2028/2029 escaped).
// - Every href starts with HORIZON_BASE_PLACEHOLDER instead of scheme://host; the HTTP layer
//   replaces it with the request's base URL (X-Forwarded-Proto + Host).
// - Field order is Horizon's struct order (shared/docs/horizon-api.md §4).
//
// Tables listed as pages also carry `embedded_json`: the same text with six spaces after every
// line break, i.e. the record exactly as it sits at depth 3 inside a page's `_embedded.records`.
// SQLite derives it when a row is written (a STORED generated column, so writers only ever set
// `json`); page queries read it so that rendering a page needs no per-line work. It doubles the
// text stored for those tables — the price of a 200-record page costing little more than reading
// it (see README "Fast").
//
// TOID columns (ids of transactions/operations, ledger paging tokens) are SQLite INTEGERs (int64).
// They can exceed 2^53: bind them as BigInt and read them with statement.safeIntegers(true).

export const HORIZON_BASE_PLACEHOLDER = '@@HORIZON_BASE@@'

export const SCHEMA_VERSION = 5

const EMBEDDED_RECORD_INDENT = '  '.repeat(3)
/** A line break inside a record embedded at depth 3 (`_embedded.records` of a HAL page). */
export const EMBEDDED_RECORD_LINE_BREAK = `\n${EMBEDDED_RECORD_INDENT}`

const embeddedJsonColumn = `embedded_json TEXT GENERATED ALWAYS AS (replace(json, char(10), char(10) || '${EMBEDDED_RECORD_INDENT}')) STORED`

export const schemaSql = `
CREATE TABLE IF NOT EXISTS meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
) WITHOUT ROWID;

-- One row per closed ledger. paging_token = sequence << 32.
CREATE TABLE IF NOT EXISTS ledgers (
  sequence INTEGER PRIMARY KEY,
  hash TEXT NOT NULL UNIQUE,
  closed_at TEXT NOT NULL,
  json TEXT NOT NULL,
  ${embeddedJsonColumn}
);

-- id = TOID(ledger, application order (1-based), 0) = paging_token.
CREATE TABLE IF NOT EXISTS transactions (
  id INTEGER PRIMARY KEY,
  hash TEXT NOT NULL UNIQUE,
  ledger INTEGER NOT NULL,
  successful INTEGER NOT NULL,
  json TEXT NOT NULL,
  ${embeddedJsonColumn}
);

-- Horizon answers /transactions/{hash} for a fee bump's inner hash too.
CREATE INDEX IF NOT EXISTS transactions_by_inner_hash
  ON transactions (json_extract(json, '$.inner_transaction.hash'))
  WHERE json_extract(json, '$.inner_transaction.hash') IS NOT NULL;

CREATE TABLE IF NOT EXISTS transaction_participants (
  account TEXT NOT NULL,
  transaction_id INTEGER NOT NULL,
  successful INTEGER NOT NULL,
  PRIMARY KEY (account, transaction_id)
) WITHOUT ROWID;

-- id = TOID(ledger, tx order, op index (1-based)) = paging_token.
-- is_payment: create_account, payment, path_payment_strict_*, account_merge, and invoke_host_function
-- when its Stellar Asset Contract emitted a balance-changing event (Horizon's OnlyPayments).
CREATE TABLE IF NOT EXISTS operations (
  id INTEGER PRIMARY KEY,
  transaction_id INTEGER NOT NULL,
  type_i INTEGER NOT NULL,
  is_payment INTEGER NOT NULL,
  successful INTEGER NOT NULL,
  json TEXT NOT NULL,
  ${embeddedJsonColumn}
);
CREATE INDEX IF NOT EXISTS operations_payments ON operations (id) WHERE is_payment = 1;

CREATE TABLE IF NOT EXISTS operation_participants (
  account TEXT NOT NULL,
  operation_id INTEGER NOT NULL,
  is_payment INTEGER NOT NULL,
  successful INTEGER NOT NULL,
  PRIMARY KEY (account, operation_id)
) WITHOUT ROWID;

-- Effects exist only for successful transactions. paging_token = "<operation_id>-<order>",
-- id = printf('%019d-%010d', operation_id, order); order starts at 1 within each operation.
CREATE TABLE IF NOT EXISTS effects (
  operation_id INTEGER NOT NULL,
  effect_order INTEGER NOT NULL,
  account TEXT NOT NULL,
  json TEXT NOT NULL,
  ${embeddedJsonColumn}
);
CREATE UNIQUE INDEX IF NOT EXISTS effects_by_position ON effects (operation_id, effect_order);
CREATE INDEX IF NOT EXISTS effects_by_account ON effects (account, operation_id, effect_order);

-- Trades: id = paging_token = "<operation_id>-<trade_order>" (trade_order is 0-based, as Horizon).
-- trade_type: 'orderbook' | 'liquidity_pool'; in a liquidity_pool trade one side is the pool
-- (liquidity_pool_id set, that side's account and offer id NULL). base_asset/counter_asset are
-- canonical ("native" or "CODE:ISSUER"), for /trades?base_asset…&counter_asset… and
-- /trade_aggregations (amounts and ledger_close_time are in json).
CREATE TABLE IF NOT EXISTS trades (
  operation_id INTEGER NOT NULL,
  trade_order INTEGER NOT NULL,
  base_account TEXT,
  counter_account TEXT,
  base_offer_id TEXT,
  counter_offer_id TEXT,
  trade_type TEXT NOT NULL,
  liquidity_pool_id TEXT,
  base_asset TEXT NOT NULL,
  counter_asset TEXT NOT NULL,
  json TEXT NOT NULL,
  ${embeddedJsonColumn}
);
CREATE UNIQUE INDEX IF NOT EXISTS trades_by_position ON trades (operation_id, trade_order);
CREATE INDEX IF NOT EXISTS trades_by_base_account ON trades (base_account, operation_id, trade_order);
CREATE INDEX IF NOT EXISTS trades_by_counter_account ON trades (counter_account, operation_id, trade_order);
CREATE INDEX IF NOT EXISTS trades_by_liquidity_pool ON trades (liquidity_pool_id, operation_id, trade_order) WHERE liquidity_pool_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS trades_by_pair ON trades (base_asset, counter_asset, operation_id, trade_order);

-- Current state. json = the whole GET /accounts/{id} body. Deleted on account_merge.
CREATE TABLE IF NOT EXISTS accounts (
  account_id TEXT PRIMARY KEY,
  last_modified_ledger INTEGER NOT NULL,
  json TEXT NOT NULL
) WITHOUT ROWID;

-- Current data entries; value is base64, as in the account's "data" map; sponsor = the account
-- paying its reserve (NULL when the owner pays; GET /accounts/{id}/data/{key} shows it).
CREATE TABLE IF NOT EXISTS account_data (
  account_id TEXT NOT NULL,
  name TEXT NOT NULL,
  value TEXT NOT NULL,
  sponsor TEXT,
  PRIMARY KEY (account_id, name)
) WITHOUT ROWID;

-- Current open offers. offer_id = paging_token. json = the Horizon offer record. sponsor = the
-- account paying the offer's reserve (NULL when the seller pays), for /offers?sponsor=.
-- selling_asset/buying_asset are canonical ("native" or "CODE:ISSUER") and price = n/d as a
-- double (as Horizon's offers.price): /offers?selling=&buying= and /order_book, which sums
-- amounts (from json) per price_r level, best price first.
CREATE TABLE IF NOT EXISTS offers (
  offer_id INTEGER PRIMARY KEY,
  seller TEXT NOT NULL,
  sponsor TEXT,
  selling_asset TEXT NOT NULL,
  buying_asset TEXT NOT NULL,
  price REAL NOT NULL,
  json TEXT NOT NULL,
  ${embeddedJsonColumn}
);
CREATE INDEX IF NOT EXISTS offers_by_seller ON offers (seller, offer_id);
CREATE INDEX IF NOT EXISTS offers_by_sponsor ON offers (sponsor, offer_id) WHERE sponsor IS NOT NULL;
CREATE INDEX IF NOT EXISTS offers_by_pair ON offers (selling_asset, buying_asset, price, offer_id);

-- /accounts?sponsor=G…: every current account whose account entry, trustlines, data entries or
-- signers are sponsored by \`sponsor\` (one row per pair), rewritten whenever the account changes.
CREATE TABLE IF NOT EXISTS account_sponsors (
  sponsor TEXT NOT NULL,
  account_id TEXT NOT NULL,
  PRIMARY KEY (sponsor, account_id)
) WITHOUT ROWID;

-- Current claimable balances (deleted once claimed or clawed back). id = the balance id in hex
-- ("00000000" + sha256 of the creating operation's id preimage); json = the Horizon record, whose
-- paging_token is "<last_modified_ledger>-<id>" (the keyset order of /claimable_balances).
-- asset = "native" or "CODE:ISSUER", as in the record; sponsor = who pays its reserves.
CREATE TABLE IF NOT EXISTS claimable_balances (
  id TEXT PRIMARY KEY,
  sponsor TEXT NOT NULL,
  asset TEXT NOT NULL,
  last_modified_ledger INTEGER NOT NULL,
  json TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS claimable_balances_by_page ON claimable_balances (last_modified_ledger, id);
CREATE INDEX IF NOT EXISTS claimable_balances_by_sponsor ON claimable_balances (sponsor, last_modified_ledger, id);
CREATE INDEX IF NOT EXISTS claimable_balances_by_asset ON claimable_balances (asset, last_modified_ledger, id);

-- /claimable_balances?claimant=G…: one row per claimant of each current balance.
CREATE TABLE IF NOT EXISTS claimable_balance_claimants (
  destination TEXT NOT NULL,
  last_modified_ledger INTEGER NOT NULL,
  balance_id TEXT NOT NULL,
  PRIMARY KEY (destination, last_modified_ledger, balance_id)
) WITHOUT ROWID;

-- History links for /claimable_balances/{id}/operations and …/transactions (kept after the balance
-- is gone, failed transactions included): create, claim, clawback_claimable_balance and
-- revoke_sponsorship of a balance.
CREATE TABLE IF NOT EXISTS claimable_balance_operations (
  balance_id TEXT NOT NULL,
  operation_id INTEGER NOT NULL,
  successful INTEGER NOT NULL,
  PRIMARY KEY (balance_id, operation_id)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS claimable_balance_transactions (
  balance_id TEXT NOT NULL,
  transaction_id INTEGER NOT NULL,
  successful INTEGER NOT NULL,
  PRIMARY KEY (balance_id, transaction_id)
) WITHOUT ROWID;

-- Current liquidity pools. id = paging_token = hex pool id; json = GET /liquidity_pools/{id}.
-- asset_a/asset_b: canonical reserve assets (Stellar order) for /liquidity_pools?reserves=.
-- A pool is deleted with its last pool-share trustline (Horizon no longer lists it).
CREATE TABLE IF NOT EXISTS liquidity_pools (
  id TEXT PRIMARY KEY,
  asset_a TEXT NOT NULL,
  asset_b TEXT NOT NULL,
  json TEXT NOT NULL
) WITHOUT ROWID;

-- Current pool-share trustlines: /liquidity_pools?account= and /accounts?liquidity_pool=.
CREATE TABLE IF NOT EXISTS liquidity_pool_holders (
  liquidity_pool_id TEXT NOT NULL,
  account TEXT NOT NULL,
  PRIMARY KEY (liquidity_pool_id, account)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS liquidity_pool_holders_by_account ON liquidity_pool_holders (account, liquidity_pool_id);

-- Operations that involve a pool, failed ones included (pool-share change_trust, deposit,
-- withdraw; path payments that traded with it): /liquidity_pools/{id}/operations, and its
-- /effects as Horizon builds them (the effects of these operations).
CREATE TABLE IF NOT EXISTS operation_liquidity_pools (
  liquidity_pool_id TEXT NOT NULL,
  operation_id INTEGER NOT NULL,
  successful INTEGER NOT NULL,
  PRIMARY KEY (liquidity_pool_id, operation_id)
) WITHOUT ROWID;

-- Transactions with such an operation: /liquidity_pools/{id}/transactions.
CREATE TABLE IF NOT EXISTS transaction_liquidity_pools (
  liquidity_pool_id TEXT NOT NULL,
  transaction_id INTEGER NOT NULL,
  successful INTEGER NOT NULL,
  PRIMARY KEY (liquidity_pool_id, transaction_id)
) WITHOUT ROWID;

-- What Stellar RPC shows of each successful invoke_host_function and Horizon does not keep:
-- the host function's return value (base64 ScVal), its contract events (JSON array of base64
-- ContractEvent), the rent it paid (stroops) and the contract entries it created or changed (JSON
-- array of base64 LedgerEntryChange; WASM contracts only). Written by the simulator, read by
-- server/rpc/.
CREATE TABLE IF NOT EXISTS contract_calls (
  operation_id INTEGER PRIMARY KEY,
  return_value TEXT NOT NULL,
  events TEXT NOT NULL,
  rent_fee INTEGER NOT NULL,
  changes TEXT NOT NULL
);

-- Per-transaction fee data for /fee_stats (Horizon reads the last 5 ledgers): fee_charged and
-- max_fee per operation, rounded up, as Horizon's fee stats query divides them (a fee bump
-- counts one operation more). Ledger capacity usage = the ledger's tx_set_operation_count /
-- max_tx_set_size (both in ledgers.json).
CREATE TABLE IF NOT EXISTS transaction_fees (
  ledger INTEGER NOT NULL,
  transaction_id INTEGER NOT NULL,
  fee_charged INTEGER NOT NULL,
  max_fee INTEGER NOT NULL,
  PRIMARY KEY (ledger, transaction_id)
) WITHOUT ROWID;
`

/** Keys of the meta table. */
export const MetaKey = {
  schemaVersion: 'schema_version',
  networkPassphrase: 'network_passphrase',
  seed: 'seed',
  /** Sequence of the newest closed ledger (history_latest_ledger). */
  latestLedger: 'latest_ledger',
  /** Oldest ledger kept (history_elder_ledger). */
  elderLedger: 'elder_ledger',
  /** Opaque simulator state (PRNG, counters) needed to continue deterministically. */
  simulatorState: 'simulator_state',
} as const

/**
 * The history link tables of the ledger entries that have a history (claimable balances, liquidity
 * pools): which table ties an entry to the operations and which to the transactions that touched
 * it, and the entry's id column in both. The simulator writes them, the resources read them.
 */
export const HISTORY_LINKS = {
  claimable_balances: {
    operations: 'claimable_balance_operations',
    transactions: 'claimable_balance_transactions',
    column: 'balance_id',
  },
  liquidity_pools: {
    operations: 'operation_liquidity_pools',
    transactions: 'transaction_liquidity_pools',
    column: 'liquidity_pool_id',
  },
} as const

export type EntryWithHistory = keyof typeof HISTORY_LINKS
