// Issue 18, one visual system: status badges take the outcome colours of the design tokens
// (src/index.css @theme), in the light and the dark theme.
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures.ts'
import { sandboxUrl } from './servers.ts'
import { waitForHorizon } from './live-support.ts'

test.beforeEach(async () => {
  await waitForHorizon(sandboxUrl)
})

test('status badges use the outcome colours of the design tokens, light and dark', async ({
  page,
}) => {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await page.goto('/local/transactions?include_failed=true&limit=50')
    const table = page.getByRole('table', { name: 'Transactions' })
    await expect(table).toBeVisible()
    for (const [label, token] of [
      ['Success', 'success'],
      ['Failed', 'failed'],
    ] as const) {
      const badge = table.getByText(label, { exact: true }).first()
      await expect(badge).toBeVisible()
      const colours = await badge.evaluate((element, name) => {
        // Resolve the tokens through a probe, so both sides are computed colours.
        const probe = document.createElement('span')
        probe.style.color = `var(--color-${name})`
        probe.style.backgroundColor = `var(--color-${name}-soft)`
        element.parentElement?.append(probe)
        const expected = getComputedStyle(probe)
        const actual = getComputedStyle(element)
        const result = {
          text: [actual.color, expected.color],
          background: [actual.backgroundColor, expected.backgroundColor],
        }
        probe.remove()
        return result
      }, token)
      expect(colours.text[0], `${label} text (${scheme})`).toBe(colours.text[1])
      expect(colours.background[0], `${label} background (${scheme})`).toBe(colours.background[1])
      // The token is defined (not an empty var falling back to the inherited colour).
      expect(colours.background[0]).not.toBe('rgba(0, 0, 0, 0)')
    }
  }
})

/** Each outcome token's value in each theme: Tailwind's 800 on 100 (light), 200 on 950 (dark). */
const tokenValues = {
  light: {
    success: 'oklch(44.8% 0.119 151.328)',
    'success-soft': 'oklch(96.2% 0.044 156.743)',
    failed: 'oklch(44.4% 0.177 26.899)',
    'failed-soft': 'oklch(93.6% 0.032 17.717)',
    pending: 'oklch(47.3% 0.137 46.201)',
    'pending-soft': 'oklch(96.2% 0.059 95.617)',
  },
  dark: {
    success: 'oklch(92.5% 0.084 155.995)',
    'success-soft': 'oklch(26.6% 0.065 152.934)',
    failed: 'oklch(88.5% 0.062 18.334)',
    'failed-soft': 'oklch(25.8% 0.092 26.042)',
    pending: 'oklch(92.4% 0.12 95.746)',
    'pending-soft': 'oklch(27.9% 0.077 45.635)',
  },
}

/** The page's colour scheme and each token's computed colour next to the colour it should be. */
async function themeColours(page: Page, theme: 'light' | 'dark') {
  return page.evaluate((expected) => {
    const colour = (value: string) => {
      const probe = document.createElement('span')
      probe.style.color = value
      document.body.append(probe)
      const computed = getComputedStyle(probe).color
      probe.remove()
      return computed
    }
    return {
      colorScheme: getComputedStyle(document.documentElement).colorScheme,
      tokens: Object.entries(expected).map(([name, value]) => ({
        name,
        actual: colour(`var(--color-${name})`),
        expected: colour(value),
      })),
    }
  }, tokenValues[theme])
}

test('the chosen theme, not the system’s, sets the colour scheme and the outcome colours', async ({
  page,
}) => {
  for (const [system, chosen, clicks] of [
    ['dark', 'light', 2],
    ['light', 'dark', 1],
  ] as const) {
    await page.emulateMedia({ colorScheme: system })
    await page.goto('/local/ledgers')
    await expect(page.getByRole('table', { name: 'Ledgers' })).toBeVisible()
    const following = await themeColours(page, system)
    expect(following.colorScheme, `system ${system}, theme system`).toBe(system)
    for (const token of following.tokens) expect(token.actual, token.name).toBe(token.expected)
    // Theme: system → dark → light.
    for (let click = 0; click < clicks; click += 1)
      await page.getByRole('button', { name: /^Theme:/ }).click()
    await expect(page.getByRole('button', { name: `Theme: ${chosen}` })).toBeVisible()
    // Form controls and scrollbars take the chosen scheme, and so does every outcome colour.
    const chosenColours = await themeColours(page, chosen)
    expect(chosenColours.colorScheme, `system ${system}, theme ${chosen}`).toBe(chosen)
    for (const token of chosenColours.tokens) {
      expect(token.actual, `${token.name} (system ${system}, theme ${chosen})`).toBe(token.expected)
    }
    await page.getByRole('button', { name: /^Theme:/ }).click()
    await page.evaluate(() => localStorage.clear())
  }
})
