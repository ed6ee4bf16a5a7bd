import type { ReactNode } from 'react'
import type { OperationType } from '@/api/horizon-operation-types'
import type { Operation } from '@/api/horizon-types'
import { OperationFields } from '@/operations/operation-fields'
import { accountSentences } from '@/operations/sentences/account-sentences'
import { claimableBalanceSentences } from '@/operations/sentences/claimable-balance-sentences'
import { offerSentences } from '@/operations/sentences/offer-sentences'
import type { OperationSentenceTable } from '@/operations/sentences/operation-sentence-table'
import { optionsSentences } from '@/operations/sentences/options-sentences'
import { paymentSentences } from '@/operations/sentences/payment-sentences'
import { poolSentences } from '@/operations/sentences/pool-sentences'
import { sorobanSentences } from '@/operations/sentences/soroban-sentences'
import { sponsorshipSentences } from '@/operations/sentences/sponsorship-sentences'
import { trustSentences } from '@/operations/sentences/trust-sentences'
import { isRecord, readString, type UnknownRecord } from '@/ui/record-fields'
import { shortAccountLink } from '@/ui/account-id'
import { useExplorerHref } from '@/ui/explorer-href'
import { useAppLinkPlace } from '@/ui/app-link'
import { UnknownTypeSentence } from '@/ui/sentence-parts'
import { sentenceFromTable, type SentenceMood } from '@/ui/sentence-table'

export interface OperationSentenceProps {
  operation: Operation
  /** After "failed" when the transaction failed, e.g. ": underfunded" (see OperationFailureReason). */
  failureReason?: ReactNode
}

/** One sentence per operation type; typed as the full table so a type without one fails typecheck. */
const sentenceByType: OperationSentenceTable<OperationType> = {
  ...accountSentences,
  ...paymentSentences,
  ...offerSentences,
  ...trustSentences,
  ...optionsSentences,
  ...claimableBalanceSentences,
  ...sponsorshipSentences,
  ...poolSentences,
  ...sorobanSentences,
}

/**
 * Narrows on `type` only: every field the sentence reads is still checked as it is read. The
 * source account is built here with the sentence's own link context (`accountLink`), not as a
 * SentenceAccount: every operation row has one, and one component fewer per row.
 */
function describeOperation(
  operation: UnknownRecord,
  mood: SentenceMood,
  accountLink: (id: string | undefined) => ReactNode,
): ReactNode | null {
  const source = accountLink(
    readString(operation, 'source_account_muxed') ?? readString(operation, 'source_account'),
  )
  return sentenceFromTable(sentenceByType, operation, source, mood)
}

/** A human sentence for an operation of any of Horizon's 27 types (plus the pre-0.25 names). */
export function OperationSentence({ operation, failureReason }: OperationSentenceProps) {
  const href = useExplorerHref()
  const place = useAppLinkPlace()
  // A failed transaction applied none of its operations: the sentence says what was tried.
  const failed = isRecord(operation) && operation.transaction_successful === false
  const description = isRecord(operation)
    ? describeOperation(operation, failed ? 'attempted' : 'done', (id) =>
        shortAccountLink(id, href, place),
      )
    : null
  if (description === null) {
    return (
      <UnknownTypeSentence
        noun="Operation"
        record={operation}
        mark={failed ? <FailedMark reason={failureReason} /> : null}
      >
        <OperationFields operation={operation} />
      </UnknownTypeSentence>
    )
  }
  // No wrapper element: its parents (a table cell, a paragraph) are blocks, and a 200-row table
  // holds one element fewer per row. Most rows succeeded: their sentence is returned as it is,
  // without a fragment around it (one fiber fewer per row).
  if (!failed) return description
  return (
    <>
      {description}
      {failed ? <FailedMark reason={failureReason} /> : null}
    </>
  )
}

function FailedMark({ reason }: { reason: ReactNode }) {
  return (
    <span className="text-red-800 dark:text-red-200">
      {' ('}
      <span className="font-medium">failed</span>
      {reason})
    </span>
  )
}
