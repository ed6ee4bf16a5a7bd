// Checks for defect 7: CSV cells a spreadsheet would run as formulas, and Horizon text that is not
// bidi-isolated (a right-to-left override would reorder the text around it).
import type { Page } from '@playwright/test'
import { formulaStarts, rightToLeftOverride } from './hostile-horizon-records.ts'

/** The cells of an RFC 4180 CSV text. */
export function csvCells(text: string): string[] {
  const cells: string[] = []
  let index = 0
  while (index < text.length) {
    let cell = ''
    if (text[index] === '"') {
      index += 1
      while (index < text.length) {
        if (text[index] === '"' && text[index + 1] === '"') {
          cell += '"'
          index += 2
        } else if (text[index] === '"') {
          index += 1
          break
        } else {
          cell += text[index]
          index += 1
        }
      }
    }
    while (index < text.length && text[index] !== ',' && !text.startsWith('\r\n', index)) {
      cell += text[index]
      index += 1
    }
    cells.push(cell)
    index += text.startsWith('\r\n', index) ? 2 : 1
  }
  return cells
}

/** Cells that start with a formula character. */
export function formulaCells(csv: string): string[] {
  return csvCells(csv).filter((cell) => formulaStarts.some((start) => cell.startsWith(start)))
}

/** Texts holding a right-to-left override whose element is not bidi-isolated. */
export async function unisolatedBidiTexts(page: Page): Promise<string[]> {
  return page.evaluate((override) => {
    // The value itself must be isolated: an element around exactly this text (an isolating
    // ancestor that also holds other text, such as the page root, does not count).
    const isolated = (element: Element | null, text: string): boolean => {
      for (let node = element; node && node.textContent === text; node = node.parentElement) {
        if (node.tagName === 'BDI') return true
        const bidi = getComputedStyle(node).unicodeBidi
        if (bidi === 'isolate' || bidi === 'isolate-override' || bidi === 'plaintext') return true
      }
      return false
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const found: string[] = []
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      if (text.includes(override) && !isolated(node.parentElement, text))
        found.push(text.slice(0, 60))
    }
    return found
  }, rightToLeftOverride)
}
