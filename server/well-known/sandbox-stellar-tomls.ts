// The stellar.toml files (SEP-1) of the sandbox issuers' home domains. The sandbox has no internet
// and one origin, so it serves every domain's file itself at
// GET /.well-known/stellar.toml?domain=<home domain>, and the explorer reads them there on the
// local network only (src/api/stellar-toml-fetch.ts). Issuer ids come from the ledger: the account
// whose home_domain is the domain (the simulator sets them in ledger 3).
import type { HistoryStore } from '../resources/shared/history-store.ts'

interface SandboxCurrency {
  code: string
  /** The home domain of the account the file names as issuer; its own domain when absent. */
  issuerDomain?: string
  name: string
  /** A file of sandboxImages. */
  image?: string
}

interface SandboxDomain {
  orgName: string
  currencies: SandboxCurrency[]
}

export const sandboxDomains: Readonly<Record<string, SandboxDomain>> = {
  'usd.example': {
    orgName: 'Sandbox Dollar Trust',
    currencies: [
      { code: 'USD', name: 'Sandbox US Dollar', image: 'usd.svg' },
      { code: 'EURT', name: 'Sandbox Euro Token', image: 'eurt.svg' },
    ],
  },
  'gold.example': {
    orgName: 'Sandbox Gold Vault',
    currencies: [{ code: 'GOLDCERT', name: 'Gold certificate', image: 'gold.svg' }],
  },
  // The liar: it claims BTCX for the gold issuer, whose toml knows nothing of it, and borrows the
  // dollar trust's name. Its own BTCX is "listed with another issuer", its CARBONCREDIT "not
  // listed": the explorer must show both as unverified, never with this file's name or image.
  'btcx.example': {
    orgName: 'Sandbox Dollar Trust',
    currencies: [
      { code: 'BTCX', issuerDomain: 'gold.example', name: 'Bitcoin (wrapped)', image: 'usd.svg' },
    ],
  },
}

function badge(label: string, color: string): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">',
    `<circle cx="32" cy="32" r="30" fill="${color}"/>`,
    `<text x="32" y="38" font-family="sans-serif" font-size="14" text-anchor="middle" fill="#fff">${label}</text>`,
    '</svg>',
  ].join('')
}

export const sandboxImages: Readonly<Record<string, string>> = {
  'usd.svg': badge('USD', '#1f6f43'),
  'eurt.svg': badge('EURT', '#1d4ed8'),
  'gold.svg': badge('GOLD', '#92400e'),
}

export const STELLAR_TOML_PATH = '/.well-known/stellar.toml'
export const SANDBOX_IMAGE_PATH = '/.well-known/sandbox-images/'

/** The account whose home_domain is `domain` (the first created, should several share it). */
function accountOfDomain(store: HistoryStore, domain: string): string | undefined {
  const row = store.statements
    .get(
      "SELECT account_id FROM accounts WHERE json_extract(json, '$.home_domain') = ? ORDER BY account_id LIMIT 1",
    )
    .get(domain) as { account_id: string } | undefined
  return row?.account_id
}

function tomlString(value: string): string {
  return JSON.stringify(value)
}

/** The file of `domain`, or undefined when the sandbox has none (or no issuer uses it yet). */
export function sandboxStellarToml(
  store: HistoryStore,
  domain: string,
  base: string,
): string | undefined {
  const entry = sandboxDomains[domain]
  if (entry === undefined || accountOfDomain(store, domain) === undefined) return undefined
  const lines = [
    `# stellar.toml of ${domain}, served by the Ledger Explorer sandbox`,
    'VERSION = "2.0.0"',
    '',
    '[DOCUMENTATION]',
    `ORG_NAME = ${tomlString(entry.orgName)}`,
  ]
  for (const currency of entry.currencies) {
    const issuer = accountOfDomain(store, currency.issuerDomain ?? domain)
    if (issuer === undefined) continue
    lines.push('', '[[CURRENCIES]]', `code = ${tomlString(currency.code)}`)
    lines.push(`issuer = ${tomlString(issuer)}`, `name = ${tomlString(currency.name)}`)
    if (currency.image !== undefined) {
      lines.push(`image = ${tomlString(`${base}${SANDBOX_IMAGE_PATH}${currency.image}`)}`)
    }
  }
  return `${lines.join('\n')}\n`
}
