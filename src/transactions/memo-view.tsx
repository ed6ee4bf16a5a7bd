import type { Transaction } from '@/api/horizon-types'
import { bytesToHex, decodeBase64, printableText } from '@/ui/base64'

export interface MemoViewProps {
  transaction: Pick<Transaction, 'memo_type' | 'memo' | 'memo_bytes'>
}

const labelClassName = 'mr-2 text-xs font-medium text-slate-500 uppercase dark:text-slate-400'

function MemoText({ transaction }: MemoViewProps) {
  // memo_bytes carries the exact bytes; `memo` is lossy when the text is not valid UTF-8.
  const bytes = transaction.memo_bytes ? decodeBase64(transaction.memo_bytes) : null
  if (bytes) {
    const text = printableText(bytes)
    if (text === null) {
      return (
        <span>
          <span className={labelClassName}>Text (binary, hex)</span>
          <span className="font-mono break-all">{bytesToHex(bytes)}</span>
        </span>
      )
    }
    return (
      <span>
        <span className={labelClassName}>Text</span>
        <span className="break-all whitespace-pre-wrap">{text}</span>
      </span>
    )
  }
  return (
    <span>
      <span className={labelClassName}>Text</span>
      <span className="break-all whitespace-pre-wrap">{transaction.memo ?? ''}</span>
    </span>
  )
}

export function MemoView({ transaction }: MemoViewProps) {
  const memo = typeof transaction.memo === 'string' ? transaction.memo : undefined
  switch (transaction.memo_type) {
    case 'text':
      return <MemoText transaction={transaction} />
    case 'id':
      // A uint64: kept as the decimal string Horizon sends, since it exceeds 2^53.
      return (
        <span>
          <span className={labelClassName}>ID</span>
          <span className="font-mono">{memo ?? '?'}</span>
        </span>
      )
    case 'hash':
    case 'return': {
      const bytes = memo ? decodeBase64(memo) : null
      return (
        <span>
          <span className={labelClassName}>
            {transaction.memo_type === 'hash' ? 'Hash' : 'Return hash'}
          </span>
          <span className="font-mono break-all" title={memo ? `base64: ${memo}` : undefined}>
            {bytes ? bytesToHex(bytes) : (memo ?? '?')}
          </span>
        </span>
      )
    }
    default:
      return <span className="text-slate-500 dark:text-slate-400">No memo</span>
  }
}
