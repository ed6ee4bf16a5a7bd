// The early script matches the URL without React Router (api/early-queries.ts); it must read
// every URL as React Router's matchPath does, or the app would not find its early requests.
import { matchPath } from 'react-router'
import { describe, expect, it } from 'vitest'
import { matchRoutePattern } from '@/api/early-queries'
import { earlyRoutes } from '@/early-routes'

const pathnames = [
  '/local',
  '/local/',
  '/LOCAL/Ledgers',
  '/local/ledgers//',
  '/local/ledgers/5',
  '/local/ledgers/5/',
  '/local/ledgers/5/effects',
  '/local/ledgers/5/effects/x',
  '/custom/accounts/GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7/offers',
  '/local/assets/USD-GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7/holders',
  '/local/assets/a%2Fb',
  '/local/transactions/%E2%9C%93',
  '/local/operations/1.2',
  '/local/offers/(1)',
  '/local/liquidity_pools/x/trades',
  '/',
  '',
  '/local/nothing',
]

describe('matchRoutePattern', () => {
  it('matches every pattern of the early table as matchPath does', () => {
    const patterns = ['/:network/', ...earlyRoutes.map((route) => `/:network/${route.path}`)]
    for (const pattern of patterns) {
      for (const pathname of pathnames) {
        const expected = matchPath({ path: pattern, end: true }, pathname)?.params ?? null
        expect(matchRoutePattern(pattern, pathname), `${pattern} ${pathname}`).toEqual(expected)
      }
    }
  })
})
