import { test as base, expect, type APIRequestContext } from '@playwright/test'
import { sandboxUrl } from './servers.ts'

/** Talks to the e2e sandbox (started by playwright.config.ts with --close-interval manual --control). */
export interface SandboxControl {
  url: string
  /** Closes `count` ledgers now and returns their sequences. */
  closeLedgers(count?: number): Promise<number[]>
  latestLedger(): Promise<number>
  getJson<T>(path: string): Promise<T>
}

function sandboxControl(request: APIRequestContext, url: string): SandboxControl {
  return {
    url,
    async closeLedgers(count = 1) {
      const response = await request.post(`${url}/_sandbox/close?count=${count}`)
      expect(response.status()).toBe(200)
      // server/http/request-pipeline.ts answers `{ "closed": [seq, …] }`.
      const body = (await response.json()) as { closed: number[] }
      return body.closed
    },
    async latestLedger() {
      const response = await request.get(`${url}/`)
      const root = (await response.json()) as { history_latest_ledger: number }
      return root.history_latest_ledger
    },
    async getJson<T>(path: string) {
      const response = await request.get(`${url}${path}`)
      expect(response.ok(), `${path} answered ${response.status()}`).toBe(true)
      return (await response.json()) as T
    },
  }
}

export const test = base.extend<{ sandbox: SandboxControl }>({
  sandbox: async ({ request }, use) => {
    await use(sandboxControl(request, sandboxUrl))
  },
})

export { expect }
