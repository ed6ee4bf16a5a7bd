// Horizon answers /transactions/{hash} with the fee-bump transaction when `hash` is its inner
// transaction's (history.TransactionByHash matches inner_transaction_hash too). Its
// PopulateTransaction then puts the requested hash in `id`, `hash` and the links, and the inner
// signatures in `signatures`; fee_bump_transaction keeps the outer hash and signatures.
import { goJsonIndent } from '../../store/go-json.ts'

interface FeeBumpRecord {
  hash: string
  signatures: unknown
  _links: Record<string, { href: string }>
  inner_transaction: { hash: string; signatures: unknown }
}

/** The stored fee-bump record as Horizon renders it when asked by its inner hash. */
export function asInnerHashAnswer(feeBumpJson: string): string {
  const record = JSON.parse(feeBumpJson) as FeeBumpRecord
  const outerPath = `/transactions/${record.hash}`
  const innerHash = record.inner_transaction.hash
  for (const link of Object.values(record._links)) {
    link.href = link.href.replace(outerPath, `/transactions/${innerHash}`)
  }
  return goJsonIndent({
    ...record,
    id: innerHash,
    hash: innerHash,
    signatures: record.inner_transaction.signatures,
  })
}
