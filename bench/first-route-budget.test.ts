// Fails when the explorer's first-route JS outgrows bench/first-route-budget.json. It builds the
// app itself (a vite build takes a few seconds here), because a unit test cannot rely on dist/.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { buildWithExplorerConfig, explorerFirstRoute, firstRouteJs } from './first-route-js.ts'

const repoRoot = fileURLToPath(new URL('..', import.meta.url))
const budget = JSON.parse(
  readFileSync(join(repoRoot, 'bench/first-route-budget.json'), 'utf8'),
) as {
  maxGzipBytes: number
}
const outDir = mkdtempSync(join(tmpdir(), 'first-route-budget-'))

afterAll(() => rmSync(outDir, { recursive: true, force: true }))

describe('first-route JS budget', () => {
  it('keeps the JS of /local/ledgers within bench/first-route-budget.json', async () => {
    const manifest = await buildWithExplorerConfig(repoRoot, repoRoot, outDir)
    const { files, bytes } = firstRouteJs(outDir, manifest, explorerFirstRoute)
    expect(files.length).toBeGreaterThan(1)
    expect(bytes, `first-route JS is ${bytes} B gzip (${files.join(', ')})`).toBeLessThanOrEqual(
      budget.maxGzipBytes,
    )
  })
})
