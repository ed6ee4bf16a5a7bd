import { lazy, Suspense, useEffect, useState } from 'react'
import { isTypingTarget } from '@/ui/keyboard'

const ShortcutsDialog = lazy(() =>
  import('@/app/shortcut-list').then((module) => ({ default: module.ShortcutsDialog })),
)

/** `?` opens the list of every key (loaded on first use); Esc or Close closes it. */
export function ShortcutsOverlay() {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key !== '?' || event.ctrlKey || event.metaKey || event.altKey) return
      if (event.defaultPrevented || isTypingTarget(event.target)) return
      event.preventDefault()
      setOpen(true)
    }
    window.addEventListener('keydown', handleKeyDown)
    return () => window.removeEventListener('keydown', handleKeyDown)
  }, [])
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <ShortcutsDialog onClose={() => setOpen(false)} />
    </Suspense>
  )
}
