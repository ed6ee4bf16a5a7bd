// Muxed (M…) destinations: payments, path payments and merges whose envelope names the
// destination as an M address (a G account plus a 64-bit id, as exchanges use for deposits).
// Core credits the base G account; Horizon shows the M address next to it: to_muxed/to_muxed_id
// (into_muxed/into_muxed_id for a merge) right after `to`/`into`, and account_muxed/
// account_muxed_id on the destination's account_credited effect (addMuxed(&op.Destination)).
// The ids are strings in JSON. Participants stay the base G account.

import { Account, MuxedAccount } from '@stellar/stellar-sdk'
import { withMuxedSource } from './horizon-records.ts'
import type { OperationHandler, OperationOf } from './operations/operation-handler.ts'
import type { Prng } from './prng.ts'
import type { EffectDraft, PlannedOperation } from './simulator-types.ts'

/** An M… address and its id, as Horizon's *_muxed / *_muxed_id fields show them. */
export interface MuxedAddress {
  address: string
  id: string
}

/** Operation kinds whose destination is a MuxedAccount in the XDR. */
export type MuxableKind =
  'payment' | 'path_payment_strict_send' | 'path_payment_strict_receive' | 'account_merge'

const MUXABLE_KINDS: ReadonlySet<string> = new Set<MuxableKind>([
  'payment',
  'path_payment_strict_send',
  'path_payment_strict_receive',
  'account_merge',
])

/**
 * Share of payments, path payments and merges sent to an M… address: custodial wallets and
 * exchanges give each customer a muxed deposit address, so a visible minority of traffic uses one.
 */
export const MUXED_DESTINATION_RATE = 0.06

export function muxedAddress(accountId: string, id: bigint): MuxedAddress {
  const text = id.toString()
  return { address: new MuxedAccount(new Account(accountId, '0'), text).accountId(), id: text }
}

/** The base G account Core credits. */
const baseDestination = (operation: OperationOf<MuxableKind>): string => operation.destination

function destinationOf(operation: OperationOf<MuxableKind>): MuxedAddress | undefined {
  return operation.destinationMuxedId === undefined
    ? undefined
    : muxedAddress(operation.destination, operation.destinationMuxedId)
}

/** The destination's credit (Horizon's first account_credited on it) carries its M… address. */
function markDestinationCredit(
  effects: EffectDraft[],
  destination: string,
  muxed: MuxedAddress | undefined,
): EffectDraft[] {
  const index = effects.findIndex(
    (candidate) => candidate.type === 'account_credited' && candidate.account === destination,
  )
  if (index < 0) return effects
  const marked = [...effects]
  const credited = effects[index]
  if (credited !== undefined) marked[index] = { ...credited, accountMuxed: muxed ?? null }
  return marked
}

/**
 * The handler of a kind with a muxed destination: signs the M… address into the envelope,
 * applies to the base account, and adds Horizon's muxed fields to the details and the credit.
 */
export function withMuxedDestination<Kind extends MuxableKind>(
  handler: OperationHandler<Kind>,
  field: 'to' | 'into',
): OperationHandler<Kind> {
  return {
    ...handler,
    sdkOperation: (operation) => {
      const muxed = destinationOf(operation)
      return handler.sdkOperation(
        muxed === undefined ? operation : { ...operation, destination: muxed.address },
      )
    },
    apply(context, operation) {
      const applied = handler.apply(context, operation)
      if (!applied.success) return applied
      const effects = markDestinationCredit(
        applied.effects,
        baseDestination(operation),
        destinationOf(operation),
      )
      return { ...applied, effects }
    },
    details: (sourceId, operation, outcome) =>
      withMuxedSource(
        handler.details(sourceId, operation, outcome),
        [field],
        baseDestination(operation),
        destinationOf(operation),
      ),
  }
}

function isMuxable(operation: PlannedOperation): operation is OperationOf<MuxableKind> {
  return MUXABLE_KINDS.has(operation.kind)
}

/** A random id over the full 64 bits (most above 2^53: why Horizon renders the ids as strings). */
function randomMuxId(prng: Prng): bigint {
  return (prng.bigint(0n, 2n ** 53n - 1n) << 11n) + BigInt(prng.int(1, 2047))
}

/** Gives some payment-like operations an M… destination (a fresh 64-bit id each). */
export function muxSomeDestinations(
  prng: Prng,
  operations: PlannedOperation[],
): PlannedOperation[] {
  return operations.map((operation) =>
    isMuxable(operation) && prng.chance(MUXED_DESTINATION_RATE)
      ? { ...operation, destinationMuxedId: randomMuxId(prng) }
      : operation,
  )
}
