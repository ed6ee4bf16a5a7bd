import { useEffect } from 'react'

/** Keys typed into a field belong to the field, not to page shortcuts. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  )
}

/** Calls the handlers on ←/→ unless the user is typing or holding a modifier. */
export function useArrowKeys(onLeft: (() => void) | null, onRight: (() => void) | null): void {
  useEffect(() => {
    if (!onLeft && !onRight) return
    function handleKeyDown(event: KeyboardEvent) {
      if (
        event.defaultPrevented ||
        event.altKey ||
        event.ctrlKey ||
        event.metaKey ||
        event.shiftKey
      )
        return
      if (isTypingTarget(event.target)) return
      if (event.key === 'ArrowLeft' && onLeft) {
        event.preventDefault()
        onLeft()
      } else if (event.key === 'ArrowRight' && onRight) {
        event.preventDefault()
        onRight()
      }
    }
    window.addEventListener('keydown', handleKeyDown)
    return () => window.removeEventListener('keydown', handleKeyDown)
  }, [onLeft, onRight])
}
