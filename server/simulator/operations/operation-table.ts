// Every operation type the simulator knows, mapped to its handler. Adding a type: write its
// handler (in its family's file, or a new one) and add one line here; the type system then asks
// for the planner to produce it.

import {
  accountMergeHandler,
  bumpSequenceHandler,
  createAccountHandler,
} from './account-operations.ts'
import { manageDataHandler, setOptionsHandler } from './data-and-options-operations.ts'
import { manageBuyOfferHandler, manageSellOfferHandler } from './offer-operations.ts'
import type { OperationHandler, OperationKind } from './operation-handler.ts'
import {
  pathPaymentStrictReceiveHandler,
  pathPaymentStrictSendHandler,
  paymentHandler,
} from './payment-operations.ts'
import { changeTrustHandler, setTrustLineFlagsHandler } from './trust-operations.ts'

const OPERATION_HANDLERS: { [Kind in OperationKind]: OperationHandler<Kind> } = {
  // accounts
  create_account: createAccountHandler,
  account_merge: accountMergeHandler,
  bump_sequence: bumpSequenceHandler,
  // payments and paths
  payment: paymentHandler,
  path_payment_strict_receive: pathPaymentStrictReceiveHandler,
  path_payment_strict_send: pathPaymentStrictSendHandler,
  // offers
  manage_sell_offer: manageSellOfferHandler,
  manage_buy_offer: manageBuyOfferHandler,
  // trust
  change_trust: changeTrustHandler,
  set_trust_line_flags: setTrustLineFlagsHandler,
  // data and options
  set_options: setOptionsHandler,
  manage_data: manageDataHandler,
}

export function operationHandler<Kind extends OperationKind>(kind: Kind): OperationHandler<Kind> {
  return OPERATION_HANDLERS[kind]
}
