// Loaded lazily with read-rpc-answer.ts (the SDK's XDR codec): a pasted JSON-RPC answer in plain
// words. Every string shown came from the pasted text: it is React text, clipped, never a link.
import type { ReactNode } from 'react'
import type { Fact } from '@/resource-routes/detail-parts'
import { FactList } from '@/resource-routes/detail-parts'
import { readRpcAnswer } from '@/rpc-server/read-rpc-answer'
import type {
  AnswerReading,
  LedgerEntriesReading,
  ResultCodes,
  SendReading,
  SimulationFailure,
  SimulationSuccess,
  TransactionReading,
} from '@/rpc-server/rpc-answer-types'
import { stroopsToAmount } from '@/ui/format-amount'

/** A result code in Horizon's words (transactions/result-codes.ts, handed in by the page). */
export interface ResultCodeWords {
  code: string
  sentence: string
}

export interface ResultWords {
  transaction: (member: string) => ResultCodeWords | undefined
  operation: (member: string) => ResultCodeWords | undefined
}

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

function codeText(member: string, words: ResultCodeWords | undefined): ReactNode {
  return words === undefined ? (
    mono(member)
  ) : (
    <>
      {mono(words.code)}: {words.sentence}
    </>
  )
}

function resultFacts(codes: ResultCodes, words: ResultWords, format: 'base64' | 'json'): Fact[] {
  return [
    {
      term: 'Result',
      description:
        format === 'json'
          ? mono(codes.transaction)
          : codeText(codes.transaction, words.transaction(codes.transaction)),
    },
    ...(codes.innerTransaction === null
      ? []
      : [
          {
            term: 'Inner transaction',
            description: codeText(
              codes.innerTransaction,
              words.transaction(codes.innerTransaction),
            ),
          },
        ]),
    ...codes.operations.map((member, index) => ({
      term: `Operation ${index + 1}`,
      description: codeText(member, words.operation(member)),
    })),
    ...(codes.feeCharged === ''
      ? []
      : [{ term: 'Fee charged', description: stroops(codes.feeCharged) }]),
  ]
}

function SendView({ reading, words }: { reading: SendReading; words: ResultWords }) {
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
          ...(reading.errorCodes === null ? [] : resultFacts(reading.errorCodes, words, 'base64')),
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

function TransactionView({ reading, words }: { reading: TransactionReading; words: ResultWords }) {
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
          ...(reading.resultCodes === null
            ? [{ term: 'Result', description: 'not in the answer' }]
            : resultFacts(reading.resultCodes, words, reading.format)),
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

function ReadingView({ reading, words }: { reading: AnswerReading; words: ResultWords }) {
  switch (reading.kind) {
    case 'send':
      return <SendView reading={reading} words={words} />
    case 'transaction':
      return <TransactionView reading={reading} words={words} />
    case 'ledger-entries':
      return <LedgerEntriesView reading={reading} />
    default:
      return <SimulationView reading={reading} />
  }
}

/** The reading of `text`, or why it cannot be read. */
export function RpcAnswerView({ text, words }: { text: string; words: ResultWords }) {
  let reading: AnswerReading
  try {
    reading = readRpcAnswer(text)
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
      <ReadingView reading={reading} words={words} />
    </section>
  )
}
