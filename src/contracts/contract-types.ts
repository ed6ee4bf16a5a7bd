// What the contract page shows, as the decoders (decode-contract.ts, contract-interface.ts) hand
// it over: plain text and numbers, so the page's components never see the SDK.

/** One instance storage entry, key and value decoded to text (never HTML). */
export interface StorageRow {
  key: string
  value: string
}

/** A token's own description: a SAC's METADATA, or a SEP-41 token's name/symbol/decimals. */
export interface TokenInfo {
  name: string
  symbol: string
  decimals: number
}

export interface ContractInstance {
  /** What runs the contract: a WASM (its hash), the built-in Stellar Asset Contract, or other. */
  kind: 'wasm' | 'stellar-asset' | 'other'
  wasmHash: string | null
  storage: StorageRow[]
  token: TokenInfo | null
}

/** An instance as the page reads it: the entry's ledgers beside what it holds. */
export interface ContractSummary extends ContractInstance {
  contractId: string
  lastModifiedLedger: number
  liveUntilLedger: number | null
  latestLedger: number
}

export interface SpecParameter {
  name: string
  type: string
  doc: string
}

export interface SpecFunction {
  name: string
  doc: string
  inputs: SpecParameter[]
  outputs: string[]
}

/** A struct, union, enum or error enum: its name, doc and members (fields or cases). */
export interface SpecType {
  kind: 'struct' | 'union' | 'enum' | 'error'
  name: string
  doc: string
  members: SpecParameter[]
}

export interface SpecEvent {
  name: string
  doc: string
  prefixTopics: string[]
  params: (SpecParameter & { location: string })[]
}

/** A contract's interface, read from its WASM's `contractspecv0` by contract.Spec. */
export interface ContractInterface {
  wasmHash: string
  wasmSize: number
  functions: SpecFunction[]
  types: SpecType[]
  events: SpecEvent[]
}

/**
 * What a WASM says about its own build: `contractmetav0`'s pairs (SEP-46, SEP-55) and
 * `contractenvmetav0`'s protocol. Whoever built the WASM wrote them: claims, not proof.
 */
export interface WasmMetadata {
  entries: { key: string; value: string }[]
  /** Entries past the ones kept (a hostile WASM can declare thousands). */
  omitted: number
  /** The protocol the WASM was built for; null when it declares none. */
  protocol: number | null
  /** Non-zero for a build against a pre-release of that protocol. */
  preRelease: number | null
}

export interface ContractEventRow {
  id: string
  ledger: number
  ledgerClosedAt: string
  txHash: string
  inSuccessfulContractCall: boolean
  /**
   * The event by its definition (SEP-48) or by SEP-41's shape; null: none reads it. `verb` is its
   * first topic ("transfer"), `name` the definition's name ("Transfer").
   */
  decoded: { name: string; verb: string; fields: { name: string; value: string }[] } | null
  /** Topics and data as text, for the rows no definition reads. */
  raw: string
}

export interface ContractEventPage {
  rows: ContractEventRow[]
  /** Where the next page starts; null when the RPC gave none. */
  nextCursor: string | null
  oldestLedger: number
  latestLedger: number
}
