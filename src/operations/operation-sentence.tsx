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
import { SentenceAccount as Account } from '@/ui/sentence-parts'
import { sentenceFromTable } from '@/ui/sentence-table'

export interface OperationSentenceProps {
  operation: Operation
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

/** Narrows on `type` only: every field the sentence reads is still checked as it is read. */
function describeOperation(operation: UnknownRecord): ReactNode | null {
  const source = (
    <Account
      id={readString(operation, 'source_account_muxed') ?? readString(operation, 'source_account')}
    />
  )
  return sentenceFromTable(sentenceByType, operation, source)
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
