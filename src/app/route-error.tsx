import { useRouteError } from 'react-router'
import { alertClassName, ErrorContent } from '@/resource-routes/route-error-content'

/** Renders any route failure inside the app shell, with a distinct message per kind of error. */
export function RouteError() {
  const error = useRouteError()
  return (
    <section role="alert" className={`${alertClassName} [&_h1]:text-xl [&_h1]:font-semibold`}>
      <ErrorContent error={error} placement="page" />
    </section>
  )
}
