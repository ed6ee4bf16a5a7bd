// Apart from query-client.ts (which brings TanStack Query's client and React Router): the query
// factories that need it also run in the early script (src/early-fetch.ts), before either loads.

/** Stale time for data that can change: accounts and the newest page of a list. */
export const shortStaleTime = 10_000
