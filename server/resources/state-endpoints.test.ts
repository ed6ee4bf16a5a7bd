// /assets, /accounts (filters), /paths/*, /claimable_balances and /liquidity_pools against a
// simulated history: shapes against the real Horizon fixtures, figures recomputed from the stored
// accounts, paging by text cursors, and every error with Horizon's field and reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  expectFixtureShape,
  expectFieldProblems,
  expectProblem,
  firstFixtureRecord,
  type Json,
} from '../testing/endpoint-test-support.ts'
import {
  getPage,
  rawRequest,
  startSimulatedSandbox,
  type RunningSandbox,
} from '../testing/test-support.ts'

const stroops = (amount: string): bigint => BigInt(amount.replace('.', ''))
const POOL = 'a468d41d8e9b8f3c7209651608b74b7db7ac9952dcae0cdf24871d1d9c7b0088'
const BALANCE = '000000002a409ac949579731ca1f89d8e9edca661861219bd278b2fccb451bd2643eb795'

interface Balance {
  asset_type: string
  asset_code?: string
  asset_issuer?: string
  balance: string
  is_authorized?: boolean
}

describe('assets, accounts, paths, claimable balances and liquidity pools', () => {
  let running: RunningSandbox
  let asset: { code: string; issuer: string }
  beforeAll(async () => {
    running = await startSimulatedSandbox({ seed: 1, history: 200 })
    const page = await getPage(`${running.baseUrl}/assets?limit=1`)
    const record = page._embedded.records[0] as Json
    asset = { code: String(record.asset_code), issuer: String(record.asset_issuer) }
  })
  afterAll(() => running.stop())

  it('serves asset stats with Horizon’s current shape, adding up the trustlines', async () => {
    const page = await getPage(
      `${running.baseUrl}/assets?asset_code=${asset.code}&asset_issuer=${asset.issuer}`,
    )
    expect(page._embedded.records).toHaveLength(1)
    const stat = page._embedded.records[0] as unknown as Json & {
      accounts: {
        authorized: number
        authorized_to_maintain_liabilities: number
        unauthorized: number
      }
      balances: Record<string, string>
    }
    // Fields Horizon 22/23 removed, still in the 2024 capture.
    expectFixtureShape(stat, firstFixtureRecord('assets-page.json'), 'asset', {
      absent: ['num_accounts', 'amount', 'num_archived_contracts', 'archived_contracts_amount'],
    })
    const holders = (
      await getPage(`${running.baseUrl}/accounts?asset=${asset.code}:${asset.issuer}&limit=200`)
    )._embedded.records as unknown as Array<Json & { balances: Balance[] }>
    const lines = holders.flatMap((account) =>
      account.balances.filter(
        (line) => line.asset_code === asset.code && line.asset_issuer === asset.issuer,
      ),
    )
    const counted = stat.accounts.authorized + stat.accounts.authorized_to_maintain_liabilities
    expect(counted + stat.accounts.unauthorized).toBe(lines.length)
    expect(stat.accounts.authorized).toBe(lines.filter((line) => line.is_authorized).length)
    const total = Object.values(stat.balances).reduce((sum, value) => sum + stroops(value), 0n)
    expect(total).toBe(lines.reduce((sum, line) => sum + stroops(line.balance), 0n))
  })

  it('pages assets by paging token, forward and back', async () => {
    const first = await getPage(`${running.baseUrl}/assets?limit=2`)
    const second = await getPage(first._links.next.href)
    expect(second._embedded.records[0]?.paging_token).not.toBe(
      first._embedded.records[1]?.paging_token,
    )
    const back = await getPage(second._links.prev.href)
    expect(back._embedded.records.map((record) => record.paging_token)).toEqual(
      first._embedded.records.map((record) => record.paging_token).reverse(),
    )
  })

  it('answers Horizon’s errors for bad asset parameters', async () => {
    await expectFieldProblems(
      (query) => `${running.baseUrl}/assets?${query}`,
      [
        ['asset_code=!!', 'asset_code', '!! is not a valid asset code'],
        ['asset_issuer=GBAD', 'asset_issuer', 'GBAD is not a valid asset issuer'],
        ['cursor=nonsense', 'cursor', 'the cursor is not a valid paging_token'],
      ],
    )
  })

  it('lists the accounts of one filter, with the account record and text-cursor paging', async () => {
    const first = await getPage(
      `${running.baseUrl}/accounts?asset=${asset.code}:${asset.issuer}&limit=2`,
    )
    expectFixtureShape(
      first._embedded.records[0],
      firstFixtureRecord('accounts-page.json'),
      'account',
      {
        optional: [
          'sequence_ledger',
          'sequence_time',
          'home_domain',
          'inflation_destination',
          'sponsor',
        ],
        // A signer's `sponsor` is omitempty; the captured signers are not sponsored.
        extra: ['sponsor'],
      },
    )
    expect(first._links.self.href).toContain('asset=')
    const second = await getPage(first._links.next.href)
    expect(String(second._embedded.records[0]?.id) > String(first._embedded.records[1]?.id)).toBe(
      true,
    )
    const back = await getPage(second._links.prev.href)
    expect(back._embedded.records.map((record) => record.id)).toEqual(
      first._embedded.records.map((record) => record.id).reverse(),
    )
    const signer = String(first._embedded.records[0]?.id)
    const bySigner = await getPage(`${running.baseUrl}/accounts?signer=${signer}`)
    for (const account of bySigner._embedded.records as unknown as Array<
      Json & { signers: Json[] }
    >)
      expect(account.signers.map((entry) => entry.key)).toContain(signer)
    expect(bySigner._embedded.records.map((record) => record.id)).toContain(signer)
    const pool = await getPage(`${running.baseUrl}/accounts?liquidity_pool=${POOL}`)
    expect(pool._embedded.records).toEqual([])
  })

  it('answers Horizon’s errors for bad account filters', async () => {
    const at = (query: string): string => `${running.baseUrl}/accounts?${query}`
    for (const query of ['', `signer=${asset.issuer}&sponsor=${asset.issuer}`]) {
      const body = await expectProblem(at(query), 400, undefined)
      expect(body.type).toBe('https://stellar.org/horizon-errors/invalid_accounts_params')
    }
    await expectFieldProblems(at, [
      ['asset=native', 'asset', "you can't filter by asset: native"],
      [
        'signer=GBAD',
        'signer',
        'Account ID must start with `G` and contain 56 alphanum characters',
      ],
      [
        'asset=USD',
        'asset',
        'Asset must be the string "native" or a string of the form "Code:IssuerAccountID" for issued assets.',
      ],
      ['liquidity_pool=xyz', 'liquidity_pool', 'xyz does not validate as sha256'],
    ])
  })

  it('finds strict-send and strict-receive paths in Horizon’s path shape', async () => {
    // An asset someone sells for XLM, so XLM → asset has at least the one-hop path.
    const offers = await getPage(`${running.baseUrl}/offers?buying=native&limit=1`)
    const offer = offers._embedded.records[0] as unknown as {
      selling: { asset_type: string; asset_code: string; asset_issuer: string }
    }
    const usd = `${offer.selling.asset_code}:${offer.selling.asset_issuer}`
    const send = JSON.parse(
      (
        await rawRequest(
          `${running.baseUrl}/paths/strict-send?source_asset_type=native&source_amount=10&destination_assets=${usd}`,
        )
      ).body,
    ) as { _embedded: { records: Array<Json & { path: Json[] }> } }
    expect(send._embedded.records.length).toBeGreaterThan(0)
    const keys = ['source_asset_type', 'source_amount', 'destination_asset_type']
    for (const record of send._embedded.records) {
      expect(Object.keys(record).filter((key) => !/asset_(code|issuer)$/.test(key))).toEqual([
        ...keys,
        'destination_amount',
        'path',
      ])
      expect(record.source_amount).toBe('10.0000000')
      expect(record.path.length).toBeLessThanOrEqual(3)
    }
    const receive = await rawRequest(
      `${running.baseUrl}/paths/strict-receive?source_assets=native&destination_asset_type=${offer.selling.asset_type}&destination_asset_code=${offer.selling.asset_code}&destination_asset_issuer=${offer.selling.asset_issuer}&destination_amount=1`,
    )
    expect(receive.status).toBe(200)
    const amounts = (
      JSON.parse(receive.body) as { _embedded: { records: Array<{ source_amount: string }> } }
    )._embedded.records.map((record) => stroops(record.source_amount))
    expect(amounts.length).toBeGreaterThan(0)
    expect(amounts).toEqual([...amounts].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
  })

  it('answers Horizon’s errors for bad path parameters', async () => {
    const receive = `${running.baseUrl}/paths/strict-receive?`
    const both = await expectProblem(
      `${receive}destination_asset_type=native&destination_amount=1`,
      400,
      undefined,
    )
    expect(both.detail).toBe(
      'The request requires either a list of source assets or a source account. Both fields cannot be present.',
    )
    await expectFieldProblems(
      (query) => `${running.baseUrl}/paths/${query}`,
      [
        [
          'strict-receive?source_assets=native&destination_amount=1',
          'destination_asset_type',
          'non zero value required',
        ],
        [
          'strict-receive?source_assets=native&destination_asset_type=native&destination_amount=-1',
          'destination_amount',
          'Amount must be positive',
        ],
        [
          'strict-receive?source_assets=foo&destination_asset_type=native&destination_amount=1',
          'source_assets',
          'foo is not a valid asset',
        ],
        [
          'strict-send?source_asset_type=native&source_amount=1&destination_account=GBAD',
          'destination_account',
          'Account ID must start with `G` and contain 56 alphanum characters',
        ],
      ],
    )
  })

  it('serves unknown claimable balances and liquidity pools as 404 with empty histories', async () => {
    for (const path of [
      `/claimable_balances/${BALANCE}/operations`,
      `/claimable_balances/${BALANCE}/transactions`,
      `/liquidity_pools/${POOL}/operations`,
      `/liquidity_pools/${POOL}/transactions`,
      `/liquidity_pools/${POOL}/effects`,
    ]) {
      const page = await getPage(`${running.baseUrl}${path}`)
      expect(page._embedded.records, path).toEqual([])
      expect(page._links.next.href, path).toBe(page._links.self.href)
    }
    expect((await rawRequest(`${running.baseUrl}/claimable_balances/${BALANCE}`)).status).toBe(404)
    expect((await rawRequest(`${running.baseUrl}/liquidity_pools/${POOL}`)).status).toBe(404)
  })

  it('answers Horizon’s errors for bad balance and pool parameters', async () => {
    await expectFieldProblems(
      (path) => `${running.baseUrl}${path}`,
      [
        [
          '/claimable_balances/0000001112122',
          'id',
          '0000001112122 does not validate as claimableBalanceID',
        ],
        [
          '/claimable_balances?cursor=0-abc',
          'cursor',
          'The first part should be a number higher than 0 and the second part should be a valid claimable balance ID',
        ],
        [
          '/claimable_balances?sponsor=GBAD',
          'sponsor',
          'Account ID must start with `G` and contain 56 alphanum characters',
        ],
        [
          '/liquidity_pools/0000001112122',
          'liquidity_pool_id',
          '0000001112122 does not validate as sha256',
        ],
        [
          '/liquidity_pools?reserves=USD',
          'reserves',
          'Invalid reserves, should be comma-separated list of assets in canonical form',
        ],
        ['/claimable_balances?order=up', 'order', 'order: invalid value'],
      ],
    )
  })
})
