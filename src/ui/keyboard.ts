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

/** Calls the handlers on ←/→ (a list's pages) unless the user is typing or holding a modifier. */
export function useArrowKeys(onLeft: (() => void) | null, onRight: (() => void) | null): void {
  useKeyPair('ArrowLeft', 'ArrowRight', onLeft, onRight)
}

/** Calls the handlers on [ / ] (a record's neighbours, e.g. the previous and next ledger). */
export function useBracketKeys(onLeft: (() => void) | null, onRight: (() => void) | null): void {
  useKeyPair('[', ']', onLeft, onRight)
}

function useKeyPair(
  leftKey: string,
  rightKey: string,
  onLeft: (() => void) | null,
  onRight: (() => void) | null,
): void {
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
      if (event.key === leftKey && onLeft) {
        event.preventDefault()
        onLeft()
      } else if (event.key === rightKey && onRight) {
        event.preventDefault()
        onRight()
      }
    }
    window.addEventListener('keydown', handleKeyDown)
    return () => window.removeEventListener('keydown', handleKeyDown)
  }, [leftKey, rightKey, onLeft, onRight])
}
