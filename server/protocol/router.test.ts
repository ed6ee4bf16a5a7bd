// The route table's matcher (named parameters, literal-before-parameter, trailing slash,
// percent-decoding) and the root document's typed values against the stored ledger.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { route, RouteTable, type RouteHandler } from './router.ts'
import { rawRequest, startSimulatedSandbox, type RunningSandbox } from '../testing/test-support.ts'

const noop: RouteHandler = () => ({ kind: 'object', json: '{}' })

describe('RouteTable', () => {
  const table = new RouteTable([
    route({ path: '/', stream: false }, noop),
    route({ path: '/operations/:id', stream: false }, noop),
    route({ path: '/operations/:op_id/effects', stream: true }, noop),
    route({ path: '/accounts/:account_id/data/:key', stream: true, raw: true }, noop),
    route({ path: '/accounts/:account_id/offers', stream: true, latestLedgerHeader: true }, noop),
  ])

  it('hands path parameters to the handler by name, percent-decoded', () => {
    expect(table.match('/operations/12')?.parameters).toEqual({ id: '12' })
    expect(table.match('/operations/12/effects')?.parameters).toEqual({ op_id: '12' })
    expect(table.match('/accounts/GA/data/a%20b')?.parameters).toEqual({
      account_id: 'GA',
      key: 'a b',
    })
  })

  it('prefers a literal segment, ignores one trailing slash and rejects the rest', () => {
    const offers = table.match('/accounts/GA/offers/')
    expect(offers?.route.path).toBe('/accounts/:account_id/offers')
    expect(offers?.route.latestLedgerHeader).toBe(true)
    expect(table.match('/')?.route.path).toBe('/')
    expect(table.match('/operations')).toBeUndefined()
    expect(table.match('/operations//effects')).toBeUndefined()
    expect(table.match('/operations/%E0%A4%A/effects')).toBeUndefined()
    expect(table.match('/accounts/GA/offers//')).toBeUndefined()
  })

  it('refuses a table with the same path twice', () => {
    expect(
      () =>
        new RouteTable([
          route({ path: '/ledgers/:sequence', stream: false }, noop),
          route({ path: '/ledgers/:other', stream: false }, noop),
        ]),
    ).toThrow('duplicate route /ledgers/:other')
  })
})

describe('root document', () => {
  let running: RunningSandbox
  beforeAll(async () => {
    running = await startSimulatedSandbox({ history: 4 })
  })
  afterAll(() => running.stop())

  it('reports the latest ledger protocol version and close time from the store', async () => {
    const root = JSON.parse((await rawRequest(`${running.baseUrl}/`)).body) as {
      history_latest_ledger: number
      history_latest_ledger_closed_at: string
      current_protocol_version: number
      supported_protocol_version: number
      core_supported_protocol_version: number
    }
    const ledger = JSON.parse(
      (await rawRequest(`${running.baseUrl}/ledgers/${root.history_latest_ledger}`)).body,
    ) as { protocol_version: number; closed_at: string }
    // Protocol 23: what the fixture WASM (contractenvmetav0) and CAP-67's events were built for.
    expect(ledger.protocol_version).toBe(23)
    expect(root.current_protocol_version).toBe(ledger.protocol_version)
    expect(root.supported_protocol_version).toBe(ledger.protocol_version)
    expect(root.core_supported_protocol_version).toBe(ledger.protocol_version)
    expect(root.history_latest_ledger_closed_at).toBe(ledger.closed_at)
  })
})
