// Cases of e2e/hostile-horizon.spec.ts that fail today because of an explorer defect, with the
// symptom observed (2026-11-22). When a defect is fixed its cases pass, test.fail turns that into
// a failure, and the entries must go. Defect numbers are the lead's list; "new-…" ones were found
// by this suite.
import { explorerPages } from './hostile-pages.ts'

const allPages = explorerPages.map((explorerPage) => explorerPage.name)
const allButDashboard = allPages.filter((name) => name !== 'dashboard')
const recordPages = ['ledger', 'transaction', 'operation', 'account']

const defects: { defect: string; cases: string[] }[] = [
  {
    defect:
      'defect 1: a failing tab replaces the whole page (h1 "Horizon server error" / "Not found" / ' +
      '"Unexpected answer from Horizon" instead of the record; no Retry on 404)',
    cases: recordPages.flatMap((name) =>
      ['503', '404', 'invalid JSON'].map((failure) => `tab ${failure} / ${name}`),
    ),
  },
  {
    defect:
      'defect 1: a failing dashboard feed or chart replaces the dashboard by "Horizon server ' +
      'error"; a failing root document shows no alert at all',
    cases: ['root document', 'ledgers (feed and chart)', 'payments feed'].map(
      (part) => `dashboard 503 / ${part}`,
    ),
  },
  {
    defect:
      'defect 2: "Open in Horizon" renders the record\'s own _links.self.href (a javascript: href, ' +
      'which React only replaces by javascript:throw …)',
    cases: allPages.filter((name) => name !== 'dashboard').map((name) => `evil-links / ${name}`),
  },
  {
    defect:
      'defect 3: ids from Horizon go unencoded into in-app links (/custom/accounts/GA?horizon=' +
      'http://evil.example#…, /public/accounts/GA from G/../../../public/…)',
    cases: allPages.map((name) => `odd-ids / ${name}`),
  },
  {
    defect: 'defect 5: null or missing fields crash the page ("Something went wrong")',
    cases: allButDashboard.flatMap((name) => [`nulls / ${name}`, `missing / ${name}`]),
  },
  {
    defect:
      'defect 7: CSV cells starting with "-" are not neutralised; Horizon text is not ' +
      'bidi-isolated',
    cases: ['ledgers', 'transactions', 'operations', 'payments', 'effects'].map(
      (name) => `formulas-and-bidi / ${name}`,
    ),
  },
  {
    defect:
      'new-A (not in the known list): a Horizon answer that never finishes leaves "Loading Ledger ' +
      'Explorer…" on screen for good (horizonGetUrl has no timeout)',
    cases: ['stall / ledger', 'stall / ledgers'],
  },
]

const knownDefects = new Map(
  defects.flatMap(({ defect, cases }) => cases.map((caseName) => [caseName, defect] as const)),
)

export function knownDefect(caseName: string): string | undefined {
  return knownDefects.get(caseName)
}
