// The read-only functions of the Stellar Asset Contract, applied to the sandbox's current ledger
// state with the SAC's own semantics (soroban-env-host's built-in token): decimals() → u32 7,
// name() → the SEP-11 asset string, symbol() → the asset code ("native" for XLM), and
// balance(id) → i128 — an account's XLM or trustline balance, i64::MAX for the issuer, 0 for a
// contract (the sandbox's contracts hold no SAC balances). A missing instance, trustline or
// account traps as the host does. Calls that would change the ledger are refused: the sandbox's
// ledger is written by its simulator only.
import { Address, xdr } from '@stellar/stellar-sdk'
import { LedgerState } from '../simulator/ledger-state.ts'
import type { SimulatorState } from '../simulator/simulator-types.ts'
import {
  balanceEntryBytes,
  balanceLedgerKey,
  instanceLedgerKey,
  sacAssetName,
} from '../simulator/soroban-contracts.ts'

export const SAC_READ_FUNCTIONS = ['balance', 'name', 'symbol', 'decimals'] as const

const I64_MAX = (1n << 63n) - 1n

export interface SacReadOutcome {
  returnValue: xdr.ScVal
  /** The entries the call reads (its read-only footprint). */
  readOnly: xdr.LedgerKey[]
  /** Bytes of the classic entries read (protocol 23: live Soroban state is not read from disk). */
  diskReadBytes: number
  /** Of the order the network measures for these calls. */
  instructions: number
}

export class SacReadError extends Error {}

const i128 = (value: bigint): xdr.ScVal =>
  xdr.ScVal.scvI128(
    new xdr.Int128Parts({ hi: BigInt.asIntN(64, value >> 64n), lo: BigInt.asUintN(64, value) }),
  )

function balanceOf(
  state: SimulatorState,
  contractId: string,
  argument: xdr.ScVal | undefined,
): Omit<SacReadOutcome, 'instructions'> {
  const instance = state.contracts?.[contractId]
  const instanceKey = instanceLedgerKey(contractId)
  if (argument?.type !== 'scvAddress')
    throw new SacReadError('HostError: Error(Value, UnexpectedType): balance(id: Address)')
  const holder = Address.fromScVal(argument).toString()
  const base = { readOnly: [instanceKey], diskReadBytes: 0 }
  if (holder.startsWith('C')) return { ...base, returnValue: i128(0n) }
  const asset = instance?.asset ?? null
  if (asset !== null && holder === asset.issuer) return { ...base, returnValue: i128(I64_MAX) }
  const account = state.accounts[holder]
  if (!account)
    throw new SacReadError('HostError: Error(Storage, MissingValue): account entry is missing')
  const ledger = new LedgerState()
  ledger.state = state
  const read = {
    readOnly: [instanceKey, balanceLedgerKey(holder, asset)],
    diskReadBytes:
      base.diskReadBytes +
      balanceEntryBytes(account, asset, (entry) => ledger.accountLedgerEntry(entry)),
  }
  if (asset === null) return { ...read, returnValue: i128(account.balance) }
  const line = account.trustlines.find(
    (candidate) => candidate.code === asset.code && candidate.issuer === asset.issuer,
  )
  if (!line)
    throw new SacReadError(
      'HostError: Error(Storage, MissingValue): trustline entry is missing for account',
    )
  return { ...read, returnValue: i128(line.balance) }
}

/** One read-only call of a deployed SAC; throws SacReadError with the host's reason. */
export function callSacReadFunction(
  state: SimulatorState,
  contractId: string,
  functionName: string,
  args: xdr.ScVal[],
): SacReadOutcome {
  const instance = state.contracts?.[contractId]
  if (!instance)
    throw new SacReadError(
      'HostError: Error(Storage, MissingValue): contract instance entry is missing (the sandbox runs only the Stellar Asset Contracts it deployed)',
    )
  const asset = instance.asset
  const metadata = { readOnly: [instanceLedgerKey(contractId)], diskReadBytes: 0 }
  const expectArguments = (count: number): void => {
    if (args.length !== count)
      throw new SacReadError(
        `HostError: Error(Context, UnexpectedSize): ${functionName} takes ${count} argument(s), got ${args.length}`,
      )
  }
  switch (functionName) {
    case 'decimals':
      expectArguments(0)
      return { ...metadata, returnValue: xdr.ScVal.scvU32(7), instructions: 400_000 }
    case 'name':
      expectArguments(0)
      return {
        ...metadata,
        returnValue: xdr.ScVal.scvString(sacAssetName(asset)),
        instructions: 450_000,
      }
    case 'symbol':
      expectArguments(0)
      return {
        ...metadata,
        returnValue: xdr.ScVal.scvString(asset === null ? 'native' : asset.code),
        instructions: 450_000,
      }
    case 'balance':
      expectArguments(1)
      return { ...balanceOf(state, contractId, args[0]), instructions: 900_000 }
    default:
      throw new SacReadError(
        `the sandbox simulates only the read-only functions of its Stellar Asset Contracts (${SAC_READ_FUNCTIONS.join(', ')}), not ${functionName}`,
      )
  }
}
