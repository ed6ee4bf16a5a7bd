// Which lazy route modules each URL pattern of the explorer loads, read from src/router.tsx's own
// source (its `appRoutes` literal), so that the table cannot drift from the router: a route's
// `path` (or `index: true`), its `lazy: () => import('…')` and its `children`, either nested
// route objects or `tabRoutes(() => import('…'), ['tab', …])` (resource-routes/tab-routes.ts,
// whose first tab is also the index route). The build turns the specifiers into chunk files
// (route-preloads-plugin.ts) and the static server preloads them with the page (route-preloads.ts).
import ts from 'typescript'

/** A URL pattern (`/:network/ledgers/:sequence`) and the import specifiers it loads, in order. */
export interface RouteModules {
  path: string
  modules: string[]
}

function propertyOf(object: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const property of object.properties) {
    if (ts.isPropertyAssignment(property) && property.name.getText() === name)
      return property.initializer
  }
  return undefined
}

/** The string arguments of every `import('…')` under `node`. */
export function dynamicImportsIn(node: ts.Node): string[] {
  const found: string[] = []
  const visit = (child: ts.Node): void => {
    if (
      ts.isCallExpression(child) &&
      child.expression.kind === ts.SyntaxKind.ImportKeyword &&
      child.arguments[0] &&
      ts.isStringLiteralLike(child.arguments[0])
    ) {
      found.push(child.arguments[0].text)
    }
    ts.forEachChild(child, visit)
  }
  visit(node)
  return found
}

function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path
  if (path === '') return parent
  return `${parent === '/' ? '' : parent}/${path}`
}

interface Walk {
  table: Map<string, Set<string>>
  /** What `tabRoutes` itself imports beside the tab module (its error boundary). */
  tabRouteImports: readonly string[]
}

function record(walk: Walk, path: string, modules: readonly string[]): void {
  const known = walk.table.get(path) ?? new Set<string>()
  modules.forEach((module) => known.add(module))
  walk.table.set(path, known)
}

function tabChildren(walk: Walk, call: ts.CallExpression, path: string, modules: string[]): void {
  const [load, paths] = call.arguments
  if (!load || !paths || !ts.isArrayLiteralExpression(paths)) return
  const tabModules = [...modules, ...dynamicImportsIn(load), ...walk.tabRouteImports]
  record(walk, path, tabModules)
  for (const tab of paths.elements) {
    if (ts.isStringLiteralLike(tab)) record(walk, joinPath(path, tab.text), tabModules)
  }
}

function walkRoutes(walk: Walk, routes: ts.ArrayLiteralExpression, parent: string, up: string[]) {
  for (const element of routes.elements) {
    if (!ts.isObjectLiteralExpression(element)) continue
    const pathValue = propertyOf(element, 'path')
    const path = pathValue && ts.isStringLiteralLike(pathValue) ? pathValue.text : ''
    if (path.includes('*')) continue
    const fullPath = joinPath(parent, path)
    const lazy = propertyOf(element, 'lazy')
    const modules = lazy ? [...up, ...dynamicImportsIn(lazy)] : up
    if (lazy) record(walk, fullPath, modules)
    const children = propertyOf(element, 'children')
    if (children && ts.isArrayLiteralExpression(children))
      walkRoutes(walk, children, fullPath, modules)
    else if (
      children &&
      ts.isCallExpression(children) &&
      children.expression.getText() === 'tabRoutes'
    )
      tabChildren(walk, children, fullPath, modules)
  }
}

function parse(fileName: string, source: string): ts.SourceFile {
  return ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
}

/** The route table of router.tsx's `appRoutes`, given its source and tab-routes.ts's. */
export function routeModuleTable(routerSource: string, tabRoutesSource: string): RouteModules[] {
  const router = parse('router.tsx', routerSource)
  let appRoutes: ts.ArrayLiteralExpression | undefined
  const find = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      node.name.getText() === 'appRoutes' &&
      node.initializer &&
      ts.isArrayLiteralExpression(node.initializer)
    )
      appRoutes = node.initializer
    else ts.forEachChild(node, find)
  }
  find(router)
  if (!appRoutes) throw new Error('router.tsx declares no `appRoutes` array literal')
  const walk: Walk = {
    table: new Map(),
    tabRouteImports: dynamicImportsIn(parse('tab-routes.ts', tabRoutesSource)),
  }
  walkRoutes(walk, appRoutes, '/', [])
  return [...walk.table].map(([path, modules]) => ({ path, modules: [...modules] }))
}
