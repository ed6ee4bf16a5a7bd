import { render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { ClaimableBalance } from '@/api/horizon-ledger-entry-types'
import { claimJudge } from '@/claimable-balances/claim-judge'
import { visibleText } from '@/ui/test-support'

const now = 1_700_000_000n
const claimantA = 'GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7'
const claimantB = 'GBRPYHIL2CI3FNQ4BXLFMNDLFJUNPU2HY3ZMFSHONUCEOASW7QC7OX2H'

function balance(...predicates: unknown[]): ClaimableBalance {
  return {
    claimants: predicates.map((predicate, index) => ({
      destination: index === 0 ? claimantA : claimantB,
      predicate,
    })),
  } as unknown as ClaimableBalance
}

describe('claimJudge', () => {
  const { lockedForGood, claims, judgedAt } = claimJudge(now)

  it('calls a balance locked for good only when every claim is over or never opens', () => {
    // Expired before now, and "not unconditional", which holds at no time at all.
    expect(
      lockedForGood(balance({ abs_before_epoch: '1600000000' }, { not: { unconditional: true } })),
    ).toBe(true)
    // The deadline is now itself: a claim at close time `now` is already too late.
    expect(lockedForGood(balance({ abs_before_epoch: String(now) }))).toBe(true)
    // One claimant can claim later: not locked, though nobody can claim it now.
    expect(
      lockedForGood(
        balance({ abs_before_epoch: '1600000000' }, { not: { abs_before_epoch: '1800000000' } }),
      ),
    ).toBe(false)
    expect(lockedForGood(balance({ abs_before_epoch: String(now + 1n) }))).toBe(false)
    // A relative time cannot be judged on a ledger entry, and no claimant is no verdict.
    expect(lockedForGood(balance({ rel_before: '60' }))).toBe(false)
    expect(lockedForGood(balance())).toBe(false)
  })

  it('says each claimant’s window in the balance page’s words', () => {
    render(
      <MemoryRouter initialEntries={['/testnet/x']}>
        <Routes>
          <Route
            path="/:network/*"
            element={claims(
              balance({ unconditional: true }, { not: { abs_before_epoch: '1800000000' } }),
            )}
          />
        </Routes>
      </MemoryRouter>,
    )
    expect(screen.getAllByRole('listitem').map((item) => visibleText(item))).toEqual([
      expect.stringMatching(/: Claimable now$/),
      expect.stringMatching(/: Claimable from 2027-01-15 08:00 UTC$/),
    ])
    expect(judgedAt).toBe('2023-11-14 22:13:20 UTC')
  })
})
