import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Account, Balance } from '@/api/horizon-types'
import { AccountFlags } from '@/accounts/account-flags'
import { BalancesTable } from '@/accounts/balances-table'
import { DataEntries } from '@/accounts/data-entries'
import { SignersTable } from '@/accounts/signers-table'
import { readHorizonFixture, renderInRouter, visibleText } from '@/ui/test-support'

const account = readHorizonFixture('account.json') as Account

function rowContaining(table: HTMLElement, text: string): HTMLElement {
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => visibleText(candidate).includes(text))
  if (!row) throw new Error(`no row with ${text}`)
  return row
}

describe('BalancesTable', () => {
  it('renders every balance of the account fixture', () => {
    renderInRouter(<BalancesTable balances={account.balances} />, '/testnet/accounts/x')
    const table = screen.getByRole('table', { name: 'Balances' })
    expect(within(table).getAllByRole('row')).toHaveLength(account.balances.length + 1)

    const native = rowContaining(table, '10,025.7670792')
    expect(within(native).getByText('XLM')).toBeInTheDocument()
    expect(visibleText(native)).toContain('10,025.7670792')
    expect(visibleText(native)).toContain('10,000')
    expect(visibleText(native)).toContain('25.1')

    const aqua = rowContaining(table, 'AQUA')
    expect(visibleText(aqua)).toContain('85,729.1030749')
    expect(visibleText(aqua)).toContain('922,337,203,685.4775807')
    expect(visibleText(aqua)).toContain('GBNZ…AQUA')
    expect(visibleText(aqua)).toContain('Authorized')

    const pool = rowContaining(table, 'Pool shares')
    expect(visibleText(pool)).toContain('2,816.6567089')
    expect(visibleText(pool)).toContain('59fa…013e')
    // Horizon reports is_authorized false for pool shares, which have no authorization of their own.
    expect(visibleText(pool)).not.toContain('authorized')
  })

  it('shows authorized to maintain liabilities, clawback and sponsor', () => {
    const sponsor = 'GAFK7XFZHMLSNV7OJTBO7BAIZA66X6QIBV5RMZZYXK4Q7ZSO52J5C3WQ'
    const balance: Balance = {
      balance: '1.0000000',
      limit: '10.0000000',
      buying_liabilities: '0.0000000',
      selling_liabilities: '0.0000000',
      sponsor,
      last_modified_ledger: 1,
      is_authorized: false,
      is_authorized_to_maintain_liabilities: true,
      is_clawback_enabled: true,
      asset_type: 'credit_alphanum12',
      asset_code: 'LONGASSET',
      asset_issuer: 'GA5ZSEJYB37JRC5AVCIA5MOP4RHTM335X2KGX3IHOJAPP5RE34K4KZVN',
    }
    renderInRouter(<BalancesTable balances={[balance]} />)
    const row = rowContaining(screen.getByRole('table'), 'LONGASSET')
    expect(row).toHaveTextContent('Authorized to maintain liabilities')
    expect(row).toHaveTextContent('Enabled')
    expect(within(row).getByRole('link', { name: sponsor })).toHaveAttribute(
      'href',
      `/testnet/accounts/${sponsor}`,
    )
  })
})

describe('SignersTable', () => {
  it('renders signers and thresholds', () => {
    renderInRouter(<SignersTable signers={account.signers} thresholds={account.thresholds} />)
    const table = screen.getByRole('table', { name: 'Signers' })
    expect(within(table).getAllByRole('row')).toHaveLength(4)
    expect(visibleText(rowContaining(table, 'GDA2…R5X3'))).toContain('255')
    expect(visibleText(rowContaining(table, 'GDZM…V7LQ'))).toContain('10')
    expect(screen.getByText('Medium threshold').nextSibling).toHaveTextContent('20')
    expect(screen.getByText('High threshold').nextSibling).toHaveTextContent('30')
  })

  it('shows non-key signers as raw keys with a readable type', () => {
    renderInRouter(
      <SignersTable
        signers={[
          {
            weight: 1,
            key: 'XDRPF6NZRR7EEVO7ESIWUDXHAOMM2QSKIQQBJK6I2FB7YKDZES5A7HPV',
            type: 'sha256_hash',
          },
        ]}
        thresholds={account.thresholds}
      />,
    )
    expect(screen.getByText('SHA-256 hash')).toBeInTheDocument()
    expect(
      screen.getByText('XDRPF6NZRR7EEVO7ESIWUDXHAOMM2QSKIQQBJK6I2FB7YKDZES5A7HPV'),
    ).toBeInTheDocument()
  })
})

describe('AccountFlags', () => {
  it('shows each flag as on or off', () => {
    render(<AccountFlags flags={account.flags} />)
    const list = screen.getByRole('list', { name: 'Account flags' })
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(items).toEqual([
      'Auth required: on',
      'Auth revocable: on',
      'Auth immutable: off',
      'Clawback enabled: on',
    ])
  })
})

describe('DataEntries', () => {
  it('decodes printable values of the account fixture', () => {
    render(<DataEntries data={account.data} />)
    const table = screen.getByRole('table', { name: 'Data entries' })
    expect(rowContaining(table, 'v1')).toHaveTextContent('v1 value')
    expect(rowContaining(table, 'v2')).toHaveTextContent('v2 value')
    expect(rowContaining(table, 'v1')).toHaveTextContent('Text (UTF-8)')
  })

  it('shows binary values as labelled hex and undecodable ones as base64', () => {
    render(<DataEntries data={{ binary: 'AAEC/w==', broken: '!!notbase64' }} />)
    const table = screen.getByRole('table')
    expect(rowContaining(table, 'binary')).toHaveTextContent('000102ff')
    expect(rowContaining(table, 'binary')).toHaveTextContent('Binary (hex)')
    expect(rowContaining(table, 'broken')).toHaveTextContent('Base64 (undecodable)')
  })

  it('says so when there are no entries', () => {
    render(<DataEntries data={{}} />)
    expect(screen.getByText('No data entries.')).toBeInTheDocument()
  })
})
