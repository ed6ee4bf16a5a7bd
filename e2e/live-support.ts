// Helpers for the live-feed specs: reading the dashboard's ledger list and running a private
// sandbox process that a test may kill and restart (the shared one on :8000 must stay up).
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, type Locator, type Page } from '@playwright/test'
import { startSandboxChild, stopSandboxChild, type SandboxChild } from '../scripts/sandbox-child.ts'

/** A streamed record must reach the DOM within this; the sandbox pushes on close, no polling. */
export const streamDeadlineMs = 5_000

export function latestLedgersRegion(page: Page): Locator {
  return page.getByRole('region', { name: 'Latest ledgers' })
}

export function latestPaymentsRegion(page: Page): Locator {
  return page.getByRole('region', { name: 'Latest payments' })
}

/** Opens the sandbox's dashboard and waits until "Latest ledgers" follows its stream. */
export async function openLiveDashboard(page: Page): Promise<Locator> {
  await page.goto('/local')
  const ledgers = latestLedgersRegion(page)
  await expect(ledgers.getByRole('status')).toHaveText('Live')
  return ledgers
}

/**
 * The ledger sequences shown in "Latest ledgers", top to bottom. One `allInnerTexts` call reads
 * every row at once, so a stream update between rows cannot produce a torn list; a row's
 * innerText is its cells separated by tabs and the sequence is the first cell.
 */
export async function shownLedgerSequences(page: Page): Promise<number[]> {
  const table = latestLedgersRegion(page).getByRole('table', { name: 'Ledgers' })
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') })
  const texts = await rows.allInnerTexts()
  return texts.map((text) => Number(text.trim().split(/\s+/)[0]))
}

/** Waits until a stream has put ledger `sequence` at the top of "Latest ledgers". */
export async function expectNewestLedgerStreamed(
  page: Page,
  sequence: number | undefined,
): Promise<void> {
  await expect
    .poll(async () => (await shownLedgerSequences(page))[0], { timeout: streamDeadlineMs })
    .toBe(sequence)
}

/** Sequences from `newest` down, `count` of them: what a gapless desc list must show. */
export function descendingFrom(newest: number, count: number): number[] {
  return Array.from({ length: count }, (_, index) => newest - index)
}

export interface SandboxProcessOptions {
  /** 0 lets the sandbox pick a free port; a restart passes the port it printed. */
  port: number
  dbPath: string
  seed: number
  history: number
  /** More sandbox flags, e.g. the rate limiter's. */
  extraArgs?: string[]
}

/**
 * A private sandbox in its own process group, so a test may kill it (the whole group) and restart
 * it on the same port and database.
 */
export function startSandboxProcess(options: SandboxProcessOptions): Promise<SandboxChild> {
  return startSandboxChild([
    ...['--port', String(options.port), '--host', '127.0.0.1', '--db', options.dbPath],
    ...['--seed', String(options.seed), '--history', String(options.history)],
    ...['--close-interval', 'manual', '--control', ...(options.extraArgs ?? [])],
  ])
}

/** Kills the group and waits until the top process has exited (the listener is then gone). */
export function stopSandboxProcess(
  child: ChildProcess,
  signal: NodeJS.Signals = 'SIGKILL',
): Promise<void> {
  return stopSandboxChild(child, signal)
}

/**
 * Waits until a Horizon answers its root. The :8000 sandbox is shared (reuseExistingServer), so
 * a parallel Playwright run elsewhere may be restarting it just as a test begins.
 */
export async function waitForHorizon(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      const response = await fetch(`${url}/`)
      if (response.ok) return
    } catch {
      // Not listening (yet).
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

export async function closeLedgersOn(url: string, count: number): Promise<number[]> {
  const response = await fetch(`${url}/_sandbox/close?count=${count}`, { method: 'POST' })
  if (response.status !== 200) throw new Error(`close answered ${response.status}`)
  return ((await response.json()) as { closed: number[] }).closed
}

export function makeTempDir(): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), 'live-e2e-'))
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) }
}

/** The app URL of the dashboard for a Horizon other than the configured ones. */
export function customDashboardPath(horizonUrl: string): string {
  return `/custom?horizon=${encodeURIComponent(horizonUrl)}`
}
