// The contract page over real Stellar RPC answers (shared/fixtures/rpc): every response fixture
// is served in the place of the method it answers and the page settles on what it shows or a
// message; the WASM fixtures give real interfaces and events (SEP-48) to read.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { nativeToScVal } from '@stellar/stellar-sdk/base'
import { LedgerEntryData } from '@stellar/stellar-sdk/xdr'
import { contractEventPollMs } from '@/contracts/contract-events-section'
import { renderApp } from '@/test-support/render-app'
import { listRpcResponses, readContractWasm, rpcAnswerOf } from '@/test-support/rpc-fixtures'
import { SameRealmTextEncoder } from '@/test-support/same-realm-text-encoder'
import { localRpcUrl, type RpcAnswer, stubRpc } from '@/test-support/stub-rpc'

const contractId = 'CCKLY5FH63XX74AURISXUQHT2C7O64H6O3BQ7ZF7YSOVP7TFKFLK72PO'
const tokenHolder = 'GCHHLGOJVLRAPYBB6TR4NS4VRF5VW5RKZXQCVQUGMLGLXPTKJFCINQVE'

function result(value: unknown): string {
  return JSON.stringify({ jsonrpc: '2.0', id: 1, result: value })
}

/** A ContractCode entry holding `wasm`, as getLedgerEntries returns it. */
function codeEntryOf(wasm: Uint8Array): string {
  return result({
    entries: [
      {
        key: 'AAAABw==',
        xdr: LedgerEntryData.fromXdrObject({
          type: 7,
          contractCode: { ext: { v: 0 }, hash: new Uint8Array(32).fill(1), code: wasm },
        }).toXdr('base64'),
        lastModifiedLedgerSeq: 5,
      },
    ],
    latestLedger: 10,
  })
}

/** A simulation returning `value` (converted by the SDK), as a token's read function answers. */
function simulated(value: unknown, type?: 'u32' | 'string' | 'i128'): string {
  const xdr = nativeToScVal(value, type === undefined ? {} : { type }).toXDR('base64')
  return result({ results: [{ auth: [], xdr }], latestLedger: 10 })
}

/** Whether a base64 LedgerKey is a ContractCode key: its type (the first 4 bytes) is 7. */
function isCodeKey(key: string | undefined): boolean {
  return key !== undefined && atob(key).charCodeAt(3) === 7
}

const instanceAnswer = rpcAnswerOf('getLedgerEntries-contract-instance.json')
const codeAnswer = rpcAnswerOf('getLedgerEntries-contract-code.json')

/** The page's default answers: the real instance, its code, no events. */
function defaultAnswers(): Record<string, RpcAnswer> {
  return {
    getLedgerEntries: (params) => {
      const [key] = (params.keys as string[] | undefined) ?? []
      return isCodeKey(key) ? codeAnswer : instanceAnswer
    },
    getLatestLedger: () => rpcAnswerOf('getLatestLedger.json'),
    getEvents: () =>
      result({ events: [], latestLedger: 300, oldestLedger: 200, cursor: '0000000000-0000000000' }),
    getNetwork: () => rpcAnswerOf('getNetwork-testnet.json'),
    simulateTransaction: () => rpcAnswerOf('simulateTransaction-success.json'),
  }
}

beforeEach(() => vi.stubGlobal('TextEncoder', SameRealmTextEncoder))
afterEach(() => vi.unstubAllGlobals())

describe('the contract page', { timeout: 20_000 }, () => {
  it('shows a WASM contract: its hash, its interface with docs, and its empty storage', async () => {
    stubRpc(defaultAnswers())
    renderApp(`/local/contracts/${contractId}`)
    const details = await screen
      .findByRole('definition', { name: undefined, hidden: false })
      .catch(() => null)
    void details
    expect(await screen.findByText('WASM contract')).toBeVisible()
    expect(
      await screen.findByText('e4336d6dc90e19546c3556fc2fb5ff9488403b2da8e46e8690b297bdced6f1fa'),
    ).toBeVisible()
    const functions = await screen.findByRole('list', { name: 'Functions' })
    expect(functions).toHaveTextContent('increment() → u32')
    expect(functions).toHaveTextContent('Increment increments an internal counter')
    expect(screen.getByText('The instance holds no storage entries.')).toBeVisible()
    // Its build metadata (contractmetav0, contractenvmetav0), said to be claims.
    const metadata = await screen.findByRole('table', { name: 'Build metadata' })
    expect(metadata).toHaveTextContent('Rust compiler version rsver1.76.0')
    expect(metadata).toHaveTextContent(
      'soroban-sdk version (#commit) rssdkver20.3.1#ba045a57af971fc83e475746b59a503b7ef41649',
    )
    expect(
      screen.getByText(/they are claims, not verification\. Built for protocol 20\./),
    ).toBeVisible()
    // The RPC it was read from leads to the RPC server page of the same network.
    expect(screen.getByRole('link', { name: localRpcUrl })).toHaveAttribute('href', '/local/rpc')
  })

  it('reads a SEP-41 token: interface, events by the spec (SEP-48), token facts and a balance', async () => {
    const answers = defaultAnswers()
    answers.getLedgerEntries = (params) => {
      const [key] = (params.keys as string[] | undefined) ?? []
      return isCodeKey(key)
        ? codeEntryOf(readContractWasm('soroban_token_contract.wasm'))
        : instanceAnswer
    }
    answers.getEvents = () => rpcAnswerOf('getEvents-sac-transfer-filter.json')
    answers.simulateTransaction = (params) => {
      const text = String(params.transaction)
      // The function's name is a symbol in the envelope: find it in the base64 of the call.
      for (const [name, value, type] of [
        ['decimals', 7, 'u32'],
        ['symbol', 'USDC', 'string'],
        ['name', 'USD Coin', 'string'],
        ['balance', 1234567890n, 'i128'],
      ] as const) {
        if (atob(text).includes(name)) return simulated(value, type)
      }
      return simulated(0)
    }
    const { elsewhere } = stubRpc(answers)
    renderApp(`/local/contracts/${contractId}?balance_of=${tokenHolder}`)
    const functions = await screen.findByRole('list', { name: 'Functions' })
    expect(functions).toHaveTextContent(
      'transfer(from: address, to_muxed: muxed_address, amount: i128)',
    )
    expect(screen.getByRole('list', { name: 'Types' })).toHaveTextContent(
      'union DataKey { Allowance: (AllowanceDataKey), Balance: (address), State: (address), Admin }',
    )
    expect(screen.getByRole('list', { name: 'Events' })).toHaveTextContent(
      'event Transfer [transfer] (from: address in topic_list',
    )
    const events = await screen.findByRole('table', { name: 'Contract events' })
    const [firstRow] = within(events).getAllByRole('row').slice(1) as HTMLElement[]
    // 3,000,000,000 raw with the token's 7 decimals (once its decimals are read); raw on hover.
    await waitFor(() => expect(firstRow).toHaveTextContent(/transfer 300 USDC from GCHH…NQVE/))
    expect(firstRow).toHaveTextContent(/to CCXP…KFD2/)
    expect(within(firstRow as HTMLElement).getByTitle('3000000000 (raw, 7 decimals)')).toBeVisible()
    const tokenPart = screen.getByRole('region', { name: 'Token' })
    await waitFor(() => expect(tokenPart).toHaveTextContent(/holds 123\.456789 USDC/))
    expect(tokenPart).toHaveTextContent('NameUSD CoinSymbolUSDCDecimals7')
    expect(elsewhere.filter((url) => !url.startsWith('http://127.0.0.1:8000'))).toEqual([])
  })

  it('says code that is not WebAssembly is malformed, in the interface and build metadata alone', async () => {
    const answers = defaultAnswers()
    answers.getLedgerEntries = (params) => {
      const [key] = (params.keys as string[] | undefined) ?? []
      return isCodeKey(key)
        ? codeEntryOf(new TextEncoder().encode('<script>alert(1)</script>'))
        : instanceAnswer
    }
    stubRpc(answers)
    renderApp(`/local/contracts/${contractId}`)
    const alertsTitled = (title: string) =>
      screen
        .queryAllByRole('alert')
        .map((alert) => alert.textContent ?? '')
        .filter((text) => text.startsWith(`${title} could not be shown`))
    const malformed = /not a well-formed WebAssembly module: it lacks the \\0asm header/
    await waitFor(() =>
      expect(alertsTitled('The build metadata')).toEqual([expect.stringMatching(malformed)]),
    )
    expect(alertsTitled('The interface')).toEqual([expect.stringMatching(/\\0asm header/)])
    expect(screen.getByText('The instance holds no storage entries.')).toBeVisible()
    expect(document.querySelector('script:not([src])')).toBeNull()
  })
})

// Each real answer served where it belongs; the page settles with what it shows or a message.
const whereServed: Record<string, string> = {
  getLedgerEntries: 'getLedgerEntries',
  getEvents: 'getEvents',
  getLatestLedger: 'getLatestLedger',
  getNetwork: 'getNetwork',
  simulateTransaction: 'simulateTransaction',
  error: 'getLedgerEntries',
}

describe('every real RPC answer on the contract page', { timeout: 20_000 }, () => {
  const served = listRpcResponses().filter((name) => (name.split('-')[0] ?? '') in whereServed)
  it.each(served)('%s: the page settles', async (name) => {
    const answers = defaultAnswers()
    const method = whereServed[name.split('-')[0] ?? ''] ?? ''
    answers[method] = () => rpcAnswerOf(name)
    const { calls } = stubRpc(answers)
    renderApp(`/local/contracts/${contractId}?balance_of=${tokenHolder}`)
    await screen.findByRole('heading', { name: /Contract/ })
    await waitFor(() => {
      const busy = screen
        .queryAllByRole('status')
        .filter((node) => /…$/.test(node.textContent ?? ''))
      expect(busy).toEqual([])
      expect(calls.length).toBeGreaterThan(0)
    })
    expect(document.querySelector('script:not([src])')).toBeNull()
  })
})

describe('the contract page follows new events', { timeout: 20_000 }, () => {
  afterEach(() => vi.useRealTimers())

  it('asks for new events every few seconds until Live updates is switched off, and again after', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { calls } = stubRpc(defaultAnswers())
    renderApp(`/local/contracts/${contractId}`)
    const live = await screen.findByRole('switch', { name: 'Live updates' })
    expect(live).toHaveAttribute('aria-checked', 'true')
    expect(screen.getByText(/New events appear as they happen\./)).toBeVisible()
    const eventCalls = () => calls.filter((call) => call.method === 'getEvents').length

    const before = eventCalls()
    await vi.advanceTimersByTimeAsync(contractEventPollMs)
    await waitFor(() => expect(eventCalls()).toBe(before + 1))

    fireEvent.click(live)
    expect(live).toHaveAttribute('aria-checked', 'false')
    expect(screen.getByText(/New events are paused\./)).toBeVisible()
    const paused = eventCalls()
    await vi.advanceTimersByTimeAsync(3 * contractEventPollMs)
    expect(eventCalls()).toBe(paused)

    fireEvent.click(live)
    expect(live).toHaveAttribute('aria-checked', 'true')
    await vi.advanceTimersByTimeAsync(contractEventPollMs)
    await waitFor(() => expect(eventCalls()).toBe(paused + 1))
  })
})
