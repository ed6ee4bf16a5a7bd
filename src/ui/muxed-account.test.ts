import { StrKey } from '@stellar/stellar-sdk/base'
import { describe, expect, it } from 'vitest'
import { decodeMuxedAccount, isAccountId } from '@/ui/muxed-account'

/** Deterministic bytes (a linear congruential generator), so a failure can be replayed. */
function bytesFrom(seed: number, length: number): Buffer {
  let state = seed
  return Buffer.from(
    Array.from({ length }, () => {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31
      return state & 0xff
    }),
  )
}

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

describe('StrKey checks', () => {
  it('agree with the SDK on valid ids and on every one-character change of them', () => {
    for (let seed = 1; seed <= 20; seed += 1) {
      const account = StrKey.encodeEd25519PublicKey(bytesFrom(seed, 32))
      const muxed = StrKey.encodeMed25519PublicKey(bytesFrom(seed + 100, 40))
      expect(isAccountId(account)).toBe(true)
      const decoded = decodeMuxedAccount(muxed)
      const raw = StrKey.decodeMed25519PublicKey(muxed)
      expect(decoded?.accountId).toBe(StrKey.encodeEd25519PublicKey(raw.subarray(0, 32)))
      expect(decoded?.muxedId).toBe(Buffer.from(raw).readBigUInt64BE(32).toString())
      const position = seed % account.length
      for (const character of `${alphabet}a0=é`) {
        const changedAccount = `${account.slice(0, position)}${character}${account.slice(position + 1)}`
        expect(isAccountId(changedAccount)).toBe(StrKey.isValidEd25519PublicKey(changedAccount))
        const changedMuxed = `${muxed.slice(0, position)}${character}${muxed.slice(position + 1)}`
        expect(decodeMuxedAccount(changedMuxed) !== null).toBe(
          StrKey.isValidMed25519PublicKey(changedMuxed),
        )
      }
    }
  })

  it('refuses other lengths, prefixes and characters outside the alphabet', () => {
    const account = StrKey.encodeEd25519PublicKey(bytesFrom(7, 32))
    expect(isAccountId(account.slice(0, -1))).toBe(false)
    expect(isAccountId(`${account}A`)).toBe(false)
    expect(isAccountId(account.toLowerCase())).toBe(false)
    expect(isAccountId(`${account.slice(0, -2)}😀`)).toBe(false)
    expect(isAccountId(StrKey.encodeContract(bytesFrom(7, 32)))).toBe(false)
  })
})
