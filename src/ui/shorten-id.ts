/** `GABC…WXYZ`: the first and last `edge` characters of a long id. */
export function shortenId(id: string, edge = 4): string {
  return id.length > edge * 2 + 1 ? `${id.slice(0, edge)}…${id.slice(-edge)}` : id
}
