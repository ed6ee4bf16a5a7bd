import { StrKey } from '@stellar/stellar-sdk/base'
import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AccountId } from '@/ui/account-id'
import { shortenId } from '@/ui/shorten-id'
import { Amount } from '@/ui/amount'
import { Asset, AssetFromRecord, CanonicalAsset, parseCanonicalAsset } from '@/ui/asset'
import { CopyButton } from '@/ui/copy-button'
import { JsonView } from '@/ui/json-view'
import { decodeMuxedAccount } from '@/ui/muxed-account'
import { formatRelative, RelativeTime } from '@/ui/relative-time'
import { renderInRouter } from '@/ui/test-support'
import { TimeDisplayProvider, useTimeDisplay } from '@/ui/time-display'
import { decodeBase64Value } from '@/ui/base64'
import { DataValue } from '@/ui/data-value'
import { KeyValueList } from '@/ui/key-value-list'

const accountId = 'GC5LF63GRVIT5ZXXCXLPI3RX2YXKJQFZVBSAO6AUELN3YIMSWPD6Z6FH'
const muxedBase = 'GAQXAWHCM4A7SQCT3BOSVEGRI2OOB7LO2CMFOYFF6YRXU4VQSB5V2V2K'
const muxedId = 'MAQXAWHCM4A7SQCT3BOSVEGRI2OOB7LO2CMFOYFF6YRXU4VQSB5V2AAAAAAAAE4DUGF2O'
const contractId = 'CDLZFC3SYJYDZT7K67VZ75HPJVIEUVNIXF47ZG2FB2RMQQVU2HHGCYSC'

describe('Amount', () => {
  it('shows the formatted amount and keeps the exact value in the title', () => {
    render(<Amount value="1234.5000000" assetCode="USDC" />)
    const amount = screen.getByText('1,234.5 USDC')
    expect(amount).toHaveAttribute('title', '1234.5000000 USDC')
  })
})

describe('AccountId', () => {
  it('shortens, links to the account in the current network and exposes the full id', () => {
    renderInRouter(<AccountId id={accountId} />, '/testnet/ledgers')
    const link = screen.getByRole('link', { name: accountId })
    expect(link).toHaveAttribute('href', `/testnet/accounts/${accountId}`)
    expect(link).toHaveAttribute('title', accountId)
    expect(screen.getByText('GC5L…Z6FH')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Copy account ID' })).toBeInTheDocument()
  })

  it('keeps the custom horizon parameter in links', () => {
    renderInRouter(
      <AccountId id={accountId} />,
      '/custom/ledgers?horizon=https%3A%2F%2Fh.example.org',
    )
    expect(screen.getByRole('link', { name: accountId })).toHaveAttribute(
      'href',
      `/custom/accounts/${accountId}?horizon=https%3A%2F%2Fh.example.org`,
    )
  })

  it('shows a muxed id and links to its base account', () => {
    renderInRouter(<AccountId id={muxedId} />)
    const link = screen.getByRole('link', { name: muxedId })
    expect(link).toHaveAttribute('href', `/testnet/accounts/${muxedBase}`)
    expect(link.getAttribute('title')).toContain('1278881')
    expect(screen.getByText('MAQX…GF2O')).toBeInTheDocument()
  })

  it('links contract ids to their contract page, and leaves a bad checksum as text', () => {
    renderInRouter(
      <>
        <AccountId id={contractId} />
        <AccountId id={`${contractId.slice(0, -1)}A`} copyable={false} />
      </>,
    )
    expect(screen.getByRole('link', { name: contractId })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`/contracts/${contractId}$`)),
    )
    expect(screen.getAllByRole('link')).toHaveLength(1)
    expect(screen.getByText('CDLZ…CYSC')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Copy contract ID' })).toBeInTheDocument()
  })

  it('prints the full id when short is false and survives an empty id', () => {
    renderInRouter(
      <>
        <AccountId id={accountId} short={false} copyable={false} />
        <AccountId id="" />
      </>,
    )
    const link = screen.getByRole('link', { name: accountId })
    expect(link).toHaveTextContent(new RegExp(`^${accountId}$`))
    // The whole id is the link's text, so it needs no name of its own.
    expect(link).not.toHaveAttribute('aria-label')
    expect(screen.getByText('unknown account')).toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('shortenId leaves short strings alone', () => {
    expect(shortenId('ABC')).toBe('ABC')
    expect(shortenId(accountId)).toBe('GC5L…Z6FH')
  })
})

describe('decodeMuxedAccount', () => {
  it('agrees with the SDK StrKey', () => {
    const decoded = decodeMuxedAccount(muxedId)
    expect(decoded).toEqual({ accountId: muxedBase, muxedId: '1278881' })
    const raw = StrKey.decodeMed25519PublicKey(muxedId)
    expect(StrKey.encodeEd25519PublicKey(raw.subarray(0, 32))).toBe(decoded?.accountId)
  })

  it('rejects corrupted or non-muxed addresses', () => {
    expect(decodeMuxedAccount(accountId)).toBeNull()
    expect(decodeMuxedAccount(`${muxedId.slice(0, -1)}A`)).toBeNull()
  })

  it('decodes a 64-bit id beyond 2^53 exactly', () => {
    const publicKey = StrKey.decodeEd25519PublicKey(accountId)
    const idBytes = new Uint8Array(8).fill(0xff)
    const payload = new Uint8Array([...publicKey, ...idBytes])
    const muxed = StrKey.encodeMed25519PublicKey(Buffer.from(payload))
    expect(decodeMuxedAccount(muxed)).toEqual({ accountId, muxedId: '18446744073709551615' })
  })
})

describe('Asset', () => {
  it('renders native, credit and pool-share assets', () => {
    renderInRouter(
      <ul>
        <li>
          <Asset type="native" />
        </li>
        <li>
          <Asset
            type="credit_alphanum4"
            code="USDC"
            issuer="GA5ZSEJYB37JRC5AVCIA5MOP4RHTM335X2KGX3IHOJAPP5RE34K4KZVN"
          />
        </li>
        <li>
          <Asset
            type="liquidity_pool_shares"
            liquidityPoolId="2c0bfa623845dd101cbf074a1ca1ae4b2458cc8d0104ad65939ebe2cd9054355"
          />
        </li>
      </ul>,
    )
    const items = screen.getAllByRole('listitem')
    expect(items[0]).toHaveTextContent('XLM')
    expect(items[1]).toHaveTextContent('USDC')
    expect(items[1]).toHaveTextContent('GA5Z…KZVN')
    expect(
      screen.getByRole('link', {
        name: 'GA5ZSEJYB37JRC5AVCIA5MOP4RHTM335X2KGX3IHOJAPP5RE34K4KZVN',
      }),
    ).toHaveAttribute(
      'href',
      '/testnet/accounts/GA5ZSEJYB37JRC5AVCIA5MOP4RHTM335X2KGX3IHOJAPP5RE34K4KZVN',
    )
    expect(items[2]).toHaveTextContent('Pool shares 2c0b…4355')
  })

  it('reads prefixed asset fields from a record', () => {
    renderInRouter(
      <AssetFromRecord
        record={{
          selling_asset_type: 'credit_alphanum12',
          selling_asset_code: 'BUSD1',
          selling_asset_issuer: accountId,
        }}
        prefix="selling_"
      />,
    )
    expect(screen.getByText('BUSD1')).toBeInTheDocument()
  })

  it('parses canonical asset strings', () => {
    expect(parseCanonicalAsset('native')).toEqual({ type: 'native' })
    expect(parseCanonicalAsset(`USD:${accountId}`)).toEqual({
      type: 'credit_alphanum4',
      code: 'USD',
      issuer: accountId,
    })
    expect(parseCanonicalAsset(`LONGERCODE:${accountId}`).type).toBe('credit_alphanum12')
    renderInRouter(<CanonicalAsset value={`EURT:${accountId}`} />)
    expect(screen.getByText('EURT')).toBeInTheDocument()
  })

  it('does not throw on missing fields', () => {
    renderInRouter(<AssetFromRecord record={null} />)
    expect(screen.getByText('unknown asset')).toBeInTheDocument()
  })
})

describe('CopyButton', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('has the label as accessible name, copies and shows feedback', async () => {
    // user-event installs its own clipboard stub in setup(), so replace it afterwards.
    const user = userEvent.setup()
    const writeText = vi.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    render(<CopyButton text="hello" label="Copy account ID" />)
    await user.click(screen.getByRole('button', { name: 'Copy account ID' }))
    expect(writeText).toHaveBeenCalledWith('hello')
    expect(await screen.findByText('Copied')).toBeInTheDocument()
  })

  it('falls back to execCommand when the clipboard API fails', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    })
    const execCommand = vi.fn().mockReturnValue(true)
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true })
    render(<CopyButton text="fallback" label="Copy hash" />)
    fireEvent.click(screen.getByRole('button', { name: 'Copy hash' }))
    expect(await screen.findByText('Copied')).toBeInTheDocument()
    expect(execCommand).toHaveBeenCalledWith('copy')
  })
})

describe('RelativeTime and the time display mode', () => {
  beforeEach(() => {
    localStorage.clear()
  })

  it('formats relative times', () => {
    const now = Date.parse('2024-07-06T10:20:00Z')
    expect(formatRelative(new Date('2024-07-06T10:17:00Z'), now)).toBe('3 min ago')
    expect(formatRelative(new Date('2024-07-06T10:19:30Z'), now)).toBe('30 s ago')
    expect(formatRelative(new Date('2024-07-06T08:20:00Z'), now)).toBe('2 h ago')
    expect(formatRelative(new Date('2024-07-04T10:20:00Z'), now)).toBe('2 days ago')
    expect(formatRelative(new Date('2024-07-06T10:25:00Z'), now)).toBe('in 5 min')
    // A few seconds ahead of the browser's clock is skew, not the future.
    expect(formatRelative(new Date('2024-07-06T10:20:07Z'), now)).toBe('just now')
    expect(formatRelative(new Date('2024-07-06T10:21:30Z'), now)).toBe('in 1 min')
  })

  function Toggle() {
    const { mode, toggle } = useTimeDisplay()
    return (
      <button type="button" onClick={toggle}>
        mode {mode}
      </button>
    )
  }

  it('renders a <time> with UTC on hover, toggles to UTC text and persists the choice', () => {
    vi.useFakeTimers({ now: Date.parse('2024-07-06T10:20:00Z') })
    try {
      const view = render(
        <TimeDisplayProvider>
          <Toggle />
          <RelativeTime value="2024-07-06T10:17:00Z" />
        </TimeDisplayProvider>,
      )
      const time = view.container.querySelector('time')
      expect(time).toHaveAttribute('datetime', '2024-07-06T10:17:00Z')
      expect(time).toHaveAttribute('title', '2024-07-06 10:17:00 UTC')
      expect(time).toHaveTextContent('3 min ago')
      act(() => {
        vi.advanceTimersByTime(60_000)
      })
      expect(time).toHaveTextContent('4 min ago')
      fireEvent.click(screen.getByRole('button', { name: 'mode relative' }))
      expect(view.container.querySelector('time')).toHaveTextContent('2024-07-06 10:17:00 UTC')
      expect(localStorage.getItem('ledger-explorer.time-display')).toBe('utc')
      view.unmount()
      render(
        <TimeDisplayProvider>
          <Toggle />
        </TimeDisplayProvider>,
      )
      expect(screen.getByRole('button', { name: 'mode utc' })).toBeInTheDocument()
    } finally {
      vi.useRealTimers()
    }
  })

  it('shows invalid or missing times without throwing', () => {
    render(
      <>
        <RelativeTime value="not a date" />
        <RelativeTime value={null} />
      </>,
    )
    expect(screen.getByText('not a date')).toBeInTheDocument()
    expect(screen.getByText('unknown time')).toBeInTheDocument()
  })
})

describe('JsonView', () => {
  it('shows collapsible raw JSON with a copy button', () => {
    render(<JsonView value={{ id: '1', amount: '20.0000000' }} label="Raw operation JSON" />)
    expect(screen.getByText('Raw operation JSON')).toBeInTheDocument()
    expect(screen.getByText(/"amount": "20.0000000"/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Copy Raw operation JSON' })).toBeInTheDocument()
  })
})

describe('base64 values', () => {
  it('decodes printable text, labels binary as hex and flags invalid base64', () => {
    expect(decodeBase64Value('djEgdmFsdWU=')).toMatchObject({ kind: 'text', text: 'v1 value' })
    expect(decodeBase64Value('AAEC/w==')).toEqual({ kind: 'binary', hex: '000102ff' })
    expect(decodeBase64Value('%%%')).toEqual({ kind: 'invalid' })
    render(
      <>
        <DataValue value="djEgdmFsdWU=" />
        <DataValue value="AAEC/w==" />
      </>,
    )
    expect(screen.getByText('“v1 value”')).toBeInTheDocument()
    expect(screen.getByText('000102ff')).toBeInTheDocument()
  })
})

describe('KeyValueList', () => {
  it('lists every field except links', () => {
    const view = renderInRouter(
      <KeyValueList
        record={{ _links: {}, name: 'x', nested: { a: 1 }, flag: false }}
        label="Fields"
      />,
    )
    expect(view.container.querySelector('dl')).toHaveAttribute('aria-label', 'Fields')
    expect(screen.queryByText('_links')).not.toBeInTheDocument()
    expect(screen.getByText('name')).toBeInTheDocument()
    expect(screen.getByText('false')).toBeInTheDocument()
  })
})
