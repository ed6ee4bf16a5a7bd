// Test-only: a deep link to every page and tab of the route manifest, with a well-formed id of
// each kind, so tests that walk "every page" follow the manifest instead of a list of their own.
import type { RecordIdKind } from '@/route-manifest'
import { manifestPages, recordPathParts } from '@/route-manifest'

export const sampleAccount = 'GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7'

/** A well-formed id of each kind (a new kind fails typecheck here until it has one). */
export const sampleIds: Record<RecordIdKind, string> = {
  account: sampleAccount,
  'ledger-sequence': '5',
  'transaction-hash': 'ab'.repeat(32),
  'operation-id': '21474840577',
  'claimable-balance-id': `00000000${'ef'.repeat(32)}`,
  'pool-id': 'cd'.repeat(32),
  'offer-id': '123',
  'asset-id': `USDC-${sampleAccount}`,
  'contract-id': 'CCKLY5FH63XX74AURISXUQHT2C7O64H6O3BQ7ZF7YSOVP7TFKFLK72PO',
}

/** `/local/…` for every page of the manifest and every tab of its record pages. */
export function manifestDeepLinks(network = 'local'): string[] {
  return manifestPages.flatMap((page) => {
    if (page.idKind === undefined)
      return [page.path === '' ? `/${network}` : `/${network}/${page.path}`]
    const record = `/${network}/${recordPathParts(page).collection}/${sampleIds[page.idKind]}`
    return [record, ...Object.keys(page.tabs?.byPath ?? {}).map((tab) => `${record}/${tab}`)]
  })
}
