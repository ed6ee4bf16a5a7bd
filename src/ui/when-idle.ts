import { useEffect, useState } from 'react'

/**
 * Runs `callback` once the browser is idle after the current work (the first paint on a cold
 * load): code the first page does not need loads then, not before it. Returns a cancel function.
 */
export function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 2_000 })
    return () => window.cancelIdleCallback(handle)
  }
  const timer = window.setTimeout(callback, 200)
  return () => window.clearTimeout(timer)
}

/** False until the browser has been idle once after this component mounted. */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => whenIdle(() => setIdle(true)), [])
  return idle
}
