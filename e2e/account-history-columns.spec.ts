// Issue 18, "Lead with the answer": an account's payments show Direction, Amount and Asset
// columns relative to the account, for the sender and for the receiver of the same payment.
import { test, expect } from './fixtures.ts'
import { records } from './explorer-support.ts'

interface PaymentRow {
  id: string
  type: string
  from: string
  to: string
  amount: string
  asset_type: string
  asset_code?: string
}

function shownAmount(amount: string): string {
  const [whole = '0', fraction = ''] = amount.split('.')
  const trimmed = fraction.replace(/0+$/, '')
  const grouped = BigInt(whole).toLocaleString('en-US')
  return trimmed ? `${grouped}.${trimmed}` : grouped
}

test('an account’s payments have direction, amount and asset columns', async ({
  page,
  sandbox,
}) => {
  const payment = (await records<PaymentRow>(sandbox, '/payments?order=desc&limit=50')).find(
    (record) => record.type === 'payment' && record.from !== record.to,
  )
  if (!payment) throw new Error('seed 1 has no payment between two accounts')
  const asset = payment.asset_type === 'native' ? 'XLM' : (payment.asset_code ?? '')
  for (const [accountId, direction] of [
    [payment.from, 'Sent'],
    [payment.to, 'Received'],
  ] as const) {
    // A cursor just past the payment, newest first: it is the page's first row.
    const cursor = (BigInt(payment.id) + 1n).toString()
    await page.goto(`/local/accounts/${accountId}/payments?cursor=${cursor}&order=desc&limit=10`)
    const table = page.getByRole('table', { name: 'Operations' })
    const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: payment.id }) })
    await expect(row).toBeVisible()
    // Every cell, the row header (the operation id) included, in column order, by header.
    const read = () =>
      table.evaluate((element, id) => {
        const tableElement = element as HTMLTableElement
        const headers = [...(tableElement.tHead?.rows[0]?.cells ?? [])].map(
          (cell) => cell.textContent ?? '',
        )
        const match = [...tableElement.tBodies[0]!.rows].find((candidate) =>
          (candidate.textContent ?? '').includes(id),
        )
        const values = [...(match?.cells ?? [])].map((cell) => cell.innerText.trim())
        return Object.fromEntries(headers.map((header, index) => [header.trim(), values[index]]))
      }, payment.id)
    // The previous account's table is replaced once the new page's rows arrive.
    await expect.poll(async () => (await read())['Direction']).toBe(direction)
    const cells = await read()
    const cell = (header: string) => cells[header]
    expect(cell('Amount')).toBe(shownAmount(payment.amount))
    expect(cell('Asset')).toMatch(new RegExp(`^${asset}`))
  }
})
