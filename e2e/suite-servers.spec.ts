// The suite must never talk to a developer's running `npm start` / `npm run dev` (another seed,
// history and clock): its servers have ports of their own, and the built app under test is
// configured, at run time, for the suite's sandbox.
import { test, expect } from './fixtures.ts'
import { appUrl, sandboxUrl } from './servers.ts'
import {
  devDefaultPorts,
  previewPort,
  startDefaultPorts,
} from '../scripts/launcher/default-ports.ts'

test('the app under test talks only to the suite sandbox, on ports no dev server uses', async ({
  page,
  request,
}) => {
  const taken = [
    startDefaultPorts.port,
    startDefaultPorts.sandboxPort,
    devDefaultPorts.port,
    devDefaultPorts.sandboxPort,
    previewPort,
  ]
  for (const url of [sandboxUrl, appUrl]) expect(taken).not.toContain(Number(new URL(url).port))

  const config = (await (await request.get('/config.json')).json()) as { localHorizonUrl: string }
  expect(config.localHorizonUrl).toBe(sandboxUrl)

  const horizonsAsked = new Set<string>()
  page.on('request', (outgoing) => {
    const origin = new URL(outgoing.url()).origin
    if (origin !== appUrl) horizonsAsked.add(origin)
  })
  await page.goto('/local/ledgers')
  await expect(page.getByRole('table', { name: 'Ledgers' })).toBeVisible()
  expect([...horizonsAsked]).toEqual([sandboxUrl])
})
