// A token's own description (SEP-41: name, symbol, decimals) and a balance lookup for any
// address. The address is in the URL (`balance_of`); the balance is the token's own `balance`
// function, simulated by the RPC.
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import type { FormEvent } from 'react'
import { useLocation, useNavigate } from 'react-router'
import type { RpcNetwork } from '@/contracts/contract-queries'
import { contractQueries } from '@/contracts/contract-queries'
import type { TokenInfo } from '@/contracts/contract-types'
import { scaleTokenAmount } from '@/contracts/token-amount'
import { FactList, RecordSection } from '@/resource-routes/detail-parts'
import { AccountId } from '@/ui/account-id'
import { useLocationSearchParams } from '@/ui/location-search-params'
import { isAccountId, isContractId } from '@/ui/muxed-account'
import { PartError } from '@/ui/part-boundary'

function BalanceAnswer({
  network,
  contractId,
  address,
  token,
}: {
  network: RpcNetwork
  contractId: string
  address: string
  token: TokenInfo
}) {
  const balance = useQuery(contractQueries.balance(network, contractId, address))
  if (balance.isPending) return <p role="status">Asking the token for the balance…</p>
  if (balance.isError) {
    return (
      <PartError title="The balance" error={balance.error} onRetry={() => void balance.refetch()} />
    )
  }
  const scaled = scaleTokenAmount(balance.data, token.decimals)
  return (
    <p role="status">
      <AccountId id={address} copyable={false} /> holds{' '}
      <span title={`${balance.data} (raw, ${token.decimals} decimals)`}>
        {scaled ?? balance.data} <bdi>{token.symbol}</bdi>
      </span>
    </p>
  )
}

export function TokenSection({
  network,
  contractId,
  token,
}: {
  network: RpcNetwork
  contractId: string
  token: TokenInfo
}) {
  const searchParams = useLocationSearchParams()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const inputId = useId()
  const requested = searchParams.get('balance_of')?.trim() ?? ''
  const valid = isAccountId(requested) || isContractId(requested)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const address = String(new FormData(event.currentTarget).get('balance_of') ?? '').trim()
    const search = new URLSearchParams(searchParams)
    if (address === '') search.delete('balance_of')
    else search.set('balance_of', address)
    void navigate(`${pathname}?${search.toString()}`)
  }

  return (
    <RecordSection title="Token">
      <FactList
        label="Token details"
        facts={[
          { term: 'Name', description: <bdi>{token.name}</bdi> },
          { term: 'Symbol', description: <bdi>{token.symbol}</bdi> },
          { term: 'Decimals', description: token.decimals },
        ]}
      />
      <form
        onSubmit={submit}
        className="flex flex-wrap items-end gap-2"
        aria-label="Balance lookup"
      >
        {/* The label holds the width (up to a G… key's), so on a phone the input shrinks to fit. */}
        <label htmlFor={inputId} className="flex w-full max-w-[36rem] flex-col text-sm">
          Address (G… or C…)
          <input
            id={inputId}
            name="balance_of"
            defaultValue={requested}
            key={requested}
            spellCheck={false}
            className="w-full rounded border border-slate-300 px-2 py-1 font-mono dark:border-slate-600 dark:bg-slate-900"
          />
        </label>
        <button
          type="submit"
          className="rounded border border-slate-400 px-3 py-1 font-medium hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          Look up balance
        </button>
      </form>
      {requested !== '' && !valid ? (
        <p role="alert">
          &ldquo;<bdi>{requested.slice(0, 80)}</bdi>&rdquo; is not an account (G…) or contract (C…)
          address.
        </p>
      ) : null}
      {valid ? (
        <BalanceAnswer
          network={network}
          contractId={contractId}
          address={requested}
          token={token}
        />
      ) : null}
    </RecordSection>
  )
}
