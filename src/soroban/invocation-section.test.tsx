import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { decodeInvocation } from '@/soroban/decode-invocation'
import { nativeToText } from '@/ui/native-text'
import { readHorizonFixture, readHorizonFixtureText } from '@/test-support/horizon-fixtures'
import { renderApp, stubFetch } from '@/test-support/render-app'

const localHorizon = 'http://127.0.0.1:8000'

interface InvokeFixture {
  id: string
  function: string
  parameters: unknown[]
}

function serve(name: string) {
  const operation = readHorizonFixture(name) as InvokeFixture
  stubFetch((url) => {
    if (url === '/config.json') {
      return Response.json({ defaultNetwork: 'local', localHorizonUrl: localHorizon })
    }
    if (new URL(url).pathname === `/operations/${operation.id}`) {
      return new Response(readHorizonFixtureText(name))
    }
    return Response.json({ _links: {}, _embedded: { records: [] } })
  })
  return operation
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('decodeInvocation (the Stellar SDK in its lazy chunk)', () => {
  it('decodes the SAC transfer fixture: contract, function, addresses and an i128', () => {
    const operation = readHorizonFixture('op-invoke-host-function.json') as InvokeFixture
    expect(decodeInvocation(operation.function, operation.parameters)).toEqual({
      contractId: 'CCYO5DF6DPDL2SPEZAJZCPYS4JMJPES7YBOR4ZEVUTYS5S4YJ3P4ACCI',
      functionName: 'transfer',
      args: [
        {
          type: 'Address',
          text: 'GDAT5HWTGIU4TSSZ4752OUC4SABDLTLZFRPZUJ3D6LKBNEPA7V2CIG54',
          decoded: true,
        },
        {
          type: 'Address',
          text: 'GBMLPRFCZDZJPKUPHUSHCKA737GOZL7ERZLGGMJ6YGHBFJZ6ZKMKCZTM',
          decoded: true,
        },
        { type: 'I128', text: '5000000000', decoded: true },
      ],
    })
  })

  it('decodes nested vectors and maps of the docs fixture', () => {
    const operation = readHorizonFixture('op-invoke-host-function-parameters.json') as InvokeFixture
    const decoded = decodeInvocation(operation.function, operation.parameters)
    expect(decoded.contractId).toBe('CDETQJVVXDKSJ775MJXEWWREYY6EGSRZ7ASJNTLE6DL2GQMJMFRBR2N7')
    expect(decoded.functionName).toBe('set_records')
    expect(decoded.args.map((arg) => arg.text)).toEqual([
      '[["Other", "USD"], ["Other", "EUR"]]',
      '[{price: 1164040, timestamp: 1708598940}, {price: 1072436, timestamp: 1708598940}]',
    ])
  })

  it('says when a parameter is not an SCVal, and shows bytes as hex', () => {
    const decoded = decodeInvocation('HostFunctionTypeHostFunctionTypeUploadContractWasm', [
      { value: 'bm90IHhkcg==', type: 'Bytes' },
    ])
    expect(decoded.contractId).toBeNull()
    expect(decoded.args[0]?.decoded).toBe(false)
    expect(decoded.args[0]?.text).toMatch(/^not decodable as an SCVal/)
    expect(nativeToText(new Uint8Array([1, 171]))).toBe('0x01ab')
  })
})

// The whole app renders in jsdom: slow on a loaded machine, so more time than the default 5 s.
describe('the operation page of an invoke_host_function', { timeout: 20_000 }, () => {
  it('shows the contract, function, decoded arguments and the asset balance changes', async () => {
    const operation = serve('op-invoke-host-function.json')
    renderApp(`/local/operations/${operation.id}`)
    const heading = await screen.findByRole('heading', { level: 2, name: 'Contract call' })
    const section = heading.closest('section') as HTMLElement
    expect(await within(section).findByText('transfer')).toBeVisible()
    expect(section).toHaveTextContent('CCYO5DF6DPDL2SPEZAJZCPYS4JMJPES7YBOR4ZEVUTYS5S4YJ3P4ACCI')
    expect(section).toHaveTextContent('I128 5000000000')
    const changes = within(section).getByRole('table', { name: 'Asset balance changes' })
    const row = within(changes).getAllByRole('row')[1] as HTMLElement
    expect(row).toHaveTextContent('transfer')
    expect(row).toHaveTextContent('500 Hello')
    expect(row).toHaveTextContent('123456789')
  })

  it('shows no contract call on other operations', async () => {
    const operation = serve('op-payment.json')
    renderApp(`/local/operations/${operation.id}`)
    await screen.findByRole('heading', { level: 2, name: 'Fields' })
    expect(screen.queryByRole('heading', { name: 'Contract call' })).toBeNull()
  })
})
