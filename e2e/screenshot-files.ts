// Screenshots for the docs are written only when asked: `SCREENSHOTS=1` writes docs/screenshots/,
// `SCREENSHOTS=before` docs/screenshots/before/ (the gallery's "before" set, taken against an
// older build). Without it the specs run their checks and leave the tree as it was.
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import type { Page } from '@playwright/test'

export type ScreenshotSet = 'after' | 'before' | null

export function requestedScreenshots(): ScreenshotSet {
  const asked = process.env.SCREENSHOTS
  if (asked === undefined || asked === '' || asked === '0') return null
  return asked === 'before' ? 'before' : 'after'
}

/**
 * Writes docs/screenshots[/before]/<name>.png (a name may hold a folder, e.g. `gallery/ledger`)
 * when screenshots are asked for; else nothing.
 */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  const set = requestedScreenshots()
  if (set === null) return
  const path = `${set === 'before' ? 'docs/screenshots/before' : 'docs/screenshots'}/${name}.png`
  mkdirSync(dirname(path), { recursive: true })
  await page.screenshot({ path, animations: 'disabled' })
}
