// Loaded only when a list's URL asks for what the page cannot show (limit=500, order=sideways):
// the page says what it shows instead and offers the link that matches it.
import { Link } from 'react-router'
import type { Order, PageParams } from '@/api/page-params'
import { maximumLimit } from '@/api/page-params'
import { useLocationSearchParams } from '@/ui/location-search-params'
import type { usePageHref } from '@/resource-routes/pager'

/**
 * What the URL asked for that the page does not show, in words: a limit above Horizon's 200 or not
 * a number, an order that is neither asc nor desc. Empty when the URL is shown as written.
 */
function pageParamsAdjustments(searchParams: URLSearchParams, params: PageParams): string[] {
  const adjustments: string[] = []
  const rawLimit = searchParams.get('limit')
  if (rawLimit !== null && rawLimit.trim() !== String(params.limit)) {
    adjustments.push(
      /^\d+$/.test(rawLimit.trim()) && Number(rawLimit.trim()) > maximumLimit
        ? `Horizon serves at most ${maximumLimit} records a page: this page shows ${params.limit}, not ${rawLimit.trim()}.`
        : `The link's limit “${rawLimit}” is not a page size: this page shows ${params.limit}.`,
    )
  }
  const rawOrder = searchParams.get('order')
  if (rawOrder !== null && rawOrder !== params.order) {
    adjustments.push(
      `The link's order “${rawOrder}” is neither asc nor desc: this page shows ${params.order === 'desc' ? 'newest' : 'oldest'} first.`,
    )
  }
  return adjustments
}

/**
 * A link that asked for what the page cannot show (limit=500, order=sideways) is not clamped in
 * silence: the page says what it shows instead and offers the link that matches it.
 */
export function AdjustedParamsNotice({
  params,
  display,
  pageHref,
}: {
  params: PageParams
  display: Order
  pageHref: ReturnType<typeof usePageHref>
}) {
  const adjustments = pageParamsAdjustments(useLocationSearchParams(), params)
  if (adjustments.length === 0) return null
  return (
    <div
      role="status"
      className="space-y-1 rounded border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-700 dark:bg-amber-950"
    >
      {adjustments.map((adjustment) => (
        <p key={adjustment}>{adjustment}</p>
      ))}
      <p>
        <Link className="underline" to={pageHref(params, display)} replace>
          Fix the link
        </Link>
      </p>
    </div>
  )
}
