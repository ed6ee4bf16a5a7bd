import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Transaction } from '@/api/horizon-types'
import { memoSummary } from '@/transactions/memo-summary'
import { MemoView } from '@/transactions/memo-view'
import { TransactionTable } from '@/transactions/transaction-table'
import XdrPanelDefault, { decodeXdr, XdrPanel } from '@/transactions/xdr-panel'
import { readHorizonFixture, renderInRouter, visibleText } from '@/ui/test-support'

const transaction = readHorizonFixture('transaction.json') as Transaction

describe('TransactionTable', () => {
  it('renders the transaction fixture with hash, ledger, source, fee, status, memo and time', () => {
    renderInRouter(<TransactionTable transactions={[transaction]} />, '/testnet/transactions')
    const table = screen.getByRole('table', { name: 'Transactions' })
    expect(within(table).getAllByRole('columnheader')).toHaveLength(8)
    expect(screen.getByRole('link', { name: 'a43430…4f1486' })).toHaveAttribute(
      'href',
      `/testnet/transactions/${transaction.hash}`,
    )
    expect(screen.getByRole('link', { name: '52429011' })).toHaveAttribute(
      'href',
      '/testnet/ledgers/52429011',
    )
    const text = visibleText(table)
    for (const shown of ['GANG…5E7O', '0.00001 XLM', 'Success', '0,075% Daily for Holders']) {
      expect(text).toContain(shown)
    }
    expect(table.querySelector('time')).toHaveAttribute('datetime', '2024-07-05T05:51:31Z')
  })

  it('keeps the custom horizon parameter in links', () => {
    renderInRouter(
      <TransactionTable transactions={[transaction]} />,
      '/custom/x?horizon=http%3A%2F%2F127.0.0.1%3A8000',
    )
    expect(screen.getByRole('link', { name: '52429011' })).toHaveAttribute(
      'href',
      '/custom/ledgers/52429011?horizon=http%3A%2F%2F127.0.0.1%3A8000',
    )
  })

  it('shows failed transactions', () => {
    renderInRouter(
      <TransactionTable
        transactions={[{ ...transaction, successful: false, memo_type: 'none', memo: undefined }]}
      />,
    )
    expect(screen.getByText('Failed')).toBeInTheDocument()
  })
})

describe('MemoView', () => {
  it('shows no memo', () => {
    render(<MemoView transaction={{ memo_type: 'none' }} />)
    expect(screen.getByText('No memo')).toBeInTheDocument()
  })

  it('shows text memos from memo_bytes', () => {
    render(<MemoView transaction={transaction} />)
    expect(screen.getByText('0,075% Daily for Holders')).toBeInTheDocument()
  })

  it('prefers the exact memo_bytes over the lossy memo string', () => {
    // "héllo" in UTF-8; the memo string is what Horizon would print after a lossy conversion.
    render(
      <MemoView transaction={{ memo_type: 'text', memo: 'h\ufffdllo', memo_bytes: 'aMOpbGxv' }} />,
    )
    expect(screen.getByText('héllo')).toBeInTheDocument()
  })

  it('shows binary text memos as labelled hex', () => {
    render(<MemoView transaction={{ memo_type: 'text', memo: '\ufffd', memo_bytes: '/wA=' }} />)
    expect(screen.getByText('Text (binary, hex)')).toBeInTheDocument()
    expect(screen.getByText('ff00')).toBeInTheDocument()
  })

  it('keeps id memos as exact strings beyond 2^53', () => {
    render(<MemoView transaction={{ memo_type: 'id', memo: '18446744073709551615' }} />)
    expect(screen.getByText('18446744073709551615')).toBeInTheDocument()
  })

  it('shows hash and return memos as hex', () => {
    const base64 = 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8='
    const hex = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f'
    const view = render(
      <>
        <MemoView transaction={{ memo_type: 'hash', memo: base64 }} />
        <MemoView transaction={{ memo_type: 'return', memo: base64 }} />
      </>,
    )
    expect(screen.getAllByText(hex)).toHaveLength(2)
    expect(view.container).toHaveTextContent('Hash')
    expect(view.container).toHaveTextContent('Return hash')
  })

  it('summarises memos for tables', () => {
    expect(memoSummary({ memo_type: 'id', memo: '42' })).toBe('ID 42')
    expect(memoSummary({ memo_type: 'none' })).toBe('')
    expect(memoSummary({ memo_type: 'hash', memo: 'AAE=' })).toBe('Hash 0001')
    expect(memoSummary(transaction)).toBe('0,075% Daily for Holders')
  })
})

describe('XdrPanel', () => {
  it('exports the panel as default for React.lazy', () => {
    expect(XdrPanelDefault).toBe(XdrPanel)
  })

  it('decodes the transaction envelope into a readable tree', () => {
    render(<XdrPanel xdr={transaction.envelope_xdr} type="TransactionEnvelope" />)
    expect(screen.getByRole('region', { name: 'Transaction envelope XDR' })).toHaveTextContent(
      'GANGI6CEX7L52QPPH5MK2SDZE5WDESSO24HIMVHO5FCIGKQWKLAF5E7O',
    )
    expect(screen.getByText(/0,075% Daily for Holders/)).toBeInTheDocument()
    expect(screen.getAllByText('source_account:').length).toBeGreaterThan(0)
    expect(
      screen.getByRole('button', { name: 'Copy decoded Transaction envelope as JSON' }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: 'Copy Transaction envelope XDR' }),
    ).toBeInTheDocument()
  })

  it.each([
    ['TransactionResult', transaction.result_xdr, 'fee_charged'],
    ['TransactionMeta', transaction.result_meta_xdr ?? '', 'tx_changes_before'],
    [
      'LedgerEntryChanges',
      transaction.fee_meta_xdr,
      'GANGI6CEX7L52QPPH5MK2SDZE5WDESSO24HIMVHO5FCIGKQWKLAF5E7O',
    ],
  ] as const)('decodes %s', (type, xdr, expected) => {
    const decoded = decodeXdr(xdr, type)
    expect(decoded.ok).toBe(true)
    if (decoded.ok) expect(decoded.json).toContain(expected)
  })

  it('decodes the ledger header', () => {
    const ledger = readHorizonFixture('ledger.json') as { header_xdr: string }
    const decoded = decodeXdr(ledger.header_xdr, 'LedgerHeader')
    expect(decoded.ok).toBe(true)
    if (decoded.ok) expect(decoded.json).toContain('52425760')
  })

  it('shows a readable message for bad XDR instead of crashing', () => {
    render(<XdrPanel xdr="AAAA" type="TransactionEnvelope" />)
    expect(screen.getByRole('alert')).toHaveTextContent('This is not valid TransactionEnvelope XDR')
    expect(decodeXdr('', 'LedgerHeader')).toEqual({ ok: false, message: 'No XDR to decode.' })
    expect(decodeXdr('not base64 at all!', 'TransactionResult').ok).toBe(false)
  })
})
