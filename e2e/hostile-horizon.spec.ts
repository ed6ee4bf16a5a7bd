// A shared link can point the explorer at any Horizon (`/custom/…?horizon=`), so everything a
// Horizon returns is hostile. One crafted server (e2e/hostile-horizon.ts) serves mutated real
// records and crafted failures; every page type must stay safe and readable against it.
//
// Cases that fail today because of a KNOWN explorer defect are marked with test.fail() and the
// defect's number (see knownDefects in e2e/hostile-known-defects.ts): once the defect is fixed the
// case passes, test.fail turns that into a failure, and the marker must go.
import { readFile } from 'node:fs/promises'
import { test, expect } from '@playwright/test'
import { formulaCells, unisolatedBidiTexts } from './hostile-csv-bidi.ts'
import { expectHeading, expectNoCrash, expectSettled, visitGuarded } from './hostile-checks.ts'
import { startHostileHorizon, type FailureAnswer, type HostileHorizon } from './hostile-horizon.ts'
import type { RecordMutation } from './hostile-horizon-records.ts'
import { knownDefect } from './hostile-known-defects.ts'
import { explorerPages, type ExplorerPage } from './hostile-pages.ts'

let horizon: HostileHorizon

// Hundreds of short visits: traces and screenshots of the expected failures would cost minutes.
test.use({ trace: 'off', screenshot: 'off', video: 'off' })

test.beforeAll(async () => {
  horizon = await startHostileHorizon()
})

test.afterAll(async () => {
  await horizon.close()
})

/** Marks the running test as an expected failure when `caseName` shows a known defect. */
function expectKnownDefect(caseName: string): void {
  const defect = knownDefect(caseName)
  // The message names the defect, so the report says which fix flips this case.
  test.fail(defect !== undefined, defect)
}

// Script, links, ids and missing fields reach every renderer, so they visit every page; the
// other mutations visit one page per renderer they can reach, to keep the suite's run time down.
const onePagePerRenderer = [
  'dashboard',
  'ledgers',
  'ledger',
  'transaction',
  'operations',
  'operation',
  'effects',
  'payments',
  'account',
  'account offers tab',
  'account trades tab',
  'account data tab',
]
const recordMutations: { mutation: RecordMutation; pages: ExplorerPage[] }[] = [
  ...(['script', 'evil-links', 'odd-ids', 'nulls', 'missing'] as const).map((mutation) => ({
    mutation,
    pages: explorerPages,
  })),
  ...(['unknown-types', 'huge-numbers', 'huge-strings'] as const).map((mutation) => ({
    mutation,
    pages: explorerPages.filter((explorerPage) => onePagePerRenderer.includes(explorerPage.name)),
  })),
]

for (const { mutation, pages } of recordMutations) {
  test.describe(`records with ${mutation}`, () => {
    for (const explorerPage of pages) {
      const caseName = `${mutation} / ${explorerPage.name}`
      test(explorerPage.name, async ({ page }) => {
        expectKnownDefect(caseName)
        horizon.setScenario({ records: mutation })
        const visit = await visitGuarded(page, explorerPage.path, horizon.url)
        await expectSettled(page)
        await expectNoCrash(page)
        // With odd ids the heading rightly names the record's own (odd) id.
        if (explorerPage.recordHeading && mutation !== 'odd-ids') {
          await expectHeading(page, explorerPage.recordHeading)
        }
        await visit.expectNothingEscaped()
      })
    }
  })
}

const tabFailures: { name: string; answer: FailureAnswer }[] = [
  { name: '503', answer: { kind: 'status', status: 503 } },
  { name: '404', answer: { kind: 'status', status: 404 } },
  { name: 'invalid JSON', answer: { kind: 'invalid-json' } },
]

/** Each record page on its default tab, with the path of that tab's sub-list. */
const recordTabs: { page: ExplorerPage; subList: RegExp }[] = explorerPages
  .filter((explorerPage) => explorerPage.recordHeading && explorerPage.name.split(' ').length === 1)
  .map((explorerPage) => ({
    page: explorerPage,
    subList: new RegExp(`^${explorerPage.path.replace(/^\/custom/, '')}/[a-z]+$`),
  }))

test.describe('a failing tab keeps its record', () => {
  for (const { page: recordPage, subList } of recordTabs) {
    for (const failure of tabFailures) {
      const caseName = `tab ${failure.name} / ${recordPage.name}`
      test(`${recordPage.name}: sub-list answers ${failure.name}`, async ({ page }) => {
        expectKnownDefect(caseName)
        horizon.setScenario({
          records: 'none',
          failures: [{ path: subList, answer: failure.answer }],
        })
        const visit = await visitGuarded(page, recordPage.path, horizon.url)
        await expectSettled(page)
        if (recordPage.recordHeading) await expectHeading(page, recordPage.recordHeading)
        expect.soft(await page.getByRole('alert').count(), 'alerts').toBeGreaterThan(0)
        const retry = page.getByRole('button', { name: 'Retry' })
        expect.soft(await retry.count(), 'Retry buttons').toBeGreaterThan(0)
        await visit.expectNothingEscaped()
      })
    }
  }
})

const dashboardParts: { name: string; path: RegExp }[] = [
  { name: 'root document', path: /^\/$/ },
  { name: 'ledgers (feed and chart)', path: /^\/ledgers$/ },
  { name: 'payments feed', path: /^\/payments$/ },
]

test.describe('a failing dashboard part keeps the rest', () => {
  for (const part of dashboardParts) {
    test(`${part.name} answers 503`, async ({ page }) => {
      expectKnownDefect(`dashboard 503 / ${part.name}`)
      horizon.setScenario({
        records: 'none',
        failures: [{ path: part.path, answer: { kind: 'status', status: 503 } }],
      })
      const visit = await visitGuarded(page, '', horizon.url)
      await expectSettled(page)
      await expectHeading(page, / network$/)
      expect.soft(await page.getByRole('alert').count(), 'alerts').toBeGreaterThan(0)
      await visit.expectNothingEscaped()
    })
  }
})

const ledgerPage = explorerPages.find((explorerPage) => explorerPage.name === 'ledger')
const ledgersPage = explorerPages.find((explorerPage) => explorerPage.name === 'ledgers')
/** How long the retry tests watch the server after the page opened. */
const retryWindowMs = 3_000

const answerFailures: {
  name: string
  answer: FailureAnswer
  /** Most requests for the failing path allowed within retryWindowMs. */
  maxRequests: number
}[] = [
  // Nothing may be retried before Retry-After has passed.
  {
    name: '429 with Retry-After: 5',
    answer: { kind: 'status', status: 429, retryAfterSeconds: 5 },
    maxRequests: 2,
  },
  { name: '429 without Retry-After', answer: { kind: 'status', status: 429 }, maxRequests: 3 },
  {
    name: '500 with Retry-After: 5',
    answer: { kind: 'status', status: 500, retryAfterSeconds: 5 },
    maxRequests: 3,
  },
  { name: '500 without Retry-After', answer: { kind: 'status', status: 500 }, maxRequests: 3 },
  { name: 'invalid JSON', answer: { kind: 'invalid-json' }, maxRequests: 3 },
]

test.describe('the record itself fails', () => {
  for (const target of [ledgerPage, ledgersPage]) {
    if (!target) continue
    for (const failure of answerFailures) {
      test(`${target.name}: ${failure.name}`, async ({ page }) => {
        expectKnownDefect(`answer ${failure.name} / ${target.name}`)
        const failingPath = new RegExp(`^${target.path}$`)
        horizon.setScenario({
          records: 'none',
          failures: [{ path: failingPath, answer: failure.answer }],
        })
        const startedAt = Date.now()
        const visit = await visitGuarded(page, target.path, horizon.url)
        await expectSettled(page)
        expect.soft(await page.getByRole('alert').count(), 'alerts').toBeGreaterThan(0)
        await expectNoCrash(page)
        await page.waitForTimeout(Math.max(0, retryWindowMs - (Date.now() - startedAt)))
        const requests = horizon.requestCounts().get(target.path) ?? 0
        expect(requests, `requests for ${target.path} in ${retryWindowMs} ms`).toBeLessThanOrEqual(
          failure.maxRequests,
        )
        await visit.expectNothingEscaped()
      })
    }
  }
})

test.describe('slow, endless and huge answers', () => {
  for (const target of [ledgerPage, ledgersPage]) {
    if (!target) continue
    const onlyPath = new RegExp(`^${target.path}$`)
    test(`${target.name}: the answer comes after 3 s`, async ({ page }) => {
      expectKnownDefect(`slow / ${target.name}`)
      horizon.setScenario({
        records: 'none',
        failures: [{ path: onlyPath, answer: { kind: 'slow', delayMs: 3_000 } }],
      })
      const visit = await visitGuarded(page, target.path, horizon.url)
      await expectSettled(page, 3_000 + 5_000)
      expect.soft(await page.getByRole('heading', { level: 1 }).count(), 'h1').toBeGreaterThan(0)
      await expectNoCrash(page)
      await visit.expectNothingEscaped()
    })

    test(`${target.name}: the answer stops half way and never ends`, async ({ page }) => {
      expectKnownDefect(`stall / ${target.name}`)
      horizon.setScenario({
        records: 'none',
        failures: [{ path: onlyPath, answer: { kind: 'stall' } }],
      })
      // The server sends its last byte at once; `commit` because the page itself may never load.
      const visit = await visitGuarded(page, target.path, horizon.url, { waitUntil: 'commit' })
      await expectSettled(page, 5_000)
      await visit.expectNothingEscaped()
    })

    test(`${target.name}: a 10 MB body`, async ({ page }) => {
      expectKnownDefect(`huge body / ${target.name}`)
      horizon.setScenario({
        records: 'none',
        failures: [{ path: onlyPath, answer: { kind: 'huge-body' } }],
      })
      const visit = await visitGuarded(page, target.path, horizon.url)
      await expectSettled(page, 10_000)
      expect.soft(await page.getByRole('heading', { level: 1 }).count(), 'h1').toBeGreaterThan(0)
      await expectNoCrash(page)
      await visit.expectNothingEscaped()
    })
  }
})

test.describe('formula characters and bidi overrides', () => {
  const listPages = explorerPages.filter((explorerPage) =>
    ['ledgers', 'transactions', 'operations', 'payments', 'effects'].includes(explorerPage.name),
  )
  for (const listPage of listPages) {
    test(`${listPage.name}: the CSV is defused and the text isolated`, async ({ page }) => {
      expectKnownDefect(`formulas-and-bidi / ${listPage.name}`)
      horizon.setScenario({ records: 'formulas-and-bidi' })
      const visit = await visitGuarded(page, listPage.path, horizon.url)
      await expectSettled(page)
      await expectNoCrash(page)
      expect
        .soft(await unisolatedBidiTexts(page), 'Horizon text without bidi isolation')
        .toEqual([])
      const downloadStarted = page.waitForEvent('download')
      await page.getByRole('button', { name: 'Download CSV of this page' }).click()
      const download = await downloadStarted
      const csv = await readFile(await download.path(), 'utf8')
      expect.soft(formulaCells(csv), 'CSV cells a spreadsheet would run').toEqual([])
      await visit.expectNothingEscaped()
    })
  }
})
