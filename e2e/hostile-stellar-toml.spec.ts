// A hostile stellar.toml (SEP-1): an issuer on a hostile custom Horizon names a home domain whose
// file is huge, never ends, is HTML, carries script and markup in its fields and a javascript:
// image, or names an image that never loads. Nothing runs, the page settles, the verdict says what
// happened, and no request goes anywhere but the app, the Horizon and the origins the file names.
import type { Page, Route } from '@playwright/test'
import { test, expect } from '@playwright/test'
import { expectHeading, expectNoCrash, expectSettled, visitGuarded } from './hostile-checks.ts'
import { startHostileHorizon, type HostileHorizon } from './hostile-horizon.ts'
import { scriptPayload } from './hostile-horizon-records.ts'

const issuer = 'GA5ZSEJYB37JRC5AVCIA5MOP4RHTM335X2KGX3IHOJAPP5RE34K4KZVN'
const homeDomain = 'hostile-toml.example'
const tomlOrigin = `https://${homeDomain}`
const imageOrigin = 'https://img.hostile-toml.example'
const assetPath = `/assets/USDC-${issuer}`

let horizon: HostileHorizon

test.use({ trace: 'off', screenshot: 'off', video: 'off' })

test.beforeAll(async () => {
  horizon = await startHostileHorizon()
  horizon.setScenario({
    records: 'none',
    answers: [
      {
        path: /^\/assets$/,
        body: {
          _links: { self: { href: '' } },
          _embedded: {
            records: [
              {
                asset_type: 'credit_alphanum4',
                asset_code: 'USDC',
                asset_issuer: issuer,
                paging_token: `USDC_${issuer}_credit_alphanum4`,
                amount: '100.0000000',
                num_accounts: 3,
                flags: {
                  auth_required: false,
                  auth_revocable: false,
                  auth_immutable: false,
                  auth_clawback_enabled: false,
                },
              },
            ],
          },
        },
      },
      {
        path: new RegExp(`^/accounts/${issuer}$`),
        body: { id: issuer, account_id: issuer, home_domain: homeDomain, balances: [] },
      },
    ],
  })
})

test.afterAll(async () => {
  await horizon.close()
})

function verdict(page: Page) {
  return page.getByRole('region', { name: 'Who issued this asset (stellar.toml)' })
}

/** Opens the asset page with `answerToml` serving the home domain's stellar.toml. */
async function visitWithToml(
  page: Page,
  answerToml: (route: Route) => Promise<void>,
  alsoAllowed: string[] = [tomlOrigin],
) {
  const tomlRequests: string[] = []
  await page.route(`${tomlOrigin}/**`, async (route) => {
    tomlRequests.push(route.request().url())
    await answerToml(route)
  })
  const visit = await visitGuarded(page, assetPath, horizon.url, { alsoAllowed })
  await expectSettled(page)
  await expectHeading(page, /^Asset USDC/)
  return { visit, tomlRequests }
}

const validToml = (fields: string) =>
  `[DOCUMENTATION]\nORG_NAME = "Hostile Org"\n[[CURRENCIES]]\ncode = "USDC"\nissuer = "${issuer}"\n${fields}\n`

test('a huge stellar.toml is refused at the cap', async ({ page }) => {
  const { visit, tomlRequests } = await visitWithToml(page, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/plain',
      body: `# ${'x'.repeat(5_000_000)}\n${validToml('name = "Huge"')}`,
    }),
  )
  await expect(verdict(page)).toContainText(
    `Unverified: ${homeDomain}'s stellar.toml could not be used`,
  )
  await expect(verdict(page)).toContainText('over 100 KB')
  await expect(verdict(page)).not.toContainText('Huge')
  expect(tomlRequests).toEqual([`${tomlOrigin}/.well-known/stellar.toml`])
  await expectNoCrash(page)
  await visit.expectNothingEscaped()
})

test('a stellar.toml that never comes: the page settles at once and the check gives up', async ({
  page,
}) => {
  const { visit } = await visitWithToml(page, () => new Promise<void>(() => undefined))
  await expect(verdict(page)).toContainText('Checking the issuer')
  await expect(verdict(page)).toContainText('did not send its stellar.toml within 8 s', {
    timeout: 12_000,
  })
  await expectNoCrash(page)
  await visit.expectNothingEscaped()
})

test('an HTML answer is not a stellar.toml, and none of it is rendered', async ({ page }) => {
  const { visit } = await visitWithToml(page, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: `<html><body>${scriptPayload}${validToml('name = "From HTML"')}</body></html>`,
    }),
  )
  await expect(verdict(page)).toContainText('answered with text/html, not a text file')
  await expect(verdict(page)).not.toContainText('From HTML')
  await expectNoCrash(page)
  await visit.expectNothingEscaped()
})

test('script and markup in fields stay text, and a javascript: image is never loaded', async ({
  page,
}) => {
  const { visit } = await visitWithToml(page, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/plain',
      body: validToml(
        `name = "${scriptPayload.replaceAll('"', '\\"')}"\nimage = "javascript:window.__pwned=1"`,
      ).replace('Hostile Org', '<b onmouseover=window.__pwned=1>Org</b>'),
    }),
  )
  await expect(verdict(page)).toContainText(`✓ ${homeDomain}`)
  await expect(verdict(page)).toContainText(scriptPayload)
  await expect(verdict(page)).toContainText('<b onmouseover=window.__pwned=1>Org</b>')
  await expect(verdict(page).locator('img, script, b')).toHaveCount(0)
  await expectNoCrash(page)
  await visit.expectNothingEscaped()
})

test('an image that never loads keeps its box, and the page settles', async ({ page }) => {
  const imageRequests: string[] = []
  await page.route(`${imageOrigin}/**`, (route) => {
    imageRequests.push(route.request().url())
    return new Promise<void>(() => undefined)
  })
  const { visit } = await visitWithToml(
    page,
    (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/plain',
        body: validToml(`name = "Never loads"\nimage = "${imageOrigin}/never.png"`),
      }),
    [tomlOrigin, imageOrigin],
  )
  await expect(verdict(page)).toContainText('Never loads')
  const image = verdict(page).getByRole('img', { name: `Image of USDC from ${homeDomain}` })
  await expect(image).toHaveAttribute('referrerpolicy', 'no-referrer')
  await expect.poll(() => imageRequests).toEqual([`${imageOrigin}/never.png`])
  const box = await image.boundingBox()
  expect(box?.width).toBe(48)
  expect(box?.height).toBe(48)
  await expectSettled(page)
  await expectNoCrash(page)
  await visit.expectNothingEscaped()
})
