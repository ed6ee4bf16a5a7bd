// Loaded lazily (failure-reason.tsx): decoding result_xdr needs the SDK's XDR codec, which no page
// should download until a failed transaction is on screen.
import { decodeResultCodes } from '@/transactions/decode-result-codes'
import type { FailureExplanation } from '@/transactions/failure-explanation'
import { explainFailure, operationFailure, shortCode } from '@/transactions/failure-explanation'
import type { ResultCodeText } from '@/transactions/result-codes'

export type FailureReasonVariant = 'page' | 'row' | 'inline'

export interface FailureReasonTextProps {
  /** The transaction's result_xdr, untrusted. */
  resultXdr: unknown
  /** page: every detail; row: the code, with the sentence as its name; inline: ": underfunded". */
  variant: FailureReasonVariant
  /** Set for one operation of the transaction: its own reason comes first. */
  operationIndex?: number
  /** The record is a fee bump: say whether the transaction inside it failed. */
  feeBump?: boolean
}

type Reading = { explanation: FailureExplanation | undefined } | 'unreadable'

// Rows re-render with every live update; result XDR never changes, so decode each one once.
const readings = new Map<string, Reading>()
const maxReadings = 500

function readResult(resultXdr: unknown): Reading {
  if (typeof resultXdr !== 'string' || resultXdr === '') return 'unreadable'
  const known = readings.get(resultXdr)
  if (known) return known
  let reading: Reading
  try {
    reading = { explanation: explainFailure(decodeResultCodes(resultXdr)) }
  } catch {
    reading = 'unreadable'
  }
  if (readings.size >= maxReadings) readings.clear()
  readings.set(resultXdr, reading)
  return reading
}

function mainReason(
  explanation: FailureExplanation,
  operationIndex: number | undefined,
): { text: ResultCodeText; position?: string } {
  if (operationIndex === undefined)
    return { text: explanation.main, position: explanation.mainPosition }
  return { text: operationFailure(explanation, operationIndex) }
}

function fullSentence(text: ResultCodeText, position: string | undefined): string {
  return `Failed: ${text.code} — ${text.sentence}${position ? ` (${position})` : ''}`
}

// The main line above already says why (the inner transaction's reason): the note only says who
// paid, naming the inner code without its sentence again.
function FeeBumpNote({ explanation }: { explanation: FailureExplanation }) {
  const inner = explanation.inner
  return (
    <p>
      Fee bump:{' '}
      {inner
        ? `the wrapper paid the fee, and the transaction inside it failed with ${inner.code}.`
        : `the fee-bump wrapper itself failed (${explanation.transaction.code}), so the inner transaction never ran.`}
    </p>
  )
}

function PageReason({
  explanation,
  operationIndex,
  feeBump,
}: {
  explanation: FailureExplanation
  operationIndex?: number
  feeBump?: boolean
}) {
  const { text, position } = mainReason(explanation, operationIndex)
  const others =
    operationIndex === undefined ? explanation.failingOperations.slice(1) : ([] as const)
  return (
    <div className="space-y-1 text-sm">
      <p className="font-medium text-red-800 dark:text-red-200">{fullSentence(text, position)}</p>
      {others.map((failure) => (
        <p key={failure.index}>
          Also failed: operation {failure.index + 1}: {failure.text.code} — {failure.text.sentence}
        </p>
      ))}
      {feeBump ? <FeeBumpNote explanation={explanation} /> : null}
      {/* A failed fee bump's own code says what the note just said; a transaction-level failure
          (tx_bad_seq …) is the main line already. */}
      {(feeBump && explanation.inner) || text.code === explanation.transaction.code ? null : (
        <p className="text-slate-600 dark:text-slate-400">
          Transaction result: {explanation.transaction.code} — {explanation.transaction.sentence}
        </p>
      )}
    </div>
  )
}

export function FailureReasonText({
  resultXdr,
  variant,
  operationIndex,
  feeBump,
}: FailureReasonTextProps) {
  const reading = readResult(resultXdr)
  if (reading === 'unreadable') {
    return variant === 'page' ? (
      <p className="text-sm">The result XDR could not be read, so the reason is unknown.</p>
    ) : null
  }
  const { explanation } = reading
  if (explanation === undefined) {
    return variant === 'page' ? (
      <p className="text-sm">Its result XDR reports success, so it gives no reason.</p>
    ) : null
  }
  if (variant === 'page') {
    return (
      <PageReason explanation={explanation} operationIndex={operationIndex} feeBump={feeBump} />
    )
  }
  const { text, position } = mainReason(explanation, operationIndex)
  const full = fullSentence(text, position)
  if (variant === 'inline') return <span title={full}>: {shortCode(text.code)}</span>
  // The code fits a row; the sentence is on hover and read out by screen readers after the code.
  return (
    <span className="text-xs text-red-800 dark:text-red-200">
      {' '}
      <abbr title={full} className="font-mono no-underline">
        {text.code}
      </abbr>
      <span className="sr-only">{` — ${text.sentence}${position ? ` (${position})` : ''}`}</span>
    </span>
  )
}
