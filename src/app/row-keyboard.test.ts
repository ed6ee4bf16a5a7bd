import { afterEach, describe, expect, it } from 'vitest'
import { linkedRows, rowToFocus } from '@/app/row-keyboard'

function table(rowCount: number): HTMLElement {
  const root = document.createElement('main')
  const rows = Array.from(
    { length: rowCount },
    (_, index) => `<tr><td><a href="/r/${index}">row ${index}</a></td><td>text</td></tr>`,
  ).join('')
  // A header row and a row without a link (an empty-list message) are never targets.
  root.innerHTML = `<table><thead><tr><th><a href="/sort">Sort</a></th></tr></thead><tbody>${rows}<tr><td>No more</td></tr></tbody></table>`
  document.body.append(root)
  return root
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('row keys', () => {
  it('lists the body rows that hold a link, in order', () => {
    const rows = linkedRows(table(3))
    expect(rows.map((row) => row.textContent)).toEqual(['row 0text', 'row 1text', 'row 2text'])
  })

  it('prefers the rows of the paged lists over tables of facts', () => {
    const root = table(2)
    const list = document.createElement('section')
    list.setAttribute('aria-labelledby', 'list-heading')
    list.innerHTML = '<table><tbody><tr><td><a href="/op/1">op 1</a></td></tr></tbody></table>'
    root.append(list)
    expect(linkedRows(root).map((row) => row.textContent)).toEqual(['op 1'])
  })

  it('starts at the first row on j and at the last on k when focus is outside the rows', () => {
    const rows = linkedRows(table(3))
    expect(rowToFocus(rows, document.body, 'next')).toBe(rows[0])
    expect(rowToFocus(rows, null, 'previous')).toBe(rows[2])
  })

  it('moves one row from the row holding focus and stops at both ends', () => {
    const rows = linkedRows(table(3))
    const linkIn = (index: number) => rows[index]?.querySelector('a') ?? null
    expect(rowToFocus(rows, linkIn(0), 'next')).toBe(rows[1])
    expect(rowToFocus(rows, linkIn(1), 'previous')).toBe(rows[0])
    expect(rowToFocus(rows, linkIn(2), 'next')).toBe(rows[2])
    expect(rowToFocus(rows, linkIn(0), 'previous')).toBe(rows[0])
  })

  it('finds nothing in a page without rows', () => {
    expect(rowToFocus(linkedRows(table(0)), null, 'next')).toBeUndefined()
  })
})
