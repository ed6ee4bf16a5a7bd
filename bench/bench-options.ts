// What every bench script reads the same way: the repository it runs in, the real Horizon
// responses the browser benches replay, and its numeric command-line flags (`--name value`).
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository root, with a trailing slash. */
export const repoRoot = fileURLToPath(new URL('..', import.meta.url))

/** Beside the repository as shared/fixtures/horizon; HORIZON_FIXTURES_DIR overrides. */
export const horizonFixturesDir =
  process.env.HORIZON_FIXTURES_DIR ?? join(repoRoot, '../shared/fixtures/horizon')

/**
 * The number after `--name` in `argv`, or `fallback` when the flag is absent or its value is not a
 * positive number (a typo must not run a bench of zero rounds).
 */
export function numberFlag(name: string, fallback: number, argv = process.argv): number {
  const index = argv.indexOf(`--${name}`)
  const value = index === -1 ? undefined : Number(argv[index + 1])
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : fallback
}
