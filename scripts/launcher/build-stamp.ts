// Decides whether `npm start` must rebuild: a SHA-256 over every input of `vite build` (paths and
// contents) is written next to the build as `.build-stamp.json`; the next start compares it with
// the inputs on disk. A failed or interrupted build leaves no stamp (Vite empties the directory
// first and the stamp is written last), so it is rebuilt.
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'

/** Files and directories (relative to the project root) that decide what the build contains. */
export const buildInputs: readonly string[] = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  // The build plugins: the route preload table (and the table reader it uses), the early script.
  'scripts/static/route-preloads-plugin.ts',
  'scripts/static/route-module-table.ts',
  'scripts/static/route-preloads.ts',
  'scripts/static/early-fetch-plugin.ts',
  'tsconfig.json',
  'tsconfig.base.json',
  'package-lock.json',
]

export const stampFileName = '.build-stamp.json'

interface BuildStamp {
  inputsHash: string
}

async function listFiles(path: string): Promise<string[]> {
  if (!existsSync(path)) return []
  const entries = await readdir(path, { withFileTypes: true, recursive: true }).catch(() => null)
  // Not a directory: the input is a single file.
  if (entries === null) return [path]
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

/** Hash of the build inputs under `projectRoot`; independent of directory listing order. */
export async function hashBuildInputs(
  projectRoot: string,
  inputs: readonly string[] = buildInputs,
): Promise<string> {
  const files = (await Promise.all(inputs.map((input) => listFiles(join(projectRoot, input)))))
    .flat()
    .map((file) => relative(projectRoot, file).split(sep).join('/'))
    .sort()
  const hash = createHash('sha256')
  for (const file of files) {
    const contents = await readFile(join(projectRoot, file))
    // Length-prefixed, so no two different file sets can produce the same byte stream.
    hash.update(`${file}\0${contents.length}\0`).update(contents)
  }
  return hash.digest('hex')
}

async function readStamp(outDir: string): Promise<BuildStamp | undefined> {
  try {
    const parsed: unknown = JSON.parse(await readFile(join(outDir, stampFileName), 'utf8'))
    if (typeof parsed === 'object' && parsed !== null && 'inputsHash' in parsed) {
      const { inputsHash } = parsed
      if (typeof inputsHash === 'string') return { inputsHash }
    }
  } catch {
    // Missing or unreadable: treated as "never built".
  }
  return undefined
}

export interface EnsureBuildOptions {
  projectRoot: string
  outDir: string
  /** Runs the build into `outDir`. */
  build: () => Promise<void>
  inputs?: readonly string[]
}

export type EnsureBuildResult = { built: boolean; inputsHash: string }

/** Builds when the inputs differ from what `outDir` was built from (or it has no build). */
export async function ensureBuild(options: EnsureBuildOptions): Promise<EnsureBuildResult> {
  const inputsHash = await hashBuildInputs(options.projectRoot, options.inputs)
  const stamp = await readStamp(options.outDir)
  if (stamp?.inputsHash === inputsHash && existsSync(join(options.outDir, 'index.html')))
    return { built: false, inputsHash }
  await rm(join(options.outDir, stampFileName), { force: true })
  await options.build()
  // Sources edited during the build would make this stamp lie; the next start then rebuilds.
  const hashAfterBuild = await hashBuildInputs(options.projectRoot, options.inputs)
  if (hashAfterBuild === inputsHash) {
    const stampBody: BuildStamp = { inputsHash }
    await writeFile(join(options.outDir, stampFileName), `${JSON.stringify(stampBody)}\n`)
  }
  return { built: true, inputsHash }
}
