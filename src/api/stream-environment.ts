// Where a stream manager learns whether the page is hidden or offline; tests pass their own.
export interface StreamEnvironment {
  isHidden(): boolean
  isOnline(): boolean
  /** Fires 'visibilitychange'. */
  visibilityTarget: EventTarget | null
  /** Fires 'online' and 'offline'. */
  connectivityTarget: EventTarget | null
}

export function browserEnvironment(): StreamEnvironment {
  const hasDocument = typeof document !== 'undefined'
  const hasWindow = typeof window !== 'undefined'
  return {
    isHidden: () => hasDocument && document.visibilityState === 'hidden',
    isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
    visibilityTarget: hasDocument ? document : null,
    connectivityTarget: hasWindow ? window : null,
  }
}
