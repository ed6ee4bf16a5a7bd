// The RPC server page over real Stellar RPC answers (shared/fixtures/rpc): each method's fixture
// is served in its place and the page shows its figures; a part whose method fails fails alone.
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '@/test-support/render-app'
import { rpcAnswerOf } from '@/test-support/rpc-fixtures'
import { type RpcAnswer, stubRpc } from '@/test-support/stub-rpc'

function defaultAnswers(): Record<string, RpcAnswer> {
  return {
    getHealth: () => rpcAnswerOf('getHealth.json'),
    getNetwork: () => rpcAnswerOf('getNetwork-futurenet.json'),
    getVersionInfo: () => rpcAnswerOf('getVersionInfo.json'),
    getFeeStats: () => rpcAnswerOf('getFeeStats.json'),
    getLatestLedger: () => rpcAnswerOf('getLatestLedger-docs-truncated.json'),
    getLedgers: () => rpcAnswerOf('getLedgers.json'),
    getTransactions: () => rpcAnswerOf('getTransactions.json'),
  }
}

afterEach(() => vi.unstubAllGlobals())

/** The text of a description list's definition for `term`. */
function factOf(list: HTMLElement, term: string): string {
  const terms = within(list).getAllByRole('term')
  const match = terms.find((node) => node.textContent === term)
  if (!match) throw new Error(`no term ${term}`)
  return match.nextElementSibling?.textContent ?? ''
}

/** A row of a table (its cells' texts) by its first cell's text. */
function rowOf(table: HTMLElement, first: string): string[] {
  const rows = within(table).getAllByRole('row') as HTMLTableRowElement[]
  const texts = rows.map((row) => Array.from(row.cells, (cell) => cell.textContent ?? ''))
  const match = texts.find(([cell]) => cell === first)
  if (!match) throw new Error(`no row ${first}`)
  return match
}

describe('the RPC server page', { timeout: 20_000 }, () => {
  it('leads with the health (getHealth.json): status, kept ledgers and the retention window', async () => {
    stubRpc(defaultAnswers())
    renderApp('/local/rpc')
    expect(
      await screen.findByText(
        'Healthy: keeps ledgers 3,609,804–3,730,763 (120,960 ledgers, 7 days 0 hours)',
      ),
    ).toBeVisible()
    const health = screen.getByLabelText('Health', { selector: 'dl' })
    expect(factOf(health, 'Status')).toBe('healthy')
    expect(factOf(health, 'Configured window')).toBe('120,960 ledgers')
    expect(factOf(health, 'Oldest ledger kept')).toMatch(/^3,609,804, closed 2026-07-14/)
    expect(within(health).getByRole('link', { name: '3,730,763' })).toHaveAttribute(
      'href',
      '/local/ledgers/3730763',
    )
  })

  it('names the network (getNetwork-futurenet.json) and the build (getVersionInfo.json)', async () => {
    stubRpc(defaultAnswers())
    renderApp('/local/rpc')
    const network = await screen
      .findByRole('list', { name: 'Network' })
      .catch(async () => screen.findByLabelText('Network', { selector: 'dl' }))
    expect(factOf(network, 'Passphrase')).toBe('Test SDF Future Network ; October 2022')
    expect(factOf(network, 'Protocol')).toBe('20')
    expect(factOf(network, 'Friendbot')).toBe('https://friendbot-futurenet.stellar.org/')
    // The faucet URL is the RPC's word: shown, never a link.
    expect(within(network).queryByRole('link')).toBeNull()
    const version = await screen.findByLabelText('Version', { selector: 'dl' })
    expect(factOf(version, 'RPC version')).toBe('27.1.1-7e712815319140618b9be8cf0846701a6f9a2cbe')
    expect(factOf(version, 'Commit')).toBe('7e712815319140618b9be8cf0846701a6f9a2cbe')
    expect(factOf(version, 'Built')).toBe('2026-07-07T21:12:19')
    expect(factOf(version, 'Captive core')).toBe(
      'stellar-core 27.1.0 (3589a696b0d4ef5a2cf2124e349c671d71886d9c)',
    )
    expect(factOf(version, 'Protocol')).toBe('27')
  })

  it('shows the latest ledger (getLatestLedger-docs-truncated.json: its meta is cut, unread)', async () => {
    stubRpc(defaultAnswers())
    renderApp('/local/rpc')
    const latest = await screen.findByLabelText('Latest ledger', { selector: 'dl' })
    expect(factOf(latest, 'Sequence')).toBe('3,730,795')
    expect(factOf(latest, 'Hash')).toBe(
      '0a00a9cf845f7af7cff09c66f8ae6480e9971e6e2c7fa4afd8d6266ee13c987b',
    )
    expect(factOf(latest, 'Closed')).toMatch(/^2026-07-21 /)
    expect(factOf(latest, 'Protocol')).toBe('27')
  })

  it('tabulates the Soroban and classic inclusion fee percentiles (getFeeStats.json)', async () => {
    stubRpc(defaultAnswers())
    renderApp('/local/rpc')
    const fees = await screen.findByRole('table', { name: 'Inclusion fees' })
    expect(rowOf(fees, '90th percentile')).toEqual(['90th percentile', '200', '100'])
    expect(rowOf(fees, '99th percentile')).toEqual(['99th percentile', '200', '133'])
    expect(rowOf(fees, 'Maximum')).toEqual(['Maximum', '200', '133'])
    expect(rowOf(fees, 'Minimum')).toEqual(['Minimum', '100', '100'])
    expect(rowOf(fees, 'Transactions counted')).toEqual(['Transactions counted', '371', '28'])
    expect(rowOf(fees, 'Over ledgers')).toEqual(['Over ledgers', '50', '10'])
    expect(fees).toHaveTextContent('over the ledgers before 3,730,870')
  })

  it('lists the newest ledgers (getLedgers.json) newest first, with their transaction counts', async () => {
    const { calls } = stubRpc(defaultAnswers())
    renderApp('/local/rpc')
    const ledgers = await screen.findByRole('table', { name: 'Recent ledgers' })
    expect(rowOf(ledgers, '36234').slice(0, 3)).toEqual(['36234', '201f38…22a217', '4'])
    expect(rowOf(ledgers, '36233').slice(0, 3)).toEqual(['36233', '434de1…f4bd80', '0'])
    const [, firstRow] = within(ledgers).getAllByRole('row')
    expect(firstRow).toHaveTextContent(/^36234/)
    expect(within(ledgers).getByRole('link', { name: '36234' })).toHaveAttribute(
      'href',
      '/local/ledgers/36234',
    )
    // The newest page: it starts four ledgers before the latest one (3,730,795).
    const ask = calls.find((call) => call.method === 'getLedgers')
    expect(ask?.params).toEqual({ startLedger: 3730791, pagination: { limit: 5 } })
  })

  it('lists the ledgers of a fresh local network (getLedgers-local.json)', async () => {
    const answers = defaultAnswers()
    answers.getLedgers = () => rpcAnswerOf('getLedgers-local.json')
    stubRpc(answers)
    renderApp('/local/rpc')
    const ledgers = await screen.findByRole('table', { name: 'Recent ledgers' })
    expect(rowOf(ledgers, '11').slice(0, 3)).toEqual(['11', '76b188…f76ed3', '0'])
    expect(rowOf(ledgers, '10').slice(0, 3)).toEqual(['10', '59ccaf…22413d', '0'])
  })

  it('says so inside each table when the RPC returns no ledgers and no transactions', async () => {
    const answers = defaultAnswers()
    const empty = (body: object) => () => JSON.stringify({ jsonrpc: '2.0', id: 1, result: body })
    answers.getLedgers = empty({ ledgers: [], latestLedger: 10, oldestLedger: 1, cursor: '10' })
    answers.getTransactions = empty({
      transactions: [],
      latestLedger: 10,
      oldestLedger: 1,
      cursor: '',
    })
    stubRpc(answers)
    renderApp('/local/rpc')
    const ledgers = await screen.findByRole('table', { name: 'Recent ledgers' })
    expect(ledgers).toHaveTextContent('The RPC returned no ledgers.')
    const transactions = await screen.findByRole('table', { name: 'Recent transactions' })
    expect(transactions).toHaveTextContent('The RPC holds no transactions in its newest ledgers.')
  })

  it('lists the newest transactions (getTransactions.json): status, operations, links', async () => {
    const { calls } = stubRpc(defaultAnswers())
    renderApp('/local/rpc')
    const table = await screen.findByRole('table', { name: 'Recent transactions' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(5)
    // Newest first: application order 5 leads, the failed fee bump (order 1) ends the list.
    expect(rows[0]).toHaveTextContent(/^ad4e12…5bf87aSuccess1337272/)
    expect(rows[4]).toHaveTextContent(/^173d60…b0909b \(fee bump\)Failed6337272/)
    expect(within(table).getByRole('link', { name: '173d60…b0909b' })).toHaveAttribute(
      'href',
      '/local/transactions/173d6022f8db9654f31c5aa53785385b913ed32baf8ee72f984b97a97bb0909b',
    )
    // The latest ledger first; it held fewer than 20, so the last five ledgers.
    expect(
      calls.filter((call) => call.method === 'getTransactions').map((call) => call.params),
    ).toEqual([
      { startLedger: 3730795, pagination: { limit: 200 } },
      { startLedger: 3730791, pagination: { limit: 200 } },
    ])
  })

  it('lists transactions of an RPC that sends no hashes (getTransactions-meta-v3.json) unlinked', async () => {
    const answers = defaultAnswers()
    answers.getTransactions = () => rpcAnswerOf('getTransactions-meta-v3.json')
    stubRpc(answers)
    renderApp('/local/rpc')
    const table = await screen.findByRole('table', { name: 'Recent transactions' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows[0]).toHaveTextContent(/^no hash \(tx 1\)Failed21888540/)
    expect(rows[1]).toHaveTextContent(/^no hash \(tx 4\)Success11888539/)
    expect(
      within(table)
        .queryAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['1888540', '1888539', '1888539', '1888539', '1888539'])
  })

  it('fails one part alone: an unhealthy RPC (-32603) still shows its fees', async () => {
    const answers = defaultAnswers()
    answers.getHealth = () =>
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        error: {
          code: -32603,
          message: 'latency (45s) since last known ledger closed is too high',
        },
      })
    stubRpc(answers)
    renderApp('/local/rpc')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent("The RPC's health could not be shown")
    expect(alert).toHaveTextContent('(error -32603): latency (45s) since last known ledger')
    expect(await screen.findByRole('table', { name: 'Inclusion fees' })).toBeVisible()
  })

  it('says where to get an RPC on a network without one', async () => {
    stubRpc(defaultAnswers())
    renderApp('/public/rpc')
    expect(await screen.findByText(/The Public network has no Stellar RPC set/)).toBeVisible()
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull())
  })
})
