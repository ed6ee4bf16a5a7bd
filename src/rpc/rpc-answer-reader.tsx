// "Read a submit or simulate answer": a developer pastes what sendTransaction,
// simulateTransaction or getTransaction answered and gets it in words. The decoder (the SDK's
// XDR codec) loads only when there is an answer to read.
import { lazy, Suspense, useId, useState } from 'react'
import type { FormEvent } from 'react'
import { useSearchParams } from 'react-router'
import { RecordSection } from '@/resource-routes/detail-parts'
import type { ResultReason } from '@/rpc/rpc-answer-view'
import { PartBoundary } from '@/ui/part-boundary'

/**
 * The largest answer read, in characters: a simulateTransaction or sendTransaction answer is a
 * few kilobytes, a getTransaction with its meta tens; more is not an answer to read by eye.
 */
const maxPastedAnswerChars = 256 * 1024

/**
 * Up to this many characters the pasted answer lives in the URL (`?response=`), since the URL is
 * the state: the reading can be shared and survives a reload. A longer one (a getTransaction
 * answer, a simulation with a large footprint) makes a URL that servers and chat tools cut or
 * refuse, so it stays in the page only and the page says so.
 */
const maxAnswerInUrlChars = 2_000

const RpcAnswerView = lazy(() =>
  import('@/rpc/rpc-answer-view').then((module) => ({ default: module.RpcAnswerView })),
)

export function RpcAnswerReader({ Reason }: { Reason: ResultReason }) {
  const [searchParams, setSearchParams] = useSearchParams()
  const inputId = useId()
  const urlAnswer = searchParams.get('response')
  // A short answer is the URL's `?response=` (the URL is the state: shared links and reloads
  // keep it). A long one cannot live in a URL (maxAnswerInUrlChars), so the page holds it
  // here, and only while the URL names no answer of its own.
  const [longAnswer, setLongAnswer] = useState<string | null>(null)
  const shown = urlAnswer ?? longAnswer

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const text = String(new FormData(event.currentTarget).get('response') ?? '').trim()
    const inUrl = text !== '' && text.length <= maxAnswerInUrlChars
    setLongAnswer(inUrl || text === '' ? null : text)
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous)
        if (inUrl) next.set('response', text)
        else next.delete('response')
        return next
      },
      { replace: true, preventScrollReset: true },
    )
  }

  return (
    <RecordSection title="Read a submit or simulate answer">
      <p className="text-sm">
        Paste the JSON that sendTransaction, simulateTransaction, getTransaction (base64 or{' '}
        <code>xdrFormat: &quot;json&quot;</code>) or getLedgerEntries answered: the whole answer or
        its <code>result</code>. It is read here, in the browser, and sent nowhere. Up to{' '}
        {maxAnswerInUrlChars.toLocaleString('en-US')} characters it is kept in the page&apos;s link;
        a longer one is not (a link that long breaks).
      </p>
      <form onSubmit={submit} className="space-y-2">
        <label htmlFor={inputId} className="block text-sm font-medium">
          JSON-RPC answer
        </label>
        <textarea
          id={inputId}
          name="response"
          rows={6}
          maxLength={maxPastedAnswerChars}
          defaultValue={shown ?? ''}
          spellCheck={false}
          className="w-full rounded border border-slate-300 px-2 py-1 font-mono text-xs dark:border-slate-600 dark:bg-slate-900"
        />
        <button
          type="submit"
          className="rounded border border-slate-400 px-3 py-1 font-medium hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          Read the answer
        </button>
      </form>
      {longAnswer !== null && urlAnswer === null ? (
        <p className="text-sm">
          This answer is {longAnswer.length.toLocaleString('en-US')} characters: it is not in the
          page&apos;s link, so sharing the link does not share it.
        </p>
      ) : null}
      {shown === null ? null : (
        <PartBoundary title="The answer's reading">
          <Suspense fallback={<p role="status">Loading the XDR decoder…</p>}>
            <RpcAnswerView text={shown} maxChars={maxPastedAnswerChars} Reason={Reason} />
          </Suspense>
        </PartBoundary>
      )}
    </RecordSection>
  )
}
