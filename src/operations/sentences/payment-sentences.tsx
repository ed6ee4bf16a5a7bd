// Sentences for payments and path payments (including the pre-0.25 name `path_payment`).
import type { ReactNode } from 'react'
import type {
  OperationSentenceRenderer,
  OperationSentenceTable,
  UncheckedOperation,
} from '@/operations/sentences/operation-sentence-table'
import { AssetFromRecord } from '@/ui/asset'
import { isRecord, readArray, readMuxedAccount, readString } from '@/ui/record-fields'
import {
  AmountFromRecord,
  joinNodes,
  SentenceAccount as Account,
  SentenceAmount as Value,
  verb,
} from '@/ui/sentence-parts'

type PathPaymentType = 'path_payment_strict_receive' | 'path_payment_strict_send' | 'path_payment'

/** The payer: the muxed `from` when Horizon sent one, else the operation's source. */
function Payer({ operation }: { operation: UncheckedOperation<'payment' | PathPaymentType> }) {
  return (
    <Account id={readMuxedAccount(operation, 'from') ?? readString(operation, 'source_account')} />
  )
}

/** The intermediate assets of a path payment, e.g. "via ETH → USDT". */
function PathHops({ operation }: { operation: UncheckedOperation<PathPaymentType> }): ReactNode {
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

// A failed path payment moved nothing: Horizon reports 0 for the side that depended on the path
// ("by sending 0 XLM", "would have received 0 USD"), so the attempt names its limit instead.
const strictReceiveSentence: OperationSentenceRenderer<
  'path_payment_strict_receive' | 'path_payment'
> = (operation, _source, mood) => (
  <>
    <Payer operation={operation} /> {verb(mood, 'paid', 'pay')}{' '}
    <AmountFromRecord record={operation} /> to <Account id={readMuxedAccount(operation, 'to')} />
    {mood === 'done' ? (
      <>
        {' by sending '}
        <AmountFromRecord record={operation} prefix="source_" /> (at most{' '}
        <Value value={readString(operation, 'source_max')} />)
      </>
    ) : (
      <>
        {', sending at most '}
        <Value value={readString(operation, 'source_max')} />{' '}
        <AssetFromRecord record={operation} prefix="source_" />
      </>
    )}
    <PathHops operation={operation} />
  </>
)

export const paymentSentences: OperationSentenceTable<'payment' | PathPaymentType> = {
  payment: (operation, _source, mood) => (
    <>
      <Payer operation={operation} /> {verb(mood, 'paid', 'pay')}{' '}
      <AmountFromRecord record={operation} /> to <Account id={readMuxedAccount(operation, 'to')} />
    </>
  ),
  path_payment_strict_receive: strictReceiveSentence,
  path_payment: strictReceiveSentence,
  path_payment_strict_send: (operation, _source, mood) => (
    <>
      <Payer operation={operation} /> {verb(mood, 'sent', 'send')}{' '}
      <AmountFromRecord record={operation} prefix="source_" /> to{' '}
      <Account id={readMuxedAccount(operation, 'to')} />, who{' '}
      {mood === 'done' ? (
        <>
          received <AmountFromRecord record={operation} /> (at least{' '}
          <Value value={readString(operation, 'destination_min')} />)
        </>
      ) : (
        <>
          was to receive at least <Value value={readString(operation, 'destination_min')} />{' '}
          <AssetFromRecord record={operation} />
        </>
      )}
      <PathHops operation={operation} />
    </>
  ),
}
