import { lazy, Suspense, useEffect, useState } from 'react'
import type { JsonBodyProps } from '@/ui/json-body'
import { JsonDetails } from '@/ui/json-details'
import { whenIdle } from '@/ui/when-idle'

const loadJsonBody = () => import('@/ui/json-body')
const JsonBody = lazy(() => loadJsonBody().then((module) => ({ default: module.JsonBody })))

/**
 * A JsonView that starts collapsed and builds its JSON (text and copy button) only while it is
 * open. Its code loads once the browser is idle after the first paint, so opening it does not
 * wait. A closed view of a 200-record page used to stringify the page on every page change: about
 * 10 ms of an Older click, for text nobody had opened.
 */
export function DeferredJsonView({ value, label }: JsonBodyProps) {
  const [open, setOpen] = useState(false)
  useEffect(() => whenIdle(() => void loadJsonBody()), [])
  return (
    <JsonDetails label={label} onToggle={(event) => setOpen(event.currentTarget.open)}>
      {open ? (
        <Suspense fallback={null}>
          <JsonBody value={value} label={label} />
        </Suspense>
      ) : null}
    </JsonDetails>
  )
}
