// What a search means, worked out when the user searches: the parser (and the SDK's StrKey
// behind it) and the id lookups load on the first search, not with the page.
import { findTransactionOrPool } from '@/api/find-transaction-or-pool'
import type { SearchTarget } from '@/search/parse-search'
import { loadStrKey, parseSearch, searchTargetPath } from '@/search/parse-search'

export interface SearchMessage {
  tone: 'error' | 'note'
  text: string
  links?: { href: string; label: string }[]
  /** Searches it may have meant, as in-app paths under the network (the view builds the hrefs). */
  suggestions?: { open: string; search: Record<string, string>; label: string }[]
}

/**
 * Horizon matches asset codes exactly, so "usd" finds nothing when the asset is USD: the search
 * opens what was typed and offers the upper-case code beside it.
 */
function assetCodeOutcome(code: string): SearchOutcome {
  const upper = code.toUpperCase()
  const outcome = { open: '/assets', search: { asset_code: code } }
  if (upper === code) return outcome
  return {
    ...outcome,
    message: {
      tone: 'note',
      text: `Asset codes are case-sensitive: ${code} and ${upper} are different codes. Did you mean ${upper}?`,
      suggestions: [{ open: '/assets', search: { asset_code: upper }, label: upper }],
    },
  }
}

const secretKeyMessage =
  'That is a secret key. It was not sent anywhere and has been cleared from the box. Never paste secret keys into websites; if it is a real key, consider it exposed.'

/** Where a target opens: a path under the network, its query, and a note to show, if any. */
export type SearchOutcome =
  | { open: string; search?: Record<string, string>; message?: SearchMessage }
  | { message: SearchMessage }

function immediateOutcome(target: SearchTarget): SearchOutcome | null {
  switch (target.kind) {
    case 'secret-key':
      return { message: { tone: 'error', text: secretKeyMessage } }
    case 'invalid':
      return { message: { tone: 'error', text: target.message } }
    case 'asset-code':
      return assetCodeOutcome(target.code)
    // The account page explains a muxed address itself (`muxed=`): a note there, not one here.
    case 'muxed-account':
      return { open: `/accounts/${target.accountId}`, search: { muxed: target.address } }
    case 'transaction':
      return null
    default: {
      const path = searchTargetPath(target)
      return path === null ? null : { open: path }
    }
  }
}

async function hexOutcome(
  network: { horizonUrl: string; label: string },
  hash: string,
): Promise<SearchOutcome> {
  try {
    const match = await findTransactionOrPool(network.horizonUrl, hash)
    if (match === 'transaction') return { open: `/transactions/${hash}` }
    if (match === 'liquidity-pool') {
      const text = 'No transaction has this hash: it is a liquidity pool id.'
      return { open: `/liquidity_pools/${hash}`, message: { tone: 'note', text } }
    }
    const text = `No transaction or liquidity pool on ${network.label} has the id ${hash}.`
    return { message: { tone: 'error', text } }
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'Horizon did not answer.'
    return { message: { tone: 'error', text: `Could not look the id up: ${reason}` } }
  }
}

/**
 * Where a search opens, or what to say. A 64-hex id is looked up (a transaction, then a pool);
 * `onLookup` shows a note meanwhile. `isSecret`: the box must be cleared.
 */
export async function searchOutcome(
  value: string,
  network: { horizonUrl: string; label: string },
  onLookup: (message: SearchMessage) => void,
): Promise<{ outcome: SearchOutcome | null; isSecret: boolean }> {
  const target = parseSearch(value, await loadStrKey())
  const isSecret = target.kind === 'secret-key'
  if (target.kind !== 'transaction') return { outcome: immediateOutcome(target), isSecret }
  onLookup({ tone: 'note', text: 'Looking for a transaction or liquidity pool with this id…' })
  return { outcome: await hexOutcome(network, target.hash), isSecret }
}
