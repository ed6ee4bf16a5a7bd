// What Horizon's records alone say about the sandbox's WASM contracts, for the tests that hold
// RPC's answers against them: each contract deployed (its id recomputed from the envelope's
// preimage, its kind from the envelope's wasm hash) and the token balances its successful
// mint/transfer/burn calls imply (from their `parameters`), with the ledgers that wrote them.
import { StrKey, hash, scValToNative, xdr } from '@stellar/stellar-sdk'
import type { SandboxDatabase } from '../store/database.ts'
import { WASM_HASHES, type WasmKind } from '../simulator/wasm-contracts.ts'

export interface HorizonWasmContract {
  contractId: string
  kind: WasmKind
  deployer: string
}

export interface HorizonTokenBalance {
  amount: bigint
  /** The ledger of the call that first wrote the balance (its entry's creation). */
  createdLedger: number
  /** The ledger of the last call that wrote it. */
  lastModifiedLedger: number
}

interface StoredOperation {
  json: string
  envelope: string
  ledger: number
}

function successfulInvokes(db: SandboxDatabase): StoredOperation[] {
  return db
    .prepare(
      `SELECT o.json AS json, json_extract(t.json, '$.envelope_xdr') AS envelope, t.ledger AS ledger
       FROM operations o JOIN transactions t ON t.id = o.transaction_id
       WHERE o.type_i = 24 AND o.successful = 1 ORDER BY o.id`,
    )
    .all() as StoredOperation[]
}

function hostFunctionOf(envelopeXdr: string): xdr.HostFunction | undefined {
  const envelope = xdr.TransactionEnvelope.fromXdr(envelopeXdr, 'base64')
  const [operation] = envelope.type === 'envelopeTypeTx' ? envelope.v1.tx.operations : []
  return operation?.body.type === 'invokeHostFunction'
    ? operation.body.invokeHostFunctionOp.hostFunction
    : undefined
}

export function wasmContractsFromHorizon(
  db: SandboxDatabase,
  passphrase: string,
): HorizonWasmContract[] {
  const contracts: HorizonWasmContract[] = []
  for (const row of successfulInvokes(db)) {
    const record = JSON.parse(row.json) as { address: string }
    const hostFunction = hostFunctionOf(row.envelope)
    const args =
      hostFunction?.type === 'hostFunctionTypeCreateContractV2'
        ? hostFunction.createContractV2
        : hostFunction?.type === 'hostFunctionTypeCreateContract'
          ? hostFunction.createContract
          : undefined
    if (args === undefined || args.executable.type !== 'contractExecutableWasm') continue
    const wasmHash = args.executable.wasmHash.toString()
    const kind = (Object.keys(WASM_HASHES) as WasmKind[]).find(
      (candidate) => WASM_HASHES[candidate] === wasmHash,
    )
    if (kind === undefined) throw new Error(`unknown wasm hash ${wasmHash}`)
    const preimage = xdr.HashIdPreimage.envelopeTypeContractId(
      new xdr.HashIdPreimageContractId({
        networkId: hash(Buffer.from(passphrase)),
        contractIdPreimage: args.contractIdPreimage,
      }),
    )
    contracts.push({
      contractId: StrKey.encodeContract(hash(preimage.toXDR())),
      kind,
      deployer: record.address,
    })
  }
  return contracts
}

/** Token balances implied by the successful calls Horizon recorded for `tokenAddress`. */
export function tokenBalancesFromHorizon(
  db: SandboxDatabase,
  tokenId: string,
): Map<string, HorizonTokenBalance> {
  const balances = new Map<string, HorizonTokenBalance>()
  const add = (holder: string, delta: bigint, ledger: number) => {
    const balance = balances.get(holder) ?? {
      amount: 0n,
      createdLedger: ledger,
      lastModifiedLedger: ledger,
    }
    balance.amount += delta
    balance.lastModifiedLedger = ledger
    balances.set(holder, balance)
  }
  for (const row of successfulInvokes(db)) {
    const record = JSON.parse(row.json) as { parameters: Array<{ value: string }> | null }
    const values = (record.parameters ?? []).map(
      (parameter) => scValToNative(xdr.ScVal.fromXdr(parameter.value, 'base64')) as unknown,
    )
    const [contract, name, first, second, third] = values
    if (contract !== tokenId) continue
    if (name === 'mint') add(String(first), second as bigint, row.ledger)
    if (name === 'burn') add(String(first), -(second as bigint), row.ledger)
    if (name === 'transfer') {
      add(String(first), -(third as bigint), row.ledger)
      add(String(second), third as bigint, row.ledger)
    }
  }
  return balances
}
