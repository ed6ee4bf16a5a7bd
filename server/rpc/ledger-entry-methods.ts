// getLedgerEntries: the current ledger entries of up to 200 keys, in request order; a key with no
// entry is left out. Served from the simulator's ledger state: accounts, trustlines, data
// entries, Stellar Asset Contract instances, and the WASM contracts' code, instances, persistent
// balances and live temporary allowances (each with its TTL as liveUntilLedgerSeq). Offers,
// claimable balances and pools are not served (an honest absence). `xdr` is the LedgerEntryData.
import { Keypair, xdr } from '@stellar/stellar-sdk'
import { LedgerState } from '../simulator/ledger-state.ts'
import {
  balanceLedgerKey,
  instanceLedgerEntry,
  instanceLedgerKey,
} from '../simulator/soroban-contracts.ts'
import type { AccountState } from '../simulator/ledger-entries.ts'
import { codeEntry, codeLedgerKey, contractEntries } from '../simulator/wasm-contracts.ts'
import { invalidParams, type JsonObject, type JsonValue } from './json-rpc.ts'
import type { RpcContext } from './rpc-context.ts'
import { paramsObject, stringArrayField, xdrFormatField } from './rpc-params.ts'

const MAX_KEYS = 200

interface CurrentEntry {
  entry: xdr.LedgerEntry
  liveUntilLedgerSeq?: number
}

function trustlineEntry(
  ledger: LedgerState,
  account: AccountState,
  index: number,
): xdr.LedgerEntry | undefined {
  const line = account.trustlines[index]
  if (!line) return undefined
  const asset = { code: line.code, issuer: line.issuer }
  const { buying, selling } = ledger.liabilities(account.id, asset)
  const key = balanceLedgerKey(account.id, asset)
  if (key.type !== 'trustline') return undefined
  return new xdr.LedgerEntry({
    lastModifiedLedgerSeq: line.lastModifiedLedger,
    data: xdr.LedgerEntryData.trustline(
      new xdr.TrustLineEntry({
        accountId: Keypair.fromPublicKey(account.id).xdrAccountId(),
        asset: key.trustLine.asset,
        balance: line.balance,
        limit: line.limit,
        flags: line.flags,
        ext:
          buying === 0n && selling === 0n
            ? xdr.TrustLineEntryExt.v0()
            : xdr.TrustLineEntryExt.v1(
                new xdr.TrustLineEntryV1({
                  liabilities: new xdr.Liabilities({ buying, selling }),
                  ext: xdr.TrustLineEntryV1Ext.v0(),
                }),
              ),
      }),
    ),
    ext: xdr.LedgerEntryExt.v0(),
  })
}

function dataEntry(account: AccountState, name: string, value: string): xdr.LedgerEntry {
  return new xdr.LedgerEntry({
    lastModifiedLedgerSeq: account.lastModifiedLedger,
    data: xdr.LedgerEntryData.data(
      new xdr.DataEntry({
        accountId: Keypair.fromPublicKey(account.id).xdrAccountId(),
        dataName: name,
        dataValue: Buffer.from(value, 'base64'),
        ext: xdr.DataEntryExt.v0(),
      }),
    ),
    ext: xdr.LedgerEntryExt.v0(),
  })
}

/** Every entry the sandbox can serve, by the canonical base64 XDR of its key. */
function currentEntries(context: RpcContext, latestLedger: number): Map<string, CurrentEntry> {
  const state = context.ledgerState()
  const ledger = new LedgerState()
  ledger.state = state
  const entries = new Map<string, CurrentEntry>()
  for (const account of Object.values(state.accounts)) {
    entries.set(balanceLedgerKey(account.id, null).toXdr('base64'), {
      entry: ledger.accountLedgerEntry(account),
    })
    account.trustlines.forEach((line, index) => {
      const entry = trustlineEntry(ledger, account, index)
      if (entry)
        entries.set(
          balanceLedgerKey(account.id, { code: line.code, issuer: line.issuer }).toXdr('base64'),
          { entry },
        )
    })
    for (const [name, value] of Object.entries(account.data)) {
      const key = xdr.LedgerKey.data(
        new xdr.LedgerKeyData({
          accountId: Keypair.fromPublicKey(account.id).xdrAccountId(),
          dataName: name,
        }),
      )
      entries.set(key.toXdr('base64'), { entry: dataEntry(account, name, value) })
    }
  }
  for (const [wasmHash, code] of Object.entries(state.wasm?.code ?? {}))
    entries.set(codeLedgerKey(Buffer.from(wasmHash, 'hex')).toXdr('base64'), {
      entry: codeEntry(code.kind, code),
      liveUntilLedgerSeq: code.liveUntilLedger,
    })
  for (const contract of Object.values(state.wasm?.contracts ?? {}))
    for (const { key, entry, liveUntilLedgerSeq } of contractEntries(contract, latestLedger))
      entries.set(key.toXdr('base64'), { entry, liveUntilLedgerSeq })
  for (const instance of Object.values(state.contracts ?? {}))
    entries.set(instanceLedgerKey(instance.contractId).toXdr('base64'), {
      entry: instanceLedgerEntry(instance),
      liveUntilLedgerSeq: instance.liveUntilLedger,
    })
  return entries
}

export function getLedgerEntries(context: RpcContext, params: JsonValue | undefined): JsonValue {
  const request = paramsObject(params, 'protocol.GetLedgerEntriesRequest')
  const xdrFormat = xdrFormatField(request, 'GetLedgerEntriesRequest')
  if (xdrFormat.problem) throw invalidParams(xdrFormat.problem)
  const keys = stringArrayField(request, 'keys', 'GetLedgerEntriesRequest')
  if (keys.length > MAX_KEYS)
    throw invalidParams(`key count (${keys.length}) exceeds maximum supported (${MAX_KEYS})`)
  const ledgerKeys = keys.map((text, index) => {
    let key: xdr.LedgerKey
    try {
      key = xdr.LedgerKey.fromXdr(text, 'base64')
    } catch {
      throw invalidParams(`cannot unmarshal key value ${text} at index ${index}`)
    }
    if (key.type === 'ttl') throw invalidParams('ledger ttl entries cannot be queried directly')
    return key
  })
  const window = context.window()
  const current = context.perLedger('ledgerEntries', () => currentEntries(context, window.latest))
  const json = xdrFormat.format === 'json'
  const entries: JsonObject[] = []
  for (const key of ledgerKeys) {
    const found = current.get(key.toXdr('base64'))
    if (!found) continue
    const { entry, liveUntilLedgerSeq } = found
    entries.push({
      ...(json
        ? { keyJson: key.toJson() as JsonValue, dataJson: entry.data.toJson() as JsonValue }
        : { key: key.toXdr('base64'), xdr: entry.data.toXdr('base64') }),
      lastModifiedLedgerSeq: entry.lastModifiedLedgerSeq,
      ...(liveUntilLedgerSeq === undefined ? {} : { liveUntilLedgerSeq }),
    })
  }
  return { entries, latestLedger: window.latest }
}
