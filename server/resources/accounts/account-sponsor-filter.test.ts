// /accounts?sponsor=G… finds every account whose account entry, data entries, signers or trustlines
// the sponsor pays for — Horizon's AccountsForSponsor (a union over accounts, accounts_data,
// accounts_signers and trust_lines; offers are not part of it). Expected sets are worked out here
// from the stored account records and data entries, never from the handler's own query.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Json } from '../../testing/endpoint-test-support.ts'
import { getPage, startSimulatedSandbox, type RunningSandbox } from '../../testing/test-support.ts'

type EntryKind = 'account' | 'data' | 'signer' | 'trustline'

interface StoredAccount {
  id: string
  sponsor?: string
  signers: Array<{ sponsor?: string }>
  balances: Array<{ sponsor?: string }>
}

/** sponsor → account → the kinds of its entries that sponsor pays for. */
function expectedSponsorships(running: RunningSandbox): Map<string, Map<string, Set<EntryKind>>> {
  const bySponsor = new Map<string, Map<string, Set<EntryKind>>>()
  const add = (sponsor: string | undefined, accountId: string, kind: EntryKind): void => {
    if (sponsor === undefined) return
    const accounts = bySponsor.get(sponsor) ?? new Map<string, Set<EntryKind>>()
    bySponsor.set(sponsor, accounts)
    accounts.set(accountId, (accounts.get(accountId) ?? new Set()).add(kind))
  }
  const rows = running.db.prepare('SELECT json FROM accounts').all() as Array<{ json: string }>
  for (const row of rows) {
    const account = JSON.parse(row.json) as StoredAccount
    add(account.sponsor, account.id, 'account')
    for (const signer of account.signers) add(signer.sponsor, account.id, 'signer')
    for (const balance of account.balances) add(balance.sponsor, account.id, 'trustline')
  }
  const dataRows = running.db
    .prepare('SELECT account_id, sponsor FROM account_data WHERE sponsor IS NOT NULL')
    .all() as Array<{ account_id: string; sponsor: string }>
  for (const row of dataRows) add(row.sponsor, row.account_id, 'data')
  return bySponsor
}

async function accountsSponsoredBy(running: RunningSandbox, sponsor: string): Promise<string[]> {
  const ids: string[] = []
  let url = `${running.baseUrl}/accounts?sponsor=${sponsor}&limit=3`
  for (;;) {
    const page = await getPage(url)
    const records = page._embedded.records as Json[]
    ids.push(...records.map((record) => String(record.id)))
    if (records.length < 3) return ids
    url = page._links.next.href
  }
}

describe('/accounts?sponsor=', () => {
  let running: RunningSandbox
  let expected: Map<string, Map<string, Set<EntryKind>>>
  beforeAll(async () => {
    running = await startSimulatedSandbox({ seed: 1, history: 400 })
    expected = expectedSponsorships(running)
  })
  afterAll(() => running.stop())

  it('the history has accounts found only through a sponsored trustline or data entry', () => {
    const onlyKinds = [...expected.values()].flatMap((accounts) =>
      [...accounts.values()].filter((kinds) => kinds.size === 1).map((kinds) => [...kinds][0]),
    )
    expect(onlyKinds).toContain('trustline')
    expect(onlyKinds).toContain('data')
  })

  it('lists, for every sponsor, exactly the accounts with an entry it sponsors, in id order', async () => {
    expect(expected.size).toBeGreaterThan(0)
    for (const [sponsor, accounts] of expected) {
      const listed = await accountsSponsoredBy(running, sponsor)
      expect(listed, sponsor).toEqual([...accounts.keys()].sort())
    }
  })

  it('does not list an account whose only sponsored entry is an offer', async () => {
    const sponsoredOffers = running.db
      .prepare('SELECT seller, sponsor FROM offers WHERE sponsor IS NOT NULL')
      .all() as Array<{ seller: string; sponsor: string }>
    const offerOnly = sponsoredOffers.filter(
      ({ seller, sponsor }) => expected.get(sponsor)?.has(seller) !== true,
    )
    expect(offerOnly.length).toBeGreaterThan(0)
    for (const { seller, sponsor } of offerOnly) {
      expect(await accountsSponsoredBy(running, sponsor), `${seller} via an offer`).not.toContain(
        seller,
      )
    }
  })
})
