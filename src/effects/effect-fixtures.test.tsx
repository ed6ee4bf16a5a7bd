// Every real effect record in shared/fixtures/horizon renders as its sentence: no fallback, no
// leaked "undefined", and the accounts, amounts and names of the record in the words.
import { describe, expect, it } from 'vitest'
import type { Effect } from '@/api/horizon-types'
import { EffectSentence } from '@/effects/effect-sentence'
import { listHorizonFixtures } from '@/test-support/horizon-fixtures'
import { shortenId } from '@/ui/shorten-id'
import { isRecord } from '@/ui/record-fields'
import { readHorizonFixture, renderInRouter, visibleText } from '@/ui/test-support'

const effectFixtures = listHorizonFixtures().filter((name) => name.startsWith('effect-'))

/** What the sentence must say for each fixture, beyond the record's own ids and amounts. */
const expectedWords: Record<string, string[]> = {
  'effect-account-created.json': ['was created with 15.8675013 XLM'],
  'effect-account-credited.json': ['received 3.99997 XLM'],
  'effect-account-debited.json': ['sent 15.8675013 XLM'],
  'effect-account-flags-updated.json': ['flags updated: auth required on'],
  'effect-account-home-domain-updated.json': ['home domain set to “lobstr.co”'],
  'effect-account-inflation-destination-updated.json': ['inflation destination updated'],
  'effect-account-removed.json': ['was removed'],
  'effect-account-sponsorship-created.json': ['began sponsoring account'],
  'effect-account-sponsorship-removed.json': ['stopped sponsoring account'],
  'effect-account-thresholds-updated.json': ['thresholds set to low 20, medium 20, high 20'],
  'effect-claimable-balance-claimant-created.json': ['can claim 900 USDPEND', 'from claimable'],
  'effect-claimable-balance-claimed.json': ['claimed 1 USDC', 'from claimable balance'],
  'effect-claimable-balance-clawed-back.json': ['clawed back claimable balance'],
  'effect-claimable-balance-created.json': ['created claimable balance', 'of 900 USDPEND'],
  'effect-claimable-balance-sponsorship-created.json': ['began sponsoring claimable balance'],
  'effect-contract-credited.json': ['Contract', 'received 100 XLM'],
  'effect-data-created.json': ['created data entry “MESSAGE_DATA_0” = “Qmf6'],
  'effect-data-removed.json': ['removed data entry “MESSAGE_DATA_0”'],
  'effect-data-sponsorship-created.json': ['began sponsoring data entry “hello” of'],
  'effect-data-updated.json': ['updated data entry “MESSAGE_DATA_0” = “QmU6'],
  'effect-liquidity-pool-created.json': ['created liquidity pool'],
  'effect-liquidity-pool-deposited.json': [
    'deposited 250 COOL',
    'and 250 SONESO',
    '250 pool shares',
  ],
  'effect-liquidity-pool-removed.json': ['Liquidity pool', 'was removed'],
  'effect-liquidity-pool-revoked.json': [
    'revoked 1 pool shares in liquidity pool',
    ', returning 0.0000011 XLM',
  ],
  'effect-liquidity-pool-trade.json': ['sold 18.9931895 COOL', 'for 20 SONESO'],
  'effect-liquidity-pool-withdrew.json': ['redeemed 100 pool shares', 'for 100 COOL'],
  'effect-sequence-bumped.json': ['sequence bumped to 108136397361122527'],
  'effect-signer-created.json': ['added signer', 'with weight 1'],
  'effect-signer-removed.json': ['removed signer'],
  'effect-signer-sponsorship-created.json': ['began sponsoring signer'],
  'effect-signer-updated.json': ['updated signer', 'with weight 10'],
  'effect-trade.json': ['traded 1.9295894 BUSD1', 'for 4.3525833 XLM', '(offer 545489795)'],
  'effect-trustline-authorized-to-maintain-liabilities.json': [
    'authorized to maintain liabilities',
    'for MSCIW',
  ],
  'effect-trustline-authorized.json': ['authorized', 'for MSCIW'],
  'effect-trustline-created.json': ['created a trustline to DOGET', '922,337,203,685.4775807'],
  'effect-trustline-deauthorized.json': ['deauthorized', 'for LPTK'],
  'effect-trustline-flags-updated.json': ['updated the MSCIW', 'trustline of', 'authorized on'],
  'effect-trustline-removed.json': ['removed a trustline to TERN'],
  'effect-trustline-sponsorship-created.json': ['began sponsoring the USDC', 'trustline of'],
  'effect-trustline-updated.json': ['updated a trustline to DOGET', '922,337,203,685.4775807'],
}

/** Record fields a sentence leaves out on purpose, with the reason. */
const fieldsNotShown: Record<string, string[]> = {
  // The contract is what was credited; `account` is the operation's source.
  'effect-contract-credited.json': ['account'],
  // A removed pool is the subject; `account` is whoever's operation removed it.
  'effect-liquidity-pool-removed.json': ['account'],
  // The sponsor and the balance are the subject; `account` is the balance's creator.
  'effect-claimable-balance-sponsorship-created.json': ['account'],
}

/**
 * Account, contract, pool and balance ids anywhere in the record (nested too), shortened as the
 * sentence shows them; where Horizon sends `X_muxed` too, the sentence shows that M… form.
 */
function shortIdsIn(value: unknown, skipped: readonly string[], key = ''): string[] {
  if (typeof value === 'string') {
    if (/^[GMC][A-Z2-7]{55}([A-Z2-7]{13})?$/.test(value)) return [shortenId(value)]
    if (/^[0-9a-f]{64}([0-9a-f]{8})?$/.test(value)) return [shortenId(value, 8)]
    return []
  }
  if (Array.isArray(value)) return value.flatMap((item) => shortIdsIn(item, [], key))
  if (!isRecord(value)) return []
  return Object.entries(value).flatMap(([field, item]) =>
    field === '_links' || skipped.includes(field) || `${field}_muxed` in value
      ? []
      : shortIdsIn(item, [], field),
  )
}

describe('every effect fixture', () => {
  it('has its expected words listed here (a new fixture needs its line)', () => {
    expect(Object.keys(expectedWords).sort()).toEqual([...effectFixtures].sort())
  })

  it.each(effectFixtures)('%s', (name) => {
    const effect = readHorizonFixture(name) as Effect
    const view = renderInRouter(<EffectSentence effect={effect} />, '/local/effects')
    const text = visibleText(view.container).replace(/\s+/g, ' ')
    expect(text).not.toMatch(/Effect of type|undefined|null|NaN|\[object Object\]/)
    for (const words of expectedWords[name] ?? ['(no expectation)']) expect(text).toContain(words)
    for (const id of shortIdsIn(effect, fieldsNotShown[name] ?? [])) expect(text).toContain(id)
  })
})
