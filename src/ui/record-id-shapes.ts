// The record id checks that are a shape alone, with no checksum to compute. record-ids.ts puts
// them in one table with the StrKey checks of account and asset ids; a page that links one kind
// of id only (the ledgers list: ledger sequences) imports that kind's check from here, and its
// bundle does without the StrKey decoder (ui/muxed-account.ts).

const hexHash = /^[0-9a-f]{64}$/i
const decimalId = /^\d{1,20}$/

export const isLedgerSequence = (id: string) => /^[1-9]\d{0,9}$/.test(id)
export const isTransactionHash = (id: string) => hexHash.test(id)
/** Operation and offer ids: up to 20 digits (a TOID exceeds 2^53, so it stays a string). */
export const isDecimalId = (id: string) => decimalId.test(id)
export const isClaimableBalanceId = (id: string) => /^[0-9a-f]{72}$/i.test(id) || hexHash.test(id)
export const isPoolId = (id: string) => hexHash.test(id)
// Its shape only: the checksum (muxed-account.ts's isContractId) is checked where a contract id
// is shown or opened, so the first route's bundle does not carry it.
export const isContractIdShape = (id: string) => /^C[A-Z2-7]{55}$/.test(id)
