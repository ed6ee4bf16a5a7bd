// Issue 18: the dashboard leads with headline numbers from Horizon, each naming its source, and
// its ledger chart has real tooltips and opens a ledger on click. Every expected figure is worked
// out here from the sandbox's own /ledgers and /fee_stats.
import { test, expect } from './fixtures.ts'
import { expectNoSeriousA11yViolationsInBothThemes, heading } from './explorer-support.ts'

interface LedgerRow {
  sequence: number
  closed_at: string
  operation_count: number
  successful_transaction_count: number
  failed_transaction_count: number | null
  total_coins: string
  fee_pool: string
}

interface FeeStatsBody {
  fee_charged: { p50: string; p90: string; p99: string }
}

/** A 7-decimal amount as the explorer writes it: grouped thousands, no trailing zeros. */
function shownAmount(amount: string): string {
  const [whole = '0', fraction = ''] = amount.split('.')
  const trimmed = fraction.replace(/0+$/, '')
  const grouped = BigInt(whole).toLocaleString('en-US')
  return trimmed ? `${grouped}.${trimmed}` : grouped
}

test('the dashboard leads with headline numbers, each with its source', async ({
  page,
  sandbox,
}) => {
  const page30 = await sandbox.getJson<{ _embedded: { records: LedgerRow[] } }>(
    '/ledgers?order=desc&limit=30',
  )
  const ledgers = [...page30._embedded.records].reverse()
  const first = ledgers[0]
  const last = ledgers.at(-1)
  if (!first || !last) throw new Error('no ledgers')
  const fees = await sandbox.getJson<FeeStatsBody>('/fee_stats')
  const seconds = (Date.parse(last.closed_at) - Date.parse(first.closed_at)) / 1000
  const operations = ledgers.slice(1).reduce((sum, ledger) => sum + ledger.operation_count, 0)
  const successful = ledgers.reduce((sum, ledger) => sum + ledger.successful_transaction_count, 0)
  const failed = ledgers.reduce((sum, ledger) => sum + (ledger.failed_transaction_count ?? 0), 0)

  await page.goto('/local')
  const glance = page.getByRole('region', { name: 'At a glance' })
  await expectNoSeriousA11yViolationsInBothThemes(page, 'dashboard headline numbers', async () => {
    await expect(glance).toContainText(`${(seconds / (ledgers.length - 1)).toFixed(1)} s`)
  })
  const card = (label: string) =>
    glance.getByRole('term').filter({ hasText: label }).locator('xpath=..')
  const window = `Ledgers ${first.sequence}–${last.sequence} from /ledgers`
  await expect(card('Ledger close time')).toContainText(window)
  await expect(card('Operations per second')).toContainText(
    `${(operations / seconds).toFixed(1)} ops/s`,
  )
  await expect(card('Transaction success rate')).toContainText(
    `${((successful / (successful + failed)) * 100).toFixed(1)} %`,
  )
  await expect(card('Transaction success rate')).toContainText(
    `${successful.toLocaleString('en-US')} of ${(successful + failed).toLocaleString('en-US')} succeeded`,
  )
  const feeCard = card('Fee per operation')
  await expect(feeCard).toContainText(
    `${fees.fee_charged.p50} / ${fees.fee_charged.p90} / ${fees.fee_charged.p99} stroops`,
  )
  await expect(feeCard.getByRole('link', { name: /\/fee_stats/ })).toHaveAttribute(
    'href',
    `${sandbox.url}/fee_stats`,
  )
  await expect(card('Total XLM')).toContainText(`${shownAmount(last.total_coins)} XLM`)
  await expect(card('Fee pool')).toContainText(`${shownAmount(last.fee_pool)} XLM`)
  await card('Fee pool')
    .getByRole('link', { name: String(last.sequence), exact: true })
    .click()
  await expect(heading(page, `Ledger ${last.sequence}`)).toBeVisible()
})

test('the ledger chart shows a tooltip per ledger and opens the ledger on click', async ({
  page,
  sandbox,
}) => {
  const page30 = await sandbox.getJson<{ _embedded: { records: LedgerRow[] } }>(
    '/ledgers?order=desc&limit=30',
  )
  const chosen = page30._embedded.records[5]
  if (!chosen) throw new Error('too few ledgers')
  await page.goto('/local')
  const bar = page.getByRole('link', { name: `Open ledger ${chosen.sequence}`, exact: true })
  await bar.hover()
  const tooltip = page.getByRole('tooltip')
  const time = new Date(Date.parse(chosen.closed_at)).toISOString().replace('T', ' ').slice(0, 19)
  const transactions = chosen.successful_transaction_count + (chosen.failed_transaction_count ?? 0)
  await expect(tooltip).toHaveText(
    `Ledger ${chosen.sequence} closed ${time} UTC: ${chosen.operation_count} operations, ` +
      `${transactions} transactions (${chosen.failed_transaction_count ?? 0} failed). Click to open it.`,
  )
  await bar.click()
  await expect(page).toHaveURL(new RegExp(`/local/ledgers/${chosen.sequence}$`))
  await expect(heading(page, `Ledger ${chosen.sequence}`)).toBeVisible()
})
