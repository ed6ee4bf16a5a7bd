import { xdr } from '@stellar/stellar-sdk'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Transaction } from '@/api/horizon-types'
import { decodeResultCodes } from '@/transactions/decode-result-codes'
import { explainFailure, operationFailure, shortCode } from '@/transactions/failure-explanation'
import { operationIndexOfId } from '@/transactions/operation-index'
import { FailureReason } from '@/transactions/failure-reason'
import { TransactionTable } from '@/transactions/transaction-table'
import { readHorizonFixture, renderInRouter } from '@/ui/test-support'

const paymentUnderfunded = xdr.OperationResult.opInner(
  xdr.OperationResultTr.payment(xdr.PaymentResult.paymentUnderfunded()),
)
const paymentSuccess = xdr.OperationResult.opInner(
  xdr.OperationResultTr.payment(xdr.PaymentResult.paymentSuccess()),
)

function resultXdr(result: xdr.TransactionResultResult): string {
  return new xdr.TransactionResult({
    feeCharged: xdr.Int64.fromString('200'),
    result,
    ext: xdr.TransactionResultExt.v0(),
  }).toXDR('base64')
}

/** Two payments; the second was underfunded. */
const secondOfTwoFailed = resultXdr(
  xdr.TransactionResultResult.txFailed([paymentSuccess, paymentUnderfunded]),
)
const badSequence = resultXdr(xdr.TransactionResultResult.txBadSeq())
const succeeded = resultXdr(xdr.TransactionResultResult.txSuccess([paymentSuccess]))
const feeBumpInnerFailed = resultXdr(
  xdr.TransactionResultResult.txFeeBumpInnerFailed(
    new xdr.InnerTransactionResultPair({
      transactionHash: new Uint8Array(32),
      result: new xdr.InnerTransactionResult({
        feeCharged: xdr.Int64.fromString('100'),
        result: xdr.InnerTransactionResultResult.txFailed([paymentUnderfunded]),
        ext: xdr.InnerTransactionResultExt.v0(),
      }),
    }),
  ),
)

describe('explainFailure', () => {
  it('names the failing operation, its position and the transaction code', () => {
    const explanation = explainFailure(decodeResultCodes(secondOfTwoFailed))
    expect(explanation?.main.code).toBe('op_underfunded')
    expect(explanation?.mainPosition).toBe('operation 2 of 2')
    expect(explanation?.transaction.code).toBe('tx_failed')
    expect(explanation?.failingOperations.map((failure) => failure.index)).toEqual([1])
  })

  it('gives each operation its own reason: the valid one says which other one failed', () => {
    const explanation = explainFailure(decodeResultCodes(secondOfTwoFailed))
    if (!explanation) throw new Error('expected a failure')
    expect(operationFailure(explanation, 1).code).toBe('op_underfunded')
    expect(operationFailure(explanation, 0).sentence).toContain('operation 2 failed')
  })

  it('falls back to the transaction code when no operation ran', () => {
    const explanation = explainFailure(decodeResultCodes(badSequence))
    expect(explanation?.main.code).toBe('tx_bad_seq')
    expect(explanation?.mainPosition).toBeUndefined()
  })

  it('says whether the transaction inside a fee bump failed', () => {
    const explanation = explainFailure(decodeResultCodes(feeBumpInnerFailed))
    expect(explanation?.transaction.code).toBe('tx_fee_bump_inner_failed')
    expect(explanation?.inner?.code).toBe('tx_failed')
    expect(explanation?.main.code).toBe('op_underfunded')
  })

  it('has nothing to explain for a success', () => {
    expect(explainFailure(decodeResultCodes(succeeded))).toBeUndefined()
  })

  it('reads the real failed transaction fixture', () => {
    const fixture = readHorizonFixture('transaction-failed.json') as Transaction
    const explanation = explainFailure(decodeResultCodes(fixture.result_xdr))
    expect(explanation?.main.code).toBe('op_too_few_offers')
  })

  it('finds an operation’s index in its id and shortens codes for sentences', () => {
    expect(operationIndexOfId('1245540524033')).toBe(0)
    expect(operationIndexOfId(((5n << 32n) | (3n << 12n) | 4n).toString())).toBe(3)
    expect(operationIndexOfId('12a')).toBeUndefined()
    expect(operationIndexOfId(((5n << 32n) | (3n << 12n)).toString())).toBeUndefined()
    expect(shortCode('op_underfunded')).toBe('underfunded')
    expect(shortCode('op_over_source_max')).toBe('over source max')
  })
})

describe('FailureReason', () => {
  it('shows the reason in words on a page, with the position and the transaction code', async () => {
    render(<FailureReason resultXdr={secondOfTwoFailed} variant="page" />)
    expect(
      await screen.findByText(
        /^Failed: op_underfunded — the sender did not have enough of the asset.*\(operation 2 of 2\)$/,
      ),
    ).toBeInTheDocument()
    expect(screen.getByText(/^Transaction result: tx_failed — /)).toBeInTheDocument()
  })

  it('says on a fee bump that the inner transaction failed, once, in sentences that close', async () => {
    const { container } = render(
      <FailureReason resultXdr={feeBumpInnerFailed} variant="page" feeBump />,
    )
    expect(
      await screen.findByText(
        'Fee bump: the wrapper paid the fee, and the transaction inside it failed with tx_failed.',
      ),
    ).toBeInTheDocument()
    const text = container.textContent ?? ''
    // The reason is said once, and no sentence ends in a pile of brackets ("charged)).").
    expect(text.match(/tx_failed/g)).toHaveLength(1)
    expect(text).not.toMatch(/\)\)/)
    expect(text).not.toContain('Transaction result:')
  })

  it('says so when the result XDR is not readable', async () => {
    render(<FailureReason resultXdr="not base64 XDR" variant="page" />)
    expect(await screen.findByText(/could not be read/)).toBeInTheDocument()
  })

  it('gives a failed row a short code named by the whole sentence', async () => {
    const transaction = readHorizonFixture('transaction.json') as Transaction
    renderInRouter(
      <TransactionTable
        transactions={[{ ...transaction, successful: false, result_xdr: secondOfTwoFailed }]}
      />,
    )
    const reason = await screen.findByTitle(
      /^Failed: op_underfunded — the sender did not have enough.*\(operation 2 of 2\)$/,
    )
    expect(reason).toHaveTextContent('op_underfunded')
    // Screen readers hear the sentence after the code: the status cell's text carries it.
    expect(reason.closest('td')).toHaveTextContent(
      /^Failed op_underfunded — the sender did not have enough.*\(operation 2 of 2\)$/,
    )
    expect(screen.getByText('Failed')).toBeInTheDocument()
  })
})
