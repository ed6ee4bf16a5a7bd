// The transaction page's contract execution section against the sandbox's own Stellar RPC: a
// WASM token transfer shows its Soroban fee split, its transfer event decoded and scaled, and the
// balances it changed; a Soroban transaction older than the RPC keeps (playwright.config.ts runs
// the sandbox with --rpc-retention 250) says which ledgers it keeps; axe in both themes.
import { scValToNative, xdr } from '@stellar/stellar-sdk'
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures.ts'
import type { SandboxControl } from './fixtures.ts'
import type { OperationRecord } from './explorer-support.ts'
import { expectNoSeriousA11yViolationsInBothThemes, heading, records } from './explorer-support.ts'
import { sandboxUrl } from './servers.ts'

/** The sandbox's SEP-41 token for seed 1 (docs/sandbox.md, "The contracts the sandbox runs"). */
const tokenContractId = 'CCIU6I2RQM33ISO3OBCL5EHJQX76R4KZ3KWVIZOARHKINIZH7X5JO35E'
const sectionName = 'Contract execution (from Stellar RPC)'

async function rpc(page: Page, method: string, params?: object): Promise<Record<string, unknown>> {
  const response = await page.request.post(`${sandboxUrl}/rpc`, {
    data: { jsonrpc: '2.0', id: 1, method, ...(params ? { params } : {}) },
  })
  return ((await response.json()) as { result: Record<string, unknown> }).result
}

interface RpcEvent {
  txHash: string
  topic: string[]
  value: string
}

/** The newest transfer of the WASM token the RPC holds: its hash, parties and raw amount. */
async function newestTokenTransfer(page: Page) {
  const health = await rpc(page, 'getHealth')
  const { events } = (await rpc(page, 'getEvents', {
    startLedger: health.oldestLedger,
    filters: [{ type: 'contract', contractIds: [tokenContractId] }],
    pagination: { limit: 1000 },
  })) as unknown as { events: RpcEvent[] }
  const native = (value: string): unknown => scValToNative(xdr.ScVal.fromXDR(value, 'base64'))
  const transfers = events
    .filter((event) => native(event.topic[0] ?? '') === 'transfer')
    .map((event) => {
      const [, from, to] = event.topic.map(native)
      // CAP-67: the data is the amount, or a map holding it (with a muxed id).
      const data = native(event.value)
      const amount = typeof data === 'bigint' ? data : (data as { amount: bigint }).amount
      return { hash: event.txHash, from: String(from), to: String(to), amount }
    })
    // A transfer to oneself changes no balance: one between two parties shows both sides.
    .filter((transfer) => transfer.from !== transfer.to)
  const transfer = transfers.at(-1)
  if (transfer === undefined) throw new Error('the token made no transfer inside the RPC window')
  return transfer
}

test('a WASM token transfer: fee split, the decoded transfer event and the balance changes', async ({
  page,
}) => {
  const transfer = await newestTokenTransfer(page)
  await page.goto(`/local/transactions/${transfer.hash}`)
  await expect(heading(page, /^Transaction /)).toBeVisible()
  const section = page.getByRole('region', { name: sectionName })
  const fees = section.getByLabel('Soroban fee split')
  await expect(fees).toContainText(/Inclusion fee[\d.]+ XLM \([\d,]+ stroops\)/)
  await expect(fees).toContainText(/Refund[\d.]+ XLM/)
  await expect(fees).toContainText(/[\d,]+ instructions, [\d,]+ bytes read, [\d,]+ bytes written/)
  // The token has 7 decimals and the symbol SBXD (its constructor's arguments).
  const whole = transfer.amount / 10_000_000n
  const events = section.getByRole('list', { name: 'Contract events of this transaction' })
  const event = events.getByRole('listitem').filter({ hasText: 'transfer' })
  await expect(event).toContainText(
    new RegExp(`transfer ${whole.toLocaleString('en-US')}[\\d.]* SBXD from`),
  )
  await expect(event.getByRole('link', { name: tokenContractId })).toHaveAttribute(
    'href',
    `/local/contracts/${tokenContractId}`,
  )
  const changes = section.getByRole('table', { name: 'State changes' })
  // The balances live in persistent DataKey::Balance(address) entries (raw i128): the sender's
  // falls by the amount, the receiver's (created if it had none) rises by it.
  const balanceCell = (address: string) =>
    changes
      .getByRole('row')
      .filter({ hasText: `["Balance", "${address}"]` })
      .getByRole('cell')
      .last()
  const beforeAfter = async (address: string) => {
    const text = (await balanceCell(address).textContent()) ?? ''
    const [before = '', after = ''] = text.split(' → ')
    return { before: before === '—' ? 0n : BigInt(before), after: BigInt(after) }
  }
  await expect(balanceCell(transfer.from)).toContainText('→')
  const sender = await beforeAfter(transfer.from)
  expect(sender.before - sender.after).toBe(transfer.amount)
  const receiver = await beforeAfter(transfer.to)
  expect(receiver.after - receiver.before).toBe(transfer.amount)
  await expectNoSeriousA11yViolationsInBothThemes(
    page,
    'transaction page with contract execution',
    () => expect(changes).toBeVisible(),
  )
})

test('a Soroban transaction older than the RPC keeps says which ledgers it keeps', async ({
  page,
  sandbox,
}) => {
  const health = await rpc(page, 'getHealth')
  const oldest = health.oldestLedger as number
  const operations = await records<OperationRecord>(sandbox, '/operations?order=asc&limit=200')
  const old = await firstOldSorobanTransaction(sandbox, operations, oldest)
  await page.goto(`/local/transactions/${old.hash}`)
  const section = page.getByRole('region', { name: sectionName })
  await expect(section).toContainText(
    new RegExp(
      `This RPC keeps ledgers ${oldest}–\\d+; this transaction is in ledger ${old.ledger}\\.`,
    ),
  )
})

async function firstOldSorobanTransaction(
  sandbox: SandboxControl,
  operations: { transaction_hash: string; type: string }[],
  oldest: number,
): Promise<{ hash: string; ledger: number }> {
  for (const operation of operations) {
    if (operation.type !== 'invoke_host_function') continue
    const transaction = await sandbox.getJson<{ ledger: number }>(
      `/transactions/${operation.transaction_hash}`,
    )
    if (transaction.ledger < oldest)
      return { hash: operation.transaction_hash, ledger: transaction.ledger }
  }
  throw new Error(`no invoke_host_function before ledger ${oldest} in the first 200 operations`)
}
