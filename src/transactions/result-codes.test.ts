import { describe, expect, it } from 'vitest'
import * as xdr from '@stellar/stellar-sdk/xdr'
import { readHorizonFixture } from '@/test-support/horizon-fixtures'
import { decodeResultCodes } from './decode-result-codes'
import {
  describeOperationResult,
  describeTransactionResult,
  operationResultPrefixes,
} from './result-codes'

interface EnumClass {
  schema: { nameByValue: ReadonlyMap<number, string> }
}

function isEnumClass(value: unknown): value is EnumClass {
  if (typeof value !== 'function') return false
  const schema = (value as { schema?: { nameByValue?: unknown } }).schema
  return schema?.nameByValue instanceof Map
}

// Every result-code enum the protocol defines, read from the SDK's generated XDR, so a code added
// by a new protocol version fails this test until it has words.
const resultCodeEnums: Array<[string, EnumClass]> = []
for (const [name, value] of Object.entries(xdr as Record<string, unknown>)) {
  if (name.endsWith('ResultCode') && isEnumClass(value)) resultCodeEnums.push([name, value])
}
const operationEnums = resultCodeEnums.filter(([name]) => name !== 'TransactionResultCode')
const transactionEnum = resultCodeEnums.find(([name]) => name === 'TransactionResultCode')?.[1]
const transactionMembers = [...(transactionEnum?.schema.nameByValue.values() ?? [])]
const operationMembers = operationEnums.flatMap(([, enumClass]) => [
  ...enumClass.schema.nameByValue.values(),
])

describe('result codes in words', () => {
  it('finds the protocol’s result code enums in the SDK', () => {
    expect(transactionMembers.length).toBeGreaterThanOrEqual(20)
    expect(operationEnums.length).toBeGreaterThanOrEqual(27)
    expect(operationMembers.length).toBeGreaterThan(180)
  })

  it.each(transactionMembers)('transaction code %s has a Horizon code and a sentence', (member) => {
    const text = describeTransactionResult(member)
    expect(text?.code).toMatch(/^tx_[a-z_]+$/)
    expect(text?.sentence.length).toBeGreaterThan(15)
  })

  it.each(operationMembers)('operation code %s has a Horizon code and a sentence', (member) => {
    const text = describeOperationResult(member)
    expect(text?.code).toMatch(/^[a-z_]+$/)
    expect(text?.sentence.length).toBeGreaterThan(15)
  })

  it('uses Horizon’s own spellings', () => {
    expect(describeTransactionResult('txBadSeq')?.code).toBe('tx_bad_seq')
    expect(describeTransactionResult('txNoAccount')?.code).toBe('tx_no_source_account')
    expect(describeOperationResult('opNoAccount')?.code).toBe('op_no_source_account')
    expect(describeOperationResult('paymentUnderfunded')?.code).toBe('op_underfunded')
    expect(describeOperationResult('paymentSuccess')?.code).toBe('op_success')
    expect(describeOperationResult('createAccountAlreadyExist')?.code).toBe('op_already_exists')
    expect(describeOperationResult('manageSellOfferSellNotAuthorized')?.code).toBe(
      'sell_not_authorized',
    )
    expect(describeOperationResult('pathPaymentStrictReceiveOverSendmax')?.code).toBe(
      'op_over_source_max',
    )
    expect(describeOperationResult('accountMergeSeqnumTooFar')?.code).toBe('op_seq_num_too_far')
    expect(describeOperationResult('claimClaimableBalanceCannotClaim')?.code).toBe(
      'op_cannot_claim',
    )
  })

  it('says what the issue’s examples say', () => {
    expect(describeOperationResult('paymentUnderfunded')?.sentence).toContain('did not have enough')
    expect(describeTransactionResult('txBadSeq')?.sentence).toContain(
      'sequence number out of order',
    )
  })

  it('does not invent words for codes it does not know', () => {
    expect(describeTransactionResult('txSomethingNew')).toBeUndefined()
    expect(describeOperationResult('paymentSomethingNew')).toBeUndefined()
    expect(describeOperationResult('')).toBeUndefined()
    expect(describeOperationResult('__proto__')).toBeUndefined()
  })

  it('knows every operation prefix the SDK uses', () => {
    for (const [name] of operationEnums) {
      if (name === 'OperationResultCode') continue
      const prefix = name.charAt(0).toLowerCase() + name.slice(1, -'ResultCode'.length)
      expect(operationResultPrefixes).toContain(prefix)
    }
  })
})

describe('decodeResultCodes', () => {
  it('reads a failed transaction’s operation code', () => {
    const failed = readHorizonFixture('transaction-failed.json') as { result_xdr: string }
    expect(decodeResultCodes(failed.result_xdr)).toEqual({
      transaction: 'txFailed',
      operations: ['pathPaymentStrictReceiveTooFewOffers'],
    })
  })

  it('reads a fee bump’s inner transaction', () => {
    const feeBump = readHorizonFixture('transaction-fee-bump.json') as { result_xdr: string }
    expect(decodeResultCodes(feeBump.result_xdr)).toEqual({
      transaction: 'txFeeBumpInnerSuccess',
      innerTransaction: 'txSuccess',
      operations: ['pathPaymentStrictReceiveSuccess'],
    })
  })

  it('reads a successful payment', () => {
    const ok = readHorizonFixture('transaction.json') as { result_xdr: string }
    expect(decodeResultCodes(ok.result_xdr)).toEqual({
      transaction: 'txSuccess',
      operations: ['paymentSuccess'],
    })
  })

  it('throws on input that is not a TransactionResult', () => {
    expect(() => decodeResultCodes('not base64 xdr')).toThrow()
  })
})
