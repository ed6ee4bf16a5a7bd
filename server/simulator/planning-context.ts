// What every activity planner reads: the PRNG, the ledger state and the accounts still free to
// source a transaction in the ledger being planned. Planning never changes the ledger state (it
// only hands out fresh keypairs), so these lists hold for the whole ledger.

import type { AccountState } from './ledger-entries.ts'
import type { LedgerState } from './ledger-state.ts'
import type { Prng } from './prng.ts'
import type { PlannedOperation, SimulatorState } from './simulator-types.ts'

export interface PlanningContext {
  prng: Prng
  ledger: LedgerState
  state: SimulatorState
  rootId: string
  /** Accounts that already source a transaction in this ledger (at most one each). */
  usedSources: Set<string>
  allAccounts: AccountState[]
  /** Every account but the root and the issuers. */
  users: AccountState[]
  /** Users not in usedSources. */
  freeUsers: AccountState[]
  maxAccounts: number
  newKeypair(): { id: string; keyIndex: number }
}

/** A source and its operations; undefined source or no operations = nothing planned. */
export interface PlannedActivity {
  source: AccountState | undefined
  operations: PlannedOperation[]
}

export function freeAccounts(
  context: Pick<PlanningContext, 'usedSources'>,
  accounts: AccountState[],
): AccountState[] {
  return accounts.filter((account) => !context.usedSources.has(account.id))
}

export function anyAccountId(context: PlanningContext): string {
  return context.prng.pick(context.allAccounts).id
}
