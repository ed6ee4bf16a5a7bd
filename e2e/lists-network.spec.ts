// Switching network keeps your place; a URL that is not a Horizon is named as such.
import { test, expect } from './fixtures.ts'
import { appUrl, sandboxUrl } from './servers.ts'
import { waitForHorizon } from './live-support.ts'

test.beforeEach(async () => {
  await waitForHorizon(sandboxUrl)
})

test('a network switch keeps the path: local → custom at the same sandbox (typed without http://)', async ({
  page,
}) => {
  await page.goto('/local/ledgers/5')
  await expect(page.getByRole('heading', { level: 1, name: /5/ })).toBeVisible()
  await page.getByRole('combobox', { name: 'Network' }).selectOption('custom')
  await page.getByRole('textbox', { name: 'Custom Horizon URL' }).fill(new URL(sandboxUrl).host)
  await page.getByRole('button', { name: 'Use', exact: true }).click()
  await expect(page).toHaveURL(
    `${appUrl}/custom/ledgers/5?horizon=${encodeURIComponent(sandboxUrl)}`,
  )
  await expect(page.getByRole('heading', { level: 1, name: /5/ })).toBeVisible()
})

test('switching to Public keeps the path and says when the record is not there', async ({
  page,
}) => {
  await page.route('https://horizon.stellar.org/**', (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/problem+json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: JSON.stringify({
        type: 'https://stellar.org/horizon-errors/not_found',
        title: 'Resource Missing',
        status: 404,
        detail: 'The resource at the url requested was not found.',
      }),
    }),
  )
  await page.goto('/local/ledgers/5')
  await page.getByRole('combobox', { name: 'Network' }).selectOption('public')
  await expect(page).toHaveURL(`${appUrl}/public/ledgers/5`)
  await expect(page.getByText(/There is no such ledger on Public/i)).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Network' })).toHaveValue('public')
})

test('a URL that is not a Horizon gets its message', async ({ page }) => {
  await page.goto('/local')
  await page.getByRole('combobox', { name: 'Network' }).selectOption('custom')
  await page.getByRole('textbox', { name: 'Custom Horizon URL' }).fill(appUrl)
  await page.getByRole('button', { name: 'Use', exact: true }).click()
  await expect(page.getByRole('alert')).toContainText(
    `${appUrl} did not answer like a Horizon server`,
  )
  await expect(page).toHaveURL(`${appUrl}/local`)
})

test('a skip link reaches the main content; after navigation focus is on the page heading', async ({
  page,
}) => {
  await page.goto('/local')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skip).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()

  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Ledgers' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Ledgers' })).toBeFocused()
})

test('a custom Horizon outside the page policy is checked by the page loaded for it', async ({
  page,
}) => {
  const stranger = 'https://not-a-horizon.example'
  await page.route(`${stranger}/**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: JSON.stringify({ hello: 'world' }),
    }),
  )
  await page.goto('/local')
  await page.getByRole('combobox', { name: 'Network' }).selectOption('custom')
  await page.getByRole('textbox', { name: 'Custom Horizon URL' }).fill(stranger)
  await page.getByRole('button', { name: 'Use', exact: true }).click()
  await expect(page).toHaveURL(`${appUrl}/custom?horizon=${encodeURIComponent(stranger)}`)
  await expect(
    page.getByText(
      `${stranger} did not answer like a Horizon server: its root document has no network_passphrase or horizon_version.`,
    ),
  ).toBeVisible()
})
