import type { LoaderFunctionArgs } from 'react-router'
import { useRouteLoaderData } from 'react-router'
import type { Network } from '@/api/networks'
import { resolveNetwork } from '@/api/networks'
import { runtimeConfigContext } from '@/api/runtime-config-context'

/** Route id of the `/:network` layout route, whose loader data is the resolved Network. */
export const networkRouteId = 'network'

/** Resolves the `{network}` path segment (and `horizon` query parameter) for any loader. */
export async function loadNetwork({
  params,
  request,
  context,
}: Pick<LoaderFunctionArgs, 'params' | 'request' | 'context'>): Promise<Network> {
  const config = await context.get(runtimeConfigContext)
  return resolveNetwork(params.network ?? '', new URL(request.url).searchParams, config)
}

/** The network the current page explores; usable anywhere below the `/:network` route. */
export function useNetwork(): Network {
  const network = useRouteLoaderData(networkRouteId) as Network | undefined
  if (!network) throw new Error('useNetwork() used outside the /:network route')
  return network
}
