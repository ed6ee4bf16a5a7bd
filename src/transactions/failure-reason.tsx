import { lazy, Suspense } from 'react'
import type { FailureReasonTextProps } from '@/transactions/failure-reason-text'

function ReasonUnavailable({ variant }: FailureReasonTextProps) {
  return variant === 'page' ? (
    <p className="text-sm">The result decoder could not be loaded, so the reason is not shown.</p>
  ) : null
}

// The decoder is its own chunk (it pulls in the SDK's XDR codec); if it cannot be loaded the
// status still reads "Failed", with a note on the page instead of an error.
const FailureReasonText = lazy(() =>
  import('@/transactions/failure-reason-text').then(
    (module) => ({ default: module.FailureReasonText }),
    () => ({ default: ReasonUnavailable }),
  ),
)

/** Why a transaction (or one of its operations) failed, in words, from its result_xdr. */
export function FailureReason(props: FailureReasonTextProps) {
  return (
    <Suspense
      fallback={props.variant === 'page' ? <p role="status">Reading why it failed…</p> : null}
    >
      <FailureReasonText {...props} />
    </Suspense>
  )
}
