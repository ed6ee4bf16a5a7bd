// The transaction page's contract execution section over real getTransaction answers
// (shared/fixtures/rpc): the Horizon transaction is a fixture record with the hash asked, its
// one operation an invoke_host_function; RPC answers getTransaction with each fixture. Each
// settles on what it shows, and a transaction without a Soroban operation asks RPC nothing.
import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { nativeToScVal } from '@stellar/stellar-sdk/base'
import { DiagnosticEvent } from '@stellar/stellar-sdk/xdr'
import { renderApp, horizonPageBody } from '@/test-support/render-app'
import { readHorizonFixture } from '@/test-support/horizon-fixtures'
import { rpcAnswerOf } from '@/test-support/rpc-fixtures'
import { SameRealmTextEncoder } from '@/test-support/same-realm-text-encoder'

const horizonUrl = 'http://127.0.0.1:8000'
const rpcUrl = `${horizonUrl}/rpc`
const hash = 'a'.repeat(64)
const title = 'Contract execution (from Stellar RPC)'

const transaction = {
  ...(readHorizonFixture('transaction.json') as Record<string, unknown>),
  hash,
  id: hash,
  ledger: 2_000_000,
  successful: true,
}
const invoke = readHorizonFixture('op-invoke-host-function.json') as Record<string, unknown>
const payment = readHorizonFixture('op-payment.json') as Record<string, unknown>

/** Serves config.json, the Horizon transaction and its operations, and RPC's `getTransaction`. */
function serve(getTransactionAnswer: string, operation: Record<string, unknown> = invoke) {
  const rpcMethods: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (url === '/config.json') {
        return Promise.resolve(
          Response.json({ defaultNetwork: 'local', localHorizonUrl: horizonUrl }),
        )
      }
      if (url === rpcUrl) {
        const { method } = JSON.parse(String(init?.body)) as { method: string }
        rpcMethods.push(method)
        const body =
          method === 'getTransaction'
            ? getTransactionAnswer
            : // No contract is known to this RPC: events are read by SEP-41's shape alone.
              JSON.stringify({ jsonrpc: '2.0', id: 1, result: { entries: [], latestLedger: 10 } })
        return Promise.resolve(
          new Response(body, { headers: { 'Content-Type': 'application/json' } }),
        )
      }
      if (url.includes(`/transactions/${hash}/operations`)) {
        return Promise.resolve(
          new Response(horizonPageBody([{ ...operation, transaction_hash: hash }])),
        )
      }
      if (url.includes(`/transactions/${hash}`)) return Promise.resolve(Response.json(transaction))
      return Promise.resolve(new Response(horizonPageBody([])))
    }),
  )
  return rpcMethods
}

async function section(): Promise<HTMLElement> {
  return screen.findByRole('region', { name: title }, { timeout: 10_000 })
}

beforeEach(() => vi.stubGlobal('TextEncoder', SameRealmTextEncoder))
afterEach(() => vi.unstubAllGlobals())

describe('the contract execution section', { timeout: 20_000 }, () => {
  it('meta v3, success: fee split in XLM, resources, and the state change before → after', async () => {
    serve(rpcAnswerOf('getTransaction-success-meta-v3.json'))
    renderApp(`/local/transactions/${hash}`)
    const region = await section()
    const fees = await within(region).findByLabelText('Soroban fee split', undefined, {
      timeout: 10_000,
    })
    // result.feeCharged 1,120,047 stroops; declared resource fee 2; 24,080,768 instructions.
    expect(fees).toHaveTextContent('Fee charged0.1120047 XLM (1,120,047 stroops)')
    expect(fees).toHaveTextContent('24,080,768 instructions')
    // Meta v3 of this transaction has no SorobanTransactionMetaExt v1: the split says so.
    expect(fees).toHaveTextContent('Refundnot in the meta')
    const changes = within(region).getByRole('table', { name: 'State changes' })
    const rows = within(changes).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toHaveTextContent(/^updatedContract data \(persistent\)|^updatedContract data/)
    expect(rows[0]).toHaveTextContent('CCDBHMBD4RF5PRTJSO3SUI42KFC72C7XVDCPEL5UY532JBXAMHM4KOQ3')
    expect(rows[0]).toHaveTextContent('→')
  })

  it('meta v4, success: inclusion fee, charged parts and refund add up to the fee', async () => {
    serve(rpcAnswerOf('getTransaction-success-meta-v4.json'))
    renderApp(`/local/transactions/${hash}`)
    const region = await section()
    const fees = await within(region).findByLabelText('Soroban fee split', undefined, {
      timeout: 10_000,
    })
    // 472,687 charged = 100 inclusion + 328,448 non-refundable + 144,139 refundable;
    // declared 10,000,000 − 472,587 charged = 9,527,413 refunded.
    expect(fees).toHaveTextContent('Inclusion fee0.00001 XLM (100 stroops)')
    expect(fees).toHaveTextContent('(328,448 stroops)')
    expect(fees).toHaveTextContent('(144,139 stroops), of which rent')
    expect(fees).toHaveTextContent('Refund0.9527413 XLM (9,527,413 stroops)')
    const events = within(region).getByRole('list', { name: 'Contract events of this transaction' })
    expect(within(events).getAllByRole('listitem').length).toBeGreaterThan(0)
    const changes = within(region).getByRole('table', { name: 'State changes' })
    expect(within(changes).getAllByRole('row').slice(1)).toHaveLength(19)
    expect(changes).toHaveTextContent('created')
  })

  it.each(['getTransaction-failed-meta-v3.json', 'getTransaction-failed-meta-v4.json'])(
    '%s: the failure and what the RPC sent for it',
    async (fixture) => {
      serve(rpcAnswerOf(fixture))
      renderApp(`/local/transactions/${hash}`)
      const region = await section()
      expect(
        await within(region).findByText(/The call failed \(result/, undefined, { timeout: 10_000 }),
      ).toHaveTextContent('txFailed')
      expect(within(region).queryByRole('alert')).toBeNull()
    },
  )

  it('a failed call: its diagnostic events beside the failure, the error decoded as text', async () => {
    // The failed v4 fixture with one diagnostic event (as stellar-rpc ≥ 23 sends them beside the
    // meta): an "error" event of a contract whose data says why the call trapped.
    const failed = JSON.parse(rpcAnswerOf('getTransaction-failed-meta-v4.json')) as {
      result: Record<string, unknown>
    }
    const diagnostic = DiagnosticEvent.fromXdrObject({
      inSuccessfulContractCall: false,
      event: {
        ext: { v: 0 },
        contractId: new Uint8Array(32).fill(7),
        type: 2,
        body: {
          v: 0,
          v0: {
            topics: [nativeToScVal('error', { type: 'symbol' }).toXdrObject()],
            data: nativeToScVal('escalating error to VM trap').toXdrObject(),
          },
        },
      },
    }).toXdr('base64')
    serve(
      JSON.stringify({
        ...failed,
        result: { ...failed.result, diagnosticEventsXdr: [diagnostic] },
      }),
    )
    renderApp(`/local/transactions/${hash}`)
    const region = await section()
    const list = await within(region).findByRole(
      'list',
      { name: 'Diagnostic events' },
      { timeout: 10_000 },
    )
    expect(list).toHaveTextContent('error → escalating error to VM trap (in a failed call)')
    expect(region).toHaveTextContent('The call failed (result txFailed)')
  })

  it.each(['getTransaction-not-found.json', 'getTransaction-not-found-zero-fields.json'])(
    '%s: outside the window it says which ledgers the RPC keeps',
    async (fixture) => {
      serve(rpcAnswerOf(fixture))
      renderApp(`/local/transactions/${hash}`)
      const region = await section()
      const expected =
        fixture === 'getTransaction-not-found.json'
          ? 'This RPC keeps ledgers 2538660–2540099; this transaction is in ledger 2000000.'
          : 'This RPC keeps ledgers 57491569–57612528; this transaction is in ledger 2000000.'
      const sentence = await within(region).findByText(
        (_, element) => element?.tagName === 'P' && element.textContent === expected,
        undefined,
        { timeout: 10_000 },
      )
      expect(sentence).toBeVisible()
      // "This RPC" leads to the RPC server page of the same network.
      expect(within(sentence).getByRole('link', { name: 'This RPC' })).toHaveAttribute(
        'href',
        '/local/rpc',
      )
    },
  )

  it('an RPC answer it cannot read fails in the section alone', async () => {
    serve(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        result: {
          status: 'SUCCESS',
          ledger: 5,
          latestLedger: 9,
          oldestLedger: 1,
          envelopeXdr: 'AAAA',
          resultXdr: '!!',
          resultMetaXdr: 'AAAA',
        },
      }),
    )
    renderApp(`/local/transactions/${hash}`)
    const region = await section()
    expect(
      await within(region).findByRole('alert', undefined, { timeout: 10_000 }),
    ).toHaveTextContent('The contract execution could not be shown')
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible()
  })

  it('a transaction without a Soroban operation asks RPC nothing and shows no section', async () => {
    const rpcMethods = serve(rpcAnswerOf('getTransaction-success-meta-v4.json'), payment)
    renderApp(`/local/transactions/${hash}`)
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeVisible()
    await screen.findAllByText(/payment|paid|pay/i, undefined, { timeout: 10_000 })
    expect(screen.queryByRole('region', { name: title })).toBeNull()
    expect(rpcMethods).toEqual([])
  })

  it('public Stellar has no RPC: one line says so and where to get one', async () => {
    serve(rpcAnswerOf('getTransaction-success-meta-v4.json'))
    renderApp(`/public/transactions/${hash}`)
    const region = await section()
    expect(region).toHaveTextContent(
      'The Public network has no Stellar RPC set, so contract execution cannot be shown',
    )
    expect(within(region).getByRole('link', { name: 'RPC providers' })).toHaveAttribute(
      'href',
      'https://developers.stellar.org/docs/data/apis/rpc/providers',
    )
  })
})
