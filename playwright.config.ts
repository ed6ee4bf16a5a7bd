import { defineConfig, devices } from '@playwright/test'

import { appPort, appUrl, sandboxPort, sandboxUrl } from './e2e/servers.ts'

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL: appUrl,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--disable-gpu',
            '--disable-quic',
            '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1 , EXCLUDE localhost',
          ],
        },
      },
    },
  ],
  // Never reuse: whatever already listens on these ports is not this suite's sandbox (a running
  // `npm start` has another seed, history and clock), so Playwright refuses to start instead.
  // --rpc-retention 250 of the 300 ledgers: the first ones are older than the RPC keeps
  // (e2e/transaction-execution.spec.ts opens one).
  webServer: [
    {
      name: 'Sandbox',
      command: `node --import tsx server/main.ts --port ${sandboxPort} --host 127.0.0.1 --db :memory: --seed 1 --history 300 --rpc-retention 250 --close-interval manual --control`,
      url: `${sandboxUrl}/`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      name: 'App',
      // E2E_APP_ROOT serves another build (the docs' "before" screenshots of an older commit).
      command: `node --import tsx scripts/serve-dist.ts --port ${appPort} --horizon ${sandboxUrl} --root ${process.env.E2E_APP_ROOT ?? 'dist'}`,
      url: `${appUrl}/config.json`,
      reuseExistingServer: false,
    },
  ],
})
