// The sandbox's key material: every simulated account key derives from the seed and its index;
// index -1 is the network root.

import { createPrivateKey } from 'node:crypto'
import type { KeyObject } from 'node:crypto'
import { Keypair } from '@stellar/stellar-sdk'
import { SANDBOX_NETWORK_PASSPHRASE } from './simulator-constants.ts'
import { sha256 } from './ledger-primitives.ts'

/** DER header of a PKCS#8 Ed25519 private key; the 32-byte seed follows. */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex')

/** Keypairs and native signing keys by key index, derived once and cached. */
export class SandboxKeys {
  readonly seed: number
  readonly keypairs = new Map<number, Keypair>()
  readonly signingKeys = new Map<number, KeyObject>()
  readonly rootKeypair = Keypair.master(SANDBOX_NETWORK_PASSPHRASE)

  constructor(seed: number) {
    this.seed = seed
  }

  signingKeyFor(keyIndex: number): KeyObject {
    let key = this.signingKeys.get(keyIndex)
    if (key === undefined) {
      const seed = this.keypairFor(keyIndex).rawSecretKey()
      key = createPrivateKey({
        key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]),
        format: 'der',
        type: 'pkcs8',
      })
      this.signingKeys.set(keyIndex, key)
    }
    return key
  }

  keypairFor(keyIndex: number): Keypair {
    if (keyIndex < 0) return this.rootKeypair
    let keypair = this.keypairs.get(keyIndex)
    if (keypair === undefined) {
      keypair = Keypair.fromRawEd25519Seed(
        sha256(`ledger-explorer-sandbox:${this.seed}:${keyIndex}`),
      )
      this.keypairs.set(keyIndex, keypair)
    }
    return keypair
  }
}
