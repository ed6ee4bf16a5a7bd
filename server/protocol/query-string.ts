// Go's url.Values.Encode: keys sorted, QueryEscape on keys and values (space → "+", everything
// but [A-Za-z0-9-_.~] percent-encoded with upper-case hex). Horizon builds every self/next/prev
// link with it, so byte-exact links need the same encoder.

const unreservedOnly = /^[A-Za-z0-9\-_.~]*$/
const reservedByGo = /[!'()*]/g

export function goQueryEscape(text: string): string {
  if (unreservedOnly.test(text)) return text
  // encodeURIComponent already emits upper-case UTF-8 escapes; Go also escapes !'()* and
  // writes a space as "+".
  return encodeURIComponent(text)
    .replace(reservedByGo, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`)
    .replaceAll('%20', '+')
}

/** Query parameters in request order; several values per key are kept, as url.Values does. */
export type QueryValues = Map<string, string[]>

export function parseQuery(search: string): QueryValues {
  const values: QueryValues = new Map()
  for (const [key, value] of new URLSearchParams(search)) {
    const list = values.get(key)
    if (list) list.push(value)
    else values.set(key, [value])
  }
  return values
}

export function firstValue(values: QueryValues, key: string): string | undefined {
  return values.get(key)?.[0]
}

export function encodeQuery(values: QueryValues): string {
  const keys = [...values.keys()].sort()
  const parts: string[] = []
  for (const key of keys) {
    const escapedKey = goQueryEscape(key)
    for (const value of values.get(key) ?? []) parts.push(`${escapedKey}=${goQueryEscape(value)}`)
  }
  return parts.join('&')
}
