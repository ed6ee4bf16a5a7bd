// Applies one operation to the ledger state with Stellar Core's rules, producing its result XDR,
// effects and trades. Offer crossing and path payments through the order book live here too.

import { Keypair, xdr } from '@stellar/stellar-sdk'
import { assetFields } from './horizon-records.ts'
import type { CreditAsset, JsonObject, OfferState } from './horizon-records.ts'
import { formatStroops } from './stroops.ts'
import {
  ACCOUNT_FLAG_AUTH_REQUIRED,
  ACCOUNT_FLAG_AUTH_REVOCABLE,
  BASE_RESERVE,
  TRUSTLINE_AUTHORIZED,
} from './simulator-constants.ts'
import type {
  AppliedOperation,
  EffectDraft,
  Failure,
  OfferFailure,
  PlannedOperation,
  TradeDraft,
} from './simulator-types.ts'
import {
  ceilDivide,
  offerBuyingLiabilities,
  sameAsset,
  sameAssetOrNative,
  sdkAsset,
} from './ledger-primitives.ts'
import type { LedgerState } from './ledger-state.ts'

export class OperationApplier {
  private readonly ledger: LedgerState

  constructor(ledger: LedgerState) {
    this.ledger = ledger
  }

  applyOperation(
    sourceId: string,
    operation: PlannedOperation,
    ledger: number,
    ledgerStartSequence: bigint,
  ): AppliedOperation {
    const succeed = (
      result: xdr.OperationResult,
      effects: EffectDraft[],
      outcome: JsonObject = {},
    ): AppliedOperation => ({
      success: true,
      result,
      effects,
      outcome,
      trades: [],
      takerOfferId: null,
    })
    const fail = (result: xdr.OperationResult): AppliedOperation => ({
      success: false,
      result,
      effects: [],
      outcome: {},
      trades: [],
      takerOfferId: null,
    })
    const inner = xdr.OperationResult.opInner
    const Tr = xdr.OperationResultTr
    const source = this.ledger.account(sourceId)
    if (source === undefined) return fail(xdr.OperationResult.opNoAccount())
    switch (operation.kind) {
      case 'create_account': {
        const R = xdr.CreateAccountResult
        if (this.ledger.account(operation.destination) !== undefined)
          return fail(inner(Tr.createAccount(R.createAccountAlreadyExist())))
        if (operation.startingBalance < 2n * BASE_RESERVE)
          return fail(inner(Tr.createAccount(R.createAccountLowReserve())))
        if (this.ledger.availableNative(source) < operation.startingBalance)
          return fail(inner(Tr.createAccount(R.createAccountUnderfunded())))
        this.ledger.mutableAccount(sourceId, ledger).balance -= operation.startingBalance
        const state = this.ledger.requireState()
        state.accounts[operation.destination] = this.ledger.newAccountState(
          operation.destination,
          operation.keyIndex,
          operation.startingBalance,
          ledgerStartSequence,
          ledger,
        )
        this.ledger.journal.set(operation.destination, null)
        this.ledger.touchedAccounts.add(operation.destination)
        return succeed(inner(Tr.createAccount(R.createAccountSuccess())), [
          effect(operation.destination, 'account_created', 0, {
            starting_balance: formatStroops(operation.startingBalance),
          }),
          effect(sourceId, 'account_debited', 3, {
            asset_type: 'native',
            amount: formatStroops(operation.startingBalance),
          }),
          effect(operation.destination, 'signer_created', 10, {
            weight: 1,
            public_key: operation.destination,
            key: '',
          }),
        ])
      }
      case 'payment': {
        const R = xdr.PaymentResult
        const failure = this.ledger.transfer(
          sourceId,
          operation.destination,
          operation.asset,
          operation.amount,
          ledger,
        )
        if (failure !== null) {
          const code = {
            underfunded: R.paymentUnderfunded,
            src_no_trust: R.paymentSrcNoTrust,
            src_not_authorized: R.paymentSrcNotAuthorized,
            no_destination: R.paymentNoDestination,
            no_trust: R.paymentNoTrust,
            not_authorized: R.paymentNotAuthorized,
            line_full: R.paymentLineFull,
          }[failure]
          return fail(inner(Tr.payment(code())))
        }
        return succeed(inner(Tr.payment(R.paymentSuccess())), [
          effect(operation.destination, 'account_credited', 2, {
            ...assetFields(operation.asset),
            amount: formatStroops(operation.amount),
          }),
          effect(sourceId, 'account_debited', 3, {
            ...assetFields(operation.asset),
            amount: formatStroops(operation.amount),
          }),
        ])
      }
      case 'path_payment_strict_send':
      case 'path_payment_strict_receive': {
        if (operation.sendAsset !== undefined)
          return this.applyPathPaymentThroughBook(sourceId, operation, ledger)
        const strictSend = operation.kind === 'path_payment_strict_send'
        // Same source and destination asset with an empty path: Core converts nothing, so the
        // amount sent equals the amount received.
        const amount = strictSend ? operation.sendAmount : operation.destAmount
        const Send = xdr.PathPaymentStrictSendResult
        const Receive = xdr.PathPaymentStrictReceiveResult
        if (strictSend && amount < operation.destMin)
          return fail(inner(Tr.pathPaymentStrictSend(Send.pathPaymentStrictSendUnderDestmin())))
        if (!strictSend && amount > operation.sendMax)
          return fail(
            inner(Tr.pathPaymentStrictReceive(Receive.pathPaymentStrictReceiveOverSendmax())),
          )
        const failure = this.ledger.transfer(
          sourceId,
          operation.destination,
          operation.asset,
          amount,
          ledger,
        )
        if (failure !== null) {
          if (strictSend) {
            const code = {
              underfunded: Send.pathPaymentStrictSendUnderfunded,
              src_no_trust: Send.pathPaymentStrictSendSrcNoTrust,
              src_not_authorized: Send.pathPaymentStrictSendSrcNotAuthorized,
              no_destination: Send.pathPaymentStrictSendNoDestination,
              no_trust: Send.pathPaymentStrictSendNoTrust,
              not_authorized: Send.pathPaymentStrictSendNotAuthorized,
              line_full: Send.pathPaymentStrictSendLineFull,
            }[failure]
            return fail(inner(Tr.pathPaymentStrictSend(code())))
          }
          const code = {
            underfunded: Receive.pathPaymentStrictReceiveUnderfunded,
            src_no_trust: Receive.pathPaymentStrictReceiveSrcNoTrust,
            src_not_authorized: Receive.pathPaymentStrictReceiveSrcNotAuthorized,
            no_destination: Receive.pathPaymentStrictReceiveNoDestination,
            no_trust: Receive.pathPaymentStrictReceiveNoTrust,
            not_authorized: Receive.pathPaymentStrictReceiveNotAuthorized,
            line_full: Receive.pathPaymentStrictReceiveLineFull,
          }[failure]
          return fail(inner(Tr.pathPaymentStrictReceive(code())))
        }
        const last = new xdr.SimplePaymentResult({
          destination: Keypair.fromPublicKey(operation.destination).xdrAccountId(),
          asset: sdkAsset(operation.asset).toXDRObject(),
          amount,
        })
        const result = strictSend
          ? inner(
              Tr.pathPaymentStrictSend(
                Send.pathPaymentStrictSendSuccess(
                  new xdr.PathPaymentStrictSendResultSuccess({ offers: [], last }),
                ),
              ),
            )
          : inner(
              Tr.pathPaymentStrictReceive(
                Receive.pathPaymentStrictReceiveSuccess(
                  new xdr.PathPaymentStrictReceiveResultSuccess({ offers: [], last }),
                ),
              ),
            )
        return succeed(
          result,
          [
            effect(operation.destination, 'account_credited', 2, {
              ...assetFields(operation.asset),
              amount: formatStroops(amount),
            }),
            effect(sourceId, 'account_debited', 3, {
              ...assetFields(operation.asset),
              amount: formatStroops(amount),
            }),
          ],
          strictSend ? { amount: formatStroops(amount) } : { source_amount: formatStroops(amount) },
        )
      }
      case 'change_trust': {
        const R = xdr.ChangeTrustResult
        const asset = operation.asset
        if (sourceId === asset.issuer) return fail(inner(Tr.changeTrust(R.changeTrustMalformed())))
        const issuer = this.ledger.account(asset.issuer)
        const existing = source.trustlines.find((line) => sameAsset(line, asset))
        const trustlineEffect = (type: string, typeI: number) =>
          effect(sourceId, type, typeI, {
            ...assetFields(asset),
            limit: formatStroops(operation.limit),
          })
        if (operation.limit === 0n) {
          if (existing === undefined)
            return fail(inner(Tr.changeTrust(R.changeTrustTrustLineMissing())))
          const lineLiabilities = this.ledger.liabilities(sourceId, asset)
          if (existing.balance > 0n || lineLiabilities.buying > 0n || lineLiabilities.selling > 0n)
            return fail(inner(Tr.changeTrust(R.changeTrustInvalidLimit())))
          const account = this.ledger.mutableAccount(sourceId, ledger)
          account.trustlines = account.trustlines.filter((line) => !sameAsset(line, asset))
          account.subentryCount--
          return succeed(inner(Tr.changeTrust(R.changeTrustSuccess())), [
            trustlineEffect('trustline_removed', 21),
          ])
        }
        if (existing !== undefined) {
          if (operation.limit < existing.balance + this.ledger.liabilities(sourceId, asset).buying)
            return fail(inner(Tr.changeTrust(R.changeTrustInvalidLimit())))
          this.ledger.mutableTrustline(sourceId, asset, ledger).limit = operation.limit
          return succeed(inner(Tr.changeTrust(R.changeTrustSuccess())), [
            trustlineEffect('trustline_updated', 22),
          ])
        }
        if (issuer === undefined) return fail(inner(Tr.changeTrust(R.changeTrustNoIssuer())))
        if (source.balance < this.ledger.minimumBalance(source) + BASE_RESERVE)
          return fail(inner(Tr.changeTrust(R.changeTrustLowReserve())))
        const account = this.ledger.mutableAccount(sourceId, ledger)
        account.subentryCount++
        account.trustlines.push({
          code: asset.code,
          issuer: asset.issuer,
          balance: 0n,
          limit: operation.limit,
          flags: (issuer.flags & ACCOUNT_FLAG_AUTH_REQUIRED) !== 0 ? 0 : TRUSTLINE_AUTHORIZED,
          lastModifiedLedger: ledger,
        })
        return succeed(inner(Tr.changeTrust(R.changeTrustSuccess())), [
          trustlineEffect('trustline_created', 20),
        ])
      }
      case 'set_trust_line_flags': {
        const R = xdr.SetTrustLineFlagsResult
        if (sourceId !== operation.asset.issuer)
          return fail(inner(Tr.setTrustLineFlags(R.setTrustLineFlagsMalformed())))
        const trustor = this.ledger.account(operation.trustor)
        const line = trustor?.trustlines.find((candidate) => sameAsset(candidate, operation.asset))
        if (line === undefined)
          return fail(inner(Tr.setTrustLineFlags(R.setTrustLineFlagsNoTrustLine())))
        if (!operation.authorize && (source.flags & ACCOUNT_FLAG_AUTH_REVOCABLE) === 0)
          return fail(inner(Tr.setTrustLineFlags(R.setTrustLineFlagsCantRevoke())))
        if (!operation.authorize) {
          // Revoking authorization pulls the trustor's offers in that asset, as Core does.
          for (const offer of Object.values(this.ledger.requireState().offers)) {
            if (
              offer.seller === operation.trustor &&
              (sameAssetOrNative(offer.selling, operation.asset) ||
                sameAssetOrNative(offer.buying, operation.asset))
            )
              this.ledger.removeOffer(offer.offerId, ledger)
          }
        }
        const mutableLine = this.ledger.mutableTrustline(operation.trustor, operation.asset, ledger)
        mutableLine.flags = operation.authorize
          ? mutableLine.flags | TRUSTLINE_AUTHORIZED
          : mutableLine.flags & ~TRUSTLINE_AUTHORIZED
        return succeed(inner(Tr.setTrustLineFlags(R.setTrustLineFlagsSuccess())), [
          effect(sourceId, 'trustline_flags_updated', 26, {
            ...assetFields(operation.asset),
            trustor: operation.trustor,
            authorized_flag: operation.authorize,
          }),
        ])
      }
      case 'set_options': {
        const R = xdr.SetOptionsResult
        const before = new Map(source.signers.map((signer) => [signer.key, signer.weight]))
        const signer = operation.signer
        if (signer !== undefined && !before.has(signer.key) && signer.weight > 0) {
          if (source.balance < this.ledger.minimumBalance(source) + BASE_RESERVE)
            return fail(inner(Tr.setOptions(R.setOptionsLowReserve())))
        }
        const account = this.ledger.mutableAccount(sourceId, ledger)
        const effects: EffectDraft[] = []
        if (operation.homeDomain !== undefined) {
          account.homeDomain = operation.homeDomain
          effects.push(
            effect(sourceId, 'account_home_domain_updated', 5, {
              home_domain: operation.homeDomain,
            }),
          )
        }
        if (operation.thresholds !== undefined) {
          ;[account.lowThreshold, account.medThreshold, account.highThreshold] =
            operation.thresholds
          effects.push(
            effect(sourceId, 'account_thresholds_updated', 4, {
              low_threshold: operation.thresholds[0],
              med_threshold: operation.thresholds[1],
              high_threshold: operation.thresholds[2],
            }),
          )
        }
        if (operation.setFlags !== undefined || operation.clearFlags !== undefined) {
          account.flags = (account.flags | (operation.setFlags ?? 0)) & ~(operation.clearFlags ?? 0)
          // Horizon's response struct only knows auth_required_flag and auth_revokable_flag
          // (sic) while ingestion writes auth_revocable_flag, so only auth_required survives.
          const details: JsonObject = {}
          if (((operation.setFlags ?? 0) & ACCOUNT_FLAG_AUTH_REQUIRED) !== 0)
            details.auth_required_flag = true
          if (((operation.clearFlags ?? 0) & ACCOUNT_FLAG_AUTH_REQUIRED) !== 0)
            details.auth_required_flag = false
          effects.push(effect(sourceId, 'account_flags_updated', 6, details))
        }
        if (signer !== undefined) {
          const previous = before.get(signer.key)
          if (signer.weight === 0) {
            if (previous !== undefined) {
              account.signers = account.signers.filter((candidate) => candidate.key !== signer.key)
              account.subentryCount--
              effects.push(
                effect(sourceId, 'signer_removed', 11, {
                  weight: 0,
                  public_key: signer.key,
                  key: '',
                }),
              )
            }
          } else if (previous === undefined) {
            account.signers.push({ key: signer.key, weight: signer.weight })
            account.subentryCount++
            effects.push(
              effect(sourceId, 'signer_created', 10, {
                weight: signer.weight,
                public_key: signer.key,
                key: '',
              }),
            )
          } else if (previous !== signer.weight) {
            const existing = account.signers.find((candidate) => candidate.key === signer.key)
            if (existing !== undefined) existing.weight = signer.weight
            effects.push(
              effect(sourceId, 'signer_updated', 12, {
                weight: signer.weight,
                public_key: signer.key,
                key: '',
              }),
            )
          }
        }
        return succeed(inner(Tr.setOptions(R.setOptionsSuccess())), effects)
      }
      case 'manage_data': {
        const R = xdr.ManageDataResult
        const existing = source.data[operation.name]
        if (operation.value === null) {
          if (existing === undefined) return fail(inner(Tr.manageData(R.manageDataNameNotFound())))
          const account = this.ledger.mutableAccount(sourceId, ledger)
          delete account.data[operation.name]
          account.subentryCount--
          this.ledger.markData(sourceId, operation.name)
          return succeed(inner(Tr.manageData(R.manageDataSuccess())), [
            effect(sourceId, 'data_removed', 41, { name: operation.name }),
          ])
        }
        if (
          existing === undefined &&
          source.balance < this.ledger.minimumBalance(source) + BASE_RESERVE
        )
          return fail(inner(Tr.manageData(R.manageDataLowReserve())))
        const value = Buffer.from(operation.value, 'utf8').toString('base64')
        const account = this.ledger.mutableAccount(sourceId, ledger)
        account.data[operation.name] = value
        if (existing === undefined) account.subentryCount++
        this.ledger.markData(sourceId, operation.name)
        return succeed(inner(Tr.manageData(R.manageDataSuccess())), [
          existing === undefined
            ? effect(sourceId, 'data_created', 40, { name: operation.name, value })
            : effect(sourceId, 'data_updated', 42, { name: operation.name, value }),
        ])
      }
      case 'bump_sequence': {
        const R = xdr.BumpSequenceResult
        if (operation.bumpTo <= source.sequence)
          return succeed(inner(Tr.bumpSequence(R.bumpSequenceSuccess())), [])
        this.ledger.mutableAccount(sourceId, ledger).sequence = operation.bumpTo
        return succeed(inner(Tr.bumpSequence(R.bumpSequenceSuccess())), [
          effect(sourceId, 'sequence_bumped', 43, { new_seq: operation.bumpTo.toString() }),
        ])
      }
      case 'manage_sell_offer':
      case 'manage_buy_offer':
        return this.applyManageOffer(sourceId, operation, ledger)
      case 'account_merge': {
        const R = xdr.AccountMergeResult
        if (operation.destination === sourceId)
          return fail(inner(Tr.accountMerge(R.accountMergeMalformed())))
        if (this.ledger.account(operation.destination) === undefined)
          return fail(inner(Tr.accountMerge(R.accountMergeNoAccount())))
        if (source.subentryCount > 0)
          return fail(inner(Tr.accountMerge(R.accountMergeHasSubEntries())))
        if (source.sequence >= ledgerStartSequence)
          return fail(inner(Tr.accountMerge(R.accountMergeSeqnumTooFar())))
        const amount = source.balance
        this.ledger.mutableAccount(sourceId, ledger)
        this.ledger.mutableAccount(operation.destination, ledger).balance += amount
        delete this.ledger.requireState().accounts[sourceId]
        this.ledger.touchedAccounts.add(sourceId)
        return succeed(inner(Tr.accountMerge(R.accountMergeSuccess(amount))), [
          effect(sourceId, 'account_debited', 3, {
            asset_type: 'native',
            amount: formatStroops(amount),
          }),
          effect(operation.destination, 'account_credited', 2, {
            asset_type: 'native',
            amount: formatStroops(amount),
          }),
          effect(sourceId, 'account_removed', 1, {}),
        ])
      }
    }
  }

  private applyPathPaymentThroughBook(
    sourceId: string,
    operation: Extract<
      PlannedOperation,
      { kind: 'path_payment_strict_send' | 'path_payment_strict_receive' }
    >,
    ledger: number,
  ): AppliedOperation {
    const strictSend = operation.kind === 'path_payment_strict_send'
    const Tr = xdr.OperationResultTr
    const Send = xdr.PathPaymentStrictSendResult
    const Receive = xdr.PathPaymentStrictReceiveResult
    type PathFailure = Failure | 'too_few_offers' | 'cross_self' | 'limit'
    const fail = (failure: PathFailure): AppliedOperation => {
      const sendCodes = {
        underfunded: Send.pathPaymentStrictSendUnderfunded,
        src_no_trust: Send.pathPaymentStrictSendSrcNoTrust,
        src_not_authorized: Send.pathPaymentStrictSendSrcNotAuthorized,
        no_destination: Send.pathPaymentStrictSendNoDestination,
        no_trust: Send.pathPaymentStrictSendNoTrust,
        not_authorized: Send.pathPaymentStrictSendNotAuthorized,
        line_full: Send.pathPaymentStrictSendLineFull,
        too_few_offers: Send.pathPaymentStrictSendTooFewOffers,
        cross_self: Send.pathPaymentStrictSendOfferCrossSelf,
        limit: Send.pathPaymentStrictSendUnderDestmin,
      }
      const receiveCodes = {
        underfunded: Receive.pathPaymentStrictReceiveUnderfunded,
        src_no_trust: Receive.pathPaymentStrictReceiveSrcNoTrust,
        src_not_authorized: Receive.pathPaymentStrictReceiveSrcNotAuthorized,
        no_destination: Receive.pathPaymentStrictReceiveNoDestination,
        no_trust: Receive.pathPaymentStrictReceiveNoTrust,
        not_authorized: Receive.pathPaymentStrictReceiveNotAuthorized,
        line_full: Receive.pathPaymentStrictReceiveLineFull,
        too_few_offers: Receive.pathPaymentStrictReceiveTooFewOffers,
        cross_self: Receive.pathPaymentStrictReceiveOfferCrossSelf,
        limit: Receive.pathPaymentStrictReceiveOverSendmax,
      }
      const result = strictSend
        ? xdr.OperationResult.opInner(Tr.pathPaymentStrictSend(sendCodes[failure]()))
        : xdr.OperationResult.opInner(Tr.pathPaymentStrictReceive(receiveCodes[failure]()))
      return { success: false, result, effects: [], outcome: {}, trades: [], takerOfferId: null }
    }
    const source = this.ledger.account(sourceId)
    const destination = this.ledger.account(operation.destination)
    if (source === undefined) return fail('underfunded')
    if (destination === undefined) return fail('no_destination')
    const sendAsset = operation.sendAsset ?? null
    const destAsset = operation.asset
    // Trust checks on both ends, as Core does before converting.
    if (sendAsset !== null && sendAsset.issuer !== sourceId) {
      const line = source.trustlines.find((candidate) => sameAsset(candidate, sendAsset))
      if (line === undefined) return fail('src_no_trust')
      if ((line.flags & TRUSTLINE_AUTHORIZED) === 0) return fail('src_not_authorized')
    }
    if (destAsset !== null && destAsset.issuer !== destination.id) {
      const line = destination.trustlines.find((candidate) => sameAsset(candidate, destAsset))
      if (line === undefined) return fail('no_trust')
      if ((line.flags & TRUSTLINE_AUTHORIZED) === 0) return fail('not_authorized')
    }
    const hops: Array<CreditAsset | null> = [sendAsset, ...(operation.path ?? []), destAsset]
    const legs: Array<{ sold: CreditAsset | null; bought: CreditAsset | null }> = []
    for (let index = 0; index + 1 < hops.length; index++)
      legs.push({ sold: hops[index] ?? null, bought: hops[index + 1] ?? null })
    // Strict send walks forward from the sent amount; strict receive backward from the received one.
    const quotes: Array<NonNullable<Exclude<ReturnType<LedgerState['quote']>, 'cross_self'>>> = []
    if (strictSend) {
      let amount = operation.sendAmount
      for (const leg of legs) {
        const quoted = this.ledger.quote(leg.sold, leg.bought, 'send', amount, sourceId)
        if (quoted === 'cross_self') return fail('cross_self')
        if (quoted === null) return fail('too_few_offers')
        quotes.push(quoted)
        amount = quoted.received
      }
    } else {
      let amount = operation.destAmount
      for (const leg of [...legs].reverse()) {
        const quoted = this.ledger.quote(leg.sold, leg.bought, 'receive', amount, sourceId)
        if (quoted === 'cross_self') return fail('cross_self')
        if (quoted === null) return fail('too_few_offers')
        quotes.unshift(quoted)
        amount = quoted.sent
      }
    }
    const sent = quotes[0]?.sent ?? 0n
    const received = quotes.at(-1)?.received ?? 0n
    if (strictSend && received < operation.destMin) return fail('limit')
    if (!strictSend && sent > operation.sendMax) return fail('limit')
    if (this.ledger.sendingCapacity(source, sendAsset) < sent) return fail('underfunded')
    if (this.ledger.receivingCapacity(destination, destAsset) < received) return fail('line_full')

    const trades: TradeDraft[] = []
    const claims: xdr.ClaimAtom[] = []
    const tradeEffects: EffectDraft[] = []
    quotes.forEach((quoted, legIndex) => {
      const leg = legs[legIndex]
      if (leg === undefined) return
      for (const fill of quoted.fills) {
        const maker = fill.offer
        this.ledger.adjustBalance(maker.seller, leg.sold, fill.takerGives, ledger)
        this.ledger.adjustBalance(maker.seller, leg.bought, -fill.makerGives, ledger)
        const mutableMaker = this.ledger.mutableOffer(maker.offerId, ledger)
        mutableMaker.amount -= fill.makerGives
        if (mutableMaker.amount === 0n) this.ledger.removeOffer(maker.offerId, ledger)
        trades.push({
          makerOfferId: maker.offerId,
          maker: maker.seller,
          makerSold: leg.bought,
          makerSoldAmount: fill.makerGives,
          makerBought: leg.sold,
          makerBoughtAmount: fill.takerGives,
        })
        claims.push(
          xdr.ClaimAtom.claimAtomTypeOrderBook(
            new xdr.ClaimOfferAtom({
              sellerId: Keypair.fromPublicKey(maker.seller).xdrAccountId(),
              offerId: BigInt(maker.offerId),
              assetSold: sdkAsset(leg.bought).toXDRObject(),
              amountSold: fill.makerGives,
              assetBought: sdkAsset(leg.sold).toXDRObject(),
              amountBought: fill.takerGives,
            }),
          ),
        )
        tradeEffects.push(
          effect(sourceId, 'trade', 33, {
            seller: maker.seller,
            offer_id: String(maker.offerId),
            sold_amount: formatStroops(fill.takerGives),
            ...assetFields(leg.sold, 'sold_'),
            bought_amount: formatStroops(fill.makerGives),
            ...assetFields(leg.bought, 'bought_'),
          }),
          effect(maker.seller, 'trade', 33, {
            seller: sourceId,
            offer_id: String(maker.offerId),
            sold_amount: formatStroops(fill.makerGives),
            ...assetFields(leg.bought, 'sold_'),
            bought_amount: formatStroops(fill.takerGives),
            ...assetFields(leg.sold, 'bought_'),
          }),
        )
      }
    })
    this.ledger.adjustBalance(sourceId, sendAsset, -sent, ledger)
    this.ledger.adjustBalance(operation.destination, destAsset, received, ledger)
    const last = new xdr.SimplePaymentResult({
      destination: Keypair.fromPublicKey(operation.destination).xdrAccountId(),
      asset: sdkAsset(destAsset).toXDRObject(),
      amount: received,
    })
    const result = strictSend
      ? xdr.OperationResult.opInner(
          Tr.pathPaymentStrictSend(
            Send.pathPaymentStrictSendSuccess(
              new xdr.PathPaymentStrictSendResultSuccess({ offers: claims, last }),
            ),
          ),
        )
      : xdr.OperationResult.opInner(
          Tr.pathPaymentStrictReceive(
            Receive.pathPaymentStrictReceiveSuccess(
              new xdr.PathPaymentStrictReceiveResultSuccess({ offers: claims, last }),
            ),
          ),
        )
    // Horizon: account_credited (destination), account_debited (source), then the trade effects.
    const effects = [
      effect(operation.destination, 'account_credited', 2, {
        ...assetFields(destAsset),
        amount: formatStroops(received),
      }),
      effect(sourceId, 'account_debited', 3, {
        ...assetFields(sendAsset),
        amount: formatStroops(sent),
      }),
      ...tradeEffects,
    ]
    return {
      success: true,
      result,
      effects,
      outcome: strictSend
        ? { amount: formatStroops(received) }
        : { source_amount: formatStroops(sent) },
      trades,
      takerOfferId: null,
    }
  }

  private applyManageOffer(
    sourceId: string,
    operation: Extract<PlannedOperation, { kind: 'manage_sell_offer' | 'manage_buy_offer' }>,
    ledger: number,
  ): AppliedOperation {
    const isBuy = operation.kind === 'manage_buy_offer'
    const Tr = xdr.OperationResultTr
    const Sell = xdr.ManageSellOfferResult
    const Buy = xdr.ManageBuyOfferResult
    const fail = (failure: OfferFailure): AppliedOperation => {
      const sellCodes = {
        malformed: Sell.manageSellOfferMalformed,
        sell_no_trust: Sell.manageSellOfferSellNoTrust,
        buy_no_trust: Sell.manageSellOfferBuyNoTrust,
        sell_not_authorized: Sell.manageSellOfferSellNotAuthorized,
        buy_not_authorized: Sell.manageSellOfferBuyNotAuthorized,
        line_full: Sell.manageSellOfferLineFull,
        underfunded: Sell.manageSellOfferUnderfunded,
        cross_self: Sell.manageSellOfferCrossSelf,
        not_found: Sell.manageSellOfferNotFound,
        low_reserve: Sell.manageSellOfferLowReserve,
      }
      const buyCodes = {
        malformed: Buy.manageBuyOfferMalformed,
        sell_no_trust: Buy.manageBuyOfferSellNoTrust,
        buy_no_trust: Buy.manageBuyOfferBuyNoTrust,
        sell_not_authorized: Buy.manageBuyOfferSellNotAuthorized,
        buy_not_authorized: Buy.manageBuyOfferBuyNotAuthorized,
        line_full: Buy.manageBuyOfferLineFull,
        underfunded: Buy.manageBuyOfferUnderfunded,
        cross_self: Buy.manageBuyOfferCrossSelf,
        not_found: Buy.manageBuyOfferNotFound,
        low_reserve: Buy.manageBuyOfferLowReserve,
      }
      const result = isBuy
        ? xdr.OperationResult.opInner(Tr.manageBuyOffer(buyCodes[failure]()))
        : xdr.OperationResult.opInner(Tr.manageSellOffer(sellCodes[failure]()))
      return { success: false, result, effects: [], outcome: {}, trades: [], takerOfferId: null }
    }
    const state = this.ledger.requireState()
    const source = this.ledger.account(sourceId)
    if (source === undefined) return fail('malformed')
    const { selling, buying } = operation
    if (sameAssetOrNative(selling, buying)) return fail('malformed')
    // Everything below works in sell terms: sell `sellAmount` of selling at priceN/priceD buying each.
    const priceN = isBuy ? operation.priceD : operation.priceN
    const priceD = isBuy ? operation.priceN : operation.priceD
    const sellAmount = isBuy
      ? ceilDivide(operation.buyAmount * BigInt(operation.priceN), BigInt(operation.priceD))
      : operation.amount
    const requestedZero = isBuy ? operation.buyAmount === 0n : operation.amount === 0n

    let existing: OfferState | undefined
    if (operation.offerId !== 0) {
      existing = state.offers[String(operation.offerId)]
      if (existing === undefined || existing.seller !== sourceId) return fail('not_found')
    }
    const success = (offerResult: xdr.ManageOfferSuccessResultOffer, claims: xdr.ClaimAtom[]) => {
      const body = new xdr.ManageOfferSuccessResult({ offersClaimed: claims, offer: offerResult })
      return isBuy
        ? xdr.OperationResult.opInner(Tr.manageBuyOffer(Buy.manageBuyOfferSuccess(body)))
        : xdr.OperationResult.opInner(Tr.manageSellOffer(Sell.manageSellOfferSuccess(body)))
    }
    if (requestedZero) {
      if (existing === undefined) return fail('not_found')
      this.ledger.removeOffer(existing.offerId, ledger)
      return {
        success: true,
        result: success(xdr.ManageOfferSuccessResultOffer.manageOfferDeleted(), []),
        effects: [],
        outcome: {},
        trades: [],
        takerOfferId: null,
      }
    }
    const trustCheck = (asset: CreditAsset | null, side: 'sell' | 'buy'): OfferFailure | null => {
      if (asset === null || asset.issuer === sourceId) return null
      const line = source.trustlines.find((candidate) => sameAsset(candidate, asset))
      if (line === undefined) return side === 'sell' ? 'sell_no_trust' : 'buy_no_trust'
      if ((line.flags & TRUSTLINE_AUTHORIZED) === 0)
        return side === 'sell' ? 'sell_not_authorized' : 'buy_not_authorized'
      return null
    }
    const trustFailure = trustCheck(selling, 'sell') ?? trustCheck(buying, 'buy')
    if (trustFailure !== null) return fail(trustFailure)

    // An updated offer leaves the book while it is re-matched, releasing its liabilities.
    if (existing !== undefined) {
      this.ledger.mutableOffer(existing.offerId, ledger)
      delete state.offers[String(existing.offerId)]
    } else if (
      source.balance <
      this.ledger.minimumBalance(source) +
        BASE_RESERVE +
        this.ledger.liabilities(sourceId, null).selling
    ) {
      return fail('low_reserve')
    }
    const reserveForNewOffer = existing === undefined && selling === null ? BASE_RESERVE : 0n
    if (this.ledger.sendingCapacity(source, selling) - reserveForNewOffer < sellAmount)
      return fail('underfunded')

    const makers = Object.values(state.offers)
      .filter(
        (offer) =>
          sameAssetOrNative(offer.selling, buying) &&
          sameAssetOrNative(offer.buying, selling) &&
          // Crosses when our price × theirs ≤ 1.
          BigInt(priceN) * BigInt(offer.priceN) <= BigInt(priceD) * BigInt(offer.priceD),
      )
      .sort((a, b) => {
        const left = BigInt(a.priceN) * BigInt(b.priceD)
        const right = BigInt(b.priceN) * BigInt(a.priceD)
        return left < right ? -1 : left > right ? 1 : a.offerId - b.offerId
      })
    let remaining = sellAmount
    const trades: TradeDraft[] = []
    const claims: xdr.ClaimAtom[] = []
    const effects: EffectDraft[] = []
    for (const maker of makers) {
      if (maker.seller === sourceId) return fail('cross_self')
      const takerAccount = this.ledger.account(sourceId)
      if (takerAccount === undefined) break
      const capacity = this.ledger.receivingCapacity(takerAccount, buying)
      let makerGives = (remaining * BigInt(maker.priceD)) / BigInt(maker.priceN)
      if (makerGives > maker.amount) makerGives = maker.amount
      if (makerGives > capacity) makerGives = capacity
      if (makerGives <= 0n) break
      const takerGives = ceilDivide(makerGives * BigInt(maker.priceN), BigInt(maker.priceD))
      if (takerGives > remaining || takerGives <= 0n) break
      this.ledger.adjustBalance(sourceId, selling, -takerGives, ledger)
      this.ledger.adjustBalance(maker.seller, selling, takerGives, ledger)
      this.ledger.adjustBalance(maker.seller, buying, -makerGives, ledger)
      this.ledger.adjustBalance(sourceId, buying, makerGives, ledger)
      const mutableMaker = this.ledger.mutableOffer(maker.offerId, ledger)
      mutableMaker.amount -= makerGives
      if (mutableMaker.amount === 0n) this.ledger.removeOffer(maker.offerId, ledger)
      remaining -= takerGives
      trades.push({
        makerOfferId: maker.offerId,
        maker: maker.seller,
        makerSold: buying,
        makerSoldAmount: makerGives,
        makerBought: selling,
        makerBoughtAmount: takerGives,
      })
      claims.push(
        xdr.ClaimAtom.claimAtomTypeOrderBook(
          new xdr.ClaimOfferAtom({
            sellerId: Keypair.fromPublicKey(maker.seller).xdrAccountId(),
            offerId: BigInt(maker.offerId),
            assetSold: sdkAsset(buying).toXDRObject(),
            amountSold: makerGives,
            assetBought: sdkAsset(selling).toXDRObject(),
            amountBought: takerGives,
          }),
        ),
      )
      // Horizon: one trade effect for the taker (seller = maker), then one for the maker.
      effects.push(
        effect(sourceId, 'trade', 33, {
          seller: maker.seller,
          offer_id: String(maker.offerId),
          sold_amount: formatStroops(takerGives),
          ...assetFields(selling, 'sold_'),
          bought_amount: formatStroops(makerGives),
          ...assetFields(buying, 'bought_'),
        }),
        effect(maker.seller, 'trade', 33, {
          seller: sourceId,
          offer_id: String(maker.offerId),
          sold_amount: formatStroops(makerGives),
          ...assetFields(buying, 'sold_'),
          bought_amount: formatStroops(takerGives),
          ...assetFields(selling, 'bought_'),
        }),
      )
      if (remaining === 0n) break
    }

    let offerResult: xdr.ManageOfferSuccessResultOffer
    let takerOfferId: number | null = null
    if (remaining > 0n) {
      const rest: OfferState = {
        offerId: existing?.offerId ?? state.lastOfferId + 1,
        seller: sourceId,
        selling,
        buying,
        amount: remaining,
        priceN,
        priceD,
        lastModifiedLedger: ledger,
      }
      const takerAccount = this.ledger.account(sourceId)
      if (takerAccount === undefined) return fail('malformed')
      if (this.ledger.receivingCapacity(takerAccount, buying) < offerBuyingLiabilities(rest))
        return fail('line_full')
      if (existing === undefined) {
        state.lastOfferId = rest.offerId
        this.ledger.offerJournal.set(rest.offerId, null)
        this.ledger.mutableAccount(sourceId, ledger).subentryCount++
      }
      state.offers[String(rest.offerId)] = rest
      this.ledger.touchedOffers.add(rest.offerId)
      this.ledger.mutableAccount(sourceId, ledger)
      takerOfferId = rest.offerId
      const entry = new xdr.OfferEntry({
        sellerId: Keypair.fromPublicKey(sourceId).xdrAccountId(),
        offerId: BigInt(rest.offerId),
        selling: sdkAsset(selling).toXDRObject(),
        buying: sdkAsset(buying).toXDRObject(),
        amount: remaining,
        price: new xdr.Price({ n: priceN, d: priceD }),
        flags: 0,
        ext: xdr.OfferEntryExt.v0(),
      })
      offerResult =
        existing === undefined
          ? xdr.ManageOfferSuccessResultOffer.manageOfferCreated(entry)
          : xdr.ManageOfferSuccessResultOffer.manageOfferUpdated(entry)
    } else {
      if (existing !== undefined) this.ledger.mutableAccount(sourceId, ledger).subentryCount--
      offerResult = xdr.ManageOfferSuccessResultOffer.manageOfferDeleted()
    }
    return {
      success: true,
      result: success(offerResult, claims),
      effects,
      outcome: {},
      trades,
      takerOfferId,
    }
  }
}

function effect(account: string, type: string, typeI: number, details: JsonObject): EffectDraft {
  return { account, type, typeI, details }
}
