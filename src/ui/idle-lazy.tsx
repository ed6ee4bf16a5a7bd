import { lazy, Suspense } from 'react'
import type { ComponentType, ReactNode } from 'react'
import { useIdle } from '@/ui/when-idle'

/**
 * A component whose code loads once the browser is idle after the first paint, for parts of a
 * page the first paint can do without (a form under the list, the header's Horizon details).
 * Until it is there, `placeholder` holds its place.
 */
export function idleLazy<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  placeholder: (props: Props) => ReactNode = () => null,
): ComponentType<Props> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })))
  function IdleLazy(props: Props) {
    const idle = useIdle()
    if (!idle) return placeholder(props)
    return (
      <Suspense fallback={placeholder(props)}>
        <Lazy {...props} />
      </Suspense>
    )
  }
  return IdleLazy
}
