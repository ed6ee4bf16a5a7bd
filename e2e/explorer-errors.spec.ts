// Each kind of failure gets its own message, checked against what the sandbox really answers.
import { Keypair } from '@stellar/stellar-sdk'
import { test, expect } from './fixtures.ts'
import { sandboxUrl } from './servers.ts'
import { heading } from './explorer-support.ts'
import { makeTempDir, startSandboxProcess, stopSandboxProcess } from './live-support.ts'

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
  // A ledger past the latest reads "not closed yet" (e2e/dead-ends.spec.ts); ids of other kinds
  // are simply unknown to the network.
  const missingLedger = (await sandbox.latestLedger()) + 100_000
  const cases = [
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
 * A real 429 from our own sandbox, started with Horizon's rate limiter: one request every 10 s with
 * a burst of 2 (so 3 at once). The test spends those tokens itself, then opens the page. Horizon's
 * CORS (like the sandbox's) exposes only `Date, Latest-Ledger`, so the page cannot read Retry-After
 * and counts down its 10 s default, after which a token is free again.
 */
test('rate limited (429): the page counts down and then loads by itself', async ({ page }) => {
  test.setTimeout(90_000)
  const directory = makeTempDir()
  const sandbox = await startSandboxProcess({
    port: 0,
    dbPath: `${directory.path}/sandbox.sqlite`,
    seed: 3,
    history: 5,
    extraArgs: ['--per-hour-rate-limit', '360', '--rate-limit-burst', '2'],
  })
  try {
    let status = 0
    for (let attempt = 0; attempt < 5 && status !== 429; attempt += 1) {
      status = (await fetch(`${sandbox.url}/`)).status
    }
    expect(status, 'the sandbox limits after its burst').toBe(429)

    const limitedAnswer = page.waitForResponse(
      (response) =>
        response.url().startsWith(`${sandbox.url}/ledgers`) && response.status() === 429,
    )
    await page.goto(`/custom/ledgers?horizon=${encodeURIComponent(sandbox.url)}&order=asc`)
    await limitedAnswer
    const alert = page.getByRole('alert')
    await expect(alert.getByRole('heading', { name: 'Rate limited' })).toBeVisible()
    await expect(alert).toContainText('HTTP 429')
    await expect(alert.getByRole('status')).toHaveText(/Retrying/)
    // After the countdown the page asks again and shows the first ledgers.
    await expect(heading(page, 'Ledgers')).toBeVisible({ timeout: 30_000 })
    await expect(
      page.getByRole('table', { name: 'Ledgers' }).getByRole('link', { name: '1', exact: true }),
    ).toBeVisible()
  } finally {
    await stopSandboxProcess(sandbox.child)
    directory.remove()
  }
})
