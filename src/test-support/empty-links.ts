import type { Links } from '@/api/horizon-types'

/** A Horizon record's `_links` with these names, each empty: the tests do not follow them. */
export function emptyLinks<Name extends string>(...names: Name[]): Links<Name> {
  return Object.fromEntries(names.map((name) => [name, { href: '' }])) as Links<Name>
}
