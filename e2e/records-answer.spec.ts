// The support desk's questions, answered on record pages against the seeded sandbox: why a
// transaction failed, failed operations as attempts, spendable XLM, and readable values. Every
// expectation is worked out here from the sandbox's own Horizon responses.
import { Keypair, xdr } from '@stellar/stellar-sdk'
import { test, expect } from './fixtures.ts'
import { heading, records, walkRecords, type OperationRecord } from './explorer-support.ts'

interface FailedTransaction {
  hash: string
  successful: boolean
  result_xdr: string
}

interface AccountWithBalances {
  account_id: string
  subentry_count: number
  num_sponsoring: number
  num_sponsored: number
  balances: { asset_type: string; balance: string; selling_liabilities?: string }[]
}

interface Typed {
  type?: string
}

/** The single payment result inside a failed one-operation transaction, e.g. "paymentUnderfunded". */
function paymentResultName(resultXdr: string): string | undefined {
  const outer = xdr.TransactionResult.fromXdr(resultXdr, 'base64').result as Typed & {
    results?: (Typed & { tr?: Typed & { paymentResult?: Typed } })[]
  }
  if (outer.type !== 'txFailed' || outer.results?.length !== 1) return undefined
  const tr = outer.results[0]?.tr
  return tr?.type === 'payment' ? tr.paymentResult?.type : undefined
}

function toStroops(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.split('.')
  return BigInt(whole) * 10_000_000n + BigInt(fraction.padEnd(7, '0'))
}

/** How the explorer prints an amount: thousands grouped, trailing zeros dropped. */
function shownAmount(stroops: bigint): string {
  const whole = (stroops / 10_000_000n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const fraction = (stroops % 10_000_000n).toString().padStart(7, '0').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

test('a failed transaction says why in words, on its page and on its rows', async ({
  page,
  sandbox,
}) => {
  const transactions = await records<FailedTransaction>(
    sandbox,
    '/transactions?include_failed=true&order=desc&limit=200',
  )
  const failed = transactions.find(
    (transaction) =>
      !transaction.successful && paymentResultName(transaction.result_xdr) === 'paymentUnderfunded',
  )
  if (!failed) throw new Error('seed 1 has no underfunded payment')

  await page.goto(`/local/transactions/${failed.hash}`)
  const details = page.getByLabel('Transaction details')
  await expect(
    details.getByText(/^Failed: op_underfunded — the sender did not have enough/),
  ).toBeVisible()
  await expect(details.getByText(/^Transaction result: tx_failed — /)).toBeVisible()

  // The failed row in its operations tab: the code, with the sentence for screen readers.
  const operations = page.getByRole('table', { name: 'Operations' })
  await expect(
    operations.getByRole('cell', { name: /op_underfunded\s*—\s*the sender did not have enough/ }),
  ).toBeVisible()
})

test('a failed payment reads as an attempt, and its effects tab says why it is empty', async ({
  page,
  sandbox,
}) => {
  const operations = await records<OperationRecord & { transaction_successful: boolean }>(
    sandbox,
    '/payments?include_failed=true&order=desc&limit=200',
  )
  const failedPayment = operations.find(
    (operation) => operation.type === 'payment' && !operation.transaction_successful,
  )
  if (!failedPayment) throw new Error('seed 1 has no failed payment')
  const payment = await sandbox.getJson<{ amount: string }>(`/operations/${failedPayment.id}`)

  await page.goto(`/local/operations/${failedPayment.id}`)
  await expect(heading(page, `Operation ${failedPayment.id}`)).toBeVisible()
  const sentence = page.getByText(/ tried to pay /).first()
  await expect(sentence).toContainText(`tried to pay ${shownAmount(toStroops(payment.amount))}`)
  await expect(sentence).toContainText(/\(failed: [a-z ]+\)$/)

  await page.goto(`/local/transactions/${failedPayment.transaction_hash}/effects`)
  await expect(page.getByText('No effects: the transaction failed.')).toBeVisible()
})

test('spendable XLM is the balance less the reserve of the latest ledger and selling liabilities', async ({
  page,
  sandbox,
}) => {
  const trusting = await records<OperationRecord>(sandbox, '/operations?order=desc&limit=200')
  const trustor = trusting.find((operation) => operation.type === 'change_trust')
  if (!trustor) throw new Error('seed 1 has no trustlines')
  const account = await sandbox.getJson<AccountWithBalances>(`/accounts/${trustor.source_account}`)
  const [latest] = await records<{ base_reserve_in_stroops: number }>(
    sandbox,
    '/ledgers?order=desc&limit=1',
  )
  const native = account.balances.find((balance) => balance.asset_type === 'native')
  if (!latest || !native) throw new Error('no latest ledger or XLM balance')
  const reserveUnits = BigInt(
    2 + account.subentry_count + account.num_sponsoring - account.num_sponsored,
  )
  const spendable =
    toStroops(native.balance) -
    reserveUnits * BigInt(latest.base_reserve_in_stroops) -
    toStroops(native.selling_liabilities ?? '0')

  await page.goto(`/local/accounts/${account.account_id}`)
  const facts = page.getByLabel('Spendable XLM figures')
  await expect(facts).toContainText(`Spendable${shownAmount(spendable > 0n ? spendable : 0n)} XLM`)
  await expect(facts).toContainText(`(2 + ${account.subentry_count} subentries`)
  await expect(
    facts.getByText(/\d+ trustlines?, \d+ offers?, \d+ signers?, \d+ data entr/),
  ).toBeVisible()
})

test('readable values: grouped numbers in search, prices, flags and an account never created', async ({
  page,
  sandbox,
}) => {
  // An offer made or changed, not deleted: a deletion (amount 0) names no price.
  let offer: (OperationRecord & { amount?: string }) | undefined
  for await (const operation of walkRecords<OperationRecord & { amount?: string }>(
    sandbox,
    '/operations?order=desc',
  )) {
    if (operation.type === 'manage_sell_offer' && Number(operation.amount) > 0) {
      offer = operation
      break
    }
  }
  if (!offer) throw new Error('seed 1 has no offers')
  const grouped = offer.id.replace(/\B(?=(\d{3})+(?!\d))/g, ',')

  await page.goto('/local')
  await page
    .getByRole('searchbox', { name: 'Search account, transaction, ledger or operation' })
    .fill(grouped)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(`/local/operations/${offer.id}`)
  await expect(heading(page, `Operation ${offer.id}`)).toBeVisible()
  // "at a price of 0.000996 USD per XLM (249/250000)": a decimal with its unit, the fraction beside.
  await expect(page.getByText(/at a price of [\d,.]+ \S+ per \S+ ?\(\d+\/\d+\)/)).toBeVisible()

  await page.goto(`/local/accounts/${offer.source_account}`)
  await expect(page.getByRole('list', { name: 'Account flags' })).toContainText(
    /Auth required: (on|off)/,
  )

  const neverFunded = Keypair.random().publicKey()
  await page.goto(`/local/accounts/${neverFunded}`)
  await expect(
    page.getByText(/^This account has not been created yet, or it was merged, on local\./),
  ).toBeVisible()
})
