import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Operation } from '@/api/horizon-types'
import { OperationFields } from '@/operations/operation-fields'
import { OperationSentence } from '@/operations/operation-sentence'
import { emptyLinks } from '@/test-support/empty-links'
import {
  readFixtureRecords,
  readHorizonFixture,
  renderInRouter,
  visibleText,
} from '@/ui/test-support'

const sourceAccount = 'GC5LF63GRVIT5ZXXCXLPI3RX2YXKJQFZVBSAO6AUELN3YIMSWPD6Z6FH' // GC5L…Z6FH
const otherAccount = 'GAFK7XFZHMLSNV7OJTBO7BAIZA66X6QIBV5RMZZYXK4Q7ZSO52J5C3WQ' // GAFK…C3WQ
const issuer = 'GA5ZSEJYB37JRC5AVCIA5MOP4RHTM335X2KGX3IHOJAPP5RE34K4KZVN' // GA5Z…KZVN
const poolId = '2c0bfa623845dd101cbf074a1ca1ae4b2458cc8d0104ad65939ebe2cd9054355'
const balanceId = '00000000da0d57da7d4850e7fc10d2a9d0ebc731f7afb40574c03395b17d49149b91f5be'

function operationOf(
  type: string,
  fields: Record<string, unknown>,
  base: Partial<Operation> = {},
): Operation {
  return {
    _links: emptyLinks('self', 'transaction', 'effects', 'succeeds', 'precedes'),
    id: '12884905985',
    paging_token: '12884905985',
    transaction_successful: true,
    source_account: sourceAccount,
    type,
    type_i: 0,
    created_at: '2024-07-06T10:13:42Z',
    transaction_hash: 'd5b3b11e39b9450a79645de31a2503c45b9cfe1567b81f52b4a212afd834492e',
    ...base,
    ...fields,
  }
}

function renderSentence(operation: Operation) {
  return renderInRouter(<OperationSentence operation={operation} />, '/testnet/operations')
}

const usdc = { asset_type: 'credit_alphanum4', asset_code: 'USDC', asset_issuer: issuer }

/** [type, type-specific fields, texts the sentence must contain] for every type in horizon-api.md §4.2. */
const cases: [string, Record<string, unknown>, string[]][] = [
  [
    'create_account',
    { starting_balance: '10000.0000000', funder: sourceAccount, account: otherAccount },
    ['GC5L…Z6FH', 'created account', 'GAFK…C3WQ', '10,000 XLM'],
  ],
  [
    'payment',
    { ...usdc, from: sourceAccount, to: otherAccount, amount: '10.5000000' },
    ['GC5L…Z6FH paid', '10.5', 'USDC', 'GA5Z…KZVN', 'to', 'GAFK…C3WQ'],
  ],
  [
    'path_payment_strict_receive',
    {
      ...usdc,
      from: sourceAccount,
      to: otherAccount,
      amount: '5.0000000',
      path: [],
      source_amount: '57.4988800',
      source_max: '60.0000000',
      source_asset_type: 'native',
    },
    ['paid', '5', 'USDC', 'GAFK…C3WQ', '57.49888', 'XLM', 'at most 60'],
  ],
  [
    'path_payment',
    {
      ...usdc,
      from: sourceAccount,
      to: otherAccount,
      amount: '5.0000000',
      source_amount: '1.0000000',
      source_max: '2.0000000',
      source_asset_type: 'native',
    },
    ['paid', 'USDC', 'at most 2'],
  ],
  [
    'path_payment_strict_send',
    {
      ...usdc,
      from: sourceAccount,
      to: otherAccount,
      amount: '0.0005045',
      source_amount: '57.4988800',
      destination_min: '0.0004995',
      source_asset_type: 'native',
    },
    ['sent', '57.49888', 'XLM', 'GAFK…C3WQ', 'received', '0.0005045', 'USDC', 'at least 0.0004995'],
  ],
  [
    'manage_sell_offer',
    {
      amount: '478.6351404',
      price: '32.6639943',
      price_r: { n: 1, d: 1 },
      buying_asset_type: 'credit_alphanum4',
      buying_asset_code: 'RMT',
      buying_asset_issuer: issuer,
      selling_asset_type: 'native',
      offer_id: '0',
    },
    ['created an offer to sell', '478.6351404', 'XLM', 'RMT', 'price of 32.6639943'],
  ],
  [
    'manage_offer',
    {
      amount: '5048.0792092',
      price: '0.0000079',
      buying_asset_type: 'credit_alphanum4',
      buying_asset_code: 'BTC',
      buying_asset_issuer: issuer,
      selling_asset_type: 'native',
      offer_id: 125121197,
    },
    ['updated offer 125121197', '5,048.0792092', 'BTC'],
  ],
  [
    'manage_buy_offer',
    {
      amount: '100.0000000',
      price: '0.5000000',
      buying_asset_type: 'credit_alphanum4',
      buying_asset_code: 'EURT',
      buying_asset_issuer: issuer,
      selling_asset_type: 'native',
      offer_id: '0',
    },
    ['offer to buy', '100', 'EURT', 'XLM', 'price of 0.5'],
  ],
  [
    'create_passive_sell_offer',
    {
      amount: '7.0000000',
      price: '2.0000000',
      buying_asset_type: 'native',
      selling_asset_type: 'credit_alphanum4',
      selling_asset_code: 'USDC',
      selling_asset_issuer: issuer,
    },
    ['passive offer to sell', '7', 'USDC', 'XLM'],
  ],
  [
    'create_passive_offer',
    {
      amount: '8.0000000',
      price: '2.0000000',
      buying_asset_type: 'native',
      selling_asset_type: 'credit_alphanum4',
      selling_asset_code: 'ABC',
      selling_asset_issuer: issuer,
    },
    ['passive offer to sell', '8', 'ABC'],
  ],
  [
    'set_options',
    {
      home_domain: 'example.com',
      inflation_dest: otherAccount,
      master_key_weight: 10,
      signer_key: issuer,
      signer_weight: 5,
      set_flags_s: ['auth_required'],
      clear_flags_s: ['auth_revocable'],
      low_threshold: 1,
      med_threshold: 10,
      high_threshold: 20,
    },
    [
      'home domain to “example.com”',
      'GAFK…C3WQ',
      'master key weight to 10',
      'GA5Z…KZVN',
      'weight 5',
      'auth_required on',
      'auth_revocable off',
      'low 1, medium 10, high 20',
    ],
  ],
  [
    'change_trust',
    { ...usdc, limit: '922337203685.4775807', trustor: sourceAccount, trustee: issuer },
    ['trusted', 'USDC', '922,337,203,685.4775807'],
  ],
  [
    'allow_trust',
    {
      asset_type: 'credit_alphanum4',
      asset_code: 'USDC',
      asset_issuer: issuer,
      trustee: issuer,
      trustor: otherAccount,
      authorize: true,
      authorize_to_maintain_liabilities: true,
    },
    ['GA5Z…KZVN authorized', 'GAFK…C3WQ', 'USDC'],
  ],
  [
    'account_merge',
    { account: sourceAccount, into: otherAccount },
    ['GC5L…Z6FH merged into', 'GAFK…C3WQ'],
  ],
  ['inflation', {}, ['GC5L…Z6FH ran inflation']],
  ['manage_data', { name: 'config', value: 'djEgdmFsdWU=' }, ['data entry “config”', '“v1 value”']],
  [
    'bump_sequence',
    { bump_to: '160470889244710503' },
    ['bumped its sequence to', '160470889244710503'],
  ],
  [
    'create_claimable_balance',
    {
      asset: `USDC:${issuer}`,
      amount: '25.0000000',
      claimants: [{ destination: otherAccount, predicate: { unconditional: true } }],
    },
    ['claimable balance of', '25', 'USDC', 'GAFK…C3WQ'],
  ],
  [
    'claim_claimable_balance',
    { balance_id: balanceId, claimant: otherAccount },
    ['GAFK…C3WQ claimed claimable balance', '00000000…9b91f5be'],
  ],
  [
    'begin_sponsoring_future_reserves',
    { sponsored_id: otherAccount },
    ['began sponsoring', 'GAFK…C3WQ'],
  ],
  [
    'end_sponsoring_future_reserves',
    { begin_sponsor: otherAccount },
    ['ended the sponsorship', 'GAFK…C3WQ'],
  ],
  [
    'revoke_sponsorship',
    { account_id: otherAccount },
    ['revoked sponsorship of account', 'GAFK…C3WQ'],
  ],
  [
    'clawback',
    { ...usdc, from: otherAccount, amount: '3.2500000' },
    ['clawed back', '3.25', 'USDC', 'from', 'GAFK…C3WQ'],
  ],
  [
    'clawback_claimable_balance',
    { balance_id: balanceId },
    ['clawed back claimable balance', '00000000…9b91f5be'],
  ],
  [
    'set_trust_line_flags',
    {
      ...usdc,
      trustor: otherAccount,
      set_flags_s: ['authorized'],
      clear_flags_s: ['authorized_to_maintain_liabilites'],
    },
    ['set authorized', 'cleared authorized to maintain liabilities', 'USDC', 'GAFK…C3WQ'],
  ],
  [
    'liquidity_pool_deposit',
    {
      liquidity_pool_id: poolId,
      reserves_max: [],
      reserves_deposited: [
        { asset: 'native', amount: '100.0000000' },
        { asset: `USDC:${issuer}`, amount: '12.3400000' },
      ],
      shares_received: '35.1000000',
    },
    ['deposited', '100', 'XLM', '12.34', 'USDC', '2c0bfa62…d9054355', '35.1 pool shares'],
  ],
  [
    'liquidity_pool_withdraw',
    {
      liquidity_pool_id: poolId,
      shares: '5.0000000',
      reserves_min: [],
      reserves_received: [{ asset: 'native', amount: '9.9000000' }],
    },
    ['withdrew', '5 pool shares', '9.9', 'XLM'],
  ],
  [
    'invoke_host_function',
    {
      function: 'HostFunctionTypeHostFunctionTypeInvokeContract',
      parameters: [],
      address: '',
      salt: '',
      asset_balance_changes: [
        { ...usdc, type: 'transfer', from: sourceAccount, to: otherAccount, amount: '500.0000000' },
      ],
    },
    ['invoked a contract', 'transfer', '500', 'USDC', 'GAFK…C3WQ'],
  ],
  [
    'extend_footprint_ttl',
    { extend_to: 1234567 },
    ['extended the footprint TTL to ledger 1234567'],
  ],
  ['restore_footprint', {}, ['restored the footprint']],
]

describe('OperationSentence for every operation type', () => {
  it('covers all 27 current types plus the three old names', () => {
    const types = new Set(cases.map(([type]) => type))
    expect(types.size).toBe(30)
  })

  it.each(cases)('%s', (type, fields, expectedTexts) => {
    const view = renderSentence(operationOf(type, fields))
    const text = visibleText(view.container)
    for (const expected of expectedTexts) expect(text).toContain(expected)
    expect(screen.queryByText(/Operation of type/)).not.toBeInTheDocument()
  })

  it.each(cases)('%s survives missing type-specific fields', (type) => {
    const view = renderSentence(operationOf(type, {}))
    expect(view.container.textContent).not.toBe('')
  })

  it.each(cases)('%s survives malformed type-specific fields', (type, fields) => {
    const malformed = Object.fromEntries(
      Object.keys(fields).map((key) => [key, { unexpected: [1, null] }]),
    )
    const view = renderSentence(operationOf(type, malformed))
    expect(view.container.textContent).not.toBe('')
  })
})

describe('OperationSentence details', () => {
  it('links accounts keeping the network', () => {
    renderSentence(
      operationOf('payment', {
        ...usdc,
        from: sourceAccount,
        to: otherAccount,
        amount: '1.0000000',
      }),
    )
    expect(screen.getByRole('link', { name: otherAccount })).toHaveAttribute(
      'href',
      `/testnet/accounts/${otherAccount}`,
    )
  })

  it("reads the sandbox's host function names (Horizon's doubled Go enum prefix) as words", () => {
    const sentences: [string, string][] = [
      ['HostFunctionTypeHostFunctionTypeUploadContractWasm', 'uploaded contract code'],
      ['HostFunctionTypeHostFunctionTypeCreateContractV2', 'created a contract'],
      ['HostFunctionTypeHostFunctionTypeInvokeContract', 'invoked a contract'],
    ]
    for (const [hostFunction, text] of sentences) {
      const { unmount } = renderSentence(
        operationOf('invoke_host_function', { function: hostFunction, parameters: [] }),
      )
      expect(screen.getByText(text, { exact: false })).toBeVisible()
      expect(document.body).not.toHaveTextContent('HostFunctionType')
      unmount()
    }
  })

  it('marks failed operations', () => {
    renderSentence(
      operationOf(
        'payment',
        { ...usdc, from: sourceAccount, to: otherAccount, amount: '1.0000000' },
        { transaction_successful: false },
      ),
    )
    expect(screen.getByText('failed')).toBeInTheDocument()
  })

  /** [what, type, type-specific fields, texts the sentence must contain]: removals and revokes. */
  const removalCases: [string, string, Record<string, unknown>, string[]][] = [
    [
      'offer deletion',
      'manage_sell_offer',
      {
        amount: '0.0000000',
        offer_id: '42',
        selling_asset_type: 'native',
        buying_asset_type: 'native',
      },
      ['deleted offer 42'],
    ],
    [
      'trustline removal',
      'change_trust',
      { ...usdc, limit: '0.0000000', trustor: sourceAccount },
      ['removed the trustline to USDC'],
    ],
    ['data deletion', 'manage_data', { name: 'gone' }, ['deleted data entry “gone”']],
    [
      'signer removal',
      'set_options',
      { signer_key: otherAccount, signer_weight: 0 },
      ['removed signer GAFK…C3WQ'],
    ],
    ['set_options without changes', 'set_options', {}, ['set options without changes']],
    [
      'a revoked trustline sponsorship',
      'revoke_sponsorship',
      { trustline_account_id: otherAccount, trustline_asset: `USDC:${issuer}` },
      ['USDC', 'trustline of GAFK…C3WQ'],
    ],
    [
      'a revoked data entry sponsorship',
      'revoke_sponsorship',
      { data_account_id: otherAccount, data_name: 'cfg' },
      ['data entry “cfg”'],
    ],
    [
      'a revoked signer sponsorship',
      'revoke_sponsorship',
      { signer_account_id: otherAccount, signer_key: issuer },
      ['signer GA5Z…KZVN'],
    ],
    ['a revoked offer sponsorship', 'revoke_sponsorship', { offer_id: '99' }, ['offer 99']],
    [
      'a revoked claimable balance sponsorship',
      'revoke_sponsorship',
      { claimable_balance_id: balanceId },
      ['claimable balance 00000000…9b91f5be'],
    ],
    [
      'a revoked pool share trustline sponsorship',
      'revoke_sponsorship',
      { trustline_account_id: otherAccount, trustline_liquidity_pool_id: poolId },
      ['Pool shares'],
    ],
    [
      'a withdrawn authorization',
      'allow_trust',
      { asset_code: 'USDC', trustee: issuer, trustor: otherAccount, authorize: false },
      ['deauthorized'],
    ],
  ]

  it.each(removalCases)('describes %s', (_what, type, fields, expectedTexts) => {
    const text = visibleText(renderSentence(operationOf(type, fields)).container)
    for (const expected of expectedTexts) expect(text).toContain(expected)
  })

  it('falls back to a labelled key/value view for unknown types', () => {
    renderSentence(operationOf('teleport', { destination_planet: 'Mars' }))
    expect(screen.getByText(/Operation of type/)).toHaveTextContent('Operation of type teleport')
    const fields = screen.getByLabelText('Operation fields')
    expect(fields).toHaveTextContent('destination_planet')
    expect(fields).toHaveTextContent('Mars')
  })

  it('does not throw for a record that is barely an operation', () => {
    const broken = { type: 42 } as unknown as Operation
    renderSentence(broken)
    expect(screen.getByText(/Operation of type/)).toHaveTextContent('unknown')
  })
})

describe('OperationSentence with real Horizon records', () => {
  const fixtureExpectations: [string, string[]][] = [
    ['op-payment.json', ['GC5L…Z6FH paid', '39', 'USDC', 'GAFK…C3WQ']],
    ['op-account-merge.json', ['merged into']],
    ['op-change-trust-asset.json', ['trusted']],
    [
      'op-change-trust-liquidity-pool.json',
      ['trusted', 'Pool shares', '922,337,203,685.4775807', 'MAQX…GF2O'],
    ],
    ['op-invoke-host-function.json', ['invoked a contract', '500', 'Hello']],
    ['op-manage-sell-offer.json', ['offer to sell', '478.6351404', 'XLM', 'RMT', '32.6639943']],
    // This real record's transaction failed (transaction_successful: false): it reads as an attempt.
    ['op-path-payment-strict-receive.json', ['tried to pay', '(failed)']],
    ['op-path-payment-strict-send.json', ['57.49888', '0.0005045', 'BTC', 'via ETH', '→ USDT']],
    [
      'op-set-options.json',
      ['example.com', 'master key weight to 10', 'auth_required on', 'low 1, medium 10, high 20'],
    ],
  ]

  it.each(fixtureExpectations)('%s', (fixture, expectedTexts) => {
    const operation = readHorizonFixture(fixture) as Operation
    const view = renderSentence(operation)
    const text = visibleText(view.container)
    for (const expected of expectedTexts) expect(text).toContain(expected)
    expect(screen.queryByText(/Operation of type/)).not.toBeInTheDocument()
  })

  it.each(['operations-page.json', 'payments-page.json', 'ledger-operations.json'])(
    'every record of %s',
    (fixture) => {
      for (const record of readFixtureRecords(fixture)) {
        const view = renderSentence(record as Operation)
        expect(view.container.textContent).not.toBe('')
        expect(screen.queryByText(/Operation of type/)).not.toBeInTheDocument()
        view.unmount()
      }
    },
  )

  it('renders the old manage_offer with a numeric offer_id', () => {
    const record = readFixtureRecords('ledger-operations.json').find(
      (item) => (item as Operation).type === 'manage_offer',
    ) as Operation
    const view = renderSentence(record)
    expect(view.container.textContent).toContain('5,048.0792092')
    expect(view.container.textContent).toContain('BTC')
  })
})

describe('OperationFields', () => {
  it('lists every field of an operation, but not links', () => {
    const operation = readHorizonFixture('op-payment.json') as Operation
    renderInRouter(<OperationFields operation={operation} />)
    const list = screen.getByLabelText('Operation fields')
    expect(list).toHaveTextContent('transaction_hash')
    expect(list).toHaveTextContent('39.0000000')
    expect(list).not.toHaveTextContent('_links')
  })
})
