// Network parameters of the sandbox and the limits of its simulation.

import { units } from './stroops.ts'

export const SANDBOX_NETWORK_PASSPHRASE = 'Ledger Explorer Sandbox ; November 2026'

export const TOTAL_COINS = units(100_000_000_000)
export const BASE_FEE = 100n
export const BASE_RESERVE = 5_000_000n
export const MAX_TX_SET_SIZE = 1000
export const PROTOCOL_VERSION = 23
export const GENESIS_CLOSE_TIME = Date.UTC(2026, 0, 1) / 1000
export const HISTORY_LEDGER_INTERVAL = 5
/** Ledgers generated per SQLite transaction during prepare(); each commit is a consistent state. */
export const HISTORY_BATCH = 25
export const DEFAULT_MAX_ACCOUNTS = 120
export const MIN_ACCOUNTS = 30
export const MAX_TRUSTLINE_LIMIT = 9_223_372_036_854_775_807n

export const ACCOUNT_FLAG_AUTH_REQUIRED = 1
export const ACCOUNT_FLAG_AUTH_REVOCABLE = 2
export const ACCOUNT_FLAG_CLAWBACK_ENABLED = 8
export const TRUSTLINE_AUTHORIZED = 1
export const TRUSTLINE_AUTHORIZED_TO_MAINTAIN_LIABILITIES = 2
export const TRUSTLINE_CLAWBACK_ENABLED = 4
