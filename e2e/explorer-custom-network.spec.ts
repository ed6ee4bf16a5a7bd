// A custom Horizon is part of the URL (`/custom/…?horizon=`): every in-app link must carry it, or
// one click would silently drop the user back onto another network.
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures.ts'
import { appUrl, sandboxUrl } from './servers.ts'
import { dataRows, heading } from './explorer-support.ts'

const horizonParam = `horizon=${encodeURIComponent(sandboxUrl)}`

async function expectOnCustomNetwork(page: Page, pathname: RegExp) {
  await expect(page).toHaveURL((url) => {
    return (
      pathname.test(url.pathname) &&
      url.search.includes(horizonParam) &&
      url.searchParams.get('horizon') === sandboxUrl
    )
  })
  await expect(page.getByRole('combobox', { name: 'Network' })).toHaveValue('custom')
}

test('the custom network keeps horizon= through five clicks and only talks to that Horizon', async ({
  page,
}) => {
  const horizonsAsked = new Set<string>()
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.origin !== appUrl) horizonsAsked.add(url.origin)
  })

  // Choosing the custom network through the switcher.
  await page.goto('/local')
  await page.getByRole('combobox', { name: 'Network' }).selectOption('custom')
  await page.getByRole('textbox', { name: 'Custom Horizon URL' }).fill(`${sandboxUrl}/`)
  await page.getByRole('button', { name: 'Use', exact: true }).click()
  await expectOnCustomNetwork(page, /^\/custom$/)
  await expect(heading(page, `${new URL(sandboxUrl).host} network`)).toBeVisible()

  // 1: a section of the navigation.
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Ledgers' })
    .click()
  await expectOnCustomNetwork(page, /^\/custom\/ledgers$/)
  const ledgers = page.getByRole('table', { name: 'Ledgers' })
  await expect(dataRows(ledgers)).toHaveCount(10)

  // 2: the pager.
  await page
    .getByRole('navigation', { name: 'ledgers pages' })
    .getByRole('link', { name: /Older/ })
    .click()
  await expectOnCustomNetwork(page, /^\/custom\/ledgers$/)
  await expect(page).toHaveURL(/cursor=\d+/)

  // 3: a ledger in the table — take one from deep in the history that has operations.
  await page.goto(`/custom/ledgers/2?${horizonParam}`)
  await expect(heading(page, 'Ledger 2')).toBeVisible()
  await page
    .getByRole('navigation', { name: 'Neighbouring ledgers' })
    .getByRole('link', { name: /Ledger 3/ })
    .click()
  await expectOnCustomNetwork(page, /^\/custom\/ledgers\/3$/)

  // 4: a tab of the ledger.
  await page
    .getByRole('navigation', { name: 'Ledger contents' })
    .getByRole('link', { name: 'Operations' })
    .click()
  await expectOnCustomNetwork(page, /^\/custom\/ledgers\/3\/operations$/)

  // 5: an operation in the tab's table.
  const operations = page.getByRole('table', { name: 'Operations' })
  const firstOperation = dataRows(operations).first().getByRole('link').first()
  const operationId = await firstOperation.innerText()
  await firstOperation.click()
  await expectOnCustomNetwork(page, new RegExp(`^/custom/operations/${operationId}$`))
  await expect(heading(page, `Operation ${operationId}`)).toBeVisible()

  // 6 and 7: on to its transaction and the transaction's source account.
  await page.getByLabel('Operation details').getByRole('link').first().click()
  await expectOnCustomNetwork(page, /^\/custom\/transactions\/[0-9a-f]{64}$/)
  await page
    .getByLabel('Transaction details')
    .getByRole('link', { name: /^G[A-Z2-7]{55}$/ })
    .first()
    .click()
  await expectOnCustomNetwork(page, /^\/custom\/accounts\/G[A-Z2-7]{55}$/)
  await expect(heading(page, /^Account G/)).toBeVisible()

  // 8: and home again through the logo.
  await page.getByRole('link', { name: 'Ledger Explorer' }).click()
  await expectOnCustomNetwork(page, /^\/custom$/)

  expect([...horizonsAsked]).toEqual([sandboxUrl])
})
