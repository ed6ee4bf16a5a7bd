// axe on every kind of page, in the light and the dark theme: no serious or critical violation.
import { test, expect } from './fixtures.ts'
import { expectNoSeriousA11yViolations, openPageType, pageTypes } from './explorer-support.ts'

test('axe: no serious or critical violations on any page type, light and dark', async ({
  page,
  sandbox,
  request,
}) => {
  // Two axe runs on each of some twenty page types: longer than the suite's 60 s per test.
  test.setTimeout(240_000)
  for (const pageType of await pageTypes(sandbox, request)) {
    await test.step(pageType.name, async () => {
      await page.emulateMedia({ colorScheme: 'light' })
      await openPageType(page, pageType)
      await expect(page.locator('html')).not.toHaveClass(/dark/)
      await expectNoSeriousA11yViolations(page, `${pageType.name} (light)`)
      // The theme follows the system setting until the user picks one, without a reload where the
      // shell (and its theme toggle) is rendered; the bare network-error page applies it on load.
      await page.emulateMedia({ colorScheme: 'dark' })
      if ((await page.getByRole('button', { name: /^Theme:/ }).count()) === 0) {
        await openPageType(page, pageType)
      }
      await expect(page.locator('html')).toHaveClass(/dark/)
      await expectNoSeriousA11yViolations(page, `${pageType.name} (dark)`)
    })
  }
})

test('axe: the theme toggle switches to dark, the page stays clean and the choice is kept', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/local/payments')
  await expect(page.getByRole('table', { name: 'Operations' })).toBeVisible()
  await page.getByRole('button', { name: 'Theme: system' }).click()
  await expect(page.getByRole('button', { name: 'Theme: dark' })).toBeVisible()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await expectNoSeriousA11yViolations(page, 'payments after choosing dark')
  await page.reload()
  await expect(page.getByRole('button', { name: 'Theme: dark' })).toBeVisible()
  await expect(page.locator('html')).toHaveClass(/dark/)
})
