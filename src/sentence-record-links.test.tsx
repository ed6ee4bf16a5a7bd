// Pool, claimable balance and offer ids inside operation and effect sentences link to their page on
// the network in the URL (never one taken from the record), and a malformed id stays text.
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Effect, Operation, Trade } from '@/api/horizon-types'
import { EffectSentence } from '@/effects/effect-sentence'
import { OperationSentence } from '@/operations/operation-sentence'
import { TradeTable } from '@/trades/trade-table'
import { isRecord } from '@/ui/record-fields'
import { RecordIdLink } from '@/ui/record-id-link'
import { readHorizonFixture, renderInRouter, visibleText } from '@/ui/test-support'

const fixturePoolId = '2c0bfa623845dd101cbf074a1ca1ae4b2458cc8d0104ad65939ebe2cd9054355'

function fixtureRecord(
  name: string,
  changes: Record<string, unknown> = {},
): Record<string, unknown> {
  const record = readHorizonFixture(name)
  if (!isRecord(record)) throw new Error(`${name} is not a record`)
  return { ...record, ...changes }
}

function renderOperation(operation: Record<string, unknown>, url = '/local/operations') {
  return renderInRouter(<OperationSentence operation={operation as Operation} />, url)
}

function renderEffect(effect: Record<string, unknown>, url = '/local/effects') {
  return renderInRouter(<EffectSentence effect={effect as Effect} />, url)
}

function hrefs(container: HTMLElement): string[] {
  return [...container.querySelectorAll('a')].map((link) => link.getAttribute('href') ?? '')
}

/** The one link of the container that goes to `collection`, or a failure naming what is there. */
function linkTo(container: HTMLElement, collection: string): HTMLAnchorElement {
  const links = [...container.querySelectorAll('a')].filter((link) =>
    (link.getAttribute('href') ?? '').includes(`/${collection}/`),
  )
  expect(links, hrefs(container).join(' ')).toHaveLength(1)
  return links[0] as HTMLAnchorElement
}

/** The id passed as a path segment of the link's href. */
function expectLinked(container: HTMLElement, collection: string, id: string, network = 'local') {
  const link = linkTo(container, collection)
  expect(link).toHaveAttribute('href', `/${network}/${collection}/${id}`)
  // Short on screen, whole on hover and for screen readers.
  expect(link).toHaveAttribute('title', id)
  expect(link).toHaveAccessibleName(id)
}

describe('operation sentences link pools, claimable balances and offers (real fixtures)', () => {
  it.each([
    ['op-liquidity-pool-deposit.json', 'deposited'],
    ['op-liquidity-pool-withdraw.json', 'withdrew'],
    ['op-change-trust-liquidity-pool.json', 'trusted Pool shares'],
  ])('%s links its pool', (name, words) => {
    const view = renderOperation(fixtureRecord(name))
    expect(visibleText(view.container)).toContain(words)
    expect(visibleText(view.container)).toContain('2c0b')
    expectLinked(view.container, 'liquidity_pools', fixturePoolId)
  })

  it('a failed deposit still links its pool', () => {
    const view = renderOperation(
      fixtureRecord('op-liquidity-pool-deposit.json', { transaction_successful: false }),
    )
    expect(visibleText(view.container)).toContain('tried to deposit')
    expectLinked(view.container, 'liquidity_pools', fixturePoolId)
  })

  it.each([
    [
      'op-claim-claimable-balance.json',
      '00000000a5c8c85c12a32ec1b30fc1792a542ca38702afd78eb4fe524d028887cf6b6952',
    ],
    [
      'op-clawback-claimable-balance.json',
      '000000001fe36f3ce6ab6a6423b18b5947ce8890157ae77bb17faeb765814ad040b74ce1',
    ],
  ])('%s links its claimable balance', (name, balanceId) => {
    const view = renderOperation(fixtureRecord(name))
    expect(visibleText(view.container)).toContain('claimable balance 00000000…')
    expectLinked(view.container, 'claimable_balances', balanceId)
  })

  it.each(['op-manage-sell-offer.json', 'op-manage-buy-offer.json'])(
    '%s with an existing offer id links the offer it updates or deletes',
    (name) => {
      const updated = renderOperation(fixtureRecord(name, { offer_id: '545489795' }))
      expect(visibleText(updated.container)).toContain('updated offer 545489795')
      expectLinked(updated.container, 'offers', '545489795')
      updated.unmount()
      const deleted = renderOperation(
        fixtureRecord(name, { offer_id: '545489795', amount: '0.0000000' }),
      )
      expect(visibleText(deleted.container)).toContain('deleted offer 545489795')
      expectLinked(deleted.container, 'offers', '545489795')
    },
  )

  it('a new offer (offer_id "0", as in the fixture) links no offer', () => {
    const view = renderOperation(fixtureRecord('op-manage-sell-offer.json'))
    expect(view.container.querySelector('a[href*="/offers/"]')).toBeNull()
  })

  it('an offer id sent as a number by an old Horizon is linked too', () => {
    const view = renderOperation(fixtureRecord('op-manage-sell-offer.json', { offer_id: 1234 }))
    expectLinked(view.container, 'offers', '1234')
  })

  const revokeBase = { account_id: undefined }
  it.each([
    [
      'claimable balance',
      {
        claimable_balance_id:
          '00000000a5c8c85c12a32ec1b30fc1792a542ca38702afd78eb4fe524d028887cf6b6952',
      },
      'claimable_balances',
      '00000000a5c8c85c12a32ec1b30fc1792a542ca38702afd78eb4fe524d028887cf6b6952',
    ],
    ['offer', { offer_id: '545489795' }, 'offers', '545489795'],
    [
      'pool-share trustline',
      {
        trustline_account_id: 'GBAG5JOFNNE7B2FXLZGLV56U5NR2ZFHRS6FALKCX3W5CND27W4DM7TBX',
        trustline_liquidity_pool_id: fixturePoolId,
      },
      'liquidity_pools',
      fixturePoolId,
    ],
  ])('revoke_sponsorship of a %s links it', (_kind, fields, collection, id) => {
    const view = renderOperation(
      fixtureRecord('op-revoke-sponsorship.json', { ...revokeBase, ...fields }),
    )
    expect(visibleText(view.container)).toContain('revoked sponsorship of')
    expectLinked(view.container, collection, id)
  })

  it('keeps a custom Horizon in the link and ignores the network the record points at', () => {
    const view = renderOperation(
      fixtureRecord('op-liquidity-pool-deposit.json'),
      '/custom/operations?horizon=https%3A%2F%2Fhorizon.example.org',
    )
    expect(linkTo(view.container, 'liquidity_pools')).toHaveAttribute(
      'href',
      `/custom/liquidity_pools/${fixturePoolId}?horizon=https%3A%2F%2Fhorizon.example.org`,
    )
  })
})

describe('effect sentences link pools, claimable balances and offers (real fixtures)', () => {
  it('the trade effect links its offer', () => {
    const view = renderEffect(fixtureRecord('effect-trade.json'))
    expect(visibleText(view.container)).toContain('(offer 545489795)')
    expectLinked(view.container, 'offers', '545489795')
  })

  it.each([
    'effect-claimable-balance-created.json',
    'effect-claimable-balance-claimant-created.json',
    'effect-claimable-balance-claimed.json',
    'effect-claimable-balance-clawed-back.json',
    'effect-claimable-balance-sponsorship-created.json',
  ])('%s links its claimable balance', (name) => {
    const effect = fixtureRecord(name)
    const balanceId = effect.balance_id
    if (typeof balanceId !== 'string') throw new Error(`${name} has no balance_id`)
    const view = renderEffect(effect)
    expect(visibleText(view.container)).toContain('claimable balance')
    expectLinked(view.container, 'claimable_balances', balanceId)
  })

  it.each([
    'effect-liquidity-pool-created.json',
    'effect-liquidity-pool-deposited.json',
    'effect-liquidity-pool-withdrew.json',
    'effect-liquidity-pool-trade.json',
    'effect-liquidity-pool-revoked.json',
    'effect-liquidity-pool-removed.json',
  ])('%s links its pool', (name) => {
    const effect = fixtureRecord(name)
    const embedded = effect.liquidity_pool
    const poolId = isRecord(embedded) ? embedded.id : effect.liquidity_pool_id
    if (typeof poolId !== 'string') throw new Error(`${name} names no pool`)
    const view = renderEffect(effect)
    expect(visibleText(view.container)).toContain('iquidity pool')
    expectLinked(view.container, 'liquidity_pools', poolId)
  })

  it('revoked pool shares link the claimable balances the reserves went to', () => {
    const view = renderEffect(fixtureRecord('effect-liquidity-pool-revoked.json'))
    expect(hrefs(view.container).filter((href) => href.includes('/claimable_balances/'))).toEqual([
      '/local/claimable_balances/00000000b69563dc3491932aa21baf799f7f1831831c7fc4b21ea8eac97578b48ddc884c',
      '/local/claimable_balances/000000006708d006dc9d6b8601249383b25ac17198596493ff80c8dd8e6218b0c44ef472',
    ])
    expect(visibleText(view.container)).toContain(
      'returning 0.0000011 XLM as claimable balance 00000000…8ddc884c and',
    )
  })

  it('a trustline effect of pool shares links the pool', () => {
    const view = renderEffect(
      fixtureRecord('effect-trustline-created.json', {
        asset: undefined,
        asset_type: 'liquidity_pool_shares',
        asset_code: undefined,
        asset_issuer: undefined,
        liquidity_pool_id: fixturePoolId,
      }),
    )
    expect(visibleText(view.container)).toContain('Pool shares')
    expectLinked(view.container, 'liquidity_pools', fixturePoolId)
  })
})

describe('a malformed id from a hostile Horizon stays text', () => {
  const hostilePoolIds = [
    'abc',
    `${fixturePoolId}/operations`,
    `${fixturePoolId}?horizon=https://evil.example`,
    `../../${fixturePoolId}`,
    `${fixturePoolId.slice(0, 63)}g`,
    `${fixturePoolId}00`,
    `\u202e${fixturePoolId}`,
  ]

  it.each(hostilePoolIds)('pool id %j in a deposit', (poolId) => {
    const view = renderOperation(
      fixtureRecord('op-liquidity-pool-deposit.json', { liquidity_pool_id: poolId }),
    )
    expect(hrefs(view.container).filter((href) => href.includes('liquidity_pools'))).toEqual([])
    // Still on screen (shortened), whole on hover.
    expect(view.container.querySelector(`[title="${CSS.escape(poolId)}"]`)).not.toBeNull()
  })

  it.each(['12a', '-1', '1.5', '99999999999999999999999', ' 12', '12/trades'])(
    'offer id %j in a trade effect',
    (offerId) => {
      const view = renderEffect(fixtureRecord('effect-trade.json', { offer_id: offerId }))
      expect(hrefs(view.container).filter((href) => href.includes('/offers/'))).toEqual([])
      expect(view.container.textContent).toContain(offerId)
    },
  )

  it.each([
    '00000000a5c8c85c12a32ec1b30fc1792a542ca38702afd78eb4fe524d028887cf6b69',
    '00000000a5c8c85c12a32ec1b30fc1792a542ca38702afd78eb4fe524d028887cf6b6952#x',
    'javascript:alert(1)',
  ])('balance id %j in a claim', (balanceId) => {
    const view = renderOperation(
      fixtureRecord('op-claim-claimable-balance.json', { balance_id: balanceId }),
    )
    expect(hrefs(view.container).filter((href) => href.includes('claimable_balances'))).toEqual([])
  })

  it('a missing or non-string id shows "?" with no link', () => {
    for (const value of [undefined, null, 42, ['x'], {}]) {
      const view = renderEffect(
        fixtureRecord('effect-claimable-balance-claimed.json', { balance_id: value }),
      )
      expect(hrefs(view.container).filter((href) => href.includes('claimable_balances'))).toEqual(
        [],
      )
      expect(visibleText(view.container)).toContain('claimable balance ?')
      view.unmount()
    }
  })

  it('RecordIdLink checks the id against its own collection', () => {
    // A valid offer id is not a valid pool id.
    renderInRouter(<RecordIdLink collection="liquidity_pools" id="545489795" />, '/local/x')
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByText('545489795')).toBeInTheDocument()
  })
})

describe('pool trades in the trades table', () => {
  it('link the pool of the fixture', () => {
    const trade = readHorizonFixture('trade-liquidity-pool.json') as Trade
    const view = renderInRouter(<TradeTable trades={[trade]} />, '/local/trades')
    const poolId = trade.base_liquidity_pool_id ?? trade.counter_liquidity_pool_id
    if (!poolId) throw new Error('trade-liquidity-pool.json has no pool')
    const table = within(view.container)
    expect(table.getByRole('link', { name: poolId })).toHaveAttribute(
      'href',
      `/local/liquidity_pools/${poolId}`,
    )
  })
})
