import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { encodePathSegment, explorerHref, keptParams } from '@/ui/explorer-href'

/** What keptParams must equal: the query parsed every time. */
function parsedEveryTime(network: string, search: string) {
  const params = new URLSearchParams(search)
  return { horizon: network === 'custom' ? params.get('horizon') : null, rpc: params.get('rpc') }
}

describe('keptParams', () => {
  it('reads horizon= on the custom network only, and rpc= on every network', () => {
    const search = '?cursor=5&horizon=https%3A%2F%2Fh.example&rpc=https%3A%2F%2Frpc.example'
    expect(keptParams('custom', search)).toEqual({
      horizon: 'https://h.example',
      rpc: 'https://rpc.example',
    })
    expect(keptParams('local', search)).toEqual({ horizon: null, rpc: 'https://rpc.example' })
    expect(keptParams('custom', '?limit=200&cursor=8999999401')).toEqual({
      horizon: null,
      rpc: null,
    })
  })

  it('finds a name spelled with percent-escapes', () => {
    expect(keptParams('custom', '?rp%63=x&%68orizon=y')).toEqual({ horizon: 'y', rpc: 'x' })
  })

  it('equals the query parsed every time, for any query', () => {
    const piece = fc.constantFrom('rpc', 'horizon', '%', '%63', '%68', '=', '&', '?', '+', 'a', '5')
    const query = fc.array(piece, { maxLength: 12 }).map((pieces) => `?${pieces.join('')}`)
    fc.assert(
      fc.property(
        fc.constantFrom('custom', 'local'),
        fc.oneof(query, fc.string()),
        (network, search) => {
          expect(keptParams(network, search)).toEqual(parsedEveryTime(network, search))
        },
      ),
    )
  })
})

describe('explorerHref', () => {
  // The path as every link built it before plain paths skipped the work: split, each segment
  // encoded on its own, empty segments dropped.
  const segmentBySegment = (network: string, path: string) =>
    `/${network}${path
      .split('/')
      .filter((segment) => segment !== '')
      .map((segment) => `/${encodePathSegment(segment)}`)
      .join('')}`

  it('encodes each segment of a path from Horizon on its own', () => {
    expect(explorerHref('local', null, '/accounts/G?x=1#y')).toBe('/local/accounts/G%3Fx%3D1%23y')
    expect(explorerHref('local', null, '/ledgers/../5')).toBe('/local/ledgers/%2E%2E/5')
    expect(explorerHref('local', null, '//operations//12/')).toBe('/local/operations/12')
    expect(explorerHref('local', null, '/operations/12')).toBe('/local/operations/12')
  })

  it('builds any path as segment-by-segment encoding does', () => {
    const piece = fc.constantFrom('/', '.', '..', 'a', 'Z', '9', '-', '_', '%', '?', '#', ' ', 'é')
    const path = fc.array(piece, { maxLength: 10 }).map((pieces) => pieces.join(''))
    fc.assert(
      fc.property(fc.oneof(path, fc.string()), (anyPath) => {
        expect(explorerHref('local', null, anyPath)).toBe(segmentBySegment('local', anyPath))
      }),
    )
  })
})
