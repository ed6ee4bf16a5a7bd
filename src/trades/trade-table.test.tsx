import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Trade } from '@/api/horizon-types'
import { emptyLinks } from '@/test-support/empty-links'
import { TradeTable } from '@/trades/trade-table'
import { renderInRouter, renderTwoRecordTable, visibleText } from '@/ui/test-support'

const baseAccount = 'GCMYQPCR2FZ44ARPCWDX65TEYIQFXPOWTMHZCXAT4MDDEOBPI5S5EBX2'
const issuer = 'GCIEGKAZ4ZUM4PEBTDXUMG6N4ZXOTCCK3UMSJCJ33QE5SVMCTTBKCVNY'

const orderbookTrade: Trade = {
  _links: {
    ...emptyLinks('self', 'base', 'counter'),
    operation: { href: 'https://horizon.stellar.org/operations/150660580796153857' },
  },
  id: '150660580796153857-0',
  paging_token: '150660580796153857-0',
  ledger_close_time: '2021-04-24T05:51:16Z',
  offer_id: '545489795',
  trade_type: 'orderbook',
  base_offer_id: '545489795',
  base_account: baseAccount,
  base_amount: '1.9295894',
  base_asset_type: 'credit_alphanum12',
  base_asset_code: 'BUSD1',
  base_asset_issuer: issuer,
  counter_offer_id: '4762270012303699969',
  counter_account: 'GBRFGFQF2JAJ5C4HHYLBA3S342ASPXVJRUK2DVEQH67733M2OJMTBM5E',
  counter_amount: '4.3525833',
  counter_asset_type: 'native',
  base_is_seller: true,
  price: { n: '22557', d: '10000' },
}

const poolTrade: Trade = {
  ...orderbookTrade,
  id: '2-0',
  trade_type: 'liquidity_pool',
  base_account: undefined,
  base_liquidity_pool_id: '2c0bfa623845dd101cbf074a1ca1ae4b2458cc8d0104ad65939ebe2cd9054355',
  base_is_seller: false,
}

describe('TradeTable', () => {
  it('renders order book and pool trades with exact amounts and price fractions', () => {
    const [first, second] = renderTwoRecordTable(
      <TradeTable trades={[orderbookTrade, poolTrade]} />,
      '/testnet/trades',
      'Trades',
    )
    const firstText = visibleText(first)
    for (const shown of [
      'GCMY…EBX2',
      '1.9295894',
      'BUSD1',
      '4.3525833',
      'XLM',
      '22557/10000',
      'Order book',
    ]) {
      expect(firstText).toContain(shown)
    }
    expect(within(first).getByRole('link', { name: '150660580796153857' })).toHaveAttribute(
      'href',
      '/testnet/operations/150660580796153857',
    )
    expect(visibleText(second)).toContain('Pool 2c0bfa…054355')
    expect(visibleText(second)).toContain('Liquidity pool')
  })

  it('says so when there are no trades', () => {
    renderInRouter(<TradeTable trades={[]} />)
    expect(screen.getByText('No trades.')).toBeInTheDocument()
  })
})
