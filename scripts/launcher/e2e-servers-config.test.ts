// The e2e suite's servers, as playwright.config.ts declares them: never reused (whatever listens
// on those ports is not this suite's sandbox, so Playwright must refuse to start instead), and the
// app is served with a config.json naming the suite's sandbox.
import { describe, expect, it } from 'vitest'
import playwrightConfig from '../../playwright.config.ts'
import { appPort, sandboxPort, sandboxUrl } from '../../e2e/servers.ts'
import { devDefaultPorts, previewPort, startDefaultPorts } from './default-ports.ts'

const webServers = [playwrightConfig.webServer ?? []].flat()

describe('playwright.config.ts web servers', () => {
  it('starts the sandbox and the app, and never reuses a server already on their ports', () => {
    expect(webServers.map((server) => server.name)).toEqual(['Sandbox', 'App'])
    for (const server of webServers) expect(server.reuseExistingServer).toBe(false)
  })

  it('listens on ports that npm start, npm run dev and vite preview do not use', () => {
    const taken = new Set([
      ...Object.values(startDefaultPorts),
      ...Object.values(devDefaultPorts),
      previewPort,
    ])
    expect(taken.has(sandboxPort)).toBe(false)
    expect(taken.has(appPort)).toBe(false)
    expect(webServers[0]?.command).toContain(`--port ${sandboxPort} `)
    expect(webServers[0]?.command).toContain('--seed 1 ')
  })

  it('serves the built app with local pointing at the suite sandbox', () => {
    expect(webServers[1]?.command).toContain(`--port ${appPort} --horizon ${sandboxUrl}`)
  })
})
