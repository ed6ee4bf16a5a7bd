// The built app is served with a Content-Security-Policy (scripts/static/static-headers.ts): the
// header is there, nothing in the app breaks it, and plain-http requests reach exactly the local
// Horizon and the custom Horizon the URL names; https: is open for SEP-1's stellar.toml and images.
import type { Page } from '@playwright/test'
import { test, expect } from '@playwright/test'
import { dataRows, heading } from './explorer-support.ts'
import { sandboxUrl } from './servers.ts'

/** The same sandbox under another origin: a custom Horizon the deployment does not configure. */
const customHorizon = sandboxUrl.replace('127.0.0.1', 'localhost')

/** Records every CSP violation the page reports. */
function watchViolations(page: Page): string[] {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  return violations
}

function directive(policy: string, name: string): string[] {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
  return found ? found.slice(1) : []
}

test('the app is served with a CSP and works under it on the local network', async ({ page }) => {
  const violations = watchViolations(page)
  const response = await page.goto('/local/ledgers')
  const policy = (await response?.headerValue('content-security-policy')) ?? ''
  expect(directive(policy, 'script-src')).toEqual(["'self'"])
  expect(directive(policy, 'connect-src')).toContain(sandboxUrl)
  expect(directive(policy, 'connect-src')).not.toContain(customHorizon)
  expect(policy).not.toContain('unsafe-inline')
  await expect(dataRows(page.getByRole('table', { name: 'Ledgers' }))).toHaveCount(10)
  await page.goto('/local')
  await expect(heading(page, 'Local network')).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Latest ledgers' }).getByRole('table'),
  ).toBeVisible()
  expect(violations).toEqual([])
})

test('a custom Horizon named in the URL is allowed, and the switcher loads the page anew', async ({
  page,
}) => {
  const violations = watchViolations(page)
  const response = await page.goto(`/custom/ledgers?horizon=${encodeURIComponent(customHorizon)}`)
  const policy = (await response?.headerValue('content-security-policy')) ?? ''
  expect(directive(policy, 'connect-src')).toContain(customHorizon)
  await expect(dataRows(page.getByRole('table', { name: 'Ledgers' }))).toHaveCount(10)

  // From the local network to a Horizon its policy does not name: a new document, a new policy.
  await page.goto('/local')
  await expect(heading(page, 'Local network')).toBeVisible()
  const documentLoad = page.waitForResponse(
    (answer) => answer.request().resourceType() === 'document',
  )
  await page.getByRole('combobox', { name: 'Network' }).selectOption('custom')
  await page.getByRole('textbox', { name: 'Custom Horizon URL' }).fill(customHorizon)
  await page.getByRole('button', { name: 'Use', exact: true }).click()
  const switched = await documentLoad
  expect(
    directive((await switched.headerValue('content-security-policy')) ?? '', 'connect-src'),
  ).toContain(customHorizon)
  await expect(heading(page, `${new URL(customHorizon).host} network`)).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Latest ledgers' }).getByRole('table'),
  ).toBeVisible()
  expect(violations).toEqual([])
})

test('SEP-1 under the policy: the stellar.toml and its image load, plain http elsewhere stays blocked', async ({
  page,
  request,
}) => {
  const violations = watchViolations(page)
  const assets = (await (await request.get(`${sandboxUrl}/assets?asset_code=USD`)).json()) as {
    _embedded: { records: { asset_issuer: string }[] }
  }
  const issuer = assets._embedded.records[0]?.asset_issuer ?? ''
  const response = await page.goto(`/local/assets/USD-${issuer}`)
  const policy = (await response?.headerValue('content-security-policy')) ?? ''
  expect(directive(policy, 'connect-src')).toContain('https:')
  expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'https:', sandboxUrl])
  expect(directive(policy, 'script-src')).toEqual(["'self'"])
  const section = page.getByRole('region', { name: 'Who issued this asset (stellar.toml)' })
  await expect(section.getByText('✓ usd.example')).toBeVisible()
  await expect
    .poll(() =>
      section.getByRole('img').evaluate((element) => (element as HTMLImageElement).naturalWidth),
    )
    .toBeGreaterThan(0)
  expect(violations).toEqual([])

  // The same sandbox under an http origin the policy does not name: still refused.
  const refused = await page.evaluate(
    (url) =>
      fetch(url).then(
        () => 'fetched',
        () => 'refused',
      ),
    `${customHorizon}/`,
  )
  expect(refused).toBe('refused')
  await expect.poll(() => violations.length).toBeGreaterThan(0)
})
