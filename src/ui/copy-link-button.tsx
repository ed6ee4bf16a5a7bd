import { useEffect, useRef, useState } from 'react'
import { copyText } from '@/ui/copy-text'

const feedbackMilliseconds = 1500

/** Copies the page's own address: the URL is the state, so the link shows the same records. */
export function CopyLinkButton({ className }: { className?: string }) {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle')
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(resetTimer.current), [])

  async function copyLink() {
    const copied = await copyText(window.location.href)
    setStatus(copied ? 'copied' : 'failed')
    clearTimeout(resetTimer.current)
    resetTimer.current = setTimeout(() => setStatus('idle'), feedbackMilliseconds)
  }

  return (
    <span className="inline-flex items-center gap-1">
      <button type="button" data-copy-link="" className={className} onClick={() => void copyLink()}>
        Copy link
      </button>
      <span role="status" className="text-xs text-green-700 dark:text-green-400">
        {status === 'copied' ? 'Link copied' : status === 'failed' ? 'Copy failed' : ''}
      </span>
    </span>
  )
}
