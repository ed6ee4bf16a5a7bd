import { useEffect, useRef, useState } from 'react'
import { copyText } from '@/ui/copy-text'

export interface CopyButtonProps {
  text: string
  /** Accessible name, e.g. "Copy account ID". */
  label: string
}

const copiedFeedbackMilliseconds = 1500

export function CopyButton({ text, label }: CopyButtonProps) {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle')
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => () => clearTimeout(resetTimer.current), [])

  async function handleClick() {
    const copied = await copyText(text)
    setStatus(copied ? 'copied' : 'failed')
    clearTimeout(resetTimer.current)
    resetTimer.current = setTimeout(() => setStatus('idle'), copiedFeedbackMilliseconds)
  }

  return (
    <span className="inline-flex items-center gap-1 align-middle">
      <button
        type="button"
        aria-label={label}
        title={label}
        onClick={() => void handleClick()}
        className="inline-flex h-6 w-6 items-center justify-center rounded text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 16 16"
          className="h-3.5 w-3.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <rect x="5" y="5" width="9" height="9" rx="1.5" />
          <path d="M11 5V3.5A1.5 1.5 0 0 0 9.5 2h-6A1.5 1.5 0 0 0 2 3.5v6A1.5 1.5 0 0 0 3.5 11H5" />
        </svg>
      </button>
      <span role="status" className="text-xs text-green-700 dark:text-green-400">
        {status === 'copied' ? 'Copied' : status === 'failed' ? 'Copy failed' : ''}
      </span>
    </span>
  )
}
