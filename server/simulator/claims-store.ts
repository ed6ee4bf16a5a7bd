// Persistence of claimable balances (current rows, claimants, history links) and of who sponsors
// what (account_sponsors, offers.sponsor), as server/store/schema.ts describes them.

import { prepareAll } from '../store/database.ts'
import type { PreparedStatements, SandboxDatabase } from '../store/database.ts'
import { goJsonIndent } from '../store/go-json.ts'
import { claimableBalanceId, claimableBalanceRecord } from './claimable-balances.ts'
import { HistoryLinksStore } from './history-links-store.ts'
import { canonicalAsset } from './ledger-primitives.ts'
import type { AccountState, OfferState } from './ledger-entries.ts'
import type { LedgerState } from './ledger-state.ts'
import type { PlannedOperation } from './simulator-types.ts'

/** Where an operation sits, for the balance id a create_claimable_balance derives. */
export interface OperationPosition {
  transactionSourceId: string
  transactionSequence: bigint
  operationIndex: number
}

/** The claimable balances an operation names or creates (failed ones included). */
export function claimableBalancesOf(
  operation: PlannedOperation,
  position: OperationPosition,
): string[] {
  switch (operation.kind) {
    case 'create_claimable_balance':
      return [
        claimableBalanceId(
          position.transactionSourceId,
          position.transactionSequence,
          position.operationIndex,
        ),
      ]
    case 'claim_claimable_balance':
    case 'clawback_claimable_balance':
      return [operation.balanceId]
    case 'revoke_sponsorship':
      return operation.entry.type === 'claimable_balance' ? [operation.entry.balanceId] : []
    default:
      return []
  }
}

/** Everyone paying a reserve of the account or of one of its subentries (offers included). */
function sponsorsOf(account: AccountState, offers: OfferState[]): Set<string> {
  const sponsors = new Set<string>()
  for (const offer of offers)
    if (offer.seller === account.id && offer.sponsor !== undefined) sponsors.add(offer.sponsor)
  if (account.sponsor !== undefined) sponsors.add(account.sponsor)
  for (const line of account.trustlines) if (line.sponsor !== undefined) sponsors.add(line.sponsor)
  for (const signer of account.signers)
    if (signer.sponsor !== undefined) sponsors.add(signer.sponsor)
  for (const sponsor of Object.values(account.dataSponsors ?? {})) sponsors.add(sponsor)
  return sponsors
}

const claimsSql = {
  upsertBalance:
    'INSERT INTO claimable_balances (id, sponsor, asset, last_modified_ledger, json) VALUES (?, ?, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET sponsor = excluded.sponsor, last_modified_ledger = excluded.last_modified_ledger, json = excluded.json',
  deleteBalance: 'DELETE FROM claimable_balances WHERE id = ?',
  insertClaimant:
    'INSERT OR REPLACE INTO claimable_balance_claimants (destination, last_modified_ledger, balance_id) VALUES (?, ?, ?)',
  deleteClaimants: 'DELETE FROM claimable_balance_claimants WHERE balance_id = ?',
  deleteAccountSponsors: 'DELETE FROM account_sponsors WHERE account_id = ?',
  insertAccountSponsor:
    'INSERT OR IGNORE INTO account_sponsors (sponsor, account_id) VALUES (?, ?)',
}

export class ClaimsStore {
  private readonly statements: PreparedStatements<keyof typeof claimsSql>
  /** The operations (and their transactions) that name a balance. */
  readonly links: HistoryLinksStore

  constructor(db: SandboxDatabase) {
    this.statements = prepareAll(db, claimsSql)
    this.links = new HistoryLinksStore(db, 'claimable_balances')
  }

  /** Rewrites the account's account_sponsors rows; undefined account = merged away. */
  writeAccountSponsors(
    accountId: string,
    account: AccountState | undefined,
    offers: OfferState[],
  ): void {
    this.statements.deleteAccountSponsors.run(accountId)
    if (account === undefined) return
    for (const sponsor of sponsorsOf(account, offers))
      this.statements.insertAccountSponsor.run(sponsor, accountId)
  }

  /** Writes (or deletes) every claimable balance the ledger touched. */
  writeTouchedBalances(ledger: LedgerState, lastModifiedTime: (ledger: number) => number): void {
    const balances = ledger.requireState().claimableBalances
    for (const id of ledger.touchedBalances) {
      const balance = balances[id]
      this.statements.deleteClaimants.run(id)
      if (balance === undefined) {
        this.statements.deleteBalance.run(id)
        continue
      }
      const record = claimableBalanceRecord(balance, lastModifiedTime(balance.lastModifiedLedger))
      this.statements.upsertBalance.run(
        id,
        balance.sponsor,
        canonicalAsset(balance.asset),
        balance.lastModifiedLedger,
        goJsonIndent(record),
      )
      for (const claimant of balance.claimants)
        this.statements.insertClaimant.run(claimant.destination, balance.lastModifiedLedger, id)
    }
    ledger.touchedBalances.clear()
  }
}
