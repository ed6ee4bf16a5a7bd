import { screen, within } from '@testing-library/react'
import { StrKey } from '@stellar/stellar-sdk'
import { describe, expect, it } from 'vitest'
import type { Balance } from '@/api/horizon-types'
import type { IssuerVerificationProps } from '@/accounts/balances-table'
import { BalancesTable, checkedIssuersPerAccount } from '@/accounts/balances-table'
import { renderInRouter } from '@/ui/test-support'

function creditBalance(code: string, issuer: string): Balance {
  return {
    asset_type: 'credit_alphanum4',
    asset_code: code,
    asset_issuer: issuer,
    balance: '1.0000000',
    limit: '10.0000000',
    buying_liabilities: '0.0000000',
    selling_liabilities: '0.0000000',
    last_modified_ledger: 1,
    is_authorized: true,
    is_authorized_to_maintain_liabilities: true,
    is_clawback_enabled: false,
  } as Balance
}

function ShownVerdict({ asset, lookup }: IssuerVerificationProps) {
  return <span>{`verdict ${asset.code} ${lookup}`}</span>
}

describe('BalancesTable issuer verification', () => {
  it('checks the first issuers, and shows only cached verdicts for the rest', () => {
    const issuers = Array.from({ length: checkedIssuersPerAccount + 2 }, (_, index) =>
      StrKey.encodeEd25519PublicKey(Buffer.alloc(32, index)),
    )
    const balances: Balance[] = [
      {
        asset_type: 'native',
        balance: '5.0000000',
        buying_liabilities: '0',
        selling_liabilities: '0',
      } as Balance,
      ...issuers.map((issuer, index) => creditBalance(`C${index}`, issuer)),
      // A second asset of the first issuer shares its (already checked) verdict inputs.
      creditBalance('SAME', issuers[0] ?? ''),
    ]
    renderInRouter(<BalancesTable balances={balances} IssuerVerification={ShownVerdict} />)
    const table = screen.getByRole('table', { name: 'Balances' })
    expect(within(table).getByText('verdict C0 fetch')).toBeInTheDocument()
    expect(
      within(table).getByText(`verdict C${checkedIssuersPerAccount - 1} fetch`),
    ).toBeInTheDocument()
    expect(
      within(table).getByText(`verdict C${checkedIssuersPerAccount} cached`),
    ).toBeInTheDocument()
    expect(within(table).getByText('verdict SAME fetch')).toBeInTheDocument()
    expect(within(table).queryAllByText(/^verdict/)).toHaveLength(issuers.length + 1)
  })

  it('checks no issuer that is not an account id, nor a code that is not an asset code', () => {
    const valid = StrKey.encodeEd25519PublicKey(Buffer.alloc(32, 1))
    const balances: Balance[] = [
      creditBalance('ODD', 'GA?horizon=http://evil.example#'),
      creditBalance('CHECKSUM', `${valid.slice(0, -1)}${valid.endsWith('A') ? 'B' : 'A'}`),
      { ...creditBalance('NULL', valid), asset_issuer: null } as unknown as Balance,
      creditBalance('<b>x</b>', valid),
    ]
    renderInRouter(<BalancesTable balances={balances} IssuerVerification={ShownVerdict} />)
    const table = screen.getByRole('table', { name: 'Balances' })
    expect(within(table).getAllByRole('row')).toHaveLength(balances.length + 1)
    expect(within(table).queryAllByText(/^verdict/)).toHaveLength(0)
  })
})
