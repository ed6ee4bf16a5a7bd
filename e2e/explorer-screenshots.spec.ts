// The docs' gallery, taken from the seeded sandbox: every page type at 1366 px and 375 px (light),
// and dark where it matters. Each page is checked for content before the shot, so a broken page
// cannot slip in, and at 375 px nothing may scroll sideways. The PNGs are written only when asked
// (screenshot-files.ts): `SCREENSHOTS=1` for docs/screenshots/gallery/, `SCREENSHOTS=before` for the
// "before" set of docs/design-notes.md, taken against an older build (E2E_APP_ROOT).
import type { Page } from '@playwright/test'
import { Asset } from '@stellar/stellar-sdk'
import { test, expect } from './fixtures.ts'
import {
  openPageType,
  pageTypes,
  records,
  type OperationRecord,
  type PageType,
} from './explorer-support.ts'
import { requestedScreenshots, saveScreenshot } from './screenshot-files.ts'

function pick(types: PageType[], name: string): PageType {
  const found = types.find((pageType) => pageType.name === name)
  if (!found) throw new Error(`no page type ${name}`)
  return found
}

interface Shot {
  /** The PNG's name, before "-1366" / "-375" / "-dark". */
  file: string
  open: (page: Page) => Promise<void>
  /** Also taken in the dark theme (pages with colour-coded outcomes, charts or cards). */
  dark?: boolean
}

async function gallery(types: PageType[], nativeContract: string): Promise<Shot[]> {
  const type = (file: string, name: string, dark = false): Shot => ({
    file,
    open: (page) => openPageType(page, pick(types, name)),
    dark,
  })
  return [
    type('dashboard', 'dashboard', true),
    {
      file: 'fee-stats',
      open: async (page) => {
        await openPageType(page, pick(types, 'dashboard'))
        const feeStats = page.getByRole('region', { name: /fee/i }).first()
        await expect(feeStats).toBeVisible()
        await feeStats.scrollIntoViewIfNeeded()
      },
    },
    type('ledgers', 'ledgers'),
    type('ledger', 'ledger (transactions tab)', true),
    type('transactions', 'list: transactions'),
    type('transaction', 'transaction (failed, with its reason)', true),
    type('operation', 'operation'),
    type('payments', 'payments'),
    type('effects', 'list: effects'),
    type('account', 'account (payments tab)', true),
    type('assets', 'assets list'),
    type('asset', 'asset page'),
    type('offer', 'offer page'),
    type('trades', 'trades list'),
    type('pools', 'pools list'),
    type('pool', 'pool page'),
    type('claimable-balances', 'claimable balances list'),
    type('claimable-balance', 'claimable balance page'),
    {
      file: 'search',
      open: async (page) => {
        await openPageType(page, pick(types, 'ledgers'))
        const search = page.getByRole('searchbox').first()
        // On a phone the search box opens from the header's button.
        if (!(await search.isVisible())) {
          await page.getByRole('button', { name: 'Search box' }).click()
        }
        await search.fill('usd')
        await search.press('Enter')
        // The search opens the assets whose code is "usd" (there are none: codes are case-sensitive).
        await expect(page.getByRole('heading', { name: 'Assets', level: 1 })).toBeVisible()
        await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(0)
      },
    },
    {
      file: 'not-found',
      open: async (page) => {
        await page.goto(`/local/transactions/${'0'.repeat(64)}`)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(0)
      },
    },
    type('error', 'error'),
    {
      file: 'contract',
      open: async (page) => {
        await page.goto(`/local/contracts/${nativeContract}`)
        await expect(page.getByRole('list', { name: 'Functions' })).toBeVisible()
        await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(0)
      },
      dark: true,
    },
    {
      file: 'rpc',
      open: async (page) => {
        await page.goto('/local/rpc')
        await expect(page.getByRole('table', { name: 'Recent transactions' })).toBeVisible()
        await expect(page.getByText(/^Healthy: keeps ledgers/)).toBeVisible()
      },
    },
  ]
}

/** The "before" set: the pages the design work changed most, from an older build. */
const beforeFiles = new Set(['dashboard', 'account', 'transaction', 'payments'])

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
}

test('gallery: every page type at 1366 and 375 px, dark where it matters; nothing scrolls sideways at 375 px', async ({
  page,
  sandbox,
  request,
}) => {
  test.setTimeout(900_000)
  const set = requestedScreenshots()
  const { network_passphrase: passphrase } = await sandbox.getJson<{ network_passphrase: string }>(
    '/',
  )
  const nativeContract = Asset.native().contractId(passphrase)
  const shots = (await gallery(await pageTypes(sandbox, request), nativeContract)).filter(
    (shot) => set !== 'before' || beforeFiles.has(shot.file),
  )
  // docs/screenshots/gallery/ for the gallery; the "before" set straight in its own folder.
  const folder = set === 'before' ? '' : 'gallery/'
  const overflowing: string[] = []
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    for (const shot of shots) {
      if (scheme === 'dark' && !shot.dark) continue
      const suffix = scheme === 'dark' ? '-dark' : ''
      await page.setViewportSize({ width: 1366, height: 768 })
      await shot.open(page)
      // A failure reason is read after the first paint: the shot shows the answer, not its wait.
      await expect(page.getByText('Reading why it failed…')).toHaveCount(0)
      await saveScreenshot(page, `${folder}${shot.file}-1366${suffix}`)
      await page.setViewportSize({ width: 375, height: 812 })
      await shot.open(page)
      await expect(page.getByText('Reading why it failed…')).toHaveCount(0)
      if ((await horizontalOverflow(page)) > 0) overflowing.push(`${shot.file} (${scheme})`)
      await saveScreenshot(page, `${folder}${shot.file}-375${suffix}`)
    }
  }
  // An older build (the "before" set) is shown as it was, overflow included.
  if (set !== 'before') expect(overflowing, 'pages wider than a 375 px screen').toEqual([])
})

test('a transaction fits a 360 px screen without sideways scrolling', async ({
  page,
  sandbox,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 780 })
  await openPageType(page, pick(await pageTypes(sandbox, request), 'transaction (effects tab)'))
  expect(await horizontalOverflow(page), 'horizontal overflow at 360 px').toBeLessThanOrEqual(0)
})

// Long operation sentences must wrap: at 1280 px every column of /payments stays in view.
test('layout: the payments table fits a 1280 px window without horizontal scrolling', async ({
  page,
  sandbox,
}) => {
  // A page that starts with a path payment between issued assets: the longest sentence there is.
  const payments = await records<OperationRecord & { asset_type?: string }>(
    sandbox,
    '/payments?order=desc&limit=200',
  )
  const pathPayment = payments.find(
    (payment) => payment.type === 'path_payment_strict_receive' && payment.asset_type !== 'native',
  )
  if (!pathPayment) throw new Error('the seeded history has no path payments')
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`/local/payments?cursor=${BigInt(pathPayment.id) + 1n}&order=desc`)
  const region = page.getByRole('region', { name: 'Operations' })
  await expect(region.getByRole('table')).toBeVisible()
  const [scrollWidth, clientWidth] = await region.evaluate((element) => [
    element.scrollWidth,
    element.clientWidth,
  ])
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth)
})
