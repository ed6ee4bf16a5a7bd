// Layout on every page type: at a laptop's 1366 px no table is wider than its container; at a
// phone's 375 px no page scrolls sideways, the header stays within 140 px (search and menu
// collapse behind buttons) and chart labels stay legible (tables as cards: phone-cards.spec.ts).
import { saveScreenshot } from './screenshot-files.ts'
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures.ts'
import { openPageType, pageTypes } from './explorer-support.ts'
import { sandboxUrl } from './servers.ts'
import { waitForHorizon } from './live-support.ts'

test.beforeEach(async () => {
  await waitForHorizon(sandboxUrl)
})

/** Tables wider than the box they scroll in, as "caption 1390 px in 1128 px". */
async function overflowingTables(page: Page): Promise<string[]> {
  return page.getByRole('table').evaluateAll((tables) =>
    tables.flatMap((table) => {
      const width = Math.round(table.getBoundingClientRect().width)
      const container = Math.round(table.parentElement?.clientWidth ?? 0)
      const name = table.querySelector('caption')?.textContent ?? ''
      return width > container ? [`${name} ${width} px in ${container} px`] : []
    }),
  )
}

async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
}

async function headerHeight(page: Page): Promise<number> {
  return Math.round((await page.getByRole('banner').boundingBox())?.height ?? Infinity)
}

test('at 1366 px no table is wider than its container, on every page type and tab', async ({
  page,
  sandbox,
  request,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1366, height: 900 })
  const problems: string[] = []
  for (const pageType of await pageTypes(sandbox, request)) {
    await openPageType(page, pageType)
    for (const table of await overflowingTables(page)) problems.push(`${pageType.name}: ${table}`)
    const sideways = await sidewaysScroll(page)
    if (sideways > 0) problems.push(`${pageType.name}: page scrolls ${sideways} px sideways`)
  }
  expect(problems).toEqual([])
})

test('at 375 px no page scrolls sideways and the header takes at most 140 px', async ({
  page,
  sandbox,
  request,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 375, height: 800 })
  const problems: string[] = []
  let tallest = 0
  for (const pageType of await pageTypes(sandbox, request)) {
    await openPageType(page, pageType)
    const sideways = await sidewaysScroll(page)
    if (sideways > 0) problems.push(`${pageType.name}: page scrolls ${sideways} px sideways`)
    // The bare network-error page has no app header.
    if ((await page.getByRole('banner').count()) === 0) continue
    const height = await headerHeight(page)
    tallest = Math.max(tallest, height)
    if (height > 140) problems.push(`${pageType.name}: header ${height} px tall`)
  }
  console.log(`375 px: tallest header ${tallest} px`)
  expect(problems).toEqual([])
})

test('at 375 px search and menu open from the header, and navigating closes them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/local/ledgers')
  await expect(page.getByRole('table', { name: 'Ledgers' })).toBeVisible()
  await expect(page.getByRole('searchbox')).toBeHidden()
  await expect(page.getByRole('combobox', { name: 'Network' })).toBeHidden()

  // `/` opens the collapsed box as it focuses the box on a wider screen; the button closes it.
  await page.keyboard.press('/')
  await expect(page.getByRole('searchbox')).toBeFocused()
  await page.getByRole('button', { name: 'Search box' }).click()
  await expect(page.getByRole('searchbox')).toBeHidden()
  await page.getByRole('button', { name: 'Search box' }).click()
  await expect(page.getByRole('searchbox')).toBeFocused()
  await expect(page.getByRole('searchbox')).toHaveValue('')
  const withSearch = await headerHeight(page)
  console.log(`375 px: header with the search box open ${withSearch} px`)
  expect(withSearch).toBeLessThanOrEqual(140)
  await page.getByRole('button', { name: 'Menu' }).click()
  console.log(`375 px: header with search and menu open ${await headerHeight(page)} px`)
  await expect(page.getByRole('combobox', { name: 'Network' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Theme:/ })).toBeVisible()
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0)

  await page.getByRole('searchbox').fill('1')
  await page.getByRole('searchbox').press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Ledger 1' })).toBeVisible()
  await expect(page.getByRole('searchbox')).toBeHidden()
  await expect(page.getByRole('combobox', { name: 'Network' })).toBeHidden()
})

test('at 375 px the dashboard chart labels are at least 11 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/local')
  const chart = page.getByRole('figure')
  await expect(chart.getByRole('img')).toBeVisible()
  // Rendered size: SVG text scales with its drawing (font size × drawn width / viewBox width).
  const sizes = await chart.evaluate((figure) => {
    const found: { text: string; px: number }[] = []
    const walker = document.createTreeWalker(figure, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement
      const text = node.textContent?.trim() ?? ''
      if (!element || text === '' || element.closest('title')) continue
      const svg = element.closest('svg')
      const scale = svg ? svg.getBoundingClientRect().width / svg.viewBox.baseVal.width : 1
      found.push({ text, px: parseFloat(getComputedStyle(element).fontSize) * scale })
    }
    return found
  })
  console.log(
    `375 px chart labels: ${sizes.map((label) => `${label.text} ${label.px} px`).join(', ')}`,
  )
  expect(sizes.length).toBeGreaterThanOrEqual(4)
  expect(sizes.filter((label) => label.px < 11)).toEqual([])
})

test('screenshots: the dashboard, payments as cards and the open menu at 375 px; an account at 1366 px', async ({
  page,
  sandbox,
  request,
}) => {
  const shoot = (name: string) => saveScreenshot(page, name)
  const types = await pageTypes(sandbox, request)
  const account = types.find((pageType) => pageType.name === 'account (payments tab)')
  if (!account) throw new Error('no account page type')

  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/local')
  await expect(page.getByRole('figure').getByRole('img')).toBeVisible()
  await shoot('dashboard-375')
  await page.goto('/local/payments')
  await expect(page.getByRole('table', { name: 'Operations' })).toBeVisible()
  await shoot('payments-375-cards')
  await page.getByRole('button', { name: 'Menu' }).click()
  await expect(page.getByRole('combobox', { name: 'Network' })).toBeVisible()
  await shoot('menu-375')

  await page.setViewportSize({ width: 1366, height: 900 })
  await openPageType(page, account)
  await shoot('account-1366')
})
