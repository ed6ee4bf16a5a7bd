export type SearchTarget =
  | { kind: 'account'; accountId: string }
  | { kind: 'muxed-account'; address: string; accountId: string; muxedId: string }
  | { kind: 'transaction'; hash: string }
  | { kind: 'ledger'; sequence: string }
  | { kind: 'operation'; id: string }
  | { kind: 'offer'; id: string }
  | { kind: 'claimable-balance'; id: string }
  | { kind: 'asset-code'; code: string }
  | { kind: 'asset'; code: string; issuer: string }
  | { kind: 'contract'; contractId: string }
  | { kind: 'secret-key' }
  | { kind: 'invalid'; message: string }

/** The subset of `StrKey` from `@stellar/stellar-sdk/base` that search needs (injected for tests). */
export interface StrKeyChecks {
  isValidEd25519PublicKey(value: string): boolean
  isValidMed25519PublicKey(value: string): boolean
  decodeMed25519PublicKey(value: string): Uint8Array
  encodeEd25519PublicKey(data: Uint8Array): string
  isValidContract(value: string): boolean
}

const maximumLedgerSequence = 4294967295n
// Operation ids (TOIDs) are signed 64-bit integers.
const maximumOperationId = 9223372036854775807n

// "1,997", "1 997", "1.997", "1'997", "1_997" (one separator throughout, groups of three): how
// people copy ledger numbers from explorers and spreadsheets in their own locale.
const groupedNumberPattern = /^\d{1,3}(?:([,. _'\u00a0\u202f])\d{3})(?:\1\d{3})*$/

/** The digits of a number typed with thousands separators; the input itself otherwise. */
function withoutDigitGrouping(input: string): string {
  return groupedNumberPattern.test(input) ? input.replace(/\D/g, '') : input
}

/** Loads StrKey lazily so the SDK stays out of the main chunk. */
export async function loadStrKey(): Promise<StrKeyChecks> {
  const { StrKey } = await import('@stellar/stellar-sdk/base')
  return StrKey
}

// Stellar asset codes: 1 to 12 letters or digits.
const assetCodePattern = /^[A-Za-z0-9]{1,12}$/
const maximumOfferId = 9223372036854775807n

/** Offer ids, claimable balance ids, contracts and assets: the kinds with their own shape. */
function parseIdsAndAssets(input: string, strKey: StrKeyChecks): SearchTarget | null {
  const offer = /^offer\s*:\s*(\d{1,19})$/i.exec(input)
  if (offer?.[1] !== undefined) {
    const id = BigInt(offer[1])
    return id > 0n && id <= maximumOfferId
      ? { kind: 'offer', id: id.toString() }
      : { kind: 'invalid', message: 'Offer ids are whole numbers from 1 up.' }
  }
  // A ClaimableBalanceID: its type (00000000, v0) then the 32-byte hash.
  if (/^00000000[0-9a-fA-F]{64}$/.test(input)) {
    return { kind: 'claimable-balance', id: input.toLowerCase() }
  }
  const upper = input.toUpperCase()
  if (/^C[A-Z2-7]{55}$/.test(upper)) {
    return strKey.isValidContract(upper)
      ? { kind: 'contract', contractId: upper }
      : {
          kind: 'invalid',
          message:
            'That looks like a contract ID (C…) but its checksum is wrong: check for a typo.',
        }
  }
  const explicitCode = /^asset\s*:\s*([A-Za-z0-9]{1,12})$/i.exec(input)
  if (explicitCode?.[1] !== undefined) return { kind: 'asset-code', code: explicitCode[1] }
  const asset = /^([A-Za-z0-9]{1,12})[:-]([A-Za-z2-7]{56})$/.exec(input)
  if (asset?.[1] !== undefined && asset[2] !== undefined) {
    const issuer = asset[2].toUpperCase()
    return strKey.isValidEd25519PublicKey(issuer)
      ? { kind: 'asset', code: asset[1], issuer }
      : {
          kind: 'invalid',
          message: `The issuer of ${asset[1]} is not a valid account ID (G…): check for a typo.`,
        }
  }
  return null
}

/**
 * Classifies what the user typed. Nothing here makes a request: StrKeys are checksum-validated
 * locally, and a secret key is recognised by shape alone so it never leaves the page.
 */
export function parseSearch(rawInput: string, strKey: StrKeyChecks): SearchTarget {
  const input = rawInput.trim()
  if (input === '')
    return {
      kind: 'invalid',
      message: 'Type an account, transaction hash, ledger or operation id.',
    }
  const upper = input.toUpperCase()

  // Checked first and by shape only: any S… key-like string is treated as secret.
  if (/^S[A-Z2-7]{55}$/.test(upper)) return { kind: 'secret-key' }

  if (/^G[A-Z2-7]{55}$/.test(upper)) {
    return strKey.isValidEd25519PublicKey(upper)
      ? { kind: 'account', accountId: upper }
      : {
          kind: 'invalid',
          message:
            'That looks like an account ID (G…) but its checksum is wrong: check for a typo.',
        }
  }

  if (/^M[A-Z2-7]{68}$/.test(upper)) {
    if (!strKey.isValidMed25519PublicKey(upper)) {
      return {
        kind: 'invalid',
        message:
          'That looks like a muxed account (M…) but its checksum is wrong: check for a typo.',
      }
    }
    const raw = strKey.decodeMed25519PublicKey(upper)
    const accountId = strKey.encodeEd25519PublicKey(raw.slice(0, 32))
    const muxedId = new DataView(raw.buffer, raw.byteOffset + 32, 8).getBigUint64(0).toString()
    return { kind: 'muxed-account', address: upper, accountId, muxedId }
  }

  const special = parseIdsAndAssets(input, strKey)
  if (special) return special

  // 64 hex is a transaction hash or a liquidity pool id: the search box tries both, in that order.
  if (/^[0-9a-fA-F]{64}$/.test(input)) return { kind: 'transaction', hash: input.toLowerCase() }

  const digits = withoutDigitGrouping(input)
  if (/^\d+$/.test(digits)) {
    const value = BigInt(digits)
    if (value === 0n) return { kind: 'invalid', message: 'Ledger sequences start at 1.' }
    if (value <= maximumLedgerSequence) return { kind: 'ledger', sequence: value.toString() }
    if (value <= maximumOperationId) return { kind: 'operation', id: value.toString() }
    return {
      kind: 'invalid',
      message: 'That number is too large to be a ledger sequence or an operation id.',
    }
  }

  if (/^[GMS]/i.test(input) && /^[A-Z2-7]+$/i.test(input)) {
    const assetHint = assetCodePattern.test(input)
      ? ` For the asset code ${input}, search asset:${input}.`
      : ''
    return {
      kind: 'invalid',
      message: `That looks like a Stellar key but has ${input.length} characters; account IDs have 56 and muxed accounts 69.${assetHint}`,
    }
  }
  if (assetCodePattern.test(input)) return { kind: 'asset-code', code: input }
  return {
    kind: 'invalid',
    message:
      'Not recognised. Search for an account (G… or M…), a transaction hash or pool id (64 hex), a ledger, an operation id, offer:123, a claimable balance id, an asset code (USDC, USDC:G…).',
  }
}

/** The in-app path (under the network) a search result opens. */
export function searchTargetPath(target: SearchTarget): string | null {
  switch (target.kind) {
    case 'account':
      return `/accounts/${target.accountId}`
    case 'muxed-account':
      return `/accounts/${target.accountId}`
    case 'transaction':
      return `/transactions/${target.hash}`
    case 'ledger':
      return `/ledgers/${target.sequence}`
    case 'operation':
      return `/operations/${target.id}`
    case 'offer':
      return `/offers/${target.id}`
    case 'claimable-balance':
      return `/claimable_balances/${target.id}`
    case 'asset':
      return `/assets/${target.code}-${target.issuer}`
    // Read from Stellar RPC on its page: Horizon does not index contracts.
    case 'contract':
      return `/contracts/${target.contractId}`
    default:
      return null
  }
}
