import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Operation } from '@/api/horizon-types'
import { OperationTable } from '@/operations/operation-table'
import { listHorizonFixtures, readHorizonFixture } from '@/test-support/horizon-fixtures'
import { renderInRouter } from '@/ui/test-support'

/** The part of a React fiber this count walks (React's internal shape, read-only). */
interface FiberLink {
  child: FiberLink | null
  sibling: FiberLink | null
}

function fibersBelow(fiber: FiberLink | null): number {
  let count = 0
  for (let node = fiber; node !== null; node = node.sibling) {
    count += 1 + fibersBelow(node.child)
  }
  return count
}

/** React keeps an element's fiber under a `__reactFiber$…` key of the element. */
function fiberOf(element: Element): FiberLink {
  const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'))
  const fiber: unknown = key === undefined ? undefined : Reflect.get(element, key)
  if (typeof fiber !== 'object' || fiber === null) throw new Error('no React fiber on the row')
  return fiber as FiberLink
}

describe('OperationTable rows', () => {
  // Every fiber is rendered, committed and deleted again on each Older click of a 200-row page
  // (bench/render-profile.ts): a row of links, amounts, assets and a badge as components of their
  // own was 50.7 fibers on average; as functions their components call, 40.6; with an id link
  // named by its whole id (aria-label) instead of a hidden short id and a screen-reader-only whole
  // one, 35.8.
  it('render at most 36 fibers per row on average over every operation type', () => {
    const records = listHorizonFixtures()
      .filter((name) => name.startsWith('op-'))
      .map((name) => readHorizonFixture(name) as Operation)
    expect(records.length).toBeGreaterThan(20)
    renderInRouter(<OperationTable operations={records} />, '/local/operations')
    const rows = within(screen.getByRole('table', { name: 'Operations' }))
      .getAllByRole('row')
      .slice(1)
    expect(rows).toHaveLength(records.length)
    const fibers = rows.reduce((sum, row) => sum + fibersBelow(fiberOf(row).child), 0)
    expect(fibers / rows.length).toBeLessThanOrEqual(36)
  })
})
