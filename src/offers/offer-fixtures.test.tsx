// offer.json and offers-page.json: every offer renders, its id links to the offer page.
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Offer } from '@/api/horizon-types'
import { OfferTable } from '@/offers/offer-table'
import {
  readFixtureRecords,
  readHorizonFixture,
  renderInRouter,
  visibleText,
} from '@/ui/test-support'

describe('offer fixtures', () => {
  const offers = [
    readHorizonFixture('offer.json') as Offer,
    ...(readFixtureRecords('offers-page.json') as Offer[]),
  ]

  it('renders each offer with a link to its page, the exact amount and the price fraction', () => {
    renderInRouter(<OfferTable offers={offers} />, '/public/accounts/G')
    const rows = within(screen.getByRole('table', { name: 'Offers' })).getAllByRole('row')
    expect(rows).toHaveLength(offers.length + 1)
    for (const [index, offer] of offers.entries()) {
      const row = rows[index + 1] as HTMLElement
      expect(within(row).getByRole('link', { name: offer.id })).toHaveAttribute(
        'href',
        `/public/offers/${offer.id}`,
      )
      expect(within(row).getByTitle(offer.amount)).toBeInTheDocument()
      expect(visibleText(row)).toContain(`${offer.price_r.n}/${offer.price_r.d}`)
    }
  })
})
