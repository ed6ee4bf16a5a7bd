import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { AppLinkPlace } from '@/ui/app-link'
import { shortenedIdLink } from '@/ui/shortened-id-link'
import { renderInRouter } from '@/ui/test-support'

const id = 'GC5LF63GRVIT5ZXXCXLPI3RX2YXKJQFZVBSAO6AUELN3YIMSWPD6Z6FH'
const to = `/testnet/accounts/${id}`
const props = { to, id, visibleText: 'GC5L…Z6FH', title: id, className: 'font-mono text-blue-700' }

function renderAt(place: AppLinkPlace, linkProps = props) {
  renderInRouter(<p data-testid="holder">{shortenedIdLink(place, linkProps)}</p>)
  return screen.getByTestId('holder')
}

describe('shortenedIdLink', () => {
  it('shows the short id as the link’s one text node, named by the whole id', () => {
    const holder = renderAt({ plain: true, currentRecordHref: null })
    const link = screen.getByRole('link', { name: id })
    expect(link).toHaveAttribute('href', to)
    expect(link.childNodes).toHaveLength(1)
    expect(link).toHaveTextContent(/^GC5L…Z6FH$/)
    expect(holder.querySelectorAll('*')).toHaveLength(1)
  })

  it('needs no name of its own when the whole id is shown', () => {
    renderAt({ plain: false, currentRecordHref: null }, { ...props, visibleText: id })
    expect(screen.getByRole('link', { name: id })).not.toHaveAttribute('aria-label')
  })

  it('on the record’s own page is text: the short id for the eye, the whole one for screen readers', () => {
    const holder = renderAt({ plain: true, currentRecordHref: to })
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByText('GC5L…Z6FH')).toHaveAttribute('aria-hidden', 'true')
    expect(screen.getByText(id)).toHaveClass('sr-only')
    expect(holder.querySelector('[aria-label]')).toBeNull()
  })
})
