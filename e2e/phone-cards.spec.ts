// Issue 18, defect 1: at a phone's 375 px every list shows each record as a card. On every page type
// that has a list, each row's cells (what happened, the counterpart, the status, the time) lie
// inside the screen, and neither the page nor the table scrolls sideways.
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures.ts'
import { dataRows, openPageType, pageTypes } from './explorer-support.ts'
import { sandboxUrl } from './servers.ts'
import { waitForHorizon } from './live-support.ts'

test.beforeEach(async () => {
  await waitForHorizon(sandboxUrl)
})

const phoneWidth = 375

/** Cells of the first rows of every table that reach past the screen's edges, and wide tables. */
async function cellsOutOfView(page: Page, rowsChecked: number): Promise<string[]> {
  const problems: string[] = []
  for (const table of await page.getByRole('table').all()) {
    const name = (await table.locator('caption').textContent()) ?? ''
    const scroll = await table.evaluate(
      (element) =>
        (element.parentElement?.scrollWidth ?? 0) - (element.parentElement?.clientWidth ?? 0),
    )
    if (scroll > 0) problems.push(`${name}: scrolls ${scroll} px sideways`)
    const rows = await dataRows(table).evaluateAll(
      (elements, count) =>
        elements.slice(0, count).map((row) =>
          Array.from((row as HTMLTableRowElement).cells, (cell) => {
            const box = cell.getBoundingClientRect()
            return {
              label: cell.dataset.label ?? '',
              left: Math.floor(box.left),
              right: Math.ceil(box.right),
              // A cell's content may overflow its own box (a long unbreakable value).
              overflow: cell.scrollWidth - cell.clientWidth,
            }
          }),
        ),
      rowsChecked,
    )
    rows.forEach((cells, index) => {
      for (const cell of cells) {
        if (cell.left < 0 || cell.right > phoneWidth) {
          problems.push(`${name} row ${index + 1}: ${cell.label} at ${cell.left}–${cell.right} px`)
        }
        if (cell.overflow > 0) {
          problems.push(`${name} row ${index + 1}: ${cell.label} overflows by ${cell.overflow} px`)
        }
      }
    })
  }
  return problems
}

test('at 375 px every list shows its records as cards inside the screen, on every page type', async ({
  page,
  sandbox,
  request,
}) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: phoneWidth, height: 800 })
  const problems: string[] = []
  let listPages = 0
  for (const pageType of await pageTypes(sandbox, request)) {
    await openPageType(page, pageType)
    if ((await page.getByRole('table').count()) === 0) continue
    listPages += 1
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    if (sideways > 0) problems.push(`${pageType.name}: page scrolls ${sideways} px sideways`)
    for (const problem of await cellsOutOfView(page, 10)) {
      problems.push(`${pageType.name}: ${problem}`)
    }
  }
  expect(listPages).toBeGreaterThanOrEqual(20)
  expect(problems).toEqual([])
})

test("at 375 px a payment's card leads with its sentence, then its status and time, all in view", async ({
  page,
}) => {
  await page.setViewportSize({ width: phoneWidth, height: 800 })
  await page.goto('/local/payments')
  const table = page.getByRole('table', { name: 'Operations' })
  await expect(table).toBeVisible()
  const card = dataRows(table).first()
  await card.scrollIntoViewIfNeeded()
  const sentence = card.getByRole('cell').nth(1)
  const id = card.getByRole('cell').first()
  const status = card.getByRole('cell').filter({ hasText: /^(Success|Failed)/ })
  const time = card.locator('time')
  for (const part of [sentence, id, status, time]) await expect(part).toBeInViewport()
  // The sentence says what happened: it comes first, above the operation id.
  const sentenceBox = await sentence.boundingBox()
  const idBox = await id.boundingBox()
  expect(sentenceBox?.y ?? Infinity).toBeLessThan(idBox?.y ?? -Infinity)
  // Every part of the card sits within the screen's width.
  for (const part of [sentence, id, status, time]) {
    const box = await part.boundingBox()
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0)
    expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(phoneWidth)
  }
})
