// Totals the Vitest and Playwright JSON reports into the one line CI reads: "N passed, N failed".
// A stage that failed before writing any report (typecheck, lint, build) counts as one failure, so
// a red run can never print "0 failed".
import { existsSync, readFileSync } from 'node:fs'

interface VitestReport {
  numPassedTests: number
  numFailedTests: number
  numPendingTests?: number
  numTodoTests?: number
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number }
}

function readJson<T>(path: string): T | undefined {
  if (!existsSync(path)) return undefined
  return JSON.parse(readFileSync(path, 'utf8')) as T
}

const exitStatus = Number(process.argv[2] ?? '0')
let passed = 0
let failed = 0
let skipped = 0

const vitest = readJson<VitestReport>('reports/vitest.json')
if (vitest) {
  passed += vitest.numPassedTests
  failed += vitest.numFailedTests
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0)
}

const playwright = readJson<PlaywrightReport>('reports/playwright.json')
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky
  failed += playwright.stats.unexpected
  skipped += playwright.stats.skipped
}

if (exitStatus !== 0 && failed === 0) failed = 1

console.log(`${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`)
