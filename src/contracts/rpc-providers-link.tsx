import { rpcProvidersUrl } from '@/api/rpc-network'

/** The Stellar docs' list of RPC providers: where a network without an RPC can get one. */
export function RpcProvidersLink() {
  return (
    <a
      href={rpcProvidersUrl}
      rel="noreferrer noopener"
      className="text-blue-700 underline dark:text-blue-300"
    >
      RPC providers
    </a>
  )
}
