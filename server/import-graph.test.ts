// No import cycle in server/, type-only imports included: import-x/no-cycle (npm run lint) skips
// `import type`, and a circle of types is still a circle a reader has to untangle.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const serverDir = fileURLToPath(new URL('.', import.meta.url))

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : []
  })
}

/** Every relative import and re-export of each file, `import type` included. */
function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files)
  return new Map(
    files.map((file) => {
      const specifiers = [...readFileSync(file, 'utf8').matchAll(/from\s+'(\.{1,2}\/[^']+)'/g)]
      const targets = specifiers.map((match) => path.join(path.dirname(file), match[1] ?? ''))
      return [file, [...new Set(targets)].filter((target) => known.has(target))]
    }),
  )
}

/** The strongly connected components with more than one file (Tarjan), or a self-import. */
function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0
  const index = new Map<string, number>()
  const lowLink = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (file: string): void => {
    index.set(file, counter)
    lowLink.set(file, counter)
    counter += 1
    stack.push(file)
    onStack.add(file)
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target)
        lowLink.set(file, Math.min(lowLink.get(file) ?? 0, lowLink.get(target) ?? 0))
      } else if (onStack.has(target)) {
        lowLink.set(file, Math.min(lowLink.get(file) ?? 0, index.get(target) ?? 0))
      }
    }
    if (lowLink.get(file) !== index.get(file)) return
    const component: string[] = []
    let member: string | undefined
    do {
      member = stack.pop()
      if (member === undefined) break
      onStack.delete(member)
      component.push(path.relative(serverDir, member))
    } while (member !== file)
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) found.push(component.sort())
  }
  for (const file of graph.keys()) if (!index.has(file)) visit(file)
  return found
}

describe('server/ import graph', () => {
  it('has no import cycle, counting type-only imports', () => {
    const graph = importGraph(sourceFiles(serverDir))
    expect(graph.size).toBeGreaterThan(100)
    expect(cycles(graph)).toEqual([])
  })
})
