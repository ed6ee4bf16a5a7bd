import { within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Offer } from '@/api/horizon-types'
import { OfferTable } from '@/offers/offer-table'
import { emptyLinks } from '@/test-support/empty-links'
import { renderTwoRecordTable, visibleText } from '@/ui/test-support'

const seller = 'GBLKRATZODTSJNU7XTB5HY5VAAN63CPRT77UYZT2VLCNXE7F3YHSW22M'

const offer: Offer = {
  _links: emptyLinks('self', 'offer_maker'),
  id: '1652391937',
  paging_token: '1652391937',
  seller,
  selling: { asset_type: 'native' },
  buying: {
    asset_type: 'credit_alphanum4',
    asset_code: 'RMT',
    asset_issuer: 'GDEGOXPCHXWFYY234D2YZSPEJ24BX42ESJNVHY5H7TWWQSYRN5ZKZE3N',
  },
  amount: '478.6351404',
  price_r: { n: 326639943, d: 10000000 },
  price: '32.6639943',
  last_modified_ledger: 34166434,
  last_modified_time: '2021-04-24T06:12:00Z',
}

describe('OfferTable', () => {
  it('renders offers with seller link, assets, exact amount and price', () => {
    const [first, second] = renderTwoRecordTable(
      <OfferTable offers={[offer, { ...offer, id: '2', last_modified_time: null }]} />,
      '/testnet/offers',
      'Offers',
    )
    const text = visibleText(first)
    for (const shown of [
      '1652391937',
      'GBLK…W22M',
      'XLM',
      'RMT',
      '478.6351404',
      '32.6639943',
      '326639943/10000000',
    ]) {
      expect(text).toContain(shown)
    }
    expect(within(first).getByRole('link', { name: seller })).toHaveAttribute(
      'href',
      `/testnet/accounts/${seller}`,
    )
    expect(visibleText(second)).toContain('ledger 34166434')
  })
})
