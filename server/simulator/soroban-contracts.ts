// The built-in Stellar Asset Contract (SAC) as the sandbox deploys and calls it: its contract id
// (the asset's contract id for the sandbox passphrase), the ledger keys and entries it touches,
// the event its `transfer` emits (CAP-67, protocol 23: transfer, or mint / burn when the issuer
// sends / receives; SEP-11 asset name last, data i128) and the hash InvokeHostFunctionResult carries. For classic G accounts the SAC moves
// classic balances (account balances for native, trustlines otherwise), so applying a transfer
// needs no WASM host: ledger-state.ts's transfer rules are the SAC's rules for G accounts.

import { Address, Keypair, StrKey, nativeToScVal, xdr } from '@stellar/stellar-sdk'
import type { AccountState, CreditAsset } from './ledger-entries.ts'
import { sdkAsset, sha256 } from './ledger-primitives.ts'
import { SANDBOX_NETWORK_PASSPHRASE } from './simulator-constants.ts'
import type { WasmCall } from './wasm-contract-calls.ts'
import type { WasmKind } from './wasm-contracts.ts'

/** A deployed SAC instance: its asset and the ledger its instance entry lives until. */
export interface ContractInstanceState {
  contractId: string
  asset: CreditAsset | null
  liveUntilLedger: number
  lastModifiedLedger: number
}

/**
 * What an invoke_host_function of the sandbox does: deploy a SAC, or call its `transfer` with
 * the transaction source as `from` (authorized by source-account credentials); upload a real
 * WASM, deploy a contract of it (from the deployer's address and a salt), or call one of its
 * functions (wasm-contract-calls.ts; the source authorizes what needs auth).
 */
export type SorobanCall =
  | { function: 'create_stellar_asset_contract'; asset: CreditAsset | null }
  | { function: 'transfer'; asset: CreditAsset | null; from: string; to: string; amount: bigint }
  | { function: 'upload_contract_wasm'; wasm: WasmKind }
  | { function: 'create_contract'; wasm: WasmKind; deployer: string; salt: number }
  | { function: 'invoke_contract'; contractId: string; call: WasmCall }

export function sacContractId(asset: CreditAsset | null): string {
  return sdkAsset(asset).contractId(SANDBOX_NETWORK_PASSPHRASE)
}

/** The SEP-11 asset string the SAC names itself by (its events' last topic). */
export function sacAssetName(asset: CreditAsset | null): string {
  return asset === null ? 'native' : `${asset.code}:${asset.issuer}`
}

/** The persistent ContractData key of a contract's instance (ScvLedgerKeyContractInstance). */
export function instanceLedgerKey(contractId: string): xdr.LedgerKey {
  return xdr.LedgerKey.contractData(
    new xdr.LedgerKeyContractData({
      contract: new Address(contractId).toScAddress(),
      key: xdr.ScVal.scvLedgerKeyContractInstance(),
      durability: xdr.ContractDataDurability.persistent,
    }),
  )
}

/**
 * The instance entry the SAC writes when deployed: executable StellarAsset and instance storage
 * with METADATA (decimal 7, name, symbol), AssetInfo and, for an issued asset, the issuer as
 * Admin — sized for the read/write bytes and rent of the operations that touch it.
 */
export function instanceLedgerEntry(instance: ContractInstanceState): xdr.LedgerEntry {
  const { asset, contractId } = instance
  const symbolKey = (name: string) => xdr.ScVal.scvSymbol(name)
  const metadata = xdr.ScVal.scvMap([
    new xdr.ScMapEntry({ key: symbolKey('decimal'), val: xdr.ScVal.scvU32(7) }),
    new xdr.ScMapEntry({ key: symbolKey('name'), val: xdr.ScVal.scvString(sacAssetName(asset)) }),
    new xdr.ScMapEntry({
      key: symbolKey('symbol'),
      val: xdr.ScVal.scvString(asset === null ? 'native' : asset.code),
    }),
  ])
  const storage = [
    new xdr.ScMapEntry({ key: symbolKey('METADATA'), val: metadata }),
    new xdr.ScMapEntry({
      key: xdr.ScVal.scvVec([symbolKey('AssetInfo')]),
      val: xdr.ScVal.scvVec([symbolKey(asset === null ? 'Native' : 'AlphaNum')]),
    }),
    ...(asset === null
      ? []
      : [
          new xdr.ScMapEntry({
            key: xdr.ScVal.scvVec([symbolKey('Admin')]),
            val: new Address(asset.issuer).toScVal(),
          }),
        ]),
  ]
  return new xdr.LedgerEntry({
    lastModifiedLedgerSeq: instance.lastModifiedLedger,
    data: xdr.LedgerEntryData.contractData(
      new xdr.ContractDataEntry({
        ext: xdr.ExtensionPoint.v0(),
        contract: new Address(contractId).toScAddress(),
        key: xdr.ScVal.scvLedgerKeyContractInstance(),
        durability: xdr.ContractDataDurability.persistent,
        val: xdr.ScVal.scvContractInstance(
          new xdr.ScContractInstance({
            executable: xdr.ContractExecutable.contractExecutableStellarAsset(),
            storage,
          }),
        ),
      }),
    ),
    ext: xdr.LedgerEntryExt.v0(),
  })
}

/** The entry holding `asset` for a G account: its account (native) or its trustline. */
export function balanceLedgerKey(accountId: string, asset: CreditAsset | null): xdr.LedgerKey {
  const accountKey = Keypair.fromPublicKey(accountId).xdrAccountId()
  if (asset === null)
    return xdr.LedgerKey.account(new xdr.LedgerKeyAccount({ accountId: accountKey }))
  return xdr.LedgerKey.trustline(
    new xdr.LedgerKeyTrustLine({
      accountId: accountKey,
      asset: sdkAsset(asset).toTrustLineXDRObject(),
    }),
  )
}

/** The XDR size of the entry holding `asset` for an account (its AccountEntry or TrustLineEntry). */
export function balanceEntryBytes(
  account: AccountState,
  asset: CreditAsset | null,
  accountEntry: (account: AccountState) => xdr.LedgerEntry,
): number {
  if (asset === null) return accountEntry(account).toXDR().length
  const line = account.trustlines.find(
    (candidate) => candidate.code === asset.code && candidate.issuer === asset.issuer,
  )
  const entry = new xdr.LedgerEntry({
    lastModifiedLedgerSeq: line?.lastModifiedLedger ?? 0,
    data: xdr.LedgerEntryData.trustline(
      new xdr.TrustLineEntry({
        accountId: Keypair.fromPublicKey(account.id).xdrAccountId(),
        asset: sdkAsset(asset).toTrustLineXDRObject(),
        balance: line?.balance ?? 0n,
        limit: line?.limit ?? 0n,
        flags: line?.flags ?? 0,
        ext: xdr.TrustLineEntryExt.v0(),
      }),
    ),
    ext: xdr.LedgerEntryExt.v0(),
  })
  return entry.toXDR().length
}

/** What a SAC `transfer` does to balances, as its event names it (CAP-67, protocol 23). */
export type SacMovement =
  | { kind: 'transfer'; from: string; to: string }
  | { kind: 'mint'; to: string }
  | { kind: 'burn'; from: string }

/**
 * From protocol 23 the SAC's transfer names a move out of the issuer a mint and a move into it a
 * burn, since the issuer holds no balance (soroban-env-host 23 stellar_asset_contract/event.rs
 * transfer_maybe_with_issuer; a transfer to oneself stays a transfer).
 */
export function sacMovement(asset: CreditAsset | null, from: string, to: string): SacMovement {
  if (from !== to && from === asset?.issuer) return { kind: 'mint', to }
  if (from !== to && to === asset?.issuer) return { kind: 'burn', from }
  return { kind: 'transfer', from, to }
}

/** The accounts a movement's event names (its topics between the name and the asset). */
export function movementAccounts(movement: SacMovement): string[] {
  if (movement.kind === 'mint') return [movement.to]
  if (movement.kind === 'burn') return [movement.from]
  return [movement.from, movement.to]
}

/**
 * The event a SAC `transfer` emits: [transfer, from, to, asset], [mint, to, asset] or
 * [burn, from, asset], the SEP-11 asset name last; to a plain G/C destination (no muxed id) its
 * data is the bare i128 amount.
 */
export function sacTransferEvent(
  asset: CreditAsset | null,
  from: string,
  to: string,
  amount: bigint,
): xdr.ContractEvent {
  const movement = sacMovement(asset, from, to)
  return new xdr.ContractEvent({
    ext: xdr.ExtensionPoint.v0(),
    contractId: new xdr.ContractId(StrKey.decodeContract(sacContractId(asset))),
    type: xdr.ContractEventType.contract,
    body: xdr.ContractEventBody.v0(
      new xdr.ContractEventV0({
        topics: [
          xdr.ScVal.scvSymbol(movement.kind),
          ...movementAccounts(movement).map((account) => new Address(account).toScVal()),
          xdr.ScVal.scvString(sacAssetName(asset)),
        ],
        data: nativeToScVal(amount, { type: 'i128' }),
      }),
    ),
  })
}

/** InvokeHostFunctionResult success: sha256 of InvokeHostFunctionSuccessPreImage's XDR. */
export function invokeSuccessHash(returnValue: xdr.ScVal, events: xdr.ContractEvent[]): Uint8Array {
  return sha256(new xdr.InvokeHostFunctionSuccessPreImage({ returnValue, events }).toXDR())
}

/** The arguments of the SAC's transfer(from, to, amount) call. */
export function transferArguments(from: string, to: string, amount: bigint): xdr.ScVal[] {
  return [
    new Address(from).toScVal(),
    new Address(to).toScVal(),
    nativeToScVal(amount, { type: 'i128' }),
  ]
}
