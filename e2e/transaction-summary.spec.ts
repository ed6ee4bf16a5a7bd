// Issue 18, "Lead with the answer": a transaction page opens with one line saying what happened,
// whether it worked (and why not) and the fee, e.g. "A tried to pay B 50 XLM (failed:
// underfunded); fee 0.00001 XLM charged." Checked against the sandbox's own records.
import { test, expect } from './fixtures.ts'
import { heading, records } from './explorer-support.ts'

interface TransactionRow {
  source_account: string
  fee_account?: string
  hash: string
  successful: boolean
  operation_count: number
  fee_charged: string
}

interface PaymentRow {
  type: string
  amount: string
  asset_type: string
  asset_code?: string
}

/** Horizon's 7-decimal amount as the explorer writes it: grouped thousands, no trailing zeros. */
function shownAmount(amount: string): string {
  const [whole = '0', fraction = ''] = amount.split('.')
  const grouped = BigInt(whole).toLocaleString('en-US')
  const trimmed = fraction.replace(/0+$/, '')
  return trimmed ? `${grouped}.${trimmed}` : grouped
}

function shownFee(stroops: string): string {
  return shownAmount((Number(stroops) / 1e7).toFixed(7))
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

async function singlePayment(
  sandbox: Parameters<typeof records>[0],
  successful: boolean,
): Promise<{ transaction: TransactionRow; payment: PaymentRow }> {
  for (const transaction of await records<TransactionRow>(
    sandbox,
    '/transactions?include_failed=true&order=desc&limit=200',
  )) {
    if (transaction.successful !== successful || Number(transaction.operation_count) !== 1) continue
    const [payment] = await records<PaymentRow>(
      sandbox,
      `/transactions/${transaction.hash}/operations`,
    )
    if (payment?.type === 'payment') return { transaction, payment }
  }
  throw new Error(`seed 1 has no ${successful ? 'successful' : 'failed'} single payment`)
}

for (const successful of [false, true]) {
  test(`a ${successful ? 'successful' : 'failed'} payment's page leads with a one-line summary`, async ({
    page,
    sandbox,
  }) => {
    const { transaction, payment } = await singlePayment(sandbox, successful)
    await page.goto(`/local/transactions/${transaction.hash}`)
    await expect(heading(page, new RegExp(`Transaction ${transaction.hash}`))).toBeVisible()
    const summary = page.getByRole('region', { name: 'Summary', exact: true })
    const asset = payment.asset_type === 'native' ? 'XLM' : (payment.asset_code ?? '')
    // A credit asset reads with its issuer: "2,638 EURT (G…)".
    const issuer = payment.asset_type === 'native' ? '' : ' \\(\\S+\\)'
    const paid = `${escaped(shownAmount(payment.amount))} ${escaped(asset)}${issuer}`
    // A fee paid by another account (a fee bump) names who paid it.
    const feePayer =
      transaction.fee_account && transaction.fee_account !== transaction.source_account
        ? ' to \\S+'
        : ''
    const fee = `fee ${escaped(shownFee(transaction.fee_charged))} XLM charged${feePayer}\\.`
    await expect(summary).toHaveText(
      successful
        ? new RegExp(`^\\S+ paid ${paid} to \\S+: successful; ${fee}$`)
        : new RegExp(`^\\S+ tried to pay ${paid} to \\S+ \\(failed: [a-z_ ]+\\); ${fee}$`),
    )
    // It sits above the facts: the first thing read after the heading.
    const summaryBox = await summary.boundingBox()
    const detailsBox = await page.getByLabel('Transaction details').boundingBox()
    expect(summaryBox && detailsBox && summaryBox.y < detailsBox.y).toBe(true)
  })
}
