// The route table's vocabulary and its matcher. A route is declared as
// `route({ path: '/ledgers/:sequence/transactions', stream: true }, handler)`; `:name` segments
// are path parameters, handed to the handler by name. Matching walks a tree of segments (literal
// segments win over a parameter at the same depth), ignores one trailing slash (chi's
// StripSlashes) and percent-decodes each segment.
import type { KeysetSource, PageRow } from './keyset-source.ts'
import type { PageRequest } from './page-query.ts'
import type { QueryValues } from './query-string.ts'

export interface RouteContext {
  query: QueryValues
  lastEventId: string | undefined
  /** scheme://host, used only by the root document (records use the placeholder). */
  base: string
  /** The request URL as sent: pages rendered by their handler link back to its path and query. */
  url: URL
}

export interface CollectionResult {
  kind: 'collection'
  source: KeysetSource
  page: PageRequest
  /** Post-processing of a stored record (join=transactions). */
  transformRecord?: (row: PageRow) => string
}

export interface ObjectResult {
  kind: 'object'
  /** Indented JSON with placeholder hrefs. */
  json: string
  /** Bytes for Accept: application/octet-stream (account data values only). */
  raw?: Buffer
  /** For object streams that resend on change (/order_book): the object after a ledger close. */
  refresh?: () => string
}

export type RouteResult = CollectionResult | ObjectResult

export type PathParameters = Readonly<Record<string, string>>

export interface RouteOptions {
  /** `/segment/:parameter/…` */
  path: string
  /** Whether Accept: text/event-stream is allowed (otherwise 406). */
  stream: boolean
  /** Horizon's state endpoints carry Latest-Ledger (even on errors, not on SSE). */
  latestLedgerHeader?: boolean
  /** Whether Accept: application/octet-stream is allowed. */
  raw?: boolean
}

export type RouteHandler = (context: RouteContext, parameters: PathParameters) => RouteResult

export interface RouteDefinition {
  path: string
  stream: boolean
  latestLedgerHeader: boolean
  raw: boolean
  segments: readonly string[]
  /** Names of the `:parameter` segments, in path order. */
  parameterNames: readonly string[]
  handle: RouteHandler
}

export function route(options: RouteOptions, handle: RouteHandler): RouteDefinition {
  const segments = options.path.split('/').filter(Boolean)
  return {
    path: options.path,
    stream: options.stream,
    latestLedgerHeader: options.latestLedgerHeader ?? false,
    raw: options.raw ?? false,
    segments,
    parameterNames: segments.filter((segment) => segment.startsWith(':')).map((s) => s.slice(1)),
    handle,
  }
}

interface RouteNode {
  children: Map<string, RouteNode>
  parameter?: RouteNode
  route?: RouteDefinition
}

export interface RouteMatch {
  route: RouteDefinition
  parameters: PathParameters
}

export class RouteTable {
  private readonly root: RouteNode = { children: new Map() }

  constructor(routes: readonly RouteDefinition[]) {
    for (const definition of routes) this.add(definition)
  }

  private add(definition: RouteDefinition): void {
    let node = this.root
    for (const segment of definition.segments) {
      if (segment.startsWith(':')) {
        node.parameter ??= { children: new Map() }
        node = node.parameter
        continue
      }
      let child = node.children.get(segment)
      if (!child) {
        child = { children: new Map() }
        node.children.set(segment, child)
      }
      node = child
    }
    if (node.route) throw new Error(`duplicate route ${definition.path}`)
    node.route = definition
  }

  match(path: string): RouteMatch | undefined {
    const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
    const segments = trimmed === '/' ? [] : trimmed.slice(1).split('/')
    const values: string[] = []
    let node: RouteNode = this.root
    for (const rawSegment of segments) {
      let segment: string
      try {
        segment = decodeURIComponent(rawSegment)
      } catch {
        return undefined
      }
      const child = node.children.get(segment)
      if (child) node = child
      else if (node.parameter && segment !== '') {
        values.push(segment)
        node = node.parameter
      } else return undefined
    }
    const matched = node.route
    if (!matched) return undefined
    const parameters: Record<string, string> = {}
    matched.parameterNames.forEach((name, index) => (parameters[name] = values[index] ?? ''))
    return { route: matched, parameters }
  }
}
