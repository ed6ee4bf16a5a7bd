// A failed transaction in the whole app: its page says why in words, its operations read as
// attempts with their own reason, and its effects tab says why it is empty.
import { xdr } from '@stellar/stellar-sdk'
import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Operation, Transaction } from '@/api/horizon-types'
import { readHorizonFixture } from '@/test-support/horizon-fixtures'
import { renderApp, stubFetch, horizonPageBody } from '@/test-support/render-app'
import { visibleText } from '@/ui/test-support'

const localHorizon = 'http://127.0.0.1:8000'
const base = readHorizonFixture('transaction.json') as Transaction
const underfunded = new xdr.TransactionResult({
  feeCharged: xdr.Int64.fromString('100'),
  result: xdr.TransactionResultResult.txFailed([
    xdr.OperationResult.opInner(
      xdr.OperationResultTr.payment(xdr.PaymentResult.paymentUnderfunded()),
    ),
  ]),
  ext: xdr.TransactionResultExt.v0(),
}).toXDR('base64')
const failedTransaction: Transaction = {
  ...base,
  successful: false,
  operation_count: 1,
  result_xdr: underfunded,
}
const paymentFixture = readHorizonFixture('op-payment.json') as Operation
// The first operation of the transaction: its TOID's low 12 bits are 1.
const operationId = ((BigInt(base.ledger) << 32n) | (1n << 12n) | 1n).toString()
const failedPayment: Operation = {
  ...paymentFixture,
  id: operationId,
  paging_token: operationId,
  transaction_hash: base.hash,
  transaction_successful: false,
  amount: '521.7500000',
  asset_type: 'native',
}

function horizonAnswer(url: string): Response {
  if (url === '/config.json') {
    return Response.json({ defaultNetwork: 'local', localHorizonUrl: localHorizon })
  }
  const { pathname } = new URL(url)
  if (pathname === `/transactions/${base.hash}`) return Response.json(failedTransaction)
  if (pathname === `/transactions/${base.hash}/operations`)
    return new Response(horizonPageBody([failedPayment]))
  if (pathname === '/') return Response.json({ history_latest_ledger: 4, history_elder_ledger: 1 })
  return new Response(horizonPageBody([]))
}

beforeEach(() => {
  stubFetch(horizonAnswer)
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('a failed transaction', () => {
  it('says why next to its status, and its operations read as failed attempts', async () => {
    renderApp(`/local/transactions/${base.hash}`)
    const details = await screen.findByLabelText('Transaction details')
    expect(
      await within(details).findByText(
        /^Failed: op_underfunded — the sender did not have enough of the asset/,
      ),
    ).toBeInTheDocument()
    expect(within(details).getByText(/^Transaction result: tx_failed — /)).toBeInTheDocument()
    // Time bounds read as dates: max_time 1720158787 is 2024-07-05 05:53:07 UTC.
    const bounds = within(details).getByText('Valid between (time bounds)', { selector: 'dt' })
    expect(bounds.nextElementSibling?.textContent).toMatch(
      /^any time – 2024-07-05 05:53:07 UTC \(.+ ago\)$/,
    )

    const operations = await screen.findByRole('table', { name: 'Operations' })
    // The sentence's "(failed: underfunded)" and the status cell's code both carry it on hover.
    const titled = await within(operations).findAllByTitle(
      /^Failed: op_underfunded — the sender did not have enough/,
    )
    const reason = titled.find((element) => element.tagName === 'ABBR')
    expect(reason).toHaveTextContent('op_underfunded')
    const [, row] = within(operations).getAllByRole('row')
    if (!row) throw new Error('no operation row')
    expect(visibleText(row)).toMatch(/tried to pay 521\.75 XLM to \S+ \(failed: underfunded\)/)
  })

  it('leads with one line: who tried to pay whom, that it failed and why, and the fee', async () => {
    renderApp(`/local/transactions/${base.hash}`)
    const summary = await screen.findByRole('region', { name: 'Summary' })
    // fee_charged 100 stroops is 0.00001 XLM; the fee account is the source, so it is not named.
    await vi.waitFor(() =>
      expect(visibleText(summary)).toMatch(
        /^\S+ tried to pay 521\.75 XLM to \S+ \(failed: underfunded\); fee 0\.00001 XLM charged\.$/,
      ),
    )
    expect(within(summary).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      `/local/accounts/${paymentFixture.source_account}`,
    )
  })

  it('says its effects tab is empty because it failed', async () => {
    renderApp(`/local/transactions/${base.hash}/effects`)
    expect(await screen.findByText('No effects: the transaction failed.')).toBeInTheDocument()
    expect(screen.queryByText('No effects yet.')).toBeNull()
  })
})
