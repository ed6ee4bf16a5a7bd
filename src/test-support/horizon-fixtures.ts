// Test-only: the real Horizon responses in shared/fixtures/horizon (see its SOURCES.md). CI clones
// the repo with shared/ beside it and Vitest runs from the repo root; HORIZON_FIXTURES_DIR overrides.
import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'

const fixturesDirectory =
  process.env.HORIZON_FIXTURES_DIR ?? resolve(process.cwd(), '../shared/fixtures/horizon')

/** The fixture's exact bytes, e.g. to answer a fetch with them. */
export function readHorizonFixtureText(name: string): string {
  return readFileSync(`${fixturesDirectory}/${name}`, 'utf8')
}

export function readHorizonFixture(name: string): unknown {
  return JSON.parse(readHorizonFixtureText(name)) as unknown
}

/** The names of every JSON fixture. */
export function listHorizonFixtures(): string[] {
  return readdirSync(fixturesDirectory).filter((name) => name.endsWith('.json'))
}
