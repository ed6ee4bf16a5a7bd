// Each operation type's result as it goes into the transaction result: the type's own result
// union in its arm of OperationResultTr, inside opInner (the operation ran; a missing source
// account fails before any handler runs). In OperationType order, as Horizon's type_i.
import { xdr } from '@stellar/stellar-sdk'

/**
 * Wraps a type's result union as the result of an operation that ran (opInner). `arm` is a static
 * OperationResultTr constructor, which does not use `this`.
 */
function ranWith<Code>(arm: (code: Code) => xdr.OperationResultTr) {
  return (code: Code): xdr.OperationResult => xdr.OperationResult.opInner(arm(code))
}

const Tr = xdr.OperationResultTr
export const createAccountResult = ranWith(Tr.createAccount)
export const paymentResult = ranWith(Tr.payment)
export const pathPaymentStrictReceiveResult = ranWith(Tr.pathPaymentStrictReceive)
export const manageSellOfferResult = ranWith(Tr.manageSellOffer)
export const createPassiveSellOfferResult = ranWith(Tr.createPassiveSellOffer)
export const setOptionsResult = ranWith(Tr.setOptions)
export const changeTrustResult = ranWith(Tr.changeTrust)
export const allowTrustResult = ranWith(Tr.allowTrust)
export const accountMergeResult = ranWith(Tr.accountMerge)
export const manageDataResult = ranWith(Tr.manageData)
export const bumpSequenceResult = ranWith(Tr.bumpSequence)
export const manageBuyOfferResult = ranWith(Tr.manageBuyOffer)
export const pathPaymentStrictSendResult = ranWith(Tr.pathPaymentStrictSend)
export const createClaimableBalanceResult = ranWith(Tr.createClaimableBalance)
export const claimClaimableBalanceResult = ranWith(Tr.claimClaimableBalance)
export const beginSponsoringFutureReservesResult = ranWith(Tr.beginSponsoringFutureReserves)
export const endSponsoringFutureReservesResult = ranWith(Tr.endSponsoringFutureReserves)
export const revokeSponsorshipResult = ranWith(Tr.revokeSponsorship)
export const clawbackResult = ranWith(Tr.clawback)
export const clawbackClaimableBalanceResult = ranWith(Tr.clawbackClaimableBalance)
export const setTrustLineFlagsResult = ranWith(Tr.setTrustLineFlags)
export const liquidityPoolDepositResult = ranWith(Tr.liquidityPoolDeposit)
export const liquidityPoolWithdrawResult = ranWith(Tr.liquidityPoolWithdraw)
export const invokeHostFunctionResult = ranWith(Tr.invokeHostFunction)
export const extendFootprintTtlResult = ranWith(Tr.extendFootprintTtl)
