/** The non-empty values of a list's filters in the explorer URL, as Horizon's query parameters. */
export function readListFilters(
  searchParams: URLSearchParams,
  names: readonly string[],
): Record<string, string> {
  const filters: Record<string, string> = {}
  for (const name of names) {
    const value = searchParams.get(name)?.trim()
    if (value) filters[name] = value
  }
  return filters
}
