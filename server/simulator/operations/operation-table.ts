// Every operation type the simulator knows, mapped to its handler. Adding a type: declare its
// shape in PlannedOperation (simulator-types.ts), write its handler (a new file, or its family's),
// and add one line here — the table's type refuses to compile until every kind has a handler.
// The activity planner decides when ledgers contain it.

import {
  accountMergeHandler,
  bumpSequenceHandler,
  createAccountHandler,
} from './account-operations.ts'
import { manageDataHandler, setOptionsHandler } from './data-and-options-operations.ts'
import {
  claimClaimableBalanceHandler,
  clawbackClaimableBalanceHandler,
  createClaimableBalanceHandler,
} from './claimable-balance-operations.ts'
import { allowTrustHandler, clawbackHandler } from './issuer-operations.ts'
import {
  createPassiveSellOfferHandler,
  manageBuyOfferHandler,
  manageSellOfferHandler,
} from './offer-operations.ts'
import {
  liquidityPoolDepositHandler,
  liquidityPoolWithdrawHandler,
} from './liquidity-pool-operations.ts'
import type { OperationHandler, OperationKind } from './operation-handler.ts'
import {
  pathPaymentStrictReceiveHandler,
  pathPaymentStrictSendHandler,
  paymentHandler,
} from './payment-operations.ts'
import {
  beginSponsoringHandler,
  endSponsoringHandler,
  revokeSponsorshipHandler,
} from './sponsorship-operations.ts'
import { changeTrustHandler, setTrustLineFlagsHandler } from './trust-operations.ts'
import { withMuxedDestination } from '../muxed-destinations.ts'
import { extendFootprintTtlHandler, invokeHostFunctionHandler } from './soroban-operations.ts'

const OPERATION_HANDLERS: { [Kind in OperationKind]: OperationHandler<Kind> } = {
  // accounts
  create_account: createAccountHandler,
  account_merge: withMuxedDestination(accountMergeHandler, 'into'),
  bump_sequence: bumpSequenceHandler,
  // payments and paths
  payment: withMuxedDestination(paymentHandler, 'to'),
  path_payment_strict_receive: withMuxedDestination(pathPaymentStrictReceiveHandler, 'to'),
  path_payment_strict_send: withMuxedDestination(pathPaymentStrictSendHandler, 'to'),
  // offers
  manage_sell_offer: manageSellOfferHandler,
  manage_buy_offer: manageBuyOfferHandler,
  create_passive_sell_offer: createPassiveSellOfferHandler,
  // trust
  change_trust: changeTrustHandler,
  set_trust_line_flags: setTrustLineFlagsHandler,
  allow_trust: allowTrustHandler,
  clawback: clawbackHandler,
  // data and options
  set_options: setOptionsHandler,
  manage_data: manageDataHandler,
  // claimable balances
  create_claimable_balance: createClaimableBalanceHandler,
  claim_claimable_balance: claimClaimableBalanceHandler,
  clawback_claimable_balance: clawbackClaimableBalanceHandler,
  // sponsorship
  begin_sponsoring_future_reserves: beginSponsoringHandler,
  end_sponsoring_future_reserves: endSponsoringHandler,
  revoke_sponsorship: revokeSponsorshipHandler,
  // liquidity pools
  liquidity_pool_deposit: liquidityPoolDepositHandler,
  liquidity_pool_withdraw: liquidityPoolWithdrawHandler,
  // Soroban: the Stellar Asset Contract
  invoke_host_function: invokeHostFunctionHandler,
  extend_footprint_ttl: extendFootprintTtlHandler,
}

export function operationHandler<Kind extends OperationKind>(kind: Kind): OperationHandler<Kind> {
  return OPERATION_HANDLERS[kind]
}
