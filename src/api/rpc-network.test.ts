import { describe, expect, it } from 'vitest'
import { resolveNetwork } from '@/api/networks'
import { resolveRpc } from '@/api/rpc-network'

const config = { localHorizonUrl: 'http://127.0.0.1:8000' }

describe('resolveRpc', () => {
  it("takes the network's own RPC when the URL names none", () => {
    const none = new URLSearchParams()
    expect(resolveRpc(resolveNetwork('local', none, config), none).rpcUrl).toBe(
      'http://127.0.0.1:8000/rpc',
    )
    expect(resolveRpc(resolveNetwork('testnet', none, config), none).rpcUrl).toBe(
      'https://soroban-testnet.stellar.org',
    )
    expect(resolveRpc(resolveNetwork('public', none, config), none)).toEqual({
      rpcUrl: null,
      refusedRpc: null,
    })
  })

  it('takes an RPC from the rpc parameter on any network, and refuses a non-http one', () => {
    const chosen = new URLSearchParams('rpc=https://rpc.example.org/')
    expect(resolveRpc(resolveNetwork('public', chosen, config), chosen)).toEqual({
      rpcUrl: 'https://rpc.example.org',
      refusedRpc: null,
    })
    const hostile = new URLSearchParams('rpc=javascript:alert(1)')
    expect(resolveRpc(resolveNetwork('local', hostile, config), hostile)).toEqual({
      rpcUrl: null,
      refusedRpc: 'javascript:alert(1)',
    })
  })
})
