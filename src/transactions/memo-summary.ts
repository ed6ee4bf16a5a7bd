import type { Transaction } from '@/api/horizon-types'
import { bytesToHex, decodeBase64, printableText } from '@/ui/base64'

/** One-line memo text for tables; the full rendering is MemoView. */
export function memoSummary(
  transaction: Pick<Transaction, 'memo_type' | 'memo' | 'memo_bytes'>,
): string {
  const memo = typeof transaction.memo === 'string' ? transaction.memo : ''
  switch (transaction.memo_type) {
    case 'text': {
      const bytes = transaction.memo_bytes ? decodeBase64(transaction.memo_bytes) : null
      const text = bytes ? printableText(bytes) : null
      return text ?? memo
    }
    case 'id':
      return `ID ${memo}`
    case 'hash':
    case 'return': {
      const bytes = decodeBase64(memo)
      return `${transaction.memo_type === 'hash' ? 'Hash' : 'Return'} ${bytes ? bytesToHex(bytes) : memo}`
    }
    default:
      return ''
  }
}
