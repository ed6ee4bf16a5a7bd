// Each kind of failure gets its own message, checked against what the sandbox really answers.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Keypair } from '@stellar/stellar-sdk'
import { test, expect } from './fixtures.ts'
import { sandboxUrl } from './servers.ts'
import { heading } from './explorer-support.ts'

interface Problem {
  status: number
  extras?: { invalid_field?: string; reason?: string }
}

test('an invalid id or paging parameter names the field and Horizon’s reason', async ({
  page,
  request,
}) => {
  const cases = [
    { app: '/local/ledgers/abc', horizon: '/ledgers/abc', field: 'ledger_id' },
    { app: '/local/accounts/GABC', horizon: '/accounts/GABC', field: 'account_id' },
    { app: '/local/transactions/xyz', horizon: '/transactions/xyz', field: 'tx_id' },
    { app: '/local/operations/abc', horizon: '/operations/abc', field: 'id' },
    { app: '/local/ledgers?cursor=abc', horizon: '/ledgers?cursor=abc', field: 'cursor' },
  ]
  for (const check of cases) {
    const response = await request.get(`${sandboxUrl}${check.horizon}`)
    expect(response.status(), check.horizon).toBe(400)
    const problem = (await response.json()) as Problem
    expect(problem.extras?.invalid_field).toBe(check.field)
    const reason = problem.extras?.reason ?? ''
    expect(reason).not.toBe('')

    await page.goto(check.app)
    const alert = page.getByRole('alert')
    await expect(alert.getByRole('heading', { name: 'Invalid request' })).toBeVisible()
    await expect(alert).toContainText(`Horizon rejected the ${check.field} parameter: ${reason}`)
    await expect(alert.getByRole('link', { name: `${sandboxUrl}${check.horizon}` })).toBeVisible()
  }
})

test('a well-formed id the network does not have is "not found on this network"', async ({
  page,
  request,
  sandbox,
}) => {
  const missingLedger = (await sandbox.latestLedger()) + 100_000
  const cases = [
    { path: `/ledgers/${missingLedger}`, subject: 'ledger' },
    { path: `/transactions/${'0'.repeat(64)}`, subject: 'transaction' },
    { path: `/accounts/${Keypair.random().publicKey()}`, subject: 'account' },
    { path: `/operations/${(BigInt(missingLedger) << 32n) + 4097n}`, subject: 'operation' },
  ]
  for (const check of cases) {
    expect((await request.get(`${sandboxUrl}${check.path}`)).status(), check.path).toBe(404)
    await page.goto(`/local${check.path}`)
    const alert = page.getByRole('alert')
    await expect(alert.getByRole('heading', { name: 'Not found' })).toBeVisible()
    await expect(alert).toContainText(`There is no such ${check.subject} on local.`)
  }
})

test('a page before the history this Horizon keeps is a 410, not "not found"', async ({
  page,
  request,
}) => {
  // TOID(elder = 1, 0, 0) = 1 << 32: desc from there (or below) is before the recorded history.
  for (const cursor of ['1', String(1n << 32n)]) {
    const horizonPath = `/ledgers?order=desc&cursor=${cursor}`
    expect((await request.get(`${sandboxUrl}${horizonPath}`)).status()).toBe(410)
    await page.goto(`/local${horizonPath}`)
    const alert = page.getByRole('alert')
    await expect(
      alert.getByRole('heading', { name: "Outside this Horizon's history" }),
    ).toBeVisible()
    await expect(alert).toContainText('does not keep data that old (HTTP 410)')
  }
})

test('an unreachable Horizon says so and offers a retry that really asks again', async ({
  page,
}) => {
  // Port 9 (discard) is closed on this machine: connections are refused at once.
  const deadHorizon = 'http://127.0.0.1:9'
  const attempts: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(deadHorizon)) attempts.push(request.url())
  })
  await page.goto(`/custom/ledgers?horizon=${encodeURIComponent(deadHorizon)}`)
  const alert = page.getByRole('alert')
  await expect(alert.getByRole('heading', { name: 'Horizon unreachable' })).toBeVisible({
    timeout: 15_000,
  })
  await expect(alert).toContainText(`Could not reach Horizon at ${deadHorizon}`)
  await expect(page.getByText('Horizon root not reachable')).toBeVisible()

  const listAttempts = () => attempts.filter((url) => url.includes('/ledgers')).length
  const before = listAttempts()
  expect(before).toBeGreaterThan(0)
  await alert.getByRole('button', { name: 'Retry' }).click()
  await expect.poll(listAttempts, { timeout: 15_000 }).toBeGreaterThan(before)
  await expect(alert.getByRole('heading', { name: 'Horizon unreachable' })).toBeVisible({
    timeout: 15_000,
  })
  await expect(alert.getByRole('button', { name: 'Retry' })).toBeEnabled({ timeout: 15_000 })
})

test('unknown networks and unknown pages are explained', async ({ page }) => {
  await page.goto('/mars/ledgers')
  await expect(page.getByRole('alert')).toContainText('Unknown network "mars"')
  await page.getByRole('link', { name: 'Go to the default network' }).click()
  await expect(page).toHaveURL(/\/local$/)

  await page.goto('/custom/ledgers')
  await expect(page.getByRole('alert')).toContainText('needs a Horizon URL')

  await page.goto('/local/no-such-page')
  await expect(heading(page, 'Page not found')).toBeVisible()
})

/**
 * The sandbox has no rate limiter, so a real 429 needs a Horizon that sends one: this stub answers
 * the first /ledgers request with Horizon's 429 problem (Retry-After: 1) and forwards everything
 * else to the sandbox. It is a real HTTP server on 127.0.0.1, not a route mock in the browser.
 * It exposes Retry-After to scripts; Horizon's CORS (like the sandbox's) exposes only
 * `Date, Latest-Ledger`, so against a real Horizon the page falls back to its 10 s default.
 */
async function startRateLimitingHorizon(): Promise<{ url: string; server: Server }> {
  let limited = false
  const server = createServer((incoming, outgoing) => {
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Expose-Headers': 'Retry-After',
    }
    if (!limited && (incoming.url ?? '').startsWith('/ledgers')) {
      limited = true
      outgoing.writeHead(429, {
        ...cors,
        'Content-Type': 'application/problem+json; charset=utf-8',
        'Retry-After': '1',
      })
      outgoing.end(
        JSON.stringify({
          type: 'https://stellar.org/horizon-errors/rate_limit_exceeded',
          title: 'Rate Limit Exceeded',
          status: 429,
        }),
      )
      return
    }
    void fetch(`${sandboxUrl}${incoming.url ?? '/'}`, {
      headers: { Accept: incoming.headers.accept ?? 'application/json' },
    })
      .then(async (response) => {
        outgoing.writeHead(response.status, {
          ...cors,
          'Content-Type': response.headers.get('content-type') ?? 'application/json',
        })
        outgoing.end(await response.text())
      })
      .catch(() => {
        outgoing.writeHead(502, cors)
        outgoing.end()
      })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, server }
}

test('rate limited (429): the page counts down Retry-After and then loads by itself', async ({
  page,
}) => {
  const { url, server } = await startRateLimitingHorizon()
  try {
    await page.goto(`/custom/ledgers?horizon=${encodeURIComponent(url)}&order=asc`)
    const alert = page.getByRole('alert')
    await expect(alert.getByRole('heading', { name: 'Rate limited' })).toBeVisible()
    await expect(alert).toContainText('HTTP 429')
    await expect(alert.getByRole('status')).toHaveText(/Retrying/)
    // After the countdown the page asks again and shows the first ledgers.
    await expect(heading(page, 'Ledgers')).toBeVisible({ timeout: 10_000 })
    await expect(
      page.getByRole('table', { name: 'Ledgers' }).getByRole('link', { name: '1', exact: true }),
    ).toBeVisible()
  } finally {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})
