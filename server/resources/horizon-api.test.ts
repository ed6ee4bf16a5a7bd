// The read API over a real simulator history: every endpoint, paging rule, error and header of
// shared/docs/horizon-api.md (byte-exact comparisons with pubnet: horizon-byte-exact.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  getPage,
  rawRequest,
  startSimulatedSandbox,
  type PageBody,
  type RunningSandbox,
} from '../testing/test-support.ts'
import { expectPreflightAllowed } from '../testing/endpoint-test-support.ts'

describe('read API over a simulated history', () => {
  let running: RunningSandbox
  let base: string
  beforeAll(async () => {
    running = await startSimulatedSandbox({ seed: 1, history: 30 })
    base = running.baseUrl
  })
  afterAll(() => running.stop())

  const problemOf = async (path: string, headers: Record<string, string> = {}) => {
    const response = await rawRequest(base + path, { headers })
    return {
      status: response.status,
      contentType: response.headers['content-type'],
      problem: JSON.parse(response.body) as {
        type: string
        status: number
        extras?: Record<string, string>
      },
    }
  }

  it('serves the root document in Horizon field order', async () => {
    const response = await rawRequest(`${base}/`)
    expect(response.status).toBe(200)
    const root = JSON.parse(response.body) as Record<string, unknown>
    expect(Object.keys(root)).toEqual([
      '_links',
      'horizon_version',
      'core_version',
      'ingest_latest_ledger',
      'history_latest_ledger',
      'history_latest_ledger_closed_at',
      'history_elder_ledger',
      'core_latest_ledger',
      'network_passphrase',
      'current_protocol_version',
      'supported_protocol_version',
      'core_supported_protocol_version',
    ])
    const latest = running.simulator?.latestLedgerSequence()
    expect(root.history_latest_ledger).toBe(latest)
    expect(root.network_passphrase).toBe('Ledger Explorer Sandbox ; November 2026')
    const ledger = JSON.parse((await rawRequest(`${base}/ledgers/${latest}`)).body) as {
      closed_at: string
    }
    expect(root.history_latest_ledger_closed_at).toBe(ledger.closed_at)
    expect(response.body).toContain(`"href": "${base}/ledgers{?cursor,limit,order}"`)
  })

  it('walks every ledger with next links, in order, without gaps or duplicates', async () => {
    const latest = running.simulator?.latestLedgerSequence() ?? 0
    const seen: number[] = []
    let url = `${base}/ledgers?limit=7`
    for (;;) {
      const page = await getPage(url)
      if (page._embedded.records.length === 0) {
        expect(page._links.next.href).toBe(page._links.self.href)
        break
      }
      seen.push(...page._embedded.records.map((record) => record.sequence as number))
      url = page._links.next.href
    }
    expect(seen).toEqual(Array.from({ length: latest }, (_unused, index) => index + 1))
  })

  it('builds self/next/prev per Horizon and prev returns the previous records reversed', async () => {
    const page = await getPage(`${base}/ledgers?limit=3&cursor=${10n << 32n}`)
    const tokens = page._embedded.records.map((record) => record.paging_token)
    expect(tokens).toEqual([11n, 12n, 13n].map((sequence) => String(sequence << 32n)))
    expect(page._links.self.href).toBe(`${base}/ledgers?cursor=${10n << 32n}&limit=3&order=asc`)
    expect(page._links.next.href).toBe(`${base}/ledgers?cursor=${tokens[2]}&limit=3&order=asc`)
    expect(page._links.prev.href).toBe(`${base}/ledgers?cursor=${tokens[0]}&limit=3&order=desc`)
    const previous = await getPage(page._links.prev.href)
    expect(previous._embedded.records.map((record) => record.sequence)).toEqual([10, 9, 8])
  })

  it('writes & as \\u0026 and sorts every query key in self links', async () => {
    const response = await rawRequest(
      `${base}/payments?zeta=1&order=desc&join=transactions&include_failed=false&alpha=x%20y`,
    )
    expect(response.status).toBe(200)
    expect(response.body).toContain(
      `"href": "${base}/payments?alpha=x+y\\u0026cursor=\\u0026include_failed=false\\u0026join=transactions\\u0026limit=10\\u0026order=desc\\u0026zeta=1"`,
    )
    expect(response.body.endsWith('}')).toBe(true)
  })

  it('takes links from X-Forwarded-Proto and Host', async () => {
    const page = await getPage(`${base}/ledgers?limit=1`, {
      Host: 'explorer.example:9000',
      'X-Forwarded-Proto': 'https',
    })
    expect(page._links.self.href.startsWith('https://explorer.example:9000/ledgers?')).toBe(true)
    const record = page._embedded.records[0] as unknown as { _links: { self: { href: string } } }
    expect(record._links.self.href).toBe('https://explorer.example:9000/ledgers/1')
  })

  it('resolves cursor=now to AfterLedger(latest) in the self link and returns an empty page', async () => {
    const latest = BigInt(running.simulator?.latestLedgerSequence() ?? 0)
    const page = await getPage(`${base}/payments?cursor=now`)
    const resolved = String(((latest + 1n) << 32n) - 1n)
    expect(page._embedded.records).toEqual([])
    expect(page._links.self.href).toBe(`${base}/payments?cursor=${resolved}&limit=10&order=asc`)
    expect(page._links.next.href).toBe(page._links.self.href)
    expect(page._links.prev.href).toBe(`${base}/payments?cursor=${resolved}&limit=10&order=desc`)
  })

  it('lets Last-Event-ID override cursor on JSON requests', async () => {
    const page = await getPage(`${base}/ledgers?cursor=0&limit=2`, {
      'Last-Event-ID': String(20n << 32n),
    })
    expect(page._embedded.records.map((record) => record.sequence)).toEqual([21, 22])
    expect(page._links.self.href).toContain(`cursor=${20n << 32n}`)
  })

  it('answers 410 for desc before history and never for asc', async () => {
    const gone = await problemOf('/ledgers?order=desc&cursor=100')
    expect(gone.status).toBe(410)
    expect(gone.problem.type).toBe('https://stellar.org/horizon-errors/before_history')
    const ascending = await getPage(`${base}/ledgers?cursor=100&limit=1`)
    expect(ascending._embedded.records[0]?.sequence).toBe(1)
  })

  it('validates in Horizon order with exact reasons', async () => {
    const negative = await problemOf('/ledgers?cursor=-5&limit=abc')
    expect(negative.problem.extras).toEqual({
      invalid_field: 'cursor',
      reason: 'the cursor -5 is a negative number: ',
    })
    const limitFirst = await problemOf('/transactions/XYZ/effects?limit=abc')
    expect(limitFirst.problem.extras?.invalid_field).toBe('limit')
    const orderBeforeCursor = await problemOf('/ledgers?order=up&cursor=abc')
    expect(orderBeforeCursor.problem.extras?.invalid_field).toBe('order')
    const pairOnLedgers = await problemOf('/ledgers?cursor=12884905985-1&order=desc')
    expect(pairOnLedgers.status).toBe(400)
    expect(pairOnLedgers.problem.extras).toBeUndefined()
    const ledgerId = await problemOf('/ledgers/abc/effects')
    expect(ledgerId.problem.extras).toEqual({
      invalid_field: 'ledger_id',
      reason: 'Ledger ID must be an integer higher than 0',
    })
    const includeFailed = await problemOf('/payments?include_failed=maybe')
    expect(includeFailed.problem.extras).toEqual({
      invalid_field: 'include_failed',
      reason: 'Filter should be true or false',
    })
    const join = await problemOf('/operations?join=ledgers')
    expect(join.problem.extras).toEqual({
      invalid_field: 'join',
      reason: 'Accepted values: transactions',
    })
  })

  it('checks a scoped list in Horizon order: the owner id, then the filters, then existence', async () => {
    const unknownHash = 'a'.repeat(64)
    const unknownAccount = 'GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7'
    // A malformed owner id is reported before a malformed filter.
    const badIdFirst = await problemOf('/transactions/XYZ/operations?include_failed=maybe')
    expect(badIdFirst.problem.extras?.invalid_field).toBe('tx_id')
    // A malformed filter is reported before an unknown owner (400, not 404).
    for (const path of [
      '/ledgers/999999/operations?join=ledgers',
      `/transactions/${unknownHash}/payments?include_failed=maybe`,
      `/accounts/${unknownAccount}/transactions?include_failed=maybe`,
    ]) {
      const answer = await problemOf(path)
      expect(answer.status, path).toBe(400)
    }
    const unknownOperation = await problemOf(`/operations/${1n << 40n}/effects`)
    expect(unknownOperation.status).toBe(404)
    const badOperationId = await problemOf('/operations/-1/effects')
    expect(badOperationId.problem.extras?.invalid_field).toBe('op_id')
  })

  it('answers 404 for unknown ledgers, transactions and accounts, also on sub-collections', async () => {
    const unknownHash = 'a'.repeat(64)
    const unknownAccount = 'GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7'
    for (const path of [
      '/ledgers/999999',
      '/ledgers/999999/effects',
      '/ledgers/999999/operations',
      `/transactions/${unknownHash}`,
      `/transactions/${unknownHash}/effects`,
      `/accounts/${unknownAccount}`,
      `/accounts/${unknownAccount}/payments`,
      '/operations/1',
    ]) {
      const result = await problemOf(path)
      expect(result.status, path).toBe(404)
      expect(result.problem.type).toBe('https://stellar.org/horizon-errors/not_found')
    }
  })

  it('treats ledger_id 0 as "no filter" and ignores one trailing slash', async () => {
    const all = await getPage(`${base}/operations?limit=15`)
    const zero = await getPage(`${base}/ledgers/0/operations?limit=15`)
    expect(zero._embedded.records.map((record) => record.id)).toEqual(
      all._embedded.records.map((record) => record.id),
    )
    expect((await rawRequest(`${base}/ledgers/`)).status).toBe(200)
  })

  it('negotiates content types: */* is HAL, text/plain is 406, SSE on a single ledger is 406', async () => {
    expect(
      (await rawRequest(`${base}/ledgers?limit=1`, { headers: { Accept: '*/*' } })).status,
    ).toBe(200)
    const hal = await rawRequest(`${base}/ledgers?limit=1`, {
      headers: { Accept: 'text/event-stream;q=0.5,application/hal+json' },
    })
    expect(hal.headers['content-type']).toBe('application/hal+json; charset=utf-8')
    const plain = await problemOf('/ledgers', { Accept: 'text/plain' })
    expect(plain.status).toBe(406)
    expect(plain.contentType).toBe('application/problem+json; charset=utf-8')
    expect(plain.problem).toEqual({
      type: 'https://stellar.org/horizon-errors/not_acceptable',
      title: 'An acceptable response content-type could not be provided for this request',
      status: 406,
    })
    expect((await problemOf('/ledgers/3', { Accept: 'text/event-stream' })).status).toBe(406)
  })

  it('sets CORS headers and answers preflight with 204', async () => {
    const response = await rawRequest(`${base}/ledgers?limit=1`, {
      headers: { Origin: 'http://localhost:5173' },
    })
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:5173')
    expect(response.headers.vary).toBe('Origin')
    expect(response.headers['access-control-expose-headers']).toBe('Date, Latest-Ledger')
    const error = await rawRequest(`${base}/nope`, { headers: { Origin: 'http://a.example' } })
    expect(error.headers['access-control-allow-origin']).toBe('http://a.example')
    const preflight = await expectPreflightAllowed(`${base}/ledgers`, {
      origin: 'http://localhost:5173',
      method: 'GET',
      headers: 'x-client-name,x-client-version',
    })
    expect(preflight.headers.vary).toBe(
      'Origin, Access-Control-Request-Method, Access-Control-Request-Headers',
    )
  })

  it('serves every endpoint with records whose links point back to the sandbox', async () => {
    const payments = await getPage(`${base}/payments?limit=5`)
    const payment = payments._embedded.records[0] as unknown as {
      id: string
      transaction_hash: string
      source_account: string
    }
    const ledgerSequence = Number(BigInt(payment.id) >> 32n)
    const account = payment.source_account
    const paths = [
      '/ledgers',
      `/ledgers/${ledgerSequence}/transactions`,
      `/ledgers/${ledgerSequence}/operations`,
      `/ledgers/${ledgerSequence}/payments`,
      `/ledgers/${ledgerSequence}/effects`,
      '/transactions',
      `/transactions/${payment.transaction_hash}/operations`,
      `/transactions/${payment.transaction_hash}/payments`,
      `/transactions/${payment.transaction_hash}/effects`,
      '/operations',
      `/operations/${payment.id}/effects`,
      '/payments',
      '/effects',
      '/trades',
      `/accounts/${account}/transactions`,
      `/accounts/${account}/operations`,
      `/accounts/${account}/payments`,
      `/accounts/${account}/effects`,
      `/accounts/${account}/offers`,
      `/accounts/${account}/trades`,
    ]
    for (const path of paths) {
      const page = await getPage(base + path)
      expect(page._links.self.href, path).toBe(`${base}${path}?cursor=&limit=10&order=asc`)
      expect(Array.isArray(page._embedded.records)).toBe(true)
    }
    for (const path of ['/ledgers', '/transactions', '/operations', '/payments', '/effects'])
      expect((await getPage(base + path))._embedded.records.length, path).toBeGreaterThan(0)

    const single = await rawRequest(`${base}/operations/${payment.id}`)
    expect(JSON.parse(single.body)).toMatchObject({ id: payment.id })
    const transaction = await rawRequest(`${base}/transactions/${payment.transaction_hash}`)
    expect(JSON.parse(transaction.body)).toMatchObject({ hash: payment.transaction_hash })
    const accountResponse = await rawRequest(`${base}/accounts/${account}`)
    expect(accountResponse.status).toBe(200)
    expect(accountResponse.headers['latest-ledger']).toBe(
      String(running.simulator?.latestLedgerSequence()),
    )
    expect(JSON.parse(accountResponse.body)).toMatchObject({ id: account, paging_token: account })
    const ledgers = await rawRequest(`${base}/ledgers`)
    expect(ledgers.headers['latest-ledger']).toBeUndefined()
    const missing = await rawRequest(
      `${base}/accounts/GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7`,
    )
    expect(missing.status).toBe(404)
    expect(missing.headers['latest-ledger']).toBeDefined()
  })

  it("lists an account's open offers as a state endpoint", async () => {
    const seller = running.db.prepare('SELECT seller FROM offers LIMIT 1').get() as
      { seller: string } | undefined
    expect(seller, 'the simulator keeps open offers').toBeDefined()
    if (!seller) return
    const response = await rawRequest(`${base}/accounts/${seller.seller}/offers?limit=200`)
    expect(response.status).toBe(200)
    expect(response.headers['latest-ledger']).toBeDefined()
    const page = JSON.parse(response.body) as PageBody
    expect(page._embedded.records.length).toBeGreaterThan(0)
    for (const offer of page._embedded.records) expect(offer.seller).toBe(seller.seller)
  })

  it('pages effects with pair cursors and a bare operation id cursor', async () => {
    const effects = await getPage(`${base}/effects?limit=6`)
    const tokens = effects._embedded.records.map((record) => record.paging_token)
    expect(tokens.every((token) => /^\d+-\d+$/.test(token))).toBe(true)
    const afterSecond = await getPage(`${base}/effects?limit=2&cursor=${tokens[1]}`)
    expect(afterSecond._embedded.records.map((record) => record.paging_token)).toEqual(
      tokens.slice(2, 4),
    )
    const firstOperation = tokens[0]?.split('-')[0] ?? ''
    const afterOperation = await getPage(`${base}/effects?limit=50&cursor=${firstOperation}`)
    expect(
      afterOperation._embedded.records.every(
        (record) => BigInt(record.paging_token.split('-')[0] ?? '0') > BigInt(firstOperation),
      ),
    ).toBe(true)
    const effect = effects._embedded.records[0] as { id: string; paging_token: string }
    const [operationId = '', order = ''] = effect.paging_token.split('-')
    expect(effect.id).toBe(`${operationId.padStart(19, '0')}-${order.padStart(10, '0')}`)
  })

  it('embeds the transaction right after transaction_hash with join=transactions', async () => {
    const page = await getPage(`${base}/operations?limit=3&join=transactions`)
    for (const record of page._embedded.records) {
      const keys = Object.keys(record)
      expect(keys[keys.indexOf('transaction_hash') + 1]).toBe('transaction')
      expect((record.transaction as { hash: string }).hash).toBe(record.transaction_hash)
    }
  })

  it('lists failed transactions only with include_failed=true; a transaction lists failed ops', async () => {
    const failed = running.db
      .prepare('SELECT hash FROM transactions WHERE successful = 0 LIMIT 1')
      .get() as { hash: string } | undefined
    const all = await getPage(`${base}/transactions?limit=200&include_failed=true`)
    const successfulOnly = await getPage(`${base}/transactions?limit=200`)
    expect(successfulOnly._embedded.records.every((record) => record.successful === true)).toBe(
      true,
    )
    expect(failed, 'the simulator writes failed transactions').toBeDefined()
    if (failed) {
      expect(all._embedded.records.some((record) => record.hash === failed.hash)).toBe(true)
      const operations = await getPage(`${base}/transactions/${failed.hash}/operations`)
      expect(operations._embedded.records.length).toBeGreaterThan(0)
      expect(operations._embedded.records[0]?.transaction_successful).toBe(false)
    }
  })

  it('serves account data as JSON and as raw bytes', async () => {
    const entry = running.db
      .prepare('SELECT account_id, name, value FROM account_data LIMIT 1')
      .get() as { account_id: string; name: string; value: string } | undefined
    expect(entry, 'the simulator writes data entries').toBeDefined()
    if (!entry) return
    const path = `/accounts/${entry.account_id}/data/${encodeURIComponent(entry.name)}`
    const json = await rawRequest(base + path)
    expect(json.body).toBe(`{\n  "value": "${entry.value}"\n}`)
    const raw = await rawRequest(base + path, { headers: { Accept: 'application/octet-stream' } })
    expect(raw.headers['content-type']).toBe('application/octet-stream')
    expect(Buffer.from(raw.body, 'utf8').toString('base64')).toBe(entry.value)
  })

  it('closes ledgers over POST /_sandbox/close?count=N with --control', async () => {
    const before = running.simulator?.latestLedgerSequence() ?? 0
    const response = await rawRequest(`${base}/_sandbox/close?count=2`, { method: 'POST' })
    expect(JSON.parse(response.body)).toEqual({ closed: [before + 1, before + 2] })
    const root = JSON.parse((await rawRequest(`${base}/`)).body) as {
      history_latest_ledger: number
    }
    expect(root.history_latest_ledger).toBe(before + 2)
  })
})
