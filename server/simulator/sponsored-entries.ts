// The ledger entries revoke_sponsorship can name: where each lives in the simulated state, who
// owns it, who sponsors it, how many reserves it holds and how Horizon describes it.

import type { JsonObject } from './horizon-records.ts'
import { canonicalAsset, sameAsset } from './ledger-primitives.ts'
import type { LedgerState } from './ledger-state.ts'
import type { SponsoredEntry } from './simulator-types.ts'
import type { SponsorshipEntryKind } from './sponsorship.ts'

export interface SponsorableEntry {
  /** The account whose reserve it is ('' for a claimable balance, which has no owner). */
  ownerId: string
  sponsor: string | undefined
  /** Base reserves it holds. */
  count: number
  /** Journals the entry and sets (or clears) its sponsor. */
  setSponsor(sponsor: string | undefined): void
  /** Horizon's sponsorship effect for it: kind, account and entry fields (none for offers). */
  effect: { kind: SponsorshipEntryKind; account: string; fields: JsonObject } | undefined
}

/** Finds the entry in the live state; undefined when it does not exist. */
export function locateEntry(
  ledger: LedgerState,
  entry: SponsoredEntry,
  sourceId: string,
  ledgerSequence: number,
): SponsorableEntry | undefined {
  const state = ledger.requireState()
  if (entry.type === 'claimable_balance') {
    const balance = state.claimableBalances[entry.balanceId]
    if (balance === undefined) return undefined
    return {
      ownerId: '',
      sponsor: balance.sponsor,
      count: balance.claimants.length,
      setSponsor: (sponsor) => {
        if (sponsor === undefined) return
        const mutable = ledger.mutableBalance(entry.balanceId)
        mutable.sponsor = sponsor
        mutable.lastModifiedLedger = ledgerSequence
      },
      effect: {
        kind: 'claimable_balance',
        account: sourceId,
        fields: { balance_id: entry.balanceId },
      },
    }
  }
  if (entry.type === 'offer') {
    const offer = state.offers[String(entry.offerId)]
    if (offer === undefined || offer.seller !== entry.sellerId) return undefined
    return {
      ownerId: offer.seller,
      sponsor: offer.sponsor,
      count: 1,
      setSponsor: (sponsor) => {
        const mutable = ledger.mutableOffer(entry.offerId, ledgerSequence)
        if (sponsor === undefined) delete mutable.sponsor
        else mutable.sponsor = sponsor
      },
      effect: undefined,
    }
  }
  return locateAccountEntry(ledger, entry, ledgerSequence)
}

type AccountOwnedEntry = Exclude<SponsoredEntry, { type: 'claimable_balance' | 'offer' }>

function locateAccountEntry(
  ledger: LedgerState,
  entry: AccountOwnedEntry,
  ledgerSequence: number,
): SponsorableEntry | undefined {
  const account = ledger.account(entry.accountId)
  if (account === undefined) return undefined
  const owned = { ownerId: account.id }
  const mutable = () => ledger.mutableAccount(account.id, ledgerSequence)
  switch (entry.type) {
    case 'account':
      return {
        ...owned,
        sponsor: account.sponsor,
        count: 2,
        setSponsor: (sponsor) => assignSponsor(mutable(), sponsor),
        effect: { kind: 'account', account: account.id, fields: {} },
      }
    case 'trustline': {
      const line = account.trustlines.find((candidate) => sameAsset(candidate, entry.asset))
      if (line === undefined) return undefined
      return {
        ...owned,
        sponsor: line.sponsor,
        count: 1,
        setSponsor: (sponsor) =>
          assignSponsor(ledger.mutableTrustline(account.id, entry.asset, ledgerSequence), sponsor),
        effect: {
          kind: 'trustline',
          account: account.id,
          fields: {
            asset_type: entry.asset.code.length <= 4 ? 'credit_alphanum4' : 'credit_alphanum12',
            asset: canonicalAsset(entry.asset),
          },
        },
      }
    }
    case 'data': {
      if (account.data[entry.name] === undefined) return undefined
      return {
        ...owned,
        sponsor: account.dataSponsors?.[entry.name],
        count: 1,
        setSponsor: (sponsor) => {
          const target = mutable()
          const sponsors = { ...target.dataSponsors }
          if (sponsor === undefined) delete sponsors[entry.name]
          else sponsors[entry.name] = sponsor
          target.dataSponsors = sponsors
          ledger.markData(account.id, entry.name)
        },
        effect: { kind: 'data', account: account.id, fields: { data_name: entry.name } },
      }
    }
    case 'signer': {
      const signer = account.signers.find((candidate) => candidate.key === entry.signerKey)
      if (signer === undefined) return undefined
      return {
        ...owned,
        sponsor: signer.sponsor,
        count: 1,
        setSponsor: (sponsor) => {
          const target = mutable().signers.find((candidate) => candidate.key === entry.signerKey)
          if (target !== undefined) assignSponsor(target, sponsor)
        },
        effect: { kind: 'signer', account: account.id, fields: { signer: entry.signerKey } },
      }
    }
  }
}

function assignSponsor(target: { sponsor?: string }, sponsor: string | undefined): void {
  if (sponsor === undefined) delete target.sponsor
  else target.sponsor = sponsor
}
