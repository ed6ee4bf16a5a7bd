// The answer reader over real Stellar RPC answers (shared/fixtures/rpc): what sendTransaction,
// simulateTransaction, getTransaction (xdrFormat json) and getLedgerEntries answered, in words.
// On the public network (no RPC set) the page asks no RPC: only the pasted text is read.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '@/test-support/render-app'
import { readRpcResponseText } from '@/test-support/rpc-fixtures'

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) =>
      Promise.resolve(
        url === '/config.json'
          ? Response.json({ defaultNetwork: 'local', localHorizonUrl: 'http://127.0.0.1:8000' })
          : Response.json({}, { status: 404 }),
      ),
    ),
  )
})
afterEach(() => vi.unstubAllGlobals())

function openWithAnswer(text: string) {
  return renderApp(`/public/rpc?response=${encodeURIComponent(text)}`)
}

async function paste(text: string) {
  const box = await screen.findByRole('textbox', { name: 'JSON-RPC answer' })
  fireEvent.change(box, { target: { value: text } })
  fireEvent.click(screen.getByRole('button', { name: 'Read the answer' }))
}

async function reading(): Promise<HTMLElement> {
  return screen.findByRole('region', { name: 'What the answer says' }, { timeout: 10_000 })
}

function factOf(list: HTMLElement, term: string): string {
  const match = within(list)
    .getAllByRole('term')
    .find((node) => node.textContent === term)
  if (!match) throw new Error(`no term ${term}`)
  return match.nextElementSibling?.textContent ?? ''
}

const pendingHash = 'd8ec9b68780314ffdfdfc2194b1b35dd27d7303c3bceaef6447e31631a1419dc'

describe('reading a sendTransaction answer', { timeout: 20_000 }, () => {
  it.each([
    ['sendTransaction-pending.json', 'PENDING', /passed it to Stellar Core/],
    ['sendTransaction-duplicate.json', 'DUPLICATE', /already holds a transaction with this hash/],
    ['sendTransaction-try-again-later.json', 'TRY_AGAIN_LATER', /send it again after the next/],
  ])('%s: its status in words, from the URL', async (name, status, meaning) => {
    const router = openWithAnswer(readRpcResponseText(name))
    const answer = await reading()
    expect(within(answer).getByText(status)).toBeVisible()
    expect(answer).toHaveTextContent(meaning)
    const list = answer.querySelector('dl') as HTMLElement
    expect(factOf(list, 'Transaction hash')).toBe(pendingHash)
    expect(factOf(list, 'Latest ledger')).toBe('2553978')
    expect(router.state.location.search).toContain('response=')
  })

  it('sendTransaction-error.json: ERROR with errorResultXdr decoded to tx_bad_seq and the fee', async () => {
    openWithAnswer(readRpcResponseText('sendTransaction-error.json'))
    const answer = await reading()
    expect(within(answer).getByText('ERROR')).toBeVisible()
    const list = answer.querySelector('dl') as HTMLElement
    // In the explorer's own words for a failed transaction (its decoder loads on demand).
    await waitFor(() =>
      expect(factOf(list, 'Result')).toContain(
        'Failed: tx_bad_seq — sequence number out of order: it must be exactly one more than the account’s current sequence',
      ),
    )
    expect(factOf(list, 'Fee in the result')).toBe(
      '100 stroops (0.0000100 XLM): not charged, the transaction was not applied',
    )
    expect(() => factOf(list, 'Fee charged')).toThrow()
    // A transaction-level code is the reason itself: said once, not again as the "Transaction result".
    expect(factOf(list, 'Result').match(/tx_bad_seq/g)).toHaveLength(1)
    expect(factOf(list, 'Transaction hash')).toBe(
      '84a5f62bff422581dda019811daed0868a3db41833ad6e90a12f0d7db1be8167',
    )
  })
})

describe('reading a simulateTransaction answer', { timeout: 20_000 }, () => {
  it('simulateTransaction-failed.json: the RPC error string, whole, and the cost', async () => {
    openWithAnswer(readRpcResponseText('simulateTransaction-failed.json'))
    const answer = await reading()
    expect(answer).toHaveTextContent('Simulation failed')
    expect(answer).toHaveTextContent('HostError: Error(WasmVm, InternalError)')
    expect(answer).toHaveTextContent('VM call failed: Func(MismatchingParameterLen)')
    const list = answer.querySelector('dl') as HTMLElement
    expect(factOf(list, 'CPU instructions')).toBe('0')
    expect(factOf(list, 'Events')).toBe('2')
    expect(factOf(list, 'Latest ledger')).toBe('2552013')
  })

  it('simulateTransaction-success.json: resource fee, cost, return value and footprint', async () => {
    openWithAnswer(readRpcResponseText('simulateTransaction-success.json'))
    const answer = await reading()
    expect(answer).toHaveTextContent('Simulation succeeded')
    const list = answer.querySelector('dl') as HTMLElement
    expect(factOf(list, 'Minimum resource fee')).toBe('90353 stroops (0.0090353 XLM)')
    expect(factOf(list, 'Return value')).toBe('12')
    expect(factOf(list, 'Footprint')).toBe(
      '2 read-only, 1 read-write entries; 1962674 instructions reserved',
    )
    expect(factOf(list, 'CPU instructions')).toBe('1635562')
    expect(factOf(list, 'Memory bytes')).toBe('1295756')
  })
})

describe('reading other answers', { timeout: 20_000 }, () => {
  it('getTransaction-success-xdrformat-json-trimmed.json (pasted; too long for the URL)', async () => {
    const router = renderApp('/public/rpc')
    await paste(readRpcResponseText('getTransaction-success-xdrformat-json-trimmed.json'))
    const answer = await reading()
    expect(answer).toHaveTextContent('SUCCESS (getTransaction, xdrFormat json)')
    const list = answer.querySelector('dl') as HTMLElement
    expect(factOf(list, 'Transaction hash')).toBe(
      '10fd7b30de359f1adc0268af99b7945290755b9881a30155692e194e2c2b084a',
    )
    expect(factOf(list, 'Source account')).toBe(
      'GCAJ3G3AZHC33UFOAX5AHTARQ4T6K4QOM4QS4TYE6SBWNENKVD32SKE6',
    )
    expect(factOf(list, 'Fee bid')).toBe('1232823 stroops (0.1232823 XLM)')
    expect(factOf(list, 'Operations')).toBe(
      'invoke_host_function: swap on CDHN6XUCHU56WGQSCGYRLFBWYL67KFS54RBMMNTJE4VOWZTOGNRPFNJE',
    )
    expect(factOf(list, 'Application order')).toBe('310')
    // The Lab's authors emptied resultJson: the reader says so rather than guess.
    expect(factOf(list, 'Result')).toBe('not in the answer')
    expect(factOf(list, 'RPC kept ledgers')).toBe('59982664–60103623')
    expect(router.state.location.search).not.toContain('response=')
    expect(screen.getByText(/it is not in the page's link/)).toBeVisible()
  })

  it('getLedgerEntries-account.json: the account, its balance and sequence (an older RPC format)', async () => {
    openWithAnswer(readRpcResponseText('getLedgerEntries-account.json'))
    const answer = await reading()
    expect(answer).toHaveTextContent('1 ledger entry (getLedgerEntries, latest ledger 246819)')
    expect(answer).toHaveTextContent(
      'account: GCU5YE6IVBOEZ5LUU5N2NB55VPB5YZNFERT65SSTVXTNMS7IEQWXKBM2: 10000.0000000 XLM, sequence 1594059932041216, last changed in ledger 164303',
    )
  })

  it('a JSON-RPC error object (error-invalid-params.json) is the RPC refusing', async () => {
    openWithAnswer(readRpcResponseText('error-invalid-params.json'))
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      '(error -32602): startLedger must be positive',
    )
  })

  it.each([
    ['{"status": "PEND', 'The text is not JSON'],
    ['{"hello": 1}', 'This is not an answer the reader knows'],
    ['{"status": "ERROR", "errorResultXdr": "not xdr!"}', 'errorResultXdr is not valid base64 XDR'],
    ['[1, 2]', 'is not a JSON object'],
  ])('bad input %s gets a clear message', async (text, message) => {
    openWithAnswer(text)
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(message)
  })

  it('runs and injects nothing from the pasted text', async () => {
    openWithAnswer(
      JSON.stringify({
        status: 'PENDING',
        hash: '<img src=x onerror="alert(1)">',
        latestLedger: 5,
      }),
    )
    const answer = await reading()
    expect(answer).toHaveTextContent('<img src=x onerror="alert(1)">')
    expect(document.querySelector('img')).toBeNull()
  })

  it('refuses text over the size cap (256 KiB) with its size, unread', async () => {
    openWithAnswer(`{"status": "PENDING", "hash": "${'a'.repeat(300_000)}"}`)
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'The text is 300,033 characters; the reader takes at most 262,144.',
    )
  })
})
