import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Effect } from '@/api/horizon-types'
import { EffectSentence } from '@/effects/effect-sentence'
import { emptyLinks } from '@/test-support/empty-links'
import {
  readFixtureRecords,
  readHorizonFixture,
  renderInRouter,
  visibleText,
} from '@/ui/test-support'

const account = 'GC5LF63GRVIT5ZXXCXLPI3RX2YXKJQFZVBSAO6AUELN3YIMSWPD6Z6FH' // GC5L…Z6FH
const otherAccount = 'GAFK7XFZHMLSNV7OJTBO7BAIZA66X6QIBV5RMZZYXK4Q7ZSO52J5C3WQ' // GAFK…C3WQ
const issuer = 'GA5ZSEJYB37JRC5AVCIA5MOP4RHTM335X2KGX3IHOJAPP5RE34K4KZVN' // GA5Z…KZVN
const contract = 'CDLZFC3SYJYDZT7K67VZ75HPJVIEUVNIXF47ZG2FB2RMQQVU2HHGCYSC' // CDLZ…CYSC
const poolId = '2c0bfa623845dd101cbf074a1ca1ae4b2458cc8d0104ad65939ebe2cd9054355' // 2c0bfa62…d9054355
const balanceId = '00000000da0d57da7d4850e7fc10d2a9d0ebc731f7afb40574c03395b17d49149b91f5be' // 00000000…9b91f5be
const usdc = { asset_type: 'credit_alphanum4', asset_code: 'USDC', asset_issuer: issuer }
const pool = {
  id: poolId,
  fee_bp: 30,
  type: 'constant_product',
  total_trustlines: '3',
  total_shares: '100.0000000',
  reserves: [
    { asset: 'native', amount: '50.0000000' },
    { asset: `USDC:${issuer}`, amount: '50.0000000' },
  ],
}

function effectOf(type: string, fields: Record<string, unknown>): Effect {
  return {
    _links: emptyLinks('operation', 'succeeds', 'precedes'),
    id: '0000000012884905985-0000000001',
    paging_token: '12884905985-1',
    account,
    type,
    type_i: 0,
    created_at: '2024-07-06T10:13:42Z',
    ...fields,
  }
}

function renderEffect(effect: Effect) {
  return renderInRouter(<EffectSentence effect={effect} />, '/testnet/effects')
}

/** [type, fields, texts the sentence must contain] for every effect type in horizon-api.md §4.4. */
const cases: [string, Record<string, unknown>, string[]][] = [
  [
    'account_created',
    { starting_balance: '20.0000000' },
    ['Account GC5L…Z6FH was created with 20 XLM'],
  ],
  ['account_removed', {}, ['Account GC5L…Z6FH was removed']],
  [
    'account_credited',
    { ...usdc, amount: '1000.1234500' },
    ['GC5L…Z6FH received 1,000.12345 USDC', 'GA5Z…KZVN'],
  ],
  ['account_debited', { asset_type: 'native', amount: '20.0000000' }, ['GC5L…Z6FH sent 20 XLM']],
  [
    'account_thresholds_updated',
    { low_threshold: 1, med_threshold: 2, high_threshold: 3 },
    ['low 1, medium 2, high 3'],
  ],
  [
    'account_home_domain_updated',
    { home_domain: 'example.com' },
    ['home domain set to “example.com”'],
  ],
  [
    'account_flags_updated',
    { auth_required_flag: true, auth_revokable_flag: false },
    ['auth required on', 'auth revocable off'],
  ],
  ['account_inflation_destination_updated', {}, ['inflation destination updated']],
  [
    'signer_created',
    { weight: 1, public_key: otherAccount, key: '' },
    ['added signer GAFK…C3WQ with weight 1'],
  ],
  [
    'signer_removed',
    { weight: 0, public_key: otherAccount, key: '' },
    ['removed signer GAFK…C3WQ'],
  ],
  [
    'signer_updated',
    { weight: 5, public_key: otherAccount, key: '' },
    ['updated signer GAFK…C3WQ with weight 5'],
  ],
  [
    'trustline_created',
    { ...usdc, limit: '922337203685.4775807' },
    ['created a trustline to USDC', '922,337,203,685.4775807'],
  ],
  ['trustline_removed', { ...usdc, limit: '0.0000000' }, ['removed a trustline to USDC']],
  [
    'trustline_updated',
    { asset_type: 'liquidity_pool_shares', liquidity_pool_id: poolId, limit: '50.0000000' },
    ['updated a trustline to Pool shares', 'limit 50'],
  ],
  [
    'trustline_authorized',
    { trustor: otherAccount, asset_type: 'credit_alphanum4', asset_code: 'USDC' },
    ['authorized GAFK…C3WQ for USDC'],
  ],
  [
    'trustline_deauthorized',
    { trustor: otherAccount, asset_type: 'credit_alphanum4', asset_code: 'USDC' },
    ['deauthorized GAFK…C3WQ for USDC'],
  ],
  [
    'trustline_authorized_to_maintain_liabilities',
    { trustor: otherAccount, asset_type: 'credit_alphanum4', asset_code: 'USDC' },
    ['authorized to maintain liabilities GAFK…C3WQ'],
  ],
  [
    'trustline_flags_updated',
    {
      ...usdc,
      trustor: otherAccount,
      authorized_flag: true,
      authorized_to_maintain_liabilites_flag: false,
      clawback_enabled_flag: true,
    },
    [
      'USDC',
      'GAFK…C3WQ',
      'authorized on',
      'authorized to maintain liabilities off',
      'clawback enabled on',
    ],
  ],
  [
    'trade',
    {
      seller: otherAccount,
      offer_id: '545489795',
      sold_amount: '1.9295894',
      sold_asset_type: 'credit_alphanum12',
      sold_asset_code: 'BUSD1',
      sold_asset_issuer: issuer,
      bought_amount: '4.3525833',
      bought_asset_type: 'native',
    },
    ['traded 1.9295894 BUSD1', 'for 4.3525833 XLM', 'GAFK…C3WQ', 'offer 545489795'],
  ],
  [
    'data_created',
    { name: 'config', value: 'djEgdmFsdWU=' },
    ['created data entry “config”', '“v1 value”'],
  ],
  ['data_removed', { name: 'config' }, ['removed data entry “config”']],
  [
    'data_updated',
    { name: 'bin', value: 'AAEC/w==' },
    ['updated data entry “bin”', 'hex 000102ff'],
  ],
  ['sequence_bumped', { new_seq: '160470889244710503' }, ['sequence bumped to 160470889244710503']],
  [
    'claimable_balance_created',
    { asset: `USDC:${issuer}`, balance_id: balanceId, amount: '25.0000000' },
    ['created claimable balance 00000000…9b91f5be', '25 USDC'],
  ],
  [
    'claimable_balance_claimant_created',
    {
      asset: 'native',
      balance_id: balanceId,
      amount: '12.5000000',
      predicate: { unconditional: true },
    },
    ['can claim 12.5 XLM', '00000000…9b91f5be'],
  ],
  [
    'claimable_balance_claimed',
    { asset: 'native', balance_id: balanceId, amount: '12.5000000' },
    ['claimed 12.5 XLM', '00000000…9b91f5be'],
  ],
  [
    'account_sponsorship_created',
    { sponsor: otherAccount },
    ['GAFK…C3WQ began sponsoring account GC5L…Z6FH'],
  ],
  [
    'account_sponsorship_updated',
    { former_sponsor: otherAccount, new_sponsor: issuer },
    ['moved from GAFK…C3WQ to GA5Z…KZVN'],
  ],
  [
    'account_sponsorship_removed',
    { former_sponsor: otherAccount },
    ['GAFK…C3WQ stopped sponsoring account'],
  ],
  [
    'trustline_sponsorship_created',
    { asset_type: 'credit_alphanum4', asset: `USDC:${issuer}`, sponsor: otherAccount },
    ['began sponsoring the USDC', 'trustline of GC5L…Z6FH'],
  ],
  [
    'trustline_sponsorship_updated',
    {
      asset_type: 'liquidity_pool_shares',
      liquidity_pool_id: poolId,
      former_sponsor: otherAccount,
      new_sponsor: issuer,
    },
    ['Pool shares', 'moved from'],
  ],
  [
    'trustline_sponsorship_removed',
    { asset_type: 'native', asset: `USDC:${issuer}`, former_sponsor: otherAccount },
    ['stopped sponsoring the USDC'],
  ],
  [
    'data_sponsorship_created',
    { data_name: 'cfg', sponsor: otherAccount },
    ['began sponsoring data entry “cfg”'],
  ],
  [
    'data_sponsorship_updated',
    { data_name: 'cfg', former_sponsor: otherAccount, new_sponsor: issuer },
    ['data entry “cfg”', 'moved from'],
  ],
  [
    'data_sponsorship_removed',
    { data_name: 'cfg', former_sponsor: otherAccount },
    ['stopped sponsoring data entry “cfg”'],
  ],
  [
    'claimable_balance_sponsorship_created',
    { balance_id: balanceId, sponsor: otherAccount },
    ['began sponsoring claimable balance 00000000…9b91f5be'],
  ],
  [
    'claimable_balance_sponsorship_updated',
    { balance_id: balanceId, former_sponsor: otherAccount, new_sponsor: issuer },
    ['claimable balance 00000000…9b91f5be moved'],
  ],
  [
    'claimable_balance_sponsorship_removed',
    { balance_id: balanceId, former_sponsor: otherAccount },
    ['stopped sponsoring claimable balance'],
  ],
  [
    'signer_sponsorship_created',
    { signer: issuer, sponsor: otherAccount },
    ['began sponsoring signer GA5Z…KZVN'],
  ],
  [
    'signer_sponsorship_updated',
    { signer: issuer, former_sponsor: otherAccount, new_sponsor: account },
    ['signer GA5Z…KZVN', 'moved from'],
  ],
  [
    'signer_sponsorship_removed',
    { signer: issuer, former_sponsor: otherAccount },
    ['stopped sponsoring signer GA5Z…KZVN'],
  ],
  [
    'claimable_balance_clawed_back',
    { balance_id: balanceId },
    ['clawed back claimable balance 00000000…9b91f5be'],
  ],
  [
    'liquidity_pool_deposited',
    {
      liquidity_pool: pool,
      reserves_deposited: [
        { asset: 'native', amount: '10.0000000' },
        { asset: `USDC:${issuer}`, amount: '2.5000000' },
      ],
      shares_received: '5.0000000',
    },
    ['deposited 10 XLM and 2.5 USDC', '2c0bfa62…d9054355', '5 pool shares'],
  ],
  [
    'liquidity_pool_withdrew',
    {
      liquidity_pool: pool,
      reserves_received: [{ asset: 'native', amount: '3.0000000' }],
      shares_redeemed: '1.5000000',
    },
    ['redeemed 1.5 pool shares', '3 XLM'],
  ],
  [
    'liquidity_pool_trade',
    {
      liquidity_pool: pool,
      sold: { asset: `USDC:${issuer}`, amount: '1.0000000' },
      bought: { asset: 'native', amount: '9.0000000' },
    },
    ['sold 1 USDC', 'for 9 XLM', 'to GC5L…Z6FH'],
  ],
  [
    'liquidity_pool_created',
    { liquidity_pool: pool },
    ['created liquidity pool 2c0bfa62…d9054355'],
  ],
  [
    'liquidity_pool_removed',
    { liquidity_pool_id: poolId },
    ['Liquidity pool 2c0bfa62…d9054355 was removed'],
  ],
  [
    'liquidity_pool_revoked',
    {
      liquidity_pool: pool,
      reserves_revoked: [{ asset: 'native', amount: '4.0000000', claimable_balance_id: balanceId }],
      shares_revoked: '2.0000000',
    },
    ['2 pool shares', 'revoked', '4 XLM'],
  ],
  [
    'contract_credited',
    { ...usdc, contract, amount: '7.0000000' },
    ['Contract CDLZ…CYSC received 7 USDC'],
  ],
  [
    'contract_debited',
    { asset_type: 'native', contract, amount: '8.0000000' },
    ['Contract CDLZ…CYSC sent 8 XLM'],
  ],
]

describe('EffectSentence for every effect type', () => {
  it('covers every effect type of §4.4', () => {
    expect(new Set(cases.map(([type]) => type)).size).toBe(50)
  })

  it.each(cases)('%s', (type, fields, expectedTexts) => {
    const view = renderEffect(effectOf(type, fields))
    const text = visibleText(view.container)
    for (const expected of expectedTexts) expect(text).toContain(expected)
    expect(screen.queryByText(/Effect of type/)).not.toBeInTheDocument()
  })

  it.each(cases)('%s survives missing fields', (type) => {
    const view = renderEffect(effectOf(type, {}))
    expect(view.container.textContent).not.toBe('')
  })

  it.each(cases)('%s survives malformed fields', (type, fields) => {
    const malformed = Object.fromEntries(
      Object.keys(fields).map((key) => [key, { unexpected: [1, null] }]),
    )
    const view = renderEffect(effectOf(type, malformed))
    expect(view.container.textContent).not.toBe('')
  })
})

describe('EffectSentence details', () => {
  it('uses public_key for signer effects because key is empty', () => {
    renderEffect(effectOf('signer_created', { weight: 1, public_key: otherAccount, key: '' }))
    expect(screen.getByRole('link', { name: otherAccount })).toHaveAttribute(
      'href',
      `/testnet/accounts/${otherAccount}`,
    )
  })

  it('falls back to a labelled key/value view for unknown types', () => {
    renderEffect(effectOf('offer_created', { mystery: 'value-123' }))
    expect(screen.getByText(/Effect of type/)).toHaveTextContent('Effect of type offer_created')
    expect(screen.getByLabelText('Effect fields')).toHaveTextContent('value-123')
  })

  it('does not throw on a non-record', () => {
    renderEffect(null as unknown as Effect)
    expect(screen.getByText(/Effect of type/)).toHaveTextContent('unknown')
  })
})

describe('EffectSentence with real Horizon records', () => {
  it('renders the trade fixture', () => {
    const view = renderEffect(readHorizonFixture('effect-trade.json') as Effect)
    const text = visibleText(view.container)
    expect(text).toContain('traded 1.9295894 BUSD1')
    expect(text).toContain('4.3525833 XLM')
    expect(text).toContain('GCMY…EBX2')
    expect(text).toContain('offer 545489795')
  })

  it.each(['effects-page.json', 'ledger-effects.json', 'transaction-effects.json'])(
    'every record of %s',
    (fixture) => {
      for (const record of readFixtureRecords(fixture)) {
        const view = renderEffect(record as Effect)
        expect(screen.queryByText(/Effect of type/)).not.toBeInTheDocument()
        expect(view.container.textContent).not.toBe('')
        view.unmount()
      }
    },
  )

  it('shows the key values of effects-page.json', () => {
    const [created, debited, signer] = readFixtureRecords('effects-page.json') as Effect[]
    if (!created || !debited || !signer) throw new Error('fixture changed')
    expect(visibleText(renderEffect(created).container)).toContain(
      'Account GALP…MZTB was created with 20 XLM',
    )
    expect(visibleText(renderEffect(debited).container)).toContain('GAAZ…CWN7 sent 20 XLM')
    expect(visibleText(renderEffect(signer).container)).toContain(
      'added signer GALP…MZTB with weight 1',
    )
  })
})
