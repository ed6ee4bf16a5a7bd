// The XDR AccountEntry of an account (fee meta): signers sorted by key, liabilities in extension
// v1, sponsorship counters and signer sponsors in extension v2.

import { Keypair, xdr } from '@stellar/stellar-sdk'
import { compareStrings } from './horizon-records.ts'
import type { AccountState, Liabilities } from './ledger-entries.ts'

export function accountLedgerEntry(
  account: AccountState,
  nativeLiabilities: Liabilities,
): xdr.LedgerEntry {
  const signers = [...account.signers]
    .sort((first, second) => compareStrings(first.key, second.key))
    .map(
      (signer) =>
        new xdr.Signer({
          key: xdr.SignerKey.signerKeyTypeEd25519(Keypair.fromPublicKey(signer.key).rawPublicKey()),
          weight: signer.weight,
        }),
    )
  return new xdr.LedgerEntry({
    lastModifiedLedgerSeq: account.lastModifiedLedger,
    data: xdr.LedgerEntryData.account(
      new xdr.AccountEntry({
        accountId: Keypair.fromPublicKey(account.id).xdrAccountId(),
        balance: account.balance,
        seqNum: account.sequence,
        numSubEntries: account.subentryCount,
        inflationDest:
          account.inflationDest === undefined
            ? null
            : Keypair.fromPublicKey(account.inflationDest).xdrAccountId(),
        flags: account.flags,
        homeDomain: account.homeDomain,
        thresholds: new Uint8Array([
          account.masterWeight,
          account.lowThreshold,
          account.medThreshold,
          account.highThreshold,
        ]),
        signers,
        ext: accountEntryExtension(account, nativeLiabilities),
      }),
    ),
    ext: xdr.LedgerEntryExt.v0(),
  })
}
function accountEntryExtension(
  account: AccountState,
  { buying, selling }: Liabilities,
): xdr.AccountEntryExt {
  const sponsored =
    (account.numSponsored ?? 0) > 0 ||
    (account.numSponsoring ?? 0) > 0 ||
    account.signers.some((signer) => signer.sponsor !== undefined)
  if (buying === 0n && selling === 0n && !sponsored) return xdr.AccountEntryExt.v0()
  const sortedSigners = [...account.signers].sort((first, second) =>
    compareStrings(first.key, second.key),
  )
  return xdr.AccountEntryExt.v1(
    new xdr.AccountEntryExtensionV1({
      liabilities: new xdr.Liabilities({ buying, selling }),
      ext: sponsored
        ? xdr.AccountEntryExtensionV1Ext.v2(
            new xdr.AccountEntryExtensionV2({
              numSponsored: account.numSponsored ?? 0,
              numSponsoring: account.numSponsoring ?? 0,
              signerSponsoringIDs: sortedSigners.map((signer) =>
                signer.sponsor === undefined
                  ? null
                  : Keypair.fromPublicKey(signer.sponsor).xdrAccountId(),
              ),
              ext: xdr.AccountEntryExtensionV2Ext.v0(),
            }),
          )
        : xdr.AccountEntryExtensionV1Ext.v0(),
    }),
  )
}
