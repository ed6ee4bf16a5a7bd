// A hostile Stellar RPC: the sandbox's /rpc answers are replaced (Playwright routes) with
// malformed JSON-RPC, error objects, invalid XDR, code that is not WebAssembly, a 9 MB answer and
// a real WASM whose spec names are markup. The contract page (and the RPC server page) settles with a message in the part
// that failed, nothing from the answers runs, and no request leaves the app and the sandbox.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Page, Route } from '@playwright/test'
import { LedgerEntryData } from '@stellar/stellar-sdk/xdr'
import { test, expect } from './fixtures.ts'
import { appUrl, sandboxUrl } from './servers.ts'

const contractId = 'CCKLY5FH63XX74AURISXUQHT2C7O64H6O3BQ7ZF7YSOVP7TFKFLK72PO'
const fixtures = resolve(process.cwd(), '../shared/fixtures/rpc')

function fixtureResult(name: string): Record<string, unknown> {
  const body = JSON.parse(readFileSync(`${fixtures}/responses/${name}`, 'utf8')) as {
    result?: Record<string, unknown>
  }
  return body.result ?? (body as Record<string, unknown>)
}

/** A real WASM contract instance (its code asked next by its hash). */
const wasmInstance = fixtureResult('getLedgerEntries-contract-instance.json')

function codeEntries(code: Uint8Array) {
  const xdr = LedgerEntryData.fromXdrObject({
    type: 7,
    contractCode: { ext: { v: 0 }, hash: new Uint8Array(32).fill(1), code },
  }).toXdr('base64')
  return { entries: [{ key: 'AAAABw==', xdr, lastModifiedLedgerSeq: 5 }], latestLedger: 10 }
}

/** The increment contract's WASM with its function's name (in spec and exports) made markup. */
function wasmWithMarkupName(): Uint8Array {
  const wasm = readFileSync(`${fixtures}/wasm/soroban_increment_contract.wasm`)
  const patched = Buffer.from(
    wasm.toString('latin1').replaceAll('increment', '<script>x'),
    'latin1',
  )
  return new Uint8Array(patched)
}

type Body = string | ((method: string, params: Record<string, unknown>) => unknown)

/** Answers the page's RPC calls: a raw body, or a result per method (JSON-RPC wrapped). */
async function serveRpc(page: Page, body: Body) {
  await page.route(`${sandboxUrl}/rpc`, async (route: Route) => {
    const request = route.request().postDataJSON() as {
      id: number
      method: string
      params?: Record<string, unknown>
    }
    if (typeof body === 'string') {
      await route.fulfill({ body, contentType: 'application/json' })
      return
    }
    const result = body(request.method, request.params ?? {})
    await route.fulfill({
      body: JSON.stringify({ jsonrpc: '2.0', id: request.id, result }),
      contentType: 'application/json',
    })
  })
}

/** Keys of a getLedgerEntries call: a ContractCode key's type (its first 4 bytes) is 7. */
function asksForCode(params: Record<string, unknown>): boolean {
  const [key] = (params.keys as string[] | undefined) ?? []
  return key !== undefined && Buffer.from(key, 'base64').readUInt32BE(0) === 7
}

function withCode(code: Uint8Array) {
  return (method: string, params: Record<string, unknown>): unknown => {
    if (method === 'getLedgerEntries') return asksForCode(params) ? codeEntries(code) : wasmInstance
    if (method === 'getLatestLedger') return { sequence: 300, protocolVersion: 21 }
    return { events: [], latestLedger: 300, oldestLedger: 200, cursor: '0-0' }
  }
}

const cases: { name: string; body: Body; message: RegExp }[] = [
  { name: 'not JSON', body: '<html><script>window.__pwned = 1</script>', message: /is not JSON/ },
  {
    name: 'an error object',
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32602, message: '<b>no</b>' } }),
    message: /refused getLedgerEntries \(error -32602\): <b>no<\/b>/,
  },
  {
    name: 'another id',
    body: JSON.stringify({ jsonrpc: '2.0', id: 99, result: {} }),
    message: /answers another request/,
  },
  {
    name: 'invalid XDR',
    body: (_method) => ({
      entries: [{ key: 'AAAA', xdr: 'not-xdr<script>', lastModifiedLedgerSeq: 1 }],
      latestLedger: 2,
    }),
    message: /could not be shown/,
  },
  {
    name: 'a 9 MB answer',
    body: `{"jsonrpc":"2.0","id":1,"result":{"entries":[],"pad":"${'x'.repeat(9 * 1024 * 1024)}"}}`,
    message: /larger than 8 MiB/,
  },
]

function watch(page: Page) {
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  return {
    elsewhere: () =>
      requests.filter((url) => !url.startsWith(appUrl) && !url.startsWith(sandboxUrl)),
  }
}

for (const hostile of cases) {
  test(`a hostile RPC answering ${hostile.name}: the page settles with a message`, async ({
    page,
  }) => {
    const requests = watch(page)
    await serveRpc(page, hostile.body)
    await page.goto(`/local/contracts/${contractId}`)
    await expect(page.getByRole('alert').first()).toContainText(hostile.message)
    expect(await page.evaluate(() => 'pwned' in window || '__pwned' in window)).toBe(false)
    expect(requests.elsewhere()).toEqual([])
  })
}

test('code that is not WebAssembly fails the interface and the build metadata alone', async ({
  page,
}) => {
  const requests = watch(page)
  await serveRpc(page, withCode(new TextEncoder().encode('<html>not wasm</html>')))
  await page.goto(`/local/contracts/${contractId}`)
  const alerts = page.getByRole('alert')
  await expect(alerts).toHaveCount(2)
  await expect(alerts.filter({ hasText: 'The interface could not be shown' })).toContainText(
    'not WebAssembly',
  )
  await expect(alerts.filter({ hasText: 'The build metadata could not be shown' })).toContainText(
    'not a well-formed WebAssembly module',
  )
  await expect(page.getByText('The instance holds no storage entries.')).toBeVisible()
  await expect(page.getByText(/No events in ledgers this RPC keeps/)).toBeVisible()
  expect(requests.elsewhere()).toEqual([])
})

test('spec names that are markup read as text, and nothing runs', async ({ page }) => {
  await serveRpc(page, withCode(wasmWithMarkupName()))
  await page.goto(`/local/contracts/${contractId}`)
  await expect(page.getByRole('list', { name: 'Functions' })).toContainText('<script>x() → u32')
  expect(await page.locator('main script').count()).toBe(0)
})

test('the RPC server page under a hostile RPC: every part settles with its message', async ({
  page,
}) => {
  const requests = watch(page)
  await serveRpc(page, '<html><script>window.__pwned = 1</script>')
  await page.goto('/local/rpc')
  // Health, network, version, latest ledger, fees, newest ledgers, newest transactions.
  await expect(page.getByRole('alert')).toHaveCount(7)
  for (const alert of await page.getByRole('alert').all()) {
    await expect(alert).toContainText(/could not be shown.*is not JSON/s)
  }
  await expect(page.getByRole('status').filter({ hasText: /…$/ })).toHaveCount(0)
  expect(await page.evaluate(() => 'pwned' in window || '__pwned' in window)).toBe(false)
  expect(requests.elsewhere()).toEqual([])
})
