import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { resolveNetwork } from '@/api/networks'
import { AssetVerificationBadge, type IssuerReading } from '@/assets/asset-verification-badge'

const issuer = 'GA5ZSEJYB37JRC5AVCIA5MOP4RHTM335X2KGX3IHOJAPP5RE34K4KZVN'
const network = resolveNetwork('public', new URLSearchParams(), {
  localHorizonUrl: 'http://127.0.0.1:8000',
})
const readIssuer = (homeDomain?: string): IssuerReading => ({
  status: 'read',
  account: { account_id: issuer, ...(homeDomain === undefined ? {} : { home_domain: homeDomain }) },
})

function serveToml(text: string) {
  const fetchMock = vi.fn((_url: string) =>
    Promise.resolve(new Response(text, { headers: { 'Content-Type': 'text/plain' } })),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

function renderBadge(reading: IssuerReading, code = 'USDC') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <AssetVerificationBadge
        network={network}
        asset={{ code, issuer }}
        issuer={reading}
        variant="section"
        lookup="fetch"
      />
    </QueryClientProvider>,
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
  delete (window as { __pwned?: unknown }).__pwned
})

describe('AssetVerificationBadge', () => {
  it('shows a verified asset with its domain, org, name and a sized image without referrer', async () => {
    const fetchMock = serveToml(
      `[DOCUMENTATION]\nORG_NAME = "Circle"\n[[CURRENCIES]]\ncode = "USDC"\nissuer = "${issuer}"\nname = "USD Coin"\nimage = "https://circle.example/usdc.png"\n`,
    )
    renderBadge(readIssuer('circle.example'))
    expect(await screen.findByText('✓ circle.example')).toBeInTheDocument()
    expect(fetchMock.mock.calls[0]?.[0]).toBe('https://circle.example/.well-known/stellar.toml')
    expect(screen.getByText('Circle')).toBeInTheDocument()
    expect(screen.getByText('USD Coin')).toBeInTheDocument()
    const image = screen.getByRole('img', { name: 'Image of USDC from circle.example' })
    expect(image).toHaveAttribute('src', 'https://circle.example/usdc.png')
    expect(image).toHaveAttribute('referrerpolicy', 'no-referrer')
    expect(image).toHaveAttribute('width', '48')
    expect(image).toHaveAttribute('height', '48')
  })

  it('shows a USDC listed with another issuer as unverified, without the file’s name or image', async () => {
    serveToml(
      `[DOCUMENTATION]\nORG_NAME = "Circle"\n[[CURRENCIES]]\ncode = "USDC"\nissuer = "GCQTGZQQ5G4PTM2GL7CDIFKUBIPEC52BROAQIAPW53XBRJVN6ZJVTG6V"\nname = "USD Coin"\nimage = "https://circle.example/usdc.png"\n`,
    )
    const { container } = renderBadge(readIssuer('circle.example'))
    expect(await screen.findByText('Unverified')).toBeInTheDocument()
    expect(container).toHaveTextContent('lists this code with another issuer')
    expect(container).not.toHaveTextContent('USD Coin')
    expect(container).not.toHaveTextContent('✓')
    expect(container.querySelector('img')).toBeNull()
  })

  it('renders script and markup in fields as text, and no javascript: image', async () => {
    serveToml(
      `[DOCUMENTATION]\nORG_NAME = "<img src=x onerror=window.__pwned=1>"\n[[CURRENCIES]]\ncode = "USDC"\nissuer = "${issuer}"\nname = "<script>window.__pwned=1</script>"\nimage = "javascript:window.__pwned=1"\n`,
    )
    const { container } = renderBadge(readIssuer('circle.example'))
    expect(await screen.findByText('<img src=x onerror=window.__pwned=1>')).toBeInTheDocument()
    expect(screen.getByText('<script>window.__pwned=1</script>')).toBeInTheDocument()
    expect(container.querySelector('img, script')).toBeNull()
    expect((window as { __pwned?: unknown }).__pwned).toBeUndefined()
  })

  it('says why without fetching when the issuer has no valid home domain', () => {
    const fetchMock = serveToml('')
    const { container, unmount } = renderBadge(readIssuer())
    expect(container).toHaveTextContent('Unverified: the issuer has no home domain')
    unmount()
    const hostile = renderBadge(readIssuer('evil.example/<script>'))
    expect(hostile.container).toHaveTextContent('not a valid domain name')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('says the file could not be used when the domain answers HTML', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response('<html></html>', { headers: { 'Content-Type': 'text/html' } }),
        ),
      ),
    )
    const { container } = renderBadge(readIssuer('circle.example'))
    expect(await screen.findByText('Unverified')).toBeInTheDocument()
    expect(container).toHaveTextContent("circle.example's stellar.toml could not be used")
  })
})
