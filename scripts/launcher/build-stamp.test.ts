import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ensureBuild, hashBuildInputs, stampFileName } from './build-stamp.ts'

let projectRoot: string
let outDir: string
let builds: number

/** Stands in for `vite build`: empties outDir and writes an index.html, as Vite does. */
async function fakeBuild(): Promise<void> {
  builds += 1
  rmSync(outDir, { recursive: true, force: true })
  mkdirSync(outDir, { recursive: true })
  writeFileSync(join(outDir, 'index.html'), `<!doctype html><title>build ${builds}</title>`)
}

function ensure() {
  return ensureBuild({ projectRoot, outDir, build: fakeBuild })
}

beforeEach(() => {
  projectRoot = mkdtempSync(join(tmpdir(), 'build-stamp-'))
  outDir = join(projectRoot, 'dist')
  builds = 0
  mkdirSync(join(projectRoot, 'src', 'ledgers'), { recursive: true })
  mkdirSync(join(projectRoot, 'public'))
  writeFileSync(join(projectRoot, 'src', 'main.tsx'), 'export const main = 1\n')
  writeFileSync(join(projectRoot, 'src', 'ledgers', 'ledger-page.tsx'), 'export const page = 1\n')
  writeFileSync(join(projectRoot, 'public', 'config.json'), '{}\n')
  writeFileSync(join(projectRoot, 'index.html'), '<!doctype html>\n')
  writeFileSync(join(projectRoot, 'vite.config.ts'), 'export default {}\n')
  writeFileSync(join(projectRoot, 'package-lock.json'), '{}\n')
})

afterEach(() => rmSync(projectRoot, { recursive: true, force: true }))

describe('ensureBuild', () => {
  it('builds when there is no build yet, then skips while nothing changed', async () => {
    expect((await ensure()).built).toBe(true)
    expect(existsSync(join(outDir, stampFileName))).toBe(true)
    expect((await ensure()).built).toBe(false)
    expect((await ensure()).built).toBe(false)
    expect(builds).toBe(1)
  })

  it.each([
    ['a nested source file', 'src/ledgers/ledger-page.tsx'],
    ['index.html', 'index.html'],
    ['a public file', 'public/config.json'],
    ['the Vite config', 'vite.config.ts'],
    ['the lockfile', 'package-lock.json'],
  ])('rebuilds after a change to %s', async (_label, file) => {
    await ensure()
    writeFileSync(join(projectRoot, file), 'changed\n')
    expect((await ensure()).built).toBe(true)
    expect(builds).toBe(2)
    expect((await ensure()).built).toBe(false)
  })

  it('rebuilds when a source file is added or removed', async () => {
    await ensure()
    writeFileSync(join(projectRoot, 'src', 'new-page.tsx'), 'export {}\n')
    expect((await ensure()).built).toBe(true)
    rmSync(join(projectRoot, 'src', 'new-page.tsx'))
    expect((await ensure()).built).toBe(true)
  })

  it('rebuilds when a file is renamed with the same contents', async () => {
    await ensure()
    rmSync(join(projectRoot, 'src', 'main.tsx'))
    writeFileSync(join(projectRoot, 'src', 'entry.tsx'), 'export const main = 1\n')
    expect((await ensure()).built).toBe(true)
  })

  it('ignores files that are not build inputs', async () => {
    await ensure()
    mkdirSync(join(projectRoot, 'server'))
    writeFileSync(join(projectRoot, 'server', 'main.ts'), 'export {}\n')
    writeFileSync(join(projectRoot, 'README.md'), '# readme\n')
    expect((await ensure()).built).toBe(false)
  })

  it('rebuilds when the build output was removed or the stamp is foreign', async () => {
    await ensure()
    rmSync(join(outDir, 'index.html'))
    expect((await ensure()).built).toBe(true)
    writeFileSync(join(outDir, stampFileName), '{"inputsHash":"not-this-one"}')
    expect((await ensure()).built).toBe(true)
    writeFileSync(join(outDir, stampFileName), 'not json')
    expect((await ensure()).built).toBe(true)
    expect(builds).toBe(4)
  })

  it('leaves no stamp when the build fails, so the next start builds again', async () => {
    await expect(
      ensureBuild({
        projectRoot,
        outDir,
        build: () => Promise.reject(new Error('syntax error in main.tsx')),
      }),
    ).rejects.toThrow('syntax error')
    expect(existsSync(join(outDir, stampFileName))).toBe(false)
    expect((await ensure()).built).toBe(true)
  })

  it('writes no stamp when sources change during the build', async () => {
    await ensureBuild({
      projectRoot,
      outDir,
      build: async () => {
        await fakeBuild()
        writeFileSync(join(projectRoot, 'src', 'main.tsx'), 'export const main = 2\n')
      },
    })
    expect((await ensure()).built).toBe(true)
  })
})

describe('hashBuildInputs', () => {
  it('is stable for the same tree and differs by content', async () => {
    const first = await hashBuildInputs(projectRoot)
    expect(await hashBuildInputs(projectRoot)).toBe(first)
    writeFileSync(join(projectRoot, 'src', 'main.tsx'), 'export const main = 3\n')
    expect(await hashBuildInputs(projectRoot)).not.toBe(first)
  })
})
