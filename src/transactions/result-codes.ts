// Why a transaction or an operation failed, in words. Keys are the XDR enum member names that the
// Stellar SDK decodes result_xdr into ("txBadSeq", "paymentUnderfunded"); values carry Horizon's own
// code string (what `extras.result_codes` says, e.g. "op_underfunded") and a sentence for people.
// Horizon's strings are mostly "op_" + the member's suffix in snake case; the exceptions below are
// Horizon's historical spellings (it says "op_already_exists" and "sell_not_authorized", for example).

export interface ResultCodeText {
  /** Horizon's code string, as in `extras.result_codes`. */
  code: string
  /** A sentence an agent can read out to a customer. */
  sentence: string
}

const transactionSentences: Record<string, string> = {
  txFeeBumpInnerSuccess: 'the fee-bump transaction and the transaction inside it succeeded',
  txSuccess: 'the transaction succeeded',
  txFailed: 'one or more operations failed, so none of them took effect; the fee was still charged',
  txTooEarly: 'it was submitted before its time bounds or ledger bounds opened',
  txTooLate: 'it was submitted after its time bounds or ledger bounds closed',
  txMissingOperation: 'the transaction has no operations',
  txBadSeq:
    'sequence number out of order: it must be exactly one more than the account’s current sequence',
  txBadAuth: 'too few valid signatures, or a signature from the wrong network',
  txInsufficientBalance: 'the fee would take the source account below its minimum reserve',
  txNoAccount: 'the source account does not exist',
  txInsufficientFee: 'the fee offered was below the network’s minimum for this ledger',
  txBadAuthExtra: 'it carries signatures that were not needed, which the network rejects',
  txInternalError: 'Stellar Core hit an internal error while applying it',
  txNotSupported: 'this kind of transaction is not supported by the network’s protocol version',
  txFeeBumpInnerFailed:
    'the fee was paid by the fee-bump wrapper, but the transaction inside it failed',
  txBadSponsorship: 'a sponsorship was begun and not ended (begin/end sponsoring must pair up)',
  txBadMinSeqAgeOrGap: 'its minimum sequence age or ledger gap precondition was not met',
  txMalformed:
    'the transaction is malformed (for example invalid Soroban resources or preconditions)',
  txSorobanInvalid: 'its Soroban resources or footprint were invalid for the network’s limits',
  txFrozenKeyAccessed: 'it touched a ledger key that the network has frozen',
}

const transactionCodeExceptions: Record<string, string> = {
  txNoAccount: 'tx_no_source_account',
}

// Outer operation codes: the operation never ran its own logic.
const outerOperationSentences: Record<string, string> = {
  opInner: 'the operation ran; see its own result',
  opBadAuth: 'too few valid signatures for this operation’s source account and threshold',
  opNoAccount: 'the operation’s source account does not exist',
  opNotSupported: 'this operation is not supported by the network’s protocol version',
  opTooManySubentries: 'the account would exceed the maximum of 1,000 subentries',
  opExceededWorkLimit:
    'the operation needed more work than the network allows (e.g. crossing too many offers)',
  opTooManySponsoring: 'the sponsor would sponsor more entries than the network allows',
}

const outerOperationCodeExceptions: Record<string, string> = {
  opNoAccount: 'op_no_source_account',
}

// Sentences shared by the same suffix across operation types ("…Underfunded", "…LineFull").
const sharedOperationSentences: Record<string, string> = {
  success: 'the operation succeeded',
  malformed:
    'the operation’s parameters are invalid (e.g. a zero or negative amount, or a bad asset)',
  underfunded:
    'the sender did not have enough of the asset; for XLM, what is left after reserves, selling liabilities and fees',
  lowReserve: 'the account does not hold enough XLM for the extra minimum reserve this would need',
  lineFull: 'the receiving trustline would go above its limit',
  noIssuer: 'the asset’s issuer account does not exist',
  noTrust: 'the destination has no trustline for the asset',
  notAuthorized: 'the destination’s trustline is not authorized by the issuer',
  srcNoTrust: 'the sender has no trustline for the asset it tried to send',
  srcNotAuthorized: 'the sender’s trustline is not authorized by the issuer',
  noDestination: 'the destination account does not exist (create it with create_account first)',
  tooFewOffers:
    'there was not enough liquidity on the path (offers or pools) to make the conversion',
  offerCrossSelf: 'the path would have crossed an offer from the same account',
  crossSelf: 'the offer would have crossed an existing offer from the same account',
  doesNotExist: 'the entry it refers to does not exist',
  selfNotAllowed: 'an account cannot do this for itself (e.g. trust its own asset)',
  noTrustLine: 'the trustline it refers to does not exist',
  cantRevoke: 'the issuer cannot revoke authorization without the auth_revocable flag',
  notClawbackEnabled: 'clawback is not enabled for this asset or trustline',
  trustlineFrozen: 'the trustline is only authorized to maintain liabilities, so it cannot receive',
  resourceLimitExceeded: 'it used more Soroban resources (CPU, memory, I/O) than it declared',
  insufficientRefundableFee:
    'the refundable fee did not cover the Soroban rent and events it needed',
}

// Per-operation sentences where the shared one would mislead.
const operationSentenceOverrides: Record<string, string> = {
  createAccountUnderfunded:
    'the funder did not have enough XLM (after its own reserve and fees) for the starting balance',
  createAccountLowReserve: 'the starting balance is below the minimum balance a new account needs',
  createAccountAlreadyExist: 'the destination account already exists (send a payment instead)',
  pathPaymentStrictReceiveOverSendmax:
    'the conversion would have cost more than the maximum the sender allowed (send_max)',
  pathPaymentStrictSendUnderDestmin:
    'the conversion would have delivered less than the minimum the sender asked for (dest_min)',
  manageSellOfferSellNoTrust: 'the account has no trustline for the asset it is selling',
  manageSellOfferBuyNoTrust: 'the account has no trustline for the asset it is buying',
  manageSellOfferSellNotAuthorized: 'the account is not authorized to sell this asset',
  manageSellOfferBuyNotAuthorized: 'the account is not authorized to buy this asset',
  manageSellOfferLineFull: 'buying would take the account’s trustline above its limit',
  manageSellOfferUnderfunded:
    'the account does not have enough of the selling asset for this offer',
  manageSellOfferSellNoIssuer: 'the issuer of the asset being sold does not exist',
  manageSellOfferBuyNoIssuer: 'the issuer of the asset being bought does not exist',
  manageSellOfferNotFound: 'there is no offer with that id owned by this account',
  manageSellOfferLowReserve: 'the account does not hold enough XLM for the reserve of a new offer',
  setOptionsLowReserve: 'the account does not hold enough XLM for the reserve of a new signer',
  setOptionsTooManySigners: 'the account already has the maximum of 20 signers',
  setOptionsBadFlags: 'the same flag was both set and cleared',
  setOptionsInvalidInflation: 'the inflation destination account does not exist',
  setOptionsCantChange: 'the flags are locked by auth_immutable',
  setOptionsUnknownFlag: 'an unknown flag was set',
  setOptionsThresholdOutOfRange: 'a weight or threshold is above 255',
  setOptionsBadSigner: 'the signer is invalid (e.g. the account’s own master key)',
  setOptionsInvalidHomeDomain: 'the home domain is not a valid domain',
  setOptionsAuthRevocableRequired: 'clawback can only be enabled together with auth_revocable',
  changeTrustInvalidLimit: 'the limit is below what the trustline already holds or owes',
  changeTrustTrustLineMissing:
    'a pool-share trustline needs trustlines for both of the pool’s assets',
  changeTrustCannotDelete:
    'the trustline cannot be removed while it has a balance, offers or pool shares',
  changeTrustNotAuthMaintainLiabilities:
    'the asset’s trustline is not authorized to maintain liabilities, so no pool-share trustline can use it',
  allowTrustTrustNotRequired:
    'the issuer does not have auth_required set, so there is nothing to allow',
  accountMergeNoAccount: 'the destination account does not exist',
  accountMergeImmutableSet: 'the account has auth_immutable set and can never be merged',
  accountMergeHasSubEntries: 'the account still has trustlines, offers, signers or data entries',
  accountMergeSeqnumTooFar:
    'the account’s sequence number is too far ahead to be merged in this ledger',
  accountMergeDestFull: 'the destination would exceed the maximum XLM balance',
  accountMergeIsSponsor: 'the account is still sponsoring reserves for other entries',
  inflationNotTime: 'inflation is not due yet (and it is disabled since protocol 12)',
  manageDataNotSupportedYet: 'the network does not support data entries yet',
  manageDataNameNotFound: 'there is no data entry with that name to delete',
  manageDataInvalidName: 'the data entry name is empty or longer than 64 bytes',
  bumpSequenceBadSeq: 'the new sequence number is negative or out of range',
  createClaimableBalanceUnderfunded:
    'the account does not have enough of the asset for the balance',
  claimClaimableBalanceCannotClaim:
    'this account is not a claimant, or its predicate is not satisfied now',
  claimClaimableBalanceLineFull: 'claiming would take the claimant’s trustline above its limit',
  claimClaimableBalanceNoTrust: 'the claimant has no trustline for the asset',
  claimClaimableBalanceNotAuthorized: 'the claimant’s trustline is not authorized by the issuer',
  clawbackClaimableBalanceNotIssuer: 'only the asset’s issuer can claw back a claimable balance',
  clawbackNoTrust: 'the account has no trustline for the asset',
  clawbackUnderfunded: 'the account holds less of the asset than the amount clawed back',
  beginSponsoringFutureReservesAlreadySponsored: 'the account is already being sponsored',
  beginSponsoringFutureReservesRecursive:
    'a sponsored account cannot sponsor its sponsor (recursive)',
  endSponsoringFutureReservesNotSponsored: 'there was no begin_sponsoring_future_reserves to end',
  revokeSponsorshipNotSponsor: 'only the current sponsor can revoke or transfer the sponsorship',
  revokeSponsorshipOnlyTransferable: 'this sponsorship can only be transferred, not removed',
  setTrustLineFlagsInvalidState:
    'the flags would leave the trustline in an invalid authorization state',
  liquidityPoolDepositBadPrice: 'the pool’s price was outside the minimum and maximum price given',
  liquidityPoolDepositPoolFull: 'the pool’s reserves or shares would exceed the maximum',
  liquidityPoolDepositUnderfunded: 'the account does not hold enough of one of the pool’s assets',
  liquidityPoolWithdrawUnderfunded: 'the account holds fewer pool shares than it tried to withdraw',
  liquidityPoolWithdrawUnderMinimum:
    'the withdrawal would return less than the minimum amounts given',
  liquidityPoolWithdrawLineFull: 'the withdrawal would take a trustline above its limit',
  invokeHostFunctionTrapped: 'the contract call failed (the contract trapped or returned an error)',
  invokeHostFunctionEntryArchived:
    'it needs a ledger entry that is archived and must be restored first',
}

// Horizon's own spellings where they differ from "op_" + the suffix in snake case.
const operationCodeExceptions: Record<string, string> = {
  createAccountAlreadyExist: 'op_already_exists',
  pathPaymentStrictReceiveOverSendmax: 'op_over_source_max',
  pathPaymentStrictSendUnderDestmin: 'op_under_dest_min',
  manageSellOfferSellNotAuthorized: 'sell_not_authorized',
  manageSellOfferBuyNotAuthorized: 'buy_not_authorized',
  manageSellOfferBuyNoIssuer: 'buy_no_issuer',
  manageSellOfferNotFound: 'op_offer_not_found',
  manageBuyOfferSellNotAuthorized: 'sell_not_authorized',
  manageBuyOfferBuyNotAuthorized: 'buy_not_authorized',
  manageBuyOfferBuyNoIssuer: 'buy_no_issuer',
  manageBuyOfferNotFound: 'op_offer_not_found',
  pathPaymentStrictReceiveOfferCrossSelf: 'op_cross_self',
  pathPaymentStrictSendOfferCrossSelf: 'op_cross_self',
  allowTrustNoTrustLine: 'op_no_trust',
  allowTrustTrustNotRequired: 'op_not_required',
  setTrustLineFlagsNoTrustLine: 'op_no_trust',
  accountMergeSeqnumTooFar: 'op_seq_num_too_far',
  manageDataNameNotFound: 'op_data_name_not_found',
  manageDataInvalidName: 'op_data_invalid_name',
  clawbackClaimableBalanceNotIssuer: 'op_no_issuer',
}

/** The XDR operation-type prefixes of result code members, longest first so prefixes nest. */
export const operationResultPrefixes = [
  'beginSponsoringFutureReserves',
  'endSponsoringFutureReserves',
  'clawbackClaimableBalance',
  'pathPaymentStrictReceive',
  'createClaimableBalance',
  'claimClaimableBalance',
  'liquidityPoolWithdraw',
  'pathPaymentStrictSend',
  'liquidityPoolDeposit',
  'extendFootprintTtl',
  'invokeHostFunction',
  'revokeSponsorship',
  'setTrustLineFlags',
  'restoreFootprint',
  'createAccount',
  'manageBuyOffer',
  'manageSellOffer',
  'accountMerge',
  'bumpSequence',
  'changeTrust',
  'allowTrust',
  'manageData',
  'setOptions',
  'inflation',
  'clawback',
  'payment',
] as const

// Keys come from decoded XDR, so a member named like an Object.prototype property must not match.
function lookup(table: Record<string, string>, key: string): string | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined
}

function snakeCase(camel: string): string {
  return camel.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`).replace(/^_/, '')
}

function splitOperationMember(member: string): { prefix: string; suffix: string } | undefined {
  const prefix = operationResultPrefixes.find(
    (candidate) => member.startsWith(candidate) && /^[A-Z]/.test(member.slice(candidate.length)),
  )
  if (prefix === undefined) return undefined
  const rest = member.slice(prefix.length)
  return { prefix, suffix: rest.charAt(0).toLowerCase() + rest.slice(1) }
}

// Manage-buy-offer and passive offers share manage-sell-offer's meanings.
function overrideFor(member: string, prefix: string, suffix: string): string | undefined {
  const capitalised = suffix.charAt(0).toUpperCase() + suffix.slice(1)
  return (
    lookup(operationSentenceOverrides, member) ??
    (prefix === 'manageBuyOffer'
      ? lookup(operationSentenceOverrides, `manageSellOffer${capitalised}`)
      : undefined)
  )
}

/** Words for a transaction result code member ("txBadSeq"); undefined for a code we do not know. */
export function describeTransactionResult(member: string): ResultCodeText | undefined {
  const sentence = lookup(transactionSentences, member)
  if (sentence === undefined) return undefined
  return {
    code: lookup(transactionCodeExceptions, member) ?? snakeCase(member),
    sentence,
  }
}

/**
 * Words for an operation result: an outer code ("opBadAuth") or an operation's own code member
 * ("paymentUnderfunded"); undefined for a code we do not know.
 */
export function describeOperationResult(member: string): ResultCodeText | undefined {
  const outer = lookup(outerOperationSentences, member)
  if (outer !== undefined) {
    return {
      code: lookup(outerOperationCodeExceptions, member) ?? snakeCase(member),
      sentence: outer,
    }
  }
  const parts = splitOperationMember(member)
  if (parts === undefined) return undefined
  const sentence =
    overrideFor(member, parts.prefix, parts.suffix) ??
    lookup(sharedOperationSentences, parts.suffix)
  if (sentence === undefined) return undefined
  const code =
    lookup(operationCodeExceptions, member) ??
    (parts.suffix === 'success' ? 'op_success' : `op_${snakeCase(parts.suffix)}`)
  return { code, sentence }
}
