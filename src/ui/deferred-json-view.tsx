import { lazy, Suspense, useState } from 'react'
import type { JsonBodyProps } from '@/ui/json-body'
import { JsonDetails } from '@/ui/json-details'
import { useIdle } from '@/ui/when-idle'

const JsonBody = lazy(() =>
  import('@/ui/json-body').then((module) => ({ default: module.JsonBody })),
)

/**
 * A JsonView whose JSON (text, copy button and their code) comes once the browser is idle after
 * the first paint, or when it is opened first: it starts collapsed, so the page looks the same.
 */
export function DeferredJsonView({ value, label }: JsonBodyProps) {
  const idle = useIdle()
  const [opened, setOpened] = useState(false)
  return (
    <JsonDetails label={label} onToggle={(event) => setOpened(opened || event.currentTarget.open)}>
      {idle || opened ? (
        <Suspense fallback={null}>
          <JsonBody value={value} label={label} />
        </Suspense>
      ) : null}
    </JsonDetails>
  )
}
