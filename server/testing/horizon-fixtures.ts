// Test-only: where the real Horizon responses live. CI clones this repo with shared/ beside it
// (shared/fixtures/horizon, described by its SOURCES.md); HORIZON_FIXTURES_DIR overrides that.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export const HORIZON_FIXTURES_DIR =
  process.env.HORIZON_FIXTURES_DIR ??
  fileURLToPath(new URL('../../../shared/fixtures/horizon', import.meta.url))

export function readHorizonFixture(name: string): string {
  return readFileSync(`${HORIZON_FIXTURES_DIR}/${name}`, 'utf8')
}
