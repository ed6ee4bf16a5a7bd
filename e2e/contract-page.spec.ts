// The contract page against the sandbox's own Stellar RPC (/rpc beside its Horizon): the native
// asset's Stellar Asset Contract (its id derived here independently) with its interface, instance
// storage, events followed live and a balance lookup that agrees with Horizon; axe in both
// themes; an RPC named by the URL (`rpc=`) is what the page asks, allowed by its CSP.
import { Address, Asset, scValToNative, xdr } from '@stellar/stellar-sdk'
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures.ts'
import type { SandboxControl } from './fixtures.ts'
import {
  dataRows,
  expectNoSeriousA11yViolations,
  heading,
  walkRecords,
} from './explorer-support.ts'
import { sandboxUrl } from './servers.ts'

async function nativeContractId(sandbox: SandboxControl): Promise<string> {
  const { network_passphrase: passphrase } = await sandbox.getJson<{ network_passphrase: string }>(
    '/',
  )
  return Asset.native().contractId(passphrase)
}

/**
 * The contract's events the sandbox's RPC holds, asked directly: all of them in its window, or
 * those after `cursor`; with the cursor to ask from next.
 */
async function rpcEvents(
  page: Page,
  contractId: string,
  cursor?: string,
): Promise<{ count: number; cursor: string }> {
  const rpc = `${sandboxUrl}/rpc`
  const call = (method: string, params?: object) =>
    page.request
      .post(rpc, { data: { jsonrpc: '2.0', id: 1, method, ...(params ? { params } : {}) } })
      .then((response) => response.json() as Promise<{ result: Record<string, unknown> }>)
  const { result: health } = await call('getHealth')
  const filters = [{ type: 'contract', contractIds: [contractId] }]
  const { result } = await call(
    'getEvents',
    cursor === undefined
      ? { startLedger: health.oldestLedger, filters, pagination: { limit: 100 } }
      : { filters, pagination: { cursor, limit: 100 } },
  )
  return { count: (result.events as unknown[]).length, cursor: result.cursor as string }
}

test('a Stellar Asset Contract: kind, asset, interface, storage, events followed live', async ({
  page,
  sandbox,
}) => {
  test.setTimeout(120_000)
  const contractId = await nativeContractId(sandbox)
  await page.goto(`/local/contracts/${contractId}`)
  await expect(heading(page, `Contract ${contractId}`)).toBeVisible()
  const details = page.getByLabel('Contract details')
  await expect(details).toContainText('Stellar Asset Contract')
  await expect(details).toContainText('XLM (the native asset)')
  const functions = page.getByRole('list', { name: 'Functions' })
  await expect(functions).toContainText('transfer(from: address, to: muxed_address, amount: i128)')
  await expect(functions).toContainText('balance(id: address) → i128')
  const storage = page.getByRole('table', { name: 'Instance storage' })
  await expect(storage).toContainText('METADATA')
  await expect(storage).toContainText('{decimal: 7, name: "native", symbol: "native"}')

  const events = page.getByRole('table', { name: 'Contract events' })
  const { count: shown, cursor } = await rpcEvents(page, contractId)
  await expect(dataRows(events)).toHaveCount(shown)
  await expect(dataRows(events).first()).toContainText(/^\d+transfer [\d,.]+ native from G/)

  // Close ledgers until the RPC holds a new transfer of this contract: the page shows it. (Counted
  // from the cursor: the RPC's window slides as ledgers close, the page keeps what it showed.)
  let added = 0
  for (let tries = 0; tries < 30 && added === 0; tries++) {
    await sandbox.closeLedgers(5)
    added = (await rpcEvents(page, contractId, cursor)).count
  }
  expect(added, 'the sandbox made no new native transfer in 150 ledgers').toBeGreaterThan(0)
  await expect(dataRows(events)).toHaveCount(shown + added, { timeout: 15_000 })
})

/** The sandbox's counter contract (a real WASM): the contract an `increment` call names. */
async function counterContractId(sandbox: SandboxControl): Promise<string> {
  type Parameter = { type: string; value: string }
  const calls = walkRecords<{ paging_token: string; type: string; parameters?: Parameter[] }>(
    sandbox,
    '/operations?order=desc',
    20,
  )
  for await (const operation of calls) {
    const [contract, name] = operation.parameters ?? []
    if (operation.type !== 'invoke_host_function' || !contract || name?.type !== 'Sym') continue
    if (scValToNative(xdr.ScVal.fromXDR(name.value, 'base64')) !== 'increment') continue
    return Address.fromScVal(xdr.ScVal.fromXDR(contract.value, 'base64')).toString()
  }
  throw new Error('no increment call in the newest 4,000 operations')
}

test('a WASM contract: its interface and its build metadata, read from the WASM, as claims', async ({
  page,
  sandbox,
}) => {
  const contractId = await counterContractId(sandbox)
  await page.goto(`/local/contracts/${contractId}`)
  await expect(page.getByLabel('Contract details')).toContainText('WASM contract')
  await expect(page.getByRole('list', { name: 'Functions' })).toContainText('increment() → u32')
  const metadata = page.getByRole('table', { name: 'Build metadata' })
  await expect(metadata.getByRole('row')).toHaveText([
    'ClaimValue',
    'Rust compiler version rsver1.81.0',
    'soroban-sdk version (#commit) rssdkver20.0.0-rc2#e35bace9de5addae7c32f405cdc11bb459cb1d61',
  ])
  await expect(page.getByText(/claims, not verification\. Built for protocol \d+\./)).toBeVisible()
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await expectNoSeriousA11yViolations(page, `WASM contract page (${scheme})`)
  }
})

test('a token balance lookup agrees with the account on Horizon, the address in the URL', async ({
  page,
  sandbox,
}) => {
  const contractId = await nativeContractId(sandbox)
  await page.goto(`/local/contracts/${contractId}`)
  const events = page.getByRole('table', { name: 'Contract events' })
  // Someone who received XLM through the contract, read from its first event row.
  const receiver = await dataRows(events)
    .first()
    .getByRole('link', { name: /^G/ })
    .last()
    .getAttribute('title')
  if (!receiver) throw new Error('the first event names no account')
  const token = page.getByRole('region', { name: 'Token' })
  await token.getByRole('textbox', { name: 'Address (G… or C…)' }).fill(receiver)
  await token.getByRole('button', { name: 'Look up balance' }).click()
  await expect(page).toHaveURL(new RegExp(`balance_of=${receiver}`))
  const account = await sandbox.getJson<{ balances: { asset_type: string; balance: string }[] }>(
    `/accounts/${receiver}`,
  )
  const native = account.balances.find((balance) => balance.asset_type === 'native')
  const expected = (native?.balance ?? '').replace(/\.?0+$/, '')
  const answer = token.getByRole('status').filter({ hasText: 'holds' })
  await expect(answer).toContainText('holds')
  const text = (await answer.textContent()) ?? ''
  expect(text.replace(/,/g, '')).toContain(`holds ${expected} native`)
})

test('axe on the contract page, light and dark', async ({ page, sandbox }) => {
  const contractId = await nativeContractId(sandbox)
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await page.goto(`/local/contracts/${contractId}`)
    await expect(page.getByRole('table', { name: 'Contract events' })).toBeVisible()
    await expectNoSeriousA11yViolations(page, `contract page (${scheme})`)
  }
})

test('public has no RPC: the page says where to find one; rpc= in the URL is the one asked', async ({
  page,
  sandbox,
}) => {
  const contractId = await nativeContractId(sandbox)
  await page.goto(`/public/contracts/${contractId}`)
  await expect(page.getByRole('link', { name: 'RPC providers' })).toHaveAttribute(
    'href',
    'https://developers.stellar.org/docs/data/apis/rpc/providers',
  )
  // The sandbox's RPC under another origin, named by the URL: its CSP allows it, the page uses it.
  const chosenRpc = `${sandboxUrl.replace('127.0.0.1', 'localhost')}/rpc`
  const rpcRequests: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST') rpcRequests.push(request.url())
  })
  const response = await page.goto(
    `/local/contracts/${contractId}?rpc=${encodeURIComponent(chosenRpc)}`,
  )
  expect(await response?.headerValue('content-security-policy')).toContain(
    new URL(chosenRpc).origin,
  )
  await expect(page.getByLabel('Contract details')).toContainText(chosenRpc)
  expect(rpcRequests.length).toBeGreaterThan(0)
  expect(rpcRequests.every((url) => url === chosenRpc)).toBe(true)
  // Links keep the chosen RPC.
  await expect(page.getByRole('link', { name: /^\d+$/ }).first()).toHaveAttribute(
    'href',
    new RegExp(`rpc=${encodeURIComponent(chosenRpc).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  )
})
