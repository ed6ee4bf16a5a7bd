import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { RecordActions } from '@/resource-routes/record-actions'

describe('RecordActions', () => {
  it('offers Copy link before Open in Horizon where the page has no other (the default)', () => {
    render(
      <RecordActions
        horizonHref="http://127.0.0.1:8000/ledgers/5"
        json={{ sequence: 5 }}
        jsonLabel="Ledger JSON"
      />,
    )
    const copyLink = screen.getByRole('button', { name: 'Copy link' })
    const openInHorizon = screen.getByRole('link', { name: /Open in Horizon/ })
    expect(
      copyLink.compareDocumentPosition(openInHorizon) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
  })

  it('leaves Copy link to the toolbar of a list page (the one with a CSV of its page)', () => {
    render(
      <RecordActions
        horizonHref={null}
        json={[]}
        jsonLabel="Ledgers JSON"
        csv={{ records: [], fileName: 'ledgers.csv' }}
      />,
    )
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Download CSV of this page' })).toBeDisabled()
  })

  it('leaves Copy link to the heading of a record page when told to', () => {
    render(
      <RecordActions
        horizonHref="http://127.0.0.1:8000/ledgers/5"
        json={{ sequence: 5 }}
        jsonLabel="Ledger JSON"
        copyLink={false}
      />,
    )
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull()
    expect(screen.getByRole('link', { name: /Open in Horizon/ })).toBeVisible()
  })
})
