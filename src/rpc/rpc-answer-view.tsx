// Loaded lazily with read-rpc-answer.ts (the SDK's XDR codec): a pasted JSON-RPC answer in plain
// words. Every string shown came from the pasted text: it is React text, clipped, never a link.
import type { ComponentType } from 'react'
import type { Fact } from '@/resource-routes/detail-parts'
import { FactList } from '@/resource-routes/detail-parts'
import { readRpcAnswer } from '@/rpc/read-rpc-answer'
import type {
  AnswerReading,
  LedgerEntriesReading,
  SendReading,
  SimulationFailure,
  SimulationSuccess,
  TransactionReading,
} from '@/rpc/rpc-answer-types'
import { stroopsToAmount } from '@/ui/format-amount'

/** A TransactionResult XDR in words: the explorer's own failure reason (handed in by the page). */
export type ResultReason = ComponentType<{ resultXdr: string }>

const sendMeanings: Record<string, string> = {
  PENDING:
    'the RPC accepted the transaction and passed it to Stellar Core; it is not applied yet: poll getTransaction with its hash until it is SUCCESS or FAILED.',
  DUPLICATE:
    'the RPC already holds a transaction with this hash (sent before); poll getTransaction for its outcome instead of sending it again.',
  TRY_AGAIN_LATER:
    'Stellar Core did not queue it (its queue is full, or it holds another transaction of this source account); send it again after the next ledger.',
  ERROR:
    'Stellar Core rejected the transaction before applying it; nothing was charged or changed.',
}

const mono = (text: string) => <bdi className="font-mono break-all">{text}</bdi>
const stroops = (value: string) => `${value} stroops (${stroopsToAmount(value)} XLM)`

/**
 * The result and its fee. A sendTransaction ERROR was never applied, so the fee its result names
 * was not charged; a getTransaction result was applied, and its fee was.
 */
function resultFacts(
  resultXdr: string | null,
  feeCharged: string | null,
  Reason: ResultReason,
  applied: boolean,
): Fact[] {
  if (resultXdr === null) return []
  const fee =
    feeCharged === null
      ? []
      : applied
        ? [{ term: 'Fee charged', description: stroops(feeCharged) }]
        : [
            {
              term: 'Fee in the result',
              description: `${stroops(feeCharged)}: not charged, the transaction was not applied`,
            },
          ]
  return [{ term: 'Result', description: <Reason resultXdr={resultXdr} /> }, ...fee]
}

function SendView({ reading, Reason }: { reading: SendReading; Reason: ResultReason }) {
  const meaning = sendMeanings[reading.status] ?? ''
  return (
    <>
      <p className="text-lg">
        <strong>{reading.status}</strong>: {meaning}
      </p>
      <FactList
        label="sendTransaction answer"
        facts={[
          { term: 'Transaction hash', description: mono(reading.hash ?? 'not given') },
          { term: 'Latest ledger', description: reading.latestLedger ?? 'not given' },
          ...resultFacts(reading.errorResultXdr, reading.feeCharged, Reason, false),
          ...(reading.diagnosticEventCount > 0
            ? [{ term: 'Diagnostic events', description: String(reading.diagnosticEventCount) }]
            : []),
        ]}
      />
    </>
  )
}

function costFacts(reading: SimulationSuccess | SimulationFailure): Fact[] {
  return [
    { term: 'CPU instructions', description: reading.cpuInstructions ?? 'not given' },
    { term: 'Memory bytes', description: reading.memoryBytes ?? 'not given' },
    { term: 'Events', description: String(reading.eventCount) },
    { term: 'Latest ledger', description: reading.latestLedger ?? 'not given' },
  ]
}

function SimulationView({ reading }: { reading: SimulationSuccess | SimulationFailure }) {
  if (reading.kind === 'simulate-failure') {
    return (
      <>
        <p className="text-lg">
          <strong>Simulation failed</strong>: the call would fail; the RPC says why:
        </p>
        <pre className="max-h-64 overflow-auto rounded bg-slate-100 p-2 text-xs break-words whitespace-pre-wrap dark:bg-slate-800">
          <bdi>{reading.error}</bdi>
        </pre>
        <FactList label="Simulation" facts={costFacts(reading)} />
      </>
    )
  }
  const footprint = reading.footprint
  return (
    <>
      <p className="text-lg">
        <strong>Simulation succeeded</strong>
        {reading.restoreNeeded
          ? ': archived entries must be restored first (restorePreamble).'
          : '.'}
      </p>
      <FactList
        label="Simulation"
        facts={[
          {
            term: 'Minimum resource fee',
            description:
              reading.minResourceFee === null ? 'not given' : stroops(reading.minResourceFee),
          },
          { term: 'Return value', description: mono(reading.returnValue ?? 'none') },
          {
            term: 'Footprint',
            description:
              footprint === null
                ? 'no transactionData'
                : `${footprint.readOnly} read-only, ${footprint.readWrite} read-write entries; ${footprint.instructions} instructions reserved`,
          },
          { term: 'Authorizations', description: String(reading.authCount) },
          ...costFacts(reading),
        ]}
      />
    </>
  )
}

function TransactionView({
  reading,
  Reason,
}: {
  reading: TransactionReading
  Reason: ResultReason
}) {
  return (
    <>
      <p className="text-lg">
        <strong>{reading.status}</strong>
        {reading.format === 'json' ? ' (getTransaction, xdrFormat json)' : ' (getTransaction)'}
      </p>
      <FactList
        label="getTransaction answer"
        facts={[
          { term: 'Transaction hash', description: mono(reading.hash ?? 'not given') },
          { term: 'Ledger', description: reading.ledger ?? 'not given' },
          { term: 'Application order', description: reading.applicationOrder ?? 'not given' },
          { term: 'Fee bump', description: reading.feeBump ? 'yes' : 'no' },
          ...(reading.sourceAccount === null
            ? []
            : [{ term: 'Source account', description: mono(reading.sourceAccount) }]),
          ...(reading.fee === null ? [] : [{ term: 'Fee bid', description: stroops(reading.fee) }]),
          {
            term: 'Operations',
            description:
              reading.operations.length === 0 ? (
                'none shown'
              ) : (
                <ul>
                  {reading.operations.map((line, index) => (
                    <li key={index}>{mono(line)}</li>
                  ))}
                </ul>
              ),
          },
          ...(reading.resultCode !== null
            ? [{ term: 'Result', description: mono(reading.resultCode) }]
            : reading.resultXdr !== null
              ? resultFacts(reading.resultXdr, reading.feeCharged, Reason, true)
              : [{ term: 'Result', description: 'not in the answer' }]),
          { term: 'Events', description: String(reading.eventCount) },
          { term: 'RPC kept ledgers', description: reading.window },
        ]}
      />
    </>
  )
}

function LedgerEntriesView({ reading }: { reading: LedgerEntriesReading }) {
  return (
    <>
      <p className="text-lg">
        <strong>
          {reading.entries.length} ledger entr{reading.entries.length === 1 ? 'y' : 'ies'}
        </strong>{' '}
        (getLedgerEntries, latest ledger {reading.latestLedger ?? 'not given'})
      </p>
      <ul className="space-y-1">
        {reading.entries.map((entry, index) => (
          <li key={index}>
            {entry.type}: {mono(entry.summary)}
            {entry.lastModified === null ? '' : `, last changed in ledger ${entry.lastModified}`}
          </li>
        ))}
      </ul>
    </>
  )
}

function ReadingView({ reading, Reason }: { reading: AnswerReading; Reason: ResultReason }) {
  switch (reading.kind) {
    case 'send':
      return <SendView reading={reading} Reason={Reason} />
    case 'transaction':
      return <TransactionView reading={reading} Reason={Reason} />
    case 'ledger-entries':
      return <LedgerEntriesView reading={reading} />
    default:
      return <SimulationView reading={reading} />
  }
}

/** The reading of `text`, or why it cannot be read. */
export function RpcAnswerView({
  text,
  maxChars,
  Reason,
}: {
  text: string
  maxChars: number
  Reason: ResultReason
}) {
  let reading: AnswerReading
  try {
    reading = readRpcAnswer(text, maxChars)
  } catch (error) {
    return (
      <p
        role="alert"
        className="rounded border border-red-300 bg-red-50 p-2 dark:border-red-800 dark:bg-red-950"
      >
        {error instanceof Error ? error.message : 'The answer could not be read.'}
      </p>
    )
  }
  return (
    <section aria-label="What the answer says" className="space-y-2">
      <ReadingView reading={reading} Reason={Reason} />
    </section>
  )
}
