// Persistence of what Stellar RPC shows of a successful invoke_host_function and Horizon does
// not keep (table contract_calls): its return value, contract events, rent and entry changes.

import type { Statement } from 'better-sqlite3'
import type { SandboxDatabase } from '../store/database.ts'
import type { ContractCallOutput } from './simulator-types.ts'

export class ContractCallStore {
  private readonly insert: Statement

  constructor(db: SandboxDatabase) {
    this.insert = db.prepare(
      'INSERT INTO contract_calls (operation_id, return_value, events, rent_fee, changes) VALUES (?, ?, ?, ?, ?)',
    )
  }

  write(operationId: bigint, call: ContractCallOutput | undefined): void {
    if (call === undefined) return
    this.insert.run(
      operationId,
      call.returnValue.toXDR('base64'),
      JSON.stringify(call.events.map((event) => event.toXDR('base64'))),
      call.rentFee,
      JSON.stringify((call.changes ?? []).map((change) => change.toXDR('base64'))),
    )
  }
}
