// Horizon is written in Go; its bodies come from json.MarshalIndent(v, "", "  ") (pages, records,
// problems) and json.Marshal (SSE data lines), both with Go's HTML-safe escaping. These helpers
// reproduce those bytes so the sandbox is indistinguishable on the wire.

const goEscapes: Record<string, string> = {
  '&': '\\u0026',
  '<': '\\u003c',
  '>': '\\u003e',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}

/**
 * Applies Go's HTML escaping to serialized JSON. Safe on whole documents: these characters can
 * only occur inside JSON strings.
 */
export function goEscape(json: string): string {
  return json.replace(/[&<>\u2028\u2029]/g, (character) => goEscapes[character] ?? character)
}

/** Go json.MarshalIndent(value, "", "  "): 2-space indent, no trailing newline. */
export function goJsonIndent(value: unknown): string {
  return goEscape(JSON.stringify(value, null, 2))
}

/**
 * Re-indents an already indented JSON document so it can be embedded at `depth` levels (2 spaces
 * each) inside another MarshalIndent document. JSON strings never contain raw newlines, so
 * prefixing every line is exact.
 */
export function indentJson(indentedJson: string, depth: number): string {
  return indentedJson.replaceAll('\n', `\n${'  '.repeat(depth)}`)
}
