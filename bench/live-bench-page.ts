// bench:live's page side: the in-page probe, heap readings and the two measurements.
import { availableParallelism } from 'node:os'
import type { CDPSession, Page } from '@playwright/test'
import { closeLedgers, watchLedgerStream } from './live-bench-servers.ts'

export const latencyWarmupCloses = 5
export const latencySampleCloses = 100
export const heapRecordTarget = 10_000
/** Ledgers per POST while streaming for the heap figure: big enough to be quick, small enough
 *  that the page is never more than one batch behind (a paced feed, not one giant burst). */
export const heapCloseBatch = 25
/** Safety cap so a slow machine still finishes in about five minutes. */
const heapPhaseBudgetMs = 180_000
export const goals = { latencyP50Ms: 50, latencyP99Ms: 200, heapGrowthMb: 5 }

// ---------------------------------------------------------------------------------------------
// In-page probe. Kept as source text: the bench is type-checked without the DOM library
// (server/tsconfig.json), and this code runs only in the browser.

/** What the probe keeps on `window.__liveBench`. */
interface ProbeCounts {
  ledgers: number
  payments: number
  other: number
}

export const probeScript = `(() => {
  const counts = { ledgers: 0, payments: 0, other: 0 }
  let seen = Object.create(null)
  let section = null
  // Counts every SSE record (a message with an id) that reaches the page, per collection.
  const NativeEventSource = window.EventSource
  class CountingEventSource extends NativeEventSource {
    constructor(url, init) {
      super(url, init)
      const path = new URL(String(url)).pathname
      const key = path === '/ledgers' ? 'ledgers' : path === '/payments' ? 'payments' : 'other'
      this.addEventListener('message', (event) => {
        if (event.lastEventId) counts[key] += 1
      })
    }
  }
  window.EventSource = CountingEventSource
  // The "Latest ledgers" region is the section whose heading says so; its rows start with the
  // sequence. Date.now() is taken in the observer callback, i.e. right after React's commit.
  const findSection = () => {
    if (section && section.isConnected) return section
    section = null
    for (const heading of document.querySelectorAll('h2')) {
      if (heading.textContent.trim() === 'Latest ledgers') section = heading.closest('section')
    }
    return section
  }
  const scan = () => {
    const region = findSection()
    if (!region) return
    const now = Date.now()
    for (const row of region.querySelectorAll('tbody tr')) {
      const text = row.cells[0] ? row.cells[0].textContent.trim() : ''
      if (/^\\d+$/.test(text) && seen[text] === undefined) seen[text] = now
    }
  }
  const observer = new MutationObserver(scan)
  const start = () => observer.observe(document, { subtree: true, childList: true, characterData: true })
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start)
  else start()
  window.__liveBench = {
    counts,
    seenAt: (sequence) => seen[String(sequence)],
    // The heap phase must not measure the probe's own bookkeeping.
    stopObserving: () => { observer.disconnect(); seen = Object.create(null) },
  }
})()`

async function probeCounts(page: Page): Promise<ProbeCounts> {
  return (await page.evaluate('({ ...window.__liveBench.counts })')) as ProbeCounts
}

async function waitForRow(page: Page, sequence: number): Promise<number> {
  await page.waitForFunction(`window.__liveBench.seenAt(${sequence}) !== undefined`, undefined, {
    timeout: 10_000,
  })
  return (await page.evaluate(`window.__liveBench.seenAt(${sequence})`)) as number
}

// ---------------------------------------------------------------------------------------------
// Figures

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN
  const rank = Math.ceil(fraction * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN
}

interface Distribution {
  p50: number
  p99: number
  max: number
  min: number
  mean: number
}

function distribution(values: readonly number[]): Distribution {
  const sorted = [...values].sort((a, b) => a - b)
  return {
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
    min: sorted[0] ?? Number.NaN,
    mean: sorted.reduce((sum, value) => sum + value, 0) / Math.max(1, sorted.length),
  }
}

export function formatDistribution(label: string, d: Distribution): string {
  return `  ${label.padEnd(44)} p50 ${d.p50.toFixed(0).padStart(4)} ms   p99 ${d.p99.toFixed(0).padStart(4)} ms   max ${d.max.toFixed(0).padStart(4)} ms   min ${d.min.toFixed(0).padStart(4)} ms   mean ${d.mean.toFixed(1).padStart(6)} ms`
}

export const availableCores = () => availableParallelism()
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
export const mb = (bytes: number) => bytes / (1024 * 1024)

async function collectedHeap(cdp: CDPSession): Promise<{ used: number; total: number }> {
  // Several passes: one major GC can leave garbage that only becomes collectable after it
  // (weak maps, finalizers); the figure should be what is really retained.
  for (let pass = 0; pass < 3; pass++) {
    await cdp.send('HeapProfiler.collectGarbage')
    await sleep(100)
  }
  const usage = await cdp.send('Runtime.getHeapUsage')
  return { used: usage.usedSize, total: usage.totalSize }
}

// ---------------------------------------------------------------------------------------------

interface LatencySample {
  sequence: number
  /** The event's arrival at a Node SSE reader → row in the DOM: delivery only, a lower bound. */
  fromReader: number
  /** POST sent → row in the DOM: includes the close itself. */
  fromPostStart: number
  /** POST sent → answer: the sandbox's close work plus two loopback hops. */
  postRoundTrip: number
}

export async function measureLatency(page: Page, sandboxUrl: string) {
  const watcher = watchLedgerStream(sandboxUrl)
  await watcher.opened
  const samples: LatencySample[] = []
  try {
    for (let index = 0; index < latencyWarmupCloses + latencySampleCloses; index++) {
      const t0 = Date.now()
      const [sequence] = await closeLedgers(sandboxUrl, 1)
      const tAnswer = Date.now()
      if (sequence === undefined) throw new Error('the sandbox closed no ledger')
      const t1 = await waitForRow(page, sequence)
      for (let wait = 0; !watcher.arrivals.has(sequence) && wait < 100; wait++) await sleep(10)
      const closedAt = watcher.arrivals.get(sequence)
      if (closedAt === undefined)
        throw new Error(`ledger ${sequence} never reached the Node reader`)
      if (index >= latencyWarmupCloses) {
        samples.push({
          sequence,
          fromReader: t1 - closedAt,
          fromPostStart: t1 - t0,
          postRoundTrip: tAnswer - t0,
        })
      }
      // A ledger every 100–200 ms: a steady feed, each close measured on its own.
      await sleep(100 + Math.random() * 100)
    }
  } finally {
    watcher.stop()
  }
  return {
    samples,
    fromReader: distribution(samples.map((sample) => sample.fromReader)),
    fromPostStart: distribution(samples.map((sample) => sample.fromPostStart)),
    postRoundTrip: distribution(samples.map((sample) => sample.postRoundTrip)),
  }
}

export async function measureHeap(page: Page, sandboxUrl: string) {
  const cdp = await page.context().newCDPSession(page)
  await page.evaluate('window.__liveBench.stopObserving()')
  await sleep(500)
  const start = await probeCounts(page)
  const before = await collectedHeap(cdp)

  const startedAt = Date.now()
  let closedLedgers = 0
  let reached = 0
  let lastReport = startedAt
  while (reached < heapRecordTarget && Date.now() - startedAt < heapPhaseBudgetMs) {
    closedLedgers += (await closeLedgers(sandboxUrl, heapCloseBatch)).length
    // Pace on the page: the next batch only once this batch's ledgers arrived.
    await page.waitForFunction(
      `window.__liveBench.counts.ledgers >= ${start.ledgers + closedLedgers}`,
      undefined,
      { timeout: 30_000, polling: 50 },
    )
    const now = await probeCounts(page)
    reached = now.ledgers - start.ledgers + (now.payments - start.payments)
    if (Date.now() - lastReport > 10_000) {
      lastReport = Date.now()
      console.log(
        `  … ${reached.toLocaleString('en-US')} records streamed (${closedLedgers} ledgers closed, ${((Date.now() - startedAt) / 1000).toFixed(0)} s)`,
      )
    }
  }
  // Let the payments stream drain (it may run a reconnect behind the ledgers stream).
  let previous = -1
  for (let attempt = 0; attempt < 20; attempt++) {
    const now = await probeCounts(page)
    const total = now.ledgers + now.payments
    if (total === previous) break
    previous = total
    await sleep(250)
  }
  const streamedMs = Date.now() - startedAt
  const end = await probeCounts(page)
  const after = await collectedHeap(cdp)
  await cdp.detach()
  return {
    before,
    after,
    closedLedgers,
    ledgerRecords: end.ledgers - start.ledgers,
    paymentRecords: end.payments - start.payments,
    otherRecords: end.other - start.other,
    streamedMs,
  }
}
