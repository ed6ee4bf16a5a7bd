// The Stellar Asset Contract has no WASM and so no contractspecv0: the host implements it. Its
// interface is the one CAP-46-6 defines (SEP-41's token interface plus the admin functions), as
// stellar-core's host exposes it; the page lists it from here.
import type {
  ContractInterface,
  SpecEvent,
  SpecFunction,
  SpecParameter,
} from '@/contracts/contract-types'

function fn(name: string, inputs: [string, string][], outputs: string[] = []): SpecFunction {
  const parameters: SpecParameter[] = inputs.map(([argName, type]) => ({
    name: argName,
    type,
    doc: '',
  }))
  return { name, doc: '', inputs: parameters, outputs }
}

const address = 'address'

/**
 * One of the asset's SEP-41 events: its name is its first topic, then the accounts it names and
 * the asset (`CODE:ISSUER`) as topics; the amount is its data.
 */
function assetEvent(name: string, accounts: string[]): SpecEvent {
  const accountParams: SpecEvent['params'] = accounts.map((account) => ({
    name: account,
    type: address,
    doc: '',
    location: 'topic_list',
  }))
  return {
    name,
    doc: '',
    prefixTopics: [name],
    params: [
      ...accountParams,
      { name: 'asset', type: 'string', doc: '', location: 'topic_list' },
      { name: 'amount', type: 'i128', doc: '', location: 'data' },
    ],
  }
}

export const stellarAssetInterface: ContractInterface = {
  wasmHash: '',
  wasmSize: 0,
  functions: [
    fn(
      'allowance',
      [
        ['from', address],
        ['spender', address],
      ],
      ['i128'],
    ),
    fn('approve', [
      ['from', address],
      ['spender', address],
      ['amount', 'i128'],
      ['expiration_ledger', 'u32'],
    ]),
    fn('balance', [['id', address]], ['i128']),
    fn('transfer', [
      ['from', address],
      ['to', 'muxed_address'],
      ['amount', 'i128'],
    ]),
    fn('transfer_from', [
      ['spender', address],
      ['from', address],
      ['to', address],
      ['amount', 'i128'],
    ]),
    fn('burn', [
      ['from', address],
      ['amount', 'i128'],
    ]),
    fn('burn_from', [
      ['spender', address],
      ['from', address],
      ['amount', 'i128'],
    ]),
    fn('decimals', [], ['u32']),
    fn('name', [], ['string']),
    fn('symbol', [], ['string']),
    fn('admin', [], [address]),
    fn('set_admin', [['new_admin', address]]),
    fn('authorized', [['id', address]], ['bool']),
    fn('set_authorized', [
      ['id', address],
      ['authorize', 'bool'],
    ]),
    fn('mint', [
      ['to', address],
      ['amount', 'i128'],
    ]),
    fn('clawback', [
      ['from', address],
      ['amount', 'i128'],
    ]),
  ],
  types: [],
  events: [
    assetEvent('transfer', ['from', 'to']),
    assetEvent('mint', ['to']),
    assetEvent('burn', ['from']),
    assetEvent('clawback', ['from']),
  ],
}
