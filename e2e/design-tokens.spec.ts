// Issue 18, one visual system: status badges take the outcome colours of the design tokens
// (src/index.css @theme), in the light and the dark theme.
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
