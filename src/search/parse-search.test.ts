import { Keypair, StrKey } from '@stellar/stellar-sdk/base'
import { describe, expect, it } from 'vitest'
import { parseSearch, searchTargetPath } from '@/search/parse-search'

const keypair = Keypair.fromRawEd25519Seed(new Uint8Array(32).fill(7))
const accountId = keypair.publicKey()
const secret = keypair.secret()

function corrupt(strKey: string): string {
  const last = strKey.at(-1) === 'A' ? 'B' : 'A'
  return `${strKey.slice(0, -1)}${last}`
}

function muxedAddress(id: bigint): string {
  const raw = new Uint8Array(40)
  raw.set(StrKey.decodeEd25519PublicKey(accountId), 0)
  new DataView(raw.buffer).setBigUint64(32, id)
  return StrKey.encodeMed25519PublicKey(raw)
}

describe('parseSearch', () => {
  it('recognises a checksum-valid account, in any case and with spaces', () => {
    expect(parseSearch(`  ${accountId.toLowerCase()} `, StrKey)).toEqual({
      kind: 'account',
      accountId,
    })
  })

  it('refuses an account id with a bad checksum', () => {
    const target = parseSearch(corrupt(accountId), StrKey)
    expect(target.kind).toBe('invalid')
    expect(target).toHaveProperty('message', expect.stringMatching(/checksum/))
  })

  it('refuses a secret key without looking further, valid or not', () => {
    expect(parseSearch(secret, StrKey)).toEqual({ kind: 'secret-key' })
    expect(parseSearch(corrupt(secret), StrKey)).toEqual({ kind: 'secret-key' })
  })

  it('decodes a muxed account to its base account and 64-bit id', () => {
    const address = muxedAddress(18446744073709551615n)
    expect(parseSearch(address, StrKey)).toEqual({
      kind: 'muxed-account',
      address,
      accountId,
      muxedId: '18446744073709551615',
    })
    expect(parseSearch(corrupt(address), StrKey).kind).toBe('invalid')
  })

  it('lower-cases a transaction hash', () => {
    const hash = 'A'.repeat(64)
    expect(parseSearch(hash, StrKey)).toEqual({ kind: 'transaction', hash: 'a'.repeat(64) })
  })

  it('splits numbers into ledger sequences and operation ids', () => {
    expect(parseSearch('123', StrKey)).toEqual({ kind: 'ledger', sequence: '123' })
    expect(parseSearch('4294967295', StrKey)).toEqual({ kind: 'ledger', sequence: '4294967295' })
    expect(parseSearch('225257527003537409', StrKey)).toEqual({
      kind: 'operation',
      id: '225257527003537409',
    })
    expect(parseSearch('0', StrKey).kind).toBe('invalid')
    expect(parseSearch('99999999999999999999', StrKey).kind).toBe('invalid')
  })

  it('accepts ledger numbers typed with thousands separators', () => {
    for (const typed of [
      '1,997',
      '1 997',
      '1.997',
      '1\u00a0997',
      '1\u202f997',
      "1'997",
      ' 1,997 ',
    ]) {
      expect(parseSearch(typed, StrKey)).toEqual({ kind: 'ledger', sequence: '1997' })
    }
    expect(parseSearch('52,425,760', StrKey)).toEqual({ kind: 'ledger', sequence: '52425760' })
    expect(parseSearch('225,257,527,003,537,409', StrKey)).toEqual({
      kind: 'operation',
      id: '225257527003537409',
    })
  })

  it('refuses separators that do not group thousands', () => {
    for (const typed of ['1,99', '19,97', '1,997.5', '1,997 000', ',997', '1,,997', '1.997,000']) {
      expect(parseSearch(typed, StrKey).kind).toBe('invalid')
    }
  })

  it('explains unrecognised input', () => {
    expect(parseSearch('GABC', StrKey)).toHaveProperty('message', expect.stringMatching(/56/))
    expect(parseSearch('hello world', StrKey).kind).toBe('invalid')
    expect(parseSearch('', StrKey).kind).toBe('invalid')
  })
})

describe('searchTargetPath', () => {
  it('opens the base account for a muxed address', () => {
    expect(
      searchTargetPath({ kind: 'muxed-account', address: 'M…', accountId: 'GABC', muxedId: '1' }),
    ).toBe('/accounts/GABC')
    expect(searchTargetPath({ kind: 'secret-key' })).toBeNull()
  })
})
