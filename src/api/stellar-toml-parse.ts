// Reads the parts of a stellar.toml (SEP-1) the explorer shows. Only short strings are kept; every
// other value (tables where strings belong, numbers, dates, megabyte strings) is dropped, and no
// value is ever rendered as anything but text.
import { StellarTomlError } from '@/api/stellar-toml-fetch'

export interface StellarTomlCurrency {
  code: string | null
  issuer: string | null
  name: string | null
  image: string | null
}

export interface StellarToml {
  /** `[DOCUMENTATION] ORG_NAME` */
  orgName: string | null
  /** `[[CURRENCIES]]`, the first maxCurrencies of them */
  currencies: StellarTomlCurrency[]
}

const maxCurrencies = 500
const maxTextLength = 120
const maxImageUrlLength = 2_000

function isTable(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function text(value: unknown, maxLength = maxTextLength): string | null {
  if (typeof value !== 'string') return null
  const trimmed = value.trim()
  return trimmed === '' || trimmed.length > maxLength ? null : trimmed
}

function currencyOf(entry: Record<string, unknown>): StellarTomlCurrency {
  return {
    code: text(entry.code, 12),
    issuer: text(entry.issuer, 56),
    name: text(entry.name),
    image: text(entry.image, maxImageUrlLength),
  }
}

/** Parses `source` with smol-toml, loaded on first use: no route pays for it up front. */
export async function parseStellarToml(source: string): Promise<StellarToml> {
  const { parse } = await import('smol-toml')
  let document: unknown
  try {
    document = parse(source)
  } catch {
    throw new StellarTomlError('not-toml', 'the stellar.toml is not valid TOML')
  }
  if (!isTable(document)) throw new StellarTomlError('not-toml', 'the stellar.toml is empty')
  const documentation = document.DOCUMENTATION
  const currencies = Array.isArray(document.CURRENCIES) ? document.CURRENCIES : []
  return {
    orgName: isTable(documentation) ? text(documentation.ORG_NAME) : null,
    currencies: currencies.slice(0, maxCurrencies).filter(isTable).map(currencyOf),
  }
}
