// Soroban resources and fees of the sandbox's contract calls. A Soroban transaction declares its
// footprint (the ledger keys it reads and writes), its resources and a resource fee in its
// SorobanTransactionData; Core charges inclusion fee + declared resource fee up front, applies the
// operation, then refunds the refundable part it did not consume. The fee model follows
// soroban-env 23's compute_transaction_resource_fee and compute_rent_fee (protocol 23, CAP-66;
// stellar-core TransactionFrame::computeSorobanResourceFee), with fixed network settings of the
// order of pubnet's:
// - non-refundable: instructions, entries read from disk (protocol 23: only classic entries,
//   i.e. accounts and trustlines, and archived Soroban entries being restored, which the sandbox
//   never has; live Soroban state is in memory and free to read, where protocol 22 charged every
//   footprint entry plus the written ones), entries written, bytes read from disk (the same
//   classic entries), bytes written, historical storage of the transaction plus its result, and
//   bandwidth;
// - refundable: contract events (+ return value) and rent of the entries whose TTL grows, at the
//   rent rate (protocol 23's feeRent1KB setting), a third of it for contract code.
// A client declares what its simulation predicts plus a 15% margin on the refundable part (the
// instruction, byte and entry counts as a simulation measures them). Deterministic: everything
// derives from the ledger state and the envelope's size.

import { xdr } from '@stellar/stellar-sdk'
import { ceilDivide } from './ledger-primitives.ts'
import type { LedgerState } from './ledger-state.ts'
import type { CreditAsset } from './ledger-entries.ts'
import {
  balanceEntryBytes,
  instanceLedgerEntry,
  sacContractId,
  sacTransferEvent,
} from './soroban-contracts.ts'
import type { SorobanCall } from './soroban-contracts.ts'
import type { DeclaredResources, PlannedOperation } from './simulator-types.ts'

/** The sandbox's Soroban network settings (ConfigSettingEntry values). */
export const SOROBAN_SETTINGS = {
  /** Fee per 10,000 instructions. */
  feePerInstructionsIncrement: 25n,
  feeDiskReadLedgerEntry: 6_250n,
  feeWriteLedgerEntry: 10_000n,
  feeDiskRead1KB: 1_786n,
  feeWrite1KB: 11_800n,
  /** The rent rate (protocol 23 sets it apart from the write fee; the sandbox keeps it equal). */
  feeRent1KB: 11_800n,
  feeHistorical1KB: 16_235n,
  feeTransactionSize1KB: 1_624n,
  feeContractEvents1KB: 10_000n,
  persistentRentRateDenominator: 2_103n,
  temporaryRentRateDenominator: 4_206n,
  /** A new persistent entry lives this many ledgers (its live-until = ledger + this − 1). */
  minPersistentTtl: 2_073_600,
  minTemporaryTtl: 16,
  /** extend_to may not exceed maxEntryTtl − 1. */
  maxEntryTtl: 3_110_400,
}

/** Core's TX_BASE_RESULT_SIZE: the result bytes every transaction's historical fee counts. */
const TX_BASE_RESULT_SIZE = 300n
/** A DecoratedSignature's XDR size (hint + length + 64-byte signature). */
export const DECORATED_SIGNATURE_BYTES = 72
/** Refundable margin a client adds over its simulation, in percent. */
const REFUNDABLE_MARGIN_PERCENT = 115n

/** The calls of the built-in Stellar Asset Contract. */
export type SacCall = Extract<
  SorobanCall,
  { function: 'create_stellar_asset_contract' | 'transfer' }
>

/** The Soroban operations of the sandbox. */
export type SorobanOperation = Extract<
  PlannedOperation,
  { kind: 'invoke_host_function' | 'extend_footprint_ttl' }
>

export function isSorobanOperation(operation: PlannedOperation): operation is SorobanOperation {
  return operation.kind === 'invoke_host_function' || operation.kind === 'extend_footprint_ttl'
}

const perKilobyte = (bytes: bigint, feePer1KB: bigint) => ceilDivide(bytes * feePer1KB, 1024n)

/** soroban-env 23's CODE_ENTRY_RENT_DISCOUNT_FACTOR: contract code pays a third of the rent. */
const CODE_ENTRY_RENT_DISCOUNT_FACTOR = 3n

/** Rent of `bytes` of a persistent (or temporary) entry over `ledgers` ledgers. */
export function rentFee(
  bytes: number,
  ledgers: number,
  entry: { persistent: boolean; code: boolean } = { persistent: true, code: false },
): bigint {
  if (ledgers <= 0) return 0n
  const rent = ceilDivide(
    BigInt(bytes) * SOROBAN_SETTINGS.feeRent1KB * BigInt(ledgers),
    1024n *
      (entry.persistent
        ? SOROBAN_SETTINGS.persistentRentRateDenominator
        : SOROBAN_SETTINGS.temporaryRentRateDenominator),
  )
  return entry.code ? ceilDivide(rent, CODE_ENTRY_RENT_DISCOUNT_FACTOR) : rent
}

/** Fee of the contract events (and return value) a call emits. */
export function eventsFee(eventBytes: number): bigint {
  return perKilobyte(BigInt(eventBytes), SOROBAN_SETTINGS.feeContractEvents1KB)
}

export function withRefundableMargin(fee: bigint): bigint {
  return ceilDivide(fee * REFUNDABLE_MARGIN_PERCENT, 100n)
}

const isSorobanKey = (key: xdr.LedgerKey): boolean =>
  key.type === 'contractData' || key.type === 'contractCode' || key.type === 'ttl'

/**
 * The footprint as the fee counts it from protocol 23 (core's getNumDiskReadEntries): the
 * classic entries it reads from disk, and every entry it writes.
 */
export function feeFootprint(footprint: {
  readOnly: xdr.LedgerKey[]
  readWrite: xdr.LedgerKey[]
}): { diskReadEntries: number; writeEntries: number } {
  return {
    diskReadEntries: [...footprint.readOnly, ...footprint.readWrite].filter(
      (key) => !isSorobanKey(key),
    ).length,
    writeEntries: footprint.readWrite.length,
  }
}

/** The non-refundable resource fee of a transaction of `transactionBytes` bytes. */
export function nonRefundableFee(
  resources: Omit<DeclaredResources, 'refundableFee'>,
  footprint: { diskReadEntries: number; writeEntries: number },
  transactionBytes: number,
): bigint {
  const settings = SOROBAN_SETTINGS
  const size = BigInt(transactionBytes)
  return (
    ceilDivide(BigInt(resources.instructions) * settings.feePerInstructionsIncrement, 10_000n) +
    settings.feeDiskReadLedgerEntry * BigInt(footprint.diskReadEntries) +
    settings.feeWriteLedgerEntry * BigInt(footprint.writeEntries) +
    perKilobyte(BigInt(resources.diskReadBytes), settings.feeDiskRead1KB) +
    perKilobyte(BigInt(resources.writeBytes), settings.feeWrite1KB) +
    perKilobyte(TX_BASE_RESULT_SIZE + size, settings.feeHistorical1KB) +
    perKilobyte(size, settings.feeTransactionSize1KB)
  )
}

/** The byte size of the SAC instance entry of `asset` (fixed-width fields only vary by asset). */
export function instanceBytes(asset: CreditAsset | null): number {
  return instanceLedgerEntry({
    contractId: sacContractId(asset),
    asset,
    liveUntilLedger: 0,
    lastModifiedLedger: 0,
  }).toXDR().length
}

/** The size of a transfer's event plus its return value (ScvVoid, 4 bytes). */
export function transferEventBytes(asset: CreditAsset | null, from: string, to: string): number {
  return sacTransferEvent(asset, from, to, 0n).toXDR().length + xdr.ScVal.scvVoid().toXDR().length
}

/**
 * What a simulation of the call predicts against the current ledger state. Instruction counts
 * are those of a SAC deploy and transfer of the order measured on the network.
 */
export function declareCallResources(ledger: LedgerState, call: SacCall): DeclaredResources {
  const instance = instanceBytes(call.asset)
  if (call.function === 'create_stellar_asset_contract')
    return {
      instructions: 1_400_000,
      diskReadBytes: 0,
      writeBytes: instance,
      refundableFee: withRefundableMargin(rentFee(instance, SOROBAN_SETTINGS.minPersistentTtl)),
    }
  let balanceBytes = 0
  for (const holder of new Set([call.from, call.to])) {
    const account = ledger.account(holder)
    if (account === undefined || holder === call.asset?.issuer) continue
    balanceBytes += balanceEntryBytes(account, call.asset, (entry) =>
      ledger.accountLedgerEntry(entry),
    )
  }
  return {
    instructions: call.asset === null ? 1_150_000 : 1_700_000,
    // The balances are accounts and trustlines, read from disk; the instance is in memory.
    diskReadBytes: balanceBytes,
    writeBytes: balanceBytes,
    refundableFee: withRefundableMargin(
      eventsFee(transferEventBytes(call.asset, call.from, call.to)),
    ),
  }
}

/** extend_footprint_ttl of a SAC instance: rent for the ledgers its live-until grows by. */
export function declareExtendResources(
  ledger: LedgerState,
  asset: CreditAsset | null,
  extendTo: number,
  ledgerSequence: number,
): DeclaredResources {
  const instance = instanceBytes(asset)
  const liveUntil = ledger.requireState().contracts?.[sacContractId(asset)]?.liveUntilLedger ?? 0
  return {
    instructions: 0,
    // A live instance is in memory: nothing is read from disk.
    diskReadBytes: 0,
    writeBytes: 0,
    refundableFee: withRefundableMargin(
      rentFee(instance, ledgerSequence + extendTo - Math.max(liveUntil, ledgerSequence)),
    ),
  }
}

/**
 * The refundable fee Core pays back after applying a transaction: what its Soroban operation
 * declared minus what it consumed. `applied` is empty for a failed transaction, whose changes
 * (and so its events and rent) were rolled back: everything refundable comes back.
 */
export function unusedRefundableFee(
  operations: PlannedOperation[],
  applied: Array<{ consumedRefundableFee?: bigint }>,
): bigint {
  const [operation] = operations
  if (operations.length !== 1 || operation === undefined || !isSorobanOperation(operation))
    return 0n
  return operation.resources.refundableFee - (applied[0]?.consumedRefundableFee ?? 0n)
}
