// One contract event as a sentence: "transfer 10 XLM from G… to C…" when it names an amount and
// parties, else its definition's name and fields. Amounts are scaled by the token's decimals
// with the raw integer on hover; addresses link to their account or contract page.
import type { ContractEventRow, TokenInfo } from '@/contracts/contract-types'
import { scaleTokenAmount } from '@/contracts/token-amount'
import { AccountId } from '@/ui/account-id'
import { isAccountId, isContractId } from '@/ui/muxed-account'

function Address({ value }: { value: string }) {
  if (isAccountId(value) || isContractId(value)) {
    return <AccountId id={value} copyable={false} />
  }
  return <bdi className="font-mono break-all">{value}</bdi>
}

function TokenAmount({ raw, token }: { raw: string; token: TokenInfo | null }) {
  const scaled = token === null ? null : scaleTokenAmount(raw, token.decimals)
  if (scaled === null || token === null) return <bdi className="font-mono">{raw}</bdi>
  return (
    <span title={`${raw} (raw, ${token.decimals} decimals)`}>
      {scaled} <bdi>{token.symbol}</bdi>
    </span>
  )
}

export function ContractEventSentence({
  row,
  token,
}: {
  row: ContractEventRow
  token: TokenInfo | null
}) {
  if (row.decoded === null) {
    return <bdi className="font-mono text-sm break-all">{row.raw}</bdi>
  }
  const { verb, name, fields } = row.decoded
  const byName = new Map(fields.map((field) => [field.name, field.value]))
  const amount = byName.get('amount')
  const from = byName.get('from')
  const to = byName.get('to')
  const told = new Set(['amount', 'from', 'to'])
  const rest = fields.filter((field) => !told.has(field.name))
  return (
    <span>
      <bdi className="font-semibold">{verb}</bdi>
      {amount !== undefined ? (
        <>
          {' '}
          <TokenAmount raw={amount} token={token} />
        </>
      ) : null}
      {from !== undefined ? (
        <>
          {' from '}
          <Address value={from} />
        </>
      ) : null}
      {to !== undefined ? (
        <>
          {' to '}
          <Address value={to} />
        </>
      ) : null}
      {rest.map((field) => (
        <span key={field.name} className="text-slate-600 dark:text-slate-300">
          {'; '}
          <bdi>{field.name}</bdi> <bdi className="font-mono break-all">{field.value}</bdi>
        </span>
      ))}
      {name !== verb ? (
        <span className="text-slate-500 dark:text-slate-400">
          {' '}
          (<bdi>{name}</bdi>)
        </span>
      ) : null}
    </span>
  )
}
