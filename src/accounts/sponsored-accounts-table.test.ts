import { describe, expect, it } from 'vitest'
import type { Account } from '@/api/horizon-types'
import { sponsoredBy } from '@/accounts/sponsored-accounts-table'
import { readHorizonFixture } from '@/test-support/horizon-fixtures'

const fixture = readHorizonFixture('account.json') as Account
const sponsor = 'GCSPONSORAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
const other = 'GCOTHERAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'

function withSponsors(accountSponsor: string | undefined, lineSponsors: string[]): Account {
  const [native, ...lines] = [...fixture.balances].reverse()
  const sponsoredLines = lines.map((line, index) => {
    const lineSponsor = lineSponsors[index]
    return lineSponsor === undefined ? line : { ...line, sponsor: lineSponsor }
  })
  return {
    ...fixture,
    ...(accountSponsor === undefined ? {} : { sponsor: accountSponsor }),
    // The other account's total: what the column used to show.
    num_sponsored: 7,
    balances: [...sponsoredLines, ...(native ? [native] : [])],
    signers: fixture.signers.map((signer, index) =>
      index === 0 ? { ...signer, sponsor } : signer,
    ),
  }
}

describe('sponsoredBy: what one sponsor pays for in another account', () => {
  it('counts the account entry, trustlines and signers of this sponsor only', () => {
    expect(fixture.balances.length).toBeGreaterThan(3)
    const account = withSponsors(sponsor, [sponsor, other, sponsor])
    expect(sponsoredBy(account, sponsor)).toBe('the account itself, 2 trustlines, 1 signer')
    expect(sponsoredBy(account, other)).toBe('1 trustline')
  })

  it('names data entries when nothing the record shows is this sponsor’s', () => {
    expect(sponsoredBy(withSponsors(undefined, []), other)).toBe('data entries only')
  })
})
