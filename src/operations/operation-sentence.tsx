import type { ReactNode } from 'react'
import type { Operation } from '@/api/horizon-types'
import { OperationFields } from '@/operations/operation-fields'
import { Amount } from '@/ui/amount'
import { Asset, AssetFromRecord, CanonicalAsset } from '@/ui/asset'
import { DataValue } from '@/ui/data-value'
import {
  joinNodes,
  ReserveList,
  SentenceAccount as Account,
  SentenceAmount as Value,
  ShortHex,
} from '@/ui/sentence-parts'
import {
  isRecord,
  readArray,
  readBoolean,
  readId,
  readNumber,
  readString,
  readStringArray,
} from '@/ui/record-fields'

export interface OperationSentenceProps {
  operation: Operation
}

/** Prefers the muxed M… address when Horizon sent one, since that is what the user signed. */
function accountField(operation: Operation, field: string): string | undefined {
  return readString(operation, `${field}_muxed`) ?? readString(operation, field)
}

/** The intermediate assets of a path payment, e.g. "via ETH → USDT". */
function PathHops({ operation }: { operation: Operation }) {
  const hops = readArray(operation, 'path').filter(isRecord)
  if (hops.length === 0) return null
  return (
    <>
      {' via '}
      {joinNodes(
        hops.map((hop, index) => <AssetFromRecord key={index} record={hop} />),
        ' → ',
      )}
    </>
  )
}

function Price({ operation }: { operation: Operation }) {
  const price = readString(operation, 'price')
  return price === undefined ? null : (
    <>
      {' at a price of '}
      <Amount value={price} />
    </>
  )
}

function offerSentence(
  operation: Operation,
  source: ReactNode,
  side: 'sell' | 'buy',
  passive: boolean,
): ReactNode {
  const offerId = readId(operation, 'offer_id')
  const amount = readString(operation, 'amount')
  const selling = <AssetFromRecord record={operation} prefix="selling_" />
  const buying = <AssetFromRecord record={operation} prefix="buying_" />
  const isNewOffer = offerId === undefined || offerId === '0'
  const isDeletion = !isNewOffer && amount !== undefined && /^0+(\.0*)?$/.test(amount)
  if (isDeletion) {
    return (
      <>
        {source} deleted offer {offerId} ({side === 'sell' ? 'selling ' : 'buying '}
        {side === 'sell' ? selling : buying})
      </>
    )
  }
  const verb = passive
    ? 'created a passive offer'
    : isNewOffer
      ? 'created an offer'
      : `updated offer ${offerId}`
  return side === 'sell' ? (
    <>
      {source} {verb} to sell <Value value={amount} /> {selling} for {buying}
      <Price operation={operation} />
    </>
  ) : (
    <>
      {source} {verb} to buy <Value value={amount} /> {buying} for {selling}
      <Price operation={operation} />
    </>
  )
}

function setOptionsSentence(operation: Operation, source: ReactNode): ReactNode {
  const changes: ReactNode[] = []
  const homeDomain = readString(operation, 'home_domain')
  if (homeDomain !== undefined) changes.push(<span key="home">home domain to “{homeDomain}”</span>)
  const inflationDestination = readString(operation, 'inflation_dest')
  if (inflationDestination !== undefined) {
    changes.push(
      <span key="inflation">
        inflation destination to <Account id={inflationDestination} />
      </span>,
    )
  }
  const masterWeight = readNumber(operation, 'master_key_weight')
  if (masterWeight !== undefined)
    changes.push(<span key="master">master key weight to {masterWeight}</span>)
  const signerKey = readString(operation, 'signer_key')
  if (signerKey !== undefined) {
    const signerWeight = readNumber(operation, 'signer_weight')
    changes.push(
      signerWeight === 0 ? (
        <span key="signer">
          removed signer <Account id={signerKey} />
        </span>
      ) : (
        <span key="signer">
          signer <Account id={signerKey} /> with weight {signerWeight ?? '?'}
        </span>
      ),
    )
  }
  const setFlags = readStringArray(operation, 'set_flags_s')
  if (setFlags.length > 0) changes.push(<span key="set">flags {setFlags.join(', ')} on</span>)
  const clearFlags = readStringArray(operation, 'clear_flags_s')
  if (clearFlags.length > 0)
    changes.push(<span key="clear">flags {clearFlags.join(', ')} off</span>)
  const thresholds = (['low', 'med', 'high'] as const)
    .map((level) => [level, readNumber(operation, `${level}_threshold`)] as const)
    .filter((entry): entry is readonly ['low' | 'med' | 'high', number] => entry[1] !== undefined)
  if (thresholds.length > 0) {
    changes.push(
      <span key="thresholds">
        thresholds{' '}
        {thresholds
          .map(([level, value]) => `${level === 'med' ? 'medium' : level} ${value}`)
          .join(', ')}
      </span>,
    )
  }
  if (changes.length === 0) return <>{source} set options without changes</>
  return (
    <>
      {source} set {joinNodes(changes, '; ')}
    </>
  )
}

function revokeSponsorshipSentence(operation: Operation, source: ReactNode): ReactNode {
  const accountId = readString(operation, 'account_id')
  if (accountId !== undefined) {
    return (
      <>
        {source} revoked sponsorship of account <Account id={accountId} />
      </>
    )
  }
  const balanceId = readString(operation, 'claimable_balance_id')
  if (balanceId !== undefined) {
    return (
      <>
        {source} revoked sponsorship of claimable balance <ShortHex value={balanceId} />
      </>
    )
  }
  const dataAccountId = readString(operation, 'data_account_id')
  if (dataAccountId !== undefined) {
    return (
      <>
        {source} revoked sponsorship of data entry “{readString(operation, 'data_name') ?? '?'}” of{' '}
        <Account id={dataAccountId} />
      </>
    )
  }
  const offerId = readId(operation, 'offer_id')
  if (offerId !== undefined) {
    return (
      <>
        {source} revoked sponsorship of offer {offerId}
      </>
    )
  }
  const trustlineAccountId = readString(operation, 'trustline_account_id')
  if (trustlineAccountId !== undefined) {
    const poolId = readString(operation, 'trustline_liquidity_pool_id')
    return (
      <>
        {source} revoked sponsorship of the{' '}
        {poolId !== undefined ? (
          <Asset type="liquidity_pool_shares" liquidityPoolId={poolId} />
        ) : (
          <CanonicalAsset value={readString(operation, 'trustline_asset')} />
        )}{' '}
        trustline of <Account id={trustlineAccountId} />
      </>
    )
  }
  const signerAccountId = readString(operation, 'signer_account_id')
  if (signerAccountId !== undefined) {
    return (
      <>
        {source} revoked sponsorship of signer <Account id={readString(operation, 'signer_key')} />{' '}
        on <Account id={signerAccountId} />
      </>
    )
  }
  return <>{source} revoked a sponsorship</>
}

function invokeHostFunctionSentence(operation: Operation, source: ReactNode): ReactNode {
  const hostFunction = readString(operation, 'function') ?? ''
  // Horizon prints the Go enum name twice-prefixed, e.g. HostFunctionTypeHostFunctionTypeInvokeContract.
  const functionName = hostFunction.replace(/^(HostFunctionType)+/, '')
  const description =
    functionName === 'InvokeContract'
      ? 'invoked a contract'
      : functionName === 'CreateContract' || functionName === 'CreateContractV2'
        ? 'created a contract'
        : functionName === 'UploadContractWasm'
          ? 'uploaded contract code'
          : `invoked host function ${functionName || '(unknown)'}`
  const address = readString(operation, 'address')
  const changes = readArray(operation, 'asset_balance_changes')
    .filter(isRecord)
    .map((change, index) => {
      const kind = readString(change, 'type')
      const from = readString(change, 'from')
      const to = readString(change, 'to')
      return (
        <span key={index}>
          {kind ?? 'moved'} <Value value={readString(change, 'amount')} />{' '}
          <AssetFromRecord record={change} />
          {from ? (
            <>
              {' from '}
              <Account id={from} />
            </>
          ) : null}
          {to ? (
            <>
              {' to '}
              <Account id={to} />
            </>
          ) : null}
        </span>
      )
    })
  return (
    <>
      {source} {description}
      {address ? (
        <>
          {' '}
          <Account id={address} />
        </>
      ) : null}
      {changes.length > 0 ? <>: {joinNodes(changes, '; ')}</> : null}
    </>
  )
}

function trustLineFlagsSentence(operation: Operation, source: ReactNode): ReactNode {
  const setFlags = readStringArray(operation, 'set_flags_s')
  const clearFlags = readStringArray(operation, 'clear_flags_s')
  // Horizon spells the flag "authorized_to_maintain_liabilites"; show it readably.
  const readable = (flags: string[]) =>
    flags.map((flag) => flag.replace('liabilites', 'liabilities').replaceAll('_', ' ')).join(', ')
  return (
    <>
      {source} {setFlags.length > 0 ? <>set {readable(setFlags)}</> : null}
      {setFlags.length > 0 && clearFlags.length > 0 ? ' and ' : null}
      {clearFlags.length > 0 ? <>cleared {readable(clearFlags)}</> : null}
      {setFlags.length === 0 && clearFlags.length === 0 ? 'changed no flags' : null} on the{' '}
      <AssetFromRecord record={operation} /> trustline of{' '}
      <Account id={readString(operation, 'trustor')} />
    </>
  )
}

function describeOperation(operation: Operation): ReactNode | null {
  const source = <Account id={operation.source_account_muxed ?? operation.source_account} />
  switch (operation.type) {
    case 'create_account':
      return (
        <>
          <Account id={accountField(operation, 'funder') ?? operation.source_account} /> created
          account <Account id={readString(operation, 'account')} /> with{' '}
          <Value value={readString(operation, 'starting_balance')} /> XLM
        </>
      )
    case 'payment':
      return (
        <>
          <Account id={accountField(operation, 'from') ?? operation.source_account} /> paid{' '}
          <Value value={readString(operation, 'amount')} /> <AssetFromRecord record={operation} />{' '}
          to <Account id={accountField(operation, 'to')} />
        </>
      )
    case 'path_payment':
    case 'path_payment_strict_receive':
      return (
        <>
          <Account id={accountField(operation, 'from') ?? operation.source_account} /> paid{' '}
          <Value value={readString(operation, 'amount')} /> <AssetFromRecord record={operation} />{' '}
          to <Account id={accountField(operation, 'to')} /> by sending{' '}
          <Value value={readString(operation, 'source_amount')} />{' '}
          <AssetFromRecord record={operation} prefix="source_" /> (at most{' '}
          <Value value={readString(operation, 'source_max')} />)
          <PathHops operation={operation} />
        </>
      )
    case 'path_payment_strict_send':
      return (
        <>
          <Account id={accountField(operation, 'from') ?? operation.source_account} /> sent{' '}
          <Value value={readString(operation, 'source_amount')} />{' '}
          <AssetFromRecord record={operation} prefix="source_" /> to{' '}
          <Account id={accountField(operation, 'to')} />, who received{' '}
          <Value value={readString(operation, 'amount')} /> <AssetFromRecord record={operation} />{' '}
          (at least <Value value={readString(operation, 'destination_min')} />)
          <PathHops operation={operation} />
        </>
      )
    case 'manage_offer':
    case 'manage_sell_offer':
      return offerSentence(operation, source, 'sell', false)
    case 'manage_buy_offer':
      return offerSentence(operation, source, 'buy', false)
    case 'create_passive_offer':
    case 'create_passive_sell_offer':
      return offerSentence(operation, source, 'sell', true)
    case 'set_options':
      return setOptionsSentence(operation, source)
    case 'change_trust': {
      const limit = readString(operation, 'limit')
      const trustor = (
        <Account id={accountField(operation, 'trustor') ?? operation.source_account} />
      )
      if (limit !== undefined && /^0+(\.0*)?$/.test(limit)) {
        return (
          <>
            {trustor} removed the trustline to <AssetFromRecord record={operation} />
          </>
        )
      }
      return (
        <>
          {trustor} trusted <AssetFromRecord record={operation} /> up to <Value value={limit} />
        </>
      )
    }
    case 'allow_trust': {
      const authorize = readBoolean(operation, 'authorize')
      const maintainLiabilities = readBoolean(operation, 'authorize_to_maintain_liabilities')
      const verb = authorize
        ? 'authorized'
        : maintainLiabilities
          ? 'authorized to maintain liabilities'
          : 'deauthorized'
      return (
        <>
          <Account id={accountField(operation, 'trustee') ?? operation.source_account} /> {verb}{' '}
          <Account id={readString(operation, 'trustor')} /> for{' '}
          <AssetFromRecord record={operation} />
        </>
      )
    }
    case 'account_merge':
      return (
        <>
          <Account id={accountField(operation, 'account') ?? operation.source_account} /> merged
          into <Account id={accountField(operation, 'into')} />
        </>
      )
    case 'inflation':
      return <>{source} ran inflation</>
    case 'manage_data': {
      const name = readString(operation, 'name') ?? '?'
      const value = readString(operation, 'value')
      return value ? (
        <>
          {source} set data entry “{name}” to <DataValue value={value} />
        </>
      ) : (
        <>
          {source} deleted data entry “{name}”
        </>
      )
    }
    case 'bump_sequence':
      return (
        <>
          {source} bumped its sequence to{' '}
          <span className="font-mono">{readId(operation, 'bump_to') ?? '?'}</span>
        </>
      )
    case 'create_claimable_balance': {
      const claimants = readArray(operation, 'claimants')
        .filter(isRecord)
        .map((claimant, index) => <Account key={index} id={readString(claimant, 'destination')} />)
      return (
        <>
          {source} created a claimable balance of <Value value={readString(operation, 'amount')} />{' '}
          <CanonicalAsset value={readString(operation, 'asset')} />
          {claimants.length > 0 ? <> for {joinNodes(claimants)}</> : null}
        </>
      )
    }
    case 'claim_claimable_balance':
      return (
        <>
          <Account id={accountField(operation, 'claimant') ?? operation.source_account} /> claimed
          claimable balance <ShortHex value={readString(operation, 'balance_id')} />
        </>
      )
    case 'begin_sponsoring_future_reserves':
      return (
        <>
          {source} began sponsoring the future reserves of{' '}
          <Account id={readString(operation, 'sponsored_id')} />
        </>
      )
    case 'end_sponsoring_future_reserves': {
      const beginSponsor = accountField(operation, 'begin_sponsor')
      return (
        <>
          {source} ended the sponsorship of its future reserves
          {beginSponsor ? (
            <>
              {' by '}
              <Account id={beginSponsor} />
            </>
          ) : null}
        </>
      )
    }
    case 'revoke_sponsorship':
      return revokeSponsorshipSentence(operation, source)
    case 'clawback':
      return (
        <>
          {source} clawed back <Value value={readString(operation, 'amount')} />{' '}
          <AssetFromRecord record={operation} /> from{' '}
          <Account id={accountField(operation, 'from')} />
        </>
      )
    case 'clawback_claimable_balance':
      return (
        <>
          {source} clawed back claimable balance{' '}
          <ShortHex value={readString(operation, 'balance_id')} />
        </>
      )
    case 'set_trust_line_flags':
      return trustLineFlagsSentence(operation, source)
    case 'liquidity_pool_deposit':
      return (
        <>
          {source} deposited <ReserveList reserves={readArray(operation, 'reserves_deposited')} />{' '}
          into liquidity pool <ShortHex value={readString(operation, 'liquidity_pool_id')} /> for{' '}
          <Value value={readString(operation, 'shares_received')} /> pool shares
        </>
      )
    case 'liquidity_pool_withdraw':
      return (
        <>
          {source} withdrew <Value value={readString(operation, 'shares')} /> pool shares from
          liquidity pool <ShortHex value={readString(operation, 'liquidity_pool_id')} /> for{' '}
          <ReserveList reserves={readArray(operation, 'reserves_received')} />
        </>
      )
    case 'invoke_host_function':
      return invokeHostFunctionSentence(operation, source)
    case 'extend_footprint_ttl':
      return (
        <>
          {source} extended the footprint TTL to ledger {readId(operation, 'extend_to') ?? '?'}
        </>
      )
    case 'restore_footprint':
      return <>{source} restored the footprint</>
    default:
      return null
  }
}

/** A human sentence for an operation of any of Horizon's 27 types (plus the pre-0.25 names). */
export function OperationSentence({ operation }: OperationSentenceProps) {
  const description = isRecord(operation) ? describeOperation(operation) : null
  const failed = isRecord(operation) && operation.transaction_successful === false
  if (description === null) {
    return (
      <div>
        <p className="text-sm">
          Operation of type{' '}
          <span className="font-mono">
            {isRecord(operation) && typeof operation.type === 'string' ? operation.type : 'unknown'}
          </span>
          {failed ? <FailedMark /> : null}
        </p>
        <OperationFields operation={operation} />
      </div>
    )
  }
  return (
    <span>
      {description}
      {failed ? <FailedMark /> : null}
    </span>
  )
}

function FailedMark() {
  return (
    <span className="ml-2 rounded bg-red-100 px-1.5 py-0.5 text-xs font-medium text-red-800 dark:bg-red-950 dark:text-red-200">
      failed
    </span>
  )
}
