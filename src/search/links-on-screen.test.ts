import { afterEach, describe, expect, it } from 'vitest'
import { transactionLinksOnScreenMentioning } from '@/search/links-on-screen'

const contract = 'CAAQEAYEAUDAOCAJBIFQYDIOB4IBCEQTCQKRMFYYDENBWHA5DYPSABCD'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('transactionLinksOnScreenMentioning', () => {
  it('finds the transaction and operation links in the rows that name the contract, once each', () => {
    document.body.innerHTML = `
      <table><tbody>
        <tr><td><a href="/local/operations/12">12</a></td><td><span class="sr-only">${contract}</span></td>
            <td><a href="/local/transactions/${'a'.repeat(64)}">aaaa…</a></td></tr>
        <tr><td><a href="/local/operations/13">13</a></td><td>GABC</td></tr>
        <tr><td>invoked <span>${contract}</span></td><td><a href="/local/operations/12">12</a></td></tr>
      </tbody></table>`
    // jsdom lists a selector group's matches selector by selector: the order is not checked.
    const links = transactionLinksOnScreenMentioning(contract)
    expect(links).toHaveLength(2)
    expect(links).toEqual(
      expect.arrayContaining([
        { href: '/local/operations/12', label: '12' },
        { href: `/local/transactions/${'a'.repeat(64)}`, label: 'aaaa…' },
      ]),
    )
  })

  it('finds nothing when the contract is not on screen', () => {
    document.body.innerHTML = '<ul><li><a href="/local/transactions/x">x</a> GABC</li></ul>'
    expect(transactionLinksOnScreenMentioning(contract)).toEqual([])
  })
})
