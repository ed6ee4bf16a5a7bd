// Protocol 23's Soroban fee rules (soroban-env 23 fees.rs, stellar-core getNumDiskReadEntries):
// only classic entries are read from disk, and contract code pays a third of the rent.
import { Keypair } from '@stellar/stellar-sdk'
import { describe, expect, it } from 'vitest'
import { balanceLedgerKey, instanceLedgerKey, sacContractId } from './soroban-contracts.ts'
import { feeFootprint, nonRefundableFee, rentFee, SOROBAN_SETTINGS } from './soroban-fees.ts'
import { codeLedgerKey, wasmHash } from './wasm-contracts.ts'

const holders = [1, 2].map((index) =>
  Keypair.fromRawEd25519Seed(Buffer.alloc(32, index)).publicKey(),
)

describe('Soroban fees under protocol 23', () => {
  it('counts as disk reads only the classic entries of a footprint, and every written entry', () => {
    const instance = instanceLedgerKey(sacContractId(null))
    const balances = holders.map((holder) => balanceLedgerKey(holder, null))
    // A native SAC transfer: the instance is live Soroban state, the balances are accounts.
    expect(feeFootprint({ readOnly: [instance], readWrite: balances })).toEqual({
      diskReadEntries: 2,
      writeEntries: 2,
    })
    // A WASM call touches only Soroban state: nothing comes from disk.
    expect(
      feeFootprint({ readOnly: [instance, codeLedgerKey(wasmHash('token'))], readWrite: [] }),
    ).toEqual({ diskReadEntries: 0, writeEntries: 0 })
  })

  it('charges the read-entry fee per disk read only, not again per written entry', () => {
    const resources = { instructions: 0, diskReadBytes: 0, writeBytes: 0 }
    const withReads = nonRefundableFee(resources, { diskReadEntries: 2, writeEntries: 1 }, 0)
    const withoutReads = nonRefundableFee(resources, { diskReadEntries: 0, writeEntries: 1 }, 0)
    expect(withReads - withoutReads).toBe(2n * SOROBAN_SETTINGS.feeDiskReadLedgerEntry)
  })

  it('discounts contract code rent by three', () => {
    const data = rentFee(5_000, SOROBAN_SETTINGS.minPersistentTtl)
    const code = rentFee(5_000, SOROBAN_SETTINGS.minPersistentTtl, { persistent: true, code: true })
    expect(code).toBe((data + 2n) / 3n)
  })
})
