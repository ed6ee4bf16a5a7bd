// Test-only.
import { afterAll } from 'vitest'

// The app loads parts of its shell and pages once the browser is idle (ui/when-idle.ts). A test
// file that ends while one of those imports is still loading would have it land after Vitest has
// torn the environment down: an unhandled EnvironmentTeardownError that fails the whole run (seen
// in CI on spendable-xlm.test.tsx). So a file that renders the app waits for them before it ends;
// an import already under way is the same promise, one not yet started loads now.
export function awaitIdleLoadsBeforeTeardown(): void {
  afterAll(async () => {
    await Promise.all([
      import('@/transactions/operation-failure-reason'),
      import('@/app/background-error-notice'),
      import('@/app/row-keyboard'),
      import('@/resource-routes/jump-to-date'),
      import('@/resource-routes/history-export'),
      import('@/accounts/payment-finder'),
      import('@/ui/json-body'),
    ])
  })
}
