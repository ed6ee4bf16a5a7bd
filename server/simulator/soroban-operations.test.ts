import {
  Address,
  Asset,
  Keypair,
  TransactionBuilder,
  nativeToScVal,
  scValToNative,
  xdr,
} from '@stellar/stellar-sdk'
import type { Transaction } from '@stellar/stellar-sdk'
import { createHash } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase, readMeta } from '../store/database.ts'
import { MetaKey } from '../store/schema.ts'
import { deserializeState } from './state-serialization.ts'
import { LedgerSimulator, SANDBOX_NETWORK_PASSPHRASE } from './ledger-simulator.ts'
import { LedgerState } from './ledger-state.ts'
import type { AccountState, CreditAsset } from './ledger-entries.ts'
import { jsonRows } from '../testing/horizon-shape-expectations.ts'
import type { Json } from '../testing/horizon-shape-expectations.ts'
import {
  extendFootprintTtlHandler,
  invokeHostFunctionHandler,
} from './operations/soroban-operations.ts'
import type { OperationContext } from './operations/operation-handler.ts'
import { sacContractId } from './soroban-contracts.ts'
import type { SacCall } from './soroban-fees.ts'
import {
  SOROBAN_SETTINGS,
  declareCallResources,
  declareExtendResources,
  eventsFee,
  feeFootprint,
  nonRefundableFee,
  transferEventBytes,
} from './soroban-fees.ts'
import { TRUSTLINE_AUTHORIZED } from './simulator-constants.ts'
import { outputBytes } from './wasm-call-resources.ts'
import { units } from './stroops.ts'

const keys = Array.from({ length: 4 }, (_unused, index) =>
  Keypair.fromRawEd25519Seed(Buffer.alloc(32, index + 1)).publicKey(),
)
const [ISSUER = '', ALICE = '', BOB = '', CAROL = ''] = keys
const USD: CreditAsset = { code: 'USD', issuer: ISSUER }
const LEDGER = 100

/** Issuer, Alice (1,000 USD, authorized), Bob (authorized, limit 500), Carol (no trustline). */
function tinyLedger(): LedgerState {
  const ledger = new LedgerState()
  const account = (id: string, keyIndex: number): AccountState =>
    ledger.newAccountState({
      id,
      keyIndex,
      balance: units(10_000),
      sequence: 1n,
      ledgerSequence: 1,
    })
  const [issuer, alice, bob, carol] = keys.map(account)
  const line = (balance: bigint, limit: bigint) => ({
    ...USD,
    balance,
    limit,
    flags: TRUSTLINE_AUTHORIZED,
    lastModifiedLedger: 1,
  })
  alice?.trustlines.push(line(units(1_000), units(1_000_000)))
  bob?.trustlines.push(line(0n, units(500)))
  ledger.state = {
    prng: [1, 2, 3, 4],
    nextKeyIndex: 4,
    ledgerSequence: LEDGER - 1,
    closeTime: 0,
    ledgerHash: '',
    feePool: 0n,
    accounts: Object.fromEntries(
      [issuer, alice, bob, carol].flatMap((entry) => (entry ? [[entry.id, entry]] : [])),
    ),
    assets: [USD],
    offers: {},
    lastOfferId: 0,
    claimableBalances: {},
    liquidityPools: {},
  }
  return ledger
}

function context(ledger: LedgerState, sourceId: string): OperationContext {
  const source = ledger.account(sourceId)
  if (source === undefined) throw new Error('no source')
  return {
    ledger,
    sourceId,
    source,
    ledgerSequence: LEDGER,
    ledgerStartSequence: BigInt(LEDGER) << 32n,
    transaction: { sourceId, sequence: 2n, operationIndex: 0, closeTime: 0 },
  }
}

function invoke(ledger: LedgerState, sourceId: string, call: SacCall) {
  const resources = declareCallResources(ledger, call)
  return invokeHostFunctionHandler.apply(context(ledger, sourceId), {
    kind: 'invoke_host_function',
    call,
    resources,
  })
}

/** The result as the SDK's JSON names it (hashes in hex, codes by name). */
const resultCode = (result: xdr.OperationResult) => JSON.stringify(result)

function deployed(): LedgerState {
  const ledger = tinyLedger()
  expect(
    invoke(ledger, ALICE, { function: 'create_stellar_asset_contract', asset: USD }).success,
  ).toBe(true)
  expect(
    invoke(ledger, ALICE, { function: 'create_stellar_asset_contract', asset: null }).success,
  ).toBe(true)
  return ledger
}

const transfer = (
  asset: CreditAsset | null,
  from: string,
  to: string,
  amount: bigint,
): SacCall => ({
  function: 'transfer',
  asset,
  from,
  to,
  amount,
})

describe('Stellar Asset Contract operations', () => {
  it('deploys a SAC once, at the asset contract id; a second deploy traps', () => {
    const ledger = tinyLedger()
    const first = invoke(ledger, BOB, { function: 'create_stellar_asset_contract', asset: USD })
    expect(first.success).toBe(true)
    const contractId = new Asset('USD', ISSUER).contractId(SANDBOX_NETWORK_PASSPHRASE)
    const instance = ledger.requireState().contracts?.[contractId]
    expect(instance?.liveUntilLedger).toBe(LEDGER + SOROBAN_SETTINGS.minPersistentTtl - 1)
    // The deploy returns the contract address: the success hash covers it and no events.
    const expected = createHash('sha256')
      .update(
        new xdr.InvokeHostFunctionSuccessPreImage({
          returnValue: xdr.ScVal.scvAddress(Address.fromString(contractId).toScAddress()),
          events: [],
        }).toXDR(),
      )
      .digest('hex')
    expect(resultCode(first.result)).toContain(expected)
    expect(first.effects).toEqual([])
    const again = invoke(ledger, CAROL, { function: 'create_stellar_asset_contract', asset: USD })
    expect(again.success).toBe(false)
    expect(again.result.toXDR('base64')).toBe(
      xdr.OperationResult.opInner(
        xdr.OperationResultTr.invokeHostFunction(
          xdr.InvokeHostFunctionResult.invokeHostFunctionTrapped(),
        ),
      ).toXDR('base64'),
    )
  })

  it('transfers like the SAC: balances, debit/credit effects, balance change, event hash', () => {
    const ledger = deployed()
    const applied = invoke(ledger, ALICE, transfer(USD, ALICE, BOB, units(200)))
    expect(applied.success).toBe(true)
    const line = (id: string) => ledger.account(id)?.trustlines[0]?.balance
    expect(line(ALICE)).toBe(units(800))
    expect(line(BOB)).toBe(units(200))
    expect(applied.effects.map((effect) => [effect.type, effect.account])).toEqual([
      ['account_debited', ALICE],
      ['account_credited', BOB],
    ])
    expect(applied.outcome.asset_balance_changes).toEqual([
      {
        asset_type: 'credit_alphanum4',
        asset_code: 'USD',
        asset_issuer: ISSUER,
        type: 'transfer',
        from: ALICE,
        to: BOB,
        amount: '200.0000000',
      },
    ])
    // The event as the SAC emits it: [transfer, from, to, "USD:G…"], i128 data.
    const event = new xdr.ContractEvent({
      ext: xdr.ExtensionPoint.v0(),
      contractId: new xdr.ContractId(Address.fromString(sacContractId(USD)).toBuffer()),
      type: xdr.ContractEventType.contract,
      body: xdr.ContractEventBody.v0(
        new xdr.ContractEventV0({
          topics: [
            nativeToScVal('transfer', { type: 'symbol' }),
            nativeToScVal(ALICE, { type: 'address' }),
            nativeToScVal(BOB, { type: 'address' }),
            nativeToScVal(`USD:${ISSUER}`, { type: 'string' }),
          ],
          data: nativeToScVal(units(200), { type: 'i128' }),
        }),
      ),
    })
    const hash = createHash('sha256')
      .update(
        new xdr.InvokeHostFunctionSuccessPreImage({
          returnValue: xdr.ScVal.scvVoid(),
          events: [event],
        }).toXDR(),
      )
      .digest('hex')
    expect(resultCode(applied.result)).toContain(hash)
    expect(applied.consumedRefundableFee).toBe(eventsFee(transferEventBytes(USD, ALICE, BOB)))
    const native = invoke(ledger, BOB, transfer(null, BOB, CAROL, units(5)))
    expect(native.success).toBe(true)
    expect(ledger.account(CAROL)?.balance).toBe(units(10_005))
  })

  it('mints from the issuer and burns into it without issuer trustlines, as CAP-67 names them', () => {
    const ledger = deployed()
    const mint = invoke(ledger, ISSUER, transfer(USD, ISSUER, BOB, units(50)))
    expect(mint.success).toBe(true)
    expect(ledger.account(BOB)?.trustlines[0]?.balance).toBe(units(50))
    const burn = invoke(ledger, ALICE, transfer(USD, ALICE, ISSUER, units(100)))
    expect(burn.success).toBe(true)
    expect(ledger.account(ALICE)?.trustlines[0]?.balance).toBe(units(900))
    // Protocol 23: [mint, to, asset] and [burn, from, asset]; the issuer is in neither, so Horizon
    // gives it no effect and its balance change no from (mint) or to (burn).
    const topicsOf = (applied: typeof mint) =>
      applied.contractCall?.events.map((event) =>
        event.body.v0.topics.map((topic) => scValToNative(topic) as unknown),
      )
    expect(topicsOf(mint)).toEqual([['mint', BOB, `USD:${ISSUER}`]])
    expect(topicsOf(burn)).toEqual([['burn', ALICE, `USD:${ISSUER}`]])
    expect(mint.effects.map((effect) => [effect.type, effect.account])).toEqual([
      ['account_credited', BOB],
    ])
    expect(burn.effects.map((effect) => [effect.type, effect.account])).toEqual([
      ['account_debited', ALICE],
    ])
    const [minted] = mint.outcome.asset_balance_changes as Array<Record<string, unknown>>
    const [burned] = burn.outcome.asset_balance_changes as Array<Record<string, unknown>>
    expect(minted).toMatchObject({ type: 'mint', to: BOB, amount: '50.0000000' })
    expect(minted).not.toHaveProperty('from')
    expect(burned).toMatchObject({ type: 'burn', from: ALICE, amount: '100.0000000' })
    expect(burned).not.toHaveProperty('to')
  })

  it('traps on every failure the SAC checks and changes nothing', () => {
    const ledger = deployed()
    const unauthorized = ledger.account(BOB)?.trustlines[0]
    const cases: Array<[string, SacCall, () => void]> = [
      ['underfunded', transfer(USD, ALICE, BOB, units(1_001)), () => {}],
      ['sender without trustline', transfer(USD, CAROL, BOB, 1n), () => {}],
      ['receiver without trustline', transfer(USD, ALICE, CAROL, 1n), () => {}],
      ['receiver line full', transfer(USD, ALICE, BOB, units(501)), () => {}],
      ['native underfunded', transfer(null, CAROL, BOB, units(10_000)), () => {}],
      ['missing account', transfer(null, ALICE, Keypair.random().publicKey(), 1n), () => {}],
      [
        'receiver not authorized',
        transfer(USD, ALICE, BOB, 1n),
        () => {
          if (unauthorized) unauthorized.flags = 0
        },
      ],
    ]
    for (const [name, call, prepare] of cases) {
      prepare()
      const before = JSON.stringify(ledger.requireState().accounts, (_key, value: unknown) =>
        typeof value === 'bigint' ? value.toString() : value,
      )
      const applied = invoke(ledger, call.function === 'transfer' ? call.from : ALICE, call)
      expect(applied.success, name).toBe(false)
      expect(resultCode(applied.result), name).toContain('"invoke_host_function":"trapped"')
      expect(
        JSON.stringify(ledger.requireState().accounts, (_key, value: unknown) =>
          typeof value === 'bigint' ? value.toString() : value,
        ),
        name,
      ).toBe(before)
    }
    const fresh = tinyLedger()
    expect(invoke(fresh, ALICE, transfer(USD, ALICE, BOB, 1n)).success, 'not deployed').toBe(false)
  })

  it('extends a SAC instance TTL, leaves a long-lived one alone, and needs the rent declared', () => {
    const ledger = deployed()
    const extend = (extendTo: number, underpay = false) => {
      const resources = declareExtendResources(ledger, USD, extendTo, LEDGER)
      if (underpay) resources.refundableFee /= 2n
      return extendFootprintTtlHandler.apply(context(ledger, BOB), {
        kind: 'extend_footprint_ttl',
        asset: USD,
        extendTo,
        resources,
      })
    }
    const instance = () => ledger.requireState().contracts?.[sacContractId(USD)]
    const before = instance()?.liveUntilLedger
    const max = SOROBAN_SETTINGS.maxEntryTtl - 1
    const underpaid = extend(max, true)
    expect(underpaid.success).toBe(false)
    expect(resultCode(underpaid.result)).toContain('insufficient_refundable_fee')
    expect(instance()?.liveUntilLedger).toBe(before)
    const extended = extend(max)
    expect(extended.success).toBe(true)
    expect(extended.consumedRefundableFee).toBeGreaterThan(0n)
    expect(instance()?.liveUntilLedger).toBe(LEDGER + max)
    const noOp = extend(1_000)
    expect(noOp.success).toBe(true)
    expect(noOp.consumedRefundableFee).toBe(0n)
    expect(instance()?.liveUntilLedger).toBe(LEDGER + max)
    expect(extend(max + 1).success).toBe(false)
    expect(
      extendFootprintTtlHandler.details(
        BOB,
        {
          kind: 'extend_footprint_ttl',
          asset: USD,
          extendTo: max,
          resources: { instructions: 0, diskReadBytes: 0, writeBytes: 0, refundableFee: 0n },
        },
        undefined,
      ),
    ).toEqual({ extend_to: max })
  })
})

describe('Soroban transactions in the simulated history', () => {
  const db = openDatabase(':memory:')
  new LedgerSimulator({ db, seed: 1, history: 300 }).prepare()
  afterAll(() => db.close())
  const sorobanRows = (extra: string) =>
    db
      .prepare(
        `SELECT o.json AS operation, t.json AS transaction_json, o.is_payment AS is_payment FROM operations o JOIN transactions t ON t.id = o.transaction_id WHERE o.type_i IN (24, 25) ${extra} ORDER BY o.id`,
      )
      .all() as Array<{ operation: string; transaction_json: string; is_payment: number }>

  it('holds every Soroban kind, successful and failed', () => {
    const kinds = sorobanRows('').map((row) => {
      const operation = JSON.parse(row.operation) as Json
      return `${String(operation.type)} ${String(operation.function ?? '')} ${String(operation.transaction_successful)}`
    })
    for (const kind of [
      'invoke_host_function HostFunctionTypeHostFunctionTypeCreateContract true',
      'invoke_host_function HostFunctionTypeHostFunctionTypeCreateContract false',
      'invoke_host_function HostFunctionTypeHostFunctionTypeInvokeContract true',
      'invoke_host_function HostFunctionTypeHostFunctionTypeInvokeContract false',
      'extend_footprint_ttl  true',
      'extend_footprint_ttl  false',
    ])
      expect(kinds, kind).toContain(kind)
  })

  it('charges inclusion + non-refundable + consumed refundable fee, from real SorobanTransactionData', () => {
    const rows = sorobanRows('')
    expect(rows.length).toBeGreaterThan(10)
    let wasmCalls = 0
    for (const row of rows) {
      const record = JSON.parse(row.transaction_json) as Json
      const operation = JSON.parse(row.operation) as Json
      const transaction = TransactionBuilder.fromXDR(
        record.envelope_xdr as string,
        SANDBOX_NETWORK_PASSPHRASE,
      ) as Transaction
      const envelope = transaction.toEnvelope()
      if (envelope.type !== 'envelopeTypeTx' || envelope.value.tx.ext.type !== 'sorobanData')
        throw new Error('no SorobanTransactionData')
      const data = envelope.value.tx.ext.value
      const { readOnly, readWrite } = data.resources.footprint
      const size = Buffer.from(record.envelope_xdr as string, 'base64').length
      const nonRefundable = nonRefundableFee(
        {
          instructions: data.resources.instructions,
          diskReadBytes: data.resources.diskReadBytes,
          writeBytes: data.resources.writeBytes,
        },
        feeFootprint({ readOnly, readWrite }),
        size,
      )
      const resourceFee = BigInt(data.resourceFee.toString())
      expect(BigInt(record.max_fee as string)).toBe(100n + resourceFee)
      let consumed = 0n
      const sacDeploy =
        operation.function === 'HostFunctionTypeHostFunctionTypeCreateContract' &&
        operation.address === ''
      // A SAC transfer: its event's fee.
      if (record.successful === true && Array.isArray(operation.asset_balance_changes)) {
        const [change] = operation.asset_balance_changes as Json[]
        const asset =
          change?.asset_type === 'native'
            ? null
            : { code: String(change?.asset_code), issuer: String(change?.asset_issuer) }
        // A mint has no from and a burn no to: the issuer's side.
        const issuer = String(change?.asset_issuer)
        consumed = eventsFee(
          transferEventBytes(asset, String(change?.from ?? issuer), String(change?.to ?? issuer)),
        )
        // The footprint: the instance read-only, the balances the SAC moves read-write.
        expect(readOnly.map((key) => key.type)).toEqual(['contractData'])
        const invoked = transaction.operations[0]
        expect(invoked?.type).toBe('invokeHostFunction')
      } else if (
        record.successful === true &&
        operation.type === 'invoke_host_function' &&
        !sacDeploy
      ) {
        // A WASM upload, deploy or call: its events' and return value's fee plus the rent of
        // what it created, as stored for RPC's meta.
        const call = db
          .prepare(
            'SELECT return_value, events, rent_fee FROM contract_calls WHERE operation_id = ?',
          )
          .get(BigInt(String(operation.id))) as {
          return_value: string
          events: string
          rent_fee: number
        }
        const events = (JSON.parse(call.events) as string[]).map((event) =>
          xdr.ContractEvent.fromXDR(event, 'base64'),
        )
        consumed =
          eventsFee(outputBytes(xdr.ScVal.fromXDR(call.return_value, 'base64'), events)) +
          BigInt(call.rent_fee)
        wasmCalls++
      }
      const feeCharged = BigInt(record.fee_charged as string)
      // A failed call consumed nothing refundable; a transfer exactly its event's fee; a deploy
      // or extension its rent (checked in the unit tests above).
      if (record.successful !== true) expect(feeCharged).toBe(100n + nonRefundable)
      else if (consumed > 0n) expect(feeCharged).toBe(100n + nonRefundable + consumed)
      else expect(feeCharged).toBeGreaterThanOrEqual(100n + nonRefundable)
      expect(BigInt(record.fee_charged as string)).toBeLessThanOrEqual(100n + resourceFee)
    }
    expect(wasmCalls).toBeGreaterThan(10)
  })

  it('lists successful SAC transfers as payments with their participants, failed ones as neither', () => {
    const state = deserializeState(readMeta(db, MetaKey.simulatorState) ?? '{}')
    const wasmContracts = new Set(Object.keys(state.wasm?.contracts ?? {}))
    expect(wasmContracts.size).toBe(3)
    for (const row of sorobanRows('AND o.type_i = 24')) {
      const operation = JSON.parse(row.operation) as Json
      const changes = operation.asset_balance_changes as Json[] | null
      expect(row.is_payment, String(operation.id)).toBe(changes === null ? 0 : 1)
      const participants = (
        db
          .prepare('SELECT account FROM operation_participants WHERE operation_id = ?')
          .all(operation.id) as Array<{ account: string }>
      ).map((entry) => entry.account)
      const expected =
        changes === null ? [operation.source_account] : [operation.source_account, changes[0]?.to]
      expect(participants.sort()).toEqual([...new Set(expected as string[])].sort())
      const parameters = operation.parameters as Json[] | null
      const decoded = (parameters ?? []).map(
        (parameter) =>
          scValToNative(xdr.ScVal.fromXDR(parameter.value as string, 'base64')) as unknown,
      )
      // The SAC calls: every contract but the WASM ones the simulator deployed.
      if (
        operation.function === 'HostFunctionTypeHostFunctionTypeInvokeContract' &&
        !wasmContracts.has(String(decoded[0]))
      ) {
        expect(decoded[1]).toBe('transfer')
        expect(decoded[2]).toBe(operation.source_account)
      }
    }
    const effects = jsonRows(
      db,
      'SELECT e.json FROM effects e JOIN operations o ON o.id = e.operation_id WHERE o.type_i = 25',
    )
    expect(effects).toEqual([])
  })
})
