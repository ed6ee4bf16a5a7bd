// Horizon's records of current state: GET /accounts/{id} and the offers in the book.

import { HORIZON_BASE_PLACEHOLDER as BASE } from '../store/schema.ts'
import {
  assetFields,
  compareStrings,
  formatPrice,
  historyLinks,
  link,
  rfc3339,
  templated,
} from './horizon-records.ts'
import type { JsonObject } from './horizon-records.ts'
import type { AccountState, CreditAsset, Liabilities, OfferState } from './ledger-entries.ts'
import { poolShareBalance } from './liquidity-pools.ts'
import { formatStroops } from './stroops.ts'

export function accountRecord(
  account: AccountState,
  lastModifiedTime: number,
  liabilitiesOf: (asset: CreditAsset | null) => Liabilities,
): JsonObject {
  const path = `/accounts/${account.id}`
  const record: JsonObject = {
    _links: {
      self: link(path),
      ...historyLinks(path),
      offers: templated(`${path}/offers`),
      trades: templated(`${path}/trades`),
      data: { href: `${BASE}${path}/data/{key}`, templated: true },
    },
    id: account.id,
    account_id: account.id,
    sequence: account.sequence.toString(),
    // Horizon: sequence_ledger (uint32) and sequence_time (a string), both omitempty.
    ...(account.sequenceLedger === undefined ? {} : { sequence_ledger: account.sequenceLedger }),
    ...(account.sequenceTime === undefined ? {} : { sequence_time: String(account.sequenceTime) }),
    subentry_count: account.subentryCount,
  }
  if (account.inflationDest !== undefined) record.inflation_destination = account.inflationDest
  if (account.homeDomain !== '') record.home_domain = account.homeDomain
  const data: Record<string, string> = {}
  for (const name of Object.keys(account.data).sort(compareStrings)) {
    data[name] = account.data[name] ?? ''
  }
  Object.assign(record, {
    last_modified_ledger: account.lastModifiedLedger,
    last_modified_time: rfc3339(lastModifiedTime),
    thresholds: {
      low_threshold: account.lowThreshold,
      med_threshold: account.medThreshold,
      high_threshold: account.highThreshold,
    },
    flags: {
      auth_required: (account.flags & 1) !== 0,
      auth_revocable: (account.flags & 2) !== 0,
      auth_immutable: (account.flags & 4) !== 0,
      auth_clawback_enabled: (account.flags & 8) !== 0,
    },
    balances: balanceRecords(account, liabilitiesOf),
    signers: signerRecords(account),
    data,
    num_sponsoring: account.numSponsoring ?? 0,
    num_sponsored: account.numSponsored ?? 0,
    ...(account.sponsor === undefined ? {} : { sponsor: account.sponsor }),
    paging_token: account.id,
  })
  return record
}

/** Trustlines sorted by code then issuer, then the native balance last, as Horizon lists them. */
function balanceRecords(
  account: AccountState,
  liabilitiesOf: (asset: CreditAsset | null) => Liabilities,
): JsonObject[] {
  const sortedTrustlines = [...account.trustlines].sort((first, second) =>
    first.code === second.code
      ? compareStrings(first.issuer, second.issuer)
      : compareStrings(first.code, second.code),
  )
  const balances: JsonObject[] = sortedTrustlines.map((line) => {
    const authorized = (line.flags & 1) !== 0
    const liabilities = liabilitiesOf(line)
    const balance: JsonObject = {
      balance: formatStroops(line.balance),
      limit: formatStroops(line.limit),
      buying_liabilities: formatStroops(liabilities.buying),
      selling_liabilities: formatStroops(liabilities.selling),
      ...(line.sponsor === undefined ? {} : { sponsor: line.sponsor }),
      last_modified_ledger: line.lastModifiedLedger,
      is_authorized: authorized,
      is_authorized_to_maintain_liabilities: authorized || (line.flags & 2) !== 0,
    }
    if ((line.flags & 4) !== 0) balance.is_clawback_enabled = true
    return { ...balance, ...assetFields(line) }
  })
  // Pool-share lines sort first: Horizon orders by asset_code, which they do not have.
  const poolShares = [...account.poolShares]
    .sort((first, second) => compareStrings(first.poolId, second.poolId))
    .map(poolShareBalance)
  balances.unshift(...poolShares)
  const nativeLiabilities = liabilitiesOf(null)
  balances.push({
    balance: formatStroops(account.balance),
    buying_liabilities: formatStroops(nativeLiabilities.buying),
    selling_liabilities: formatStroops(nativeLiabilities.selling),
    asset_type: 'native',
  })
  return balances
}

/** Added signers sorted by key, then the master key when its weight is not zero. */
function signerRecords(account: AccountState): JsonObject[] {
  const signers: JsonObject[] = [...account.signers]
    .sort((first, second) => compareStrings(first.key, second.key))
    .map((signer) => ({
      weight: signer.weight,
      key: signer.key,
      type: 'ed25519_public_key',
      ...(signer.sponsor === undefined ? {} : { sponsor: signer.sponsor }),
    }))
  if (account.masterWeight > 0)
    signers.push({ weight: account.masterWeight, key: account.id, type: 'ed25519_public_key' })
  return signers
}

function assetObject(asset: CreditAsset | null): JsonObject {
  return assetFields(asset)
}

export function offerRecord(offer: OfferState, lastModifiedTime: number): JsonObject {
  return {
    _links: {
      self: link(`/offers/${offer.offerId}`),
      offer_maker: link(`/accounts/${offer.seller}`),
    },
    id: String(offer.offerId),
    paging_token: String(offer.offerId),
    seller: offer.seller,
    selling: assetObject(offer.selling),
    buying: assetObject(offer.buying),
    amount: formatStroops(offer.amount),
    price_r: { n: offer.priceN, d: offer.priceD },
    price: formatPrice(offer.priceN, offer.priceD),
    last_modified_ledger: offer.lastModifiedLedger,
    last_modified_time: rfc3339(lastModifiedTime),
    ...(offer.sponsor === undefined ? {} : { sponsor: offer.sponsor }),
  }
}
