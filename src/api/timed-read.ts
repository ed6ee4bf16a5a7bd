// Time limits shared by the explorer's clients of untrusted servers (Horizon, Stellar RPC): a
// promise that must settle in time, and a body read that gives up when the server goes silent,
// takes too long in all, or sends more than the client will hold.

/** Resolves with `promise`, or rejects with `onTimeout()` after `ms` (then runs `cancel`). */
export function within<T>(
  promise: Promise<T>,
  ms: number,
  onTimeout: () => Error,
  cancel?: () => void,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      // Reject first: cancelling a reader resolves its pending read, which would win the race.
      reject(onTimeout())
      cancel?.()
    }, ms)
  })
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer))
}

export interface BodyLimits {
  /** The longest pause allowed between two chunks. */
  idleMs: number
  /** When the whole body must have come (epoch ms). */
  deadline: number
  /** The error for a body that stopped after `characters` characters. */
  stalled: (characters: number) => Error
  /** The most characters read, and the error past it; no cap without it. */
  cap?: { maxChars: number; tooLarge: () => Error }
}

/**
 * Reads the body as text within `limits`; giving up cancels the reader, which drops the
 * connection.
 */
export async function readBodyWithin(response: Response, limits: BodyLimits): Promise<string> {
  if (response.body === null) return response.text()
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  const drop = () => void reader.cancel().catch(() => undefined)
  let text = ''
  for (;;) {
    const waitMs = Math.min(limits.idleMs, Math.max(0, limits.deadline - Date.now()))
    const chunk = await within(reader.read(), waitMs, () => limits.stalled(text.length), drop)
    if (chunk.done) return text + decoder.decode()
    text += decoder.decode(chunk.value, { stream: true })
    if (limits.cap && text.length > limits.cap.maxChars) {
      drop()
      throw limits.cap.tooLarge()
    }
  }
}
