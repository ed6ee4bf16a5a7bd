// Where the e2e servers listen: ports of the suite's own, never those of `npm start` (8000, 8001),
// `npm run dev` (5173) or `vite preview` (4173), so a developer's running explorer can never
// answer the suite. playwright.config.ts never reuses a server on these ports: if one is taken,
// the run stops with "…is already used". The app is the build in dist/ served by
// scripts/serve-dist.ts, whose /config.json points `local` at sandboxUrl.
// E2E_SANDBOX_PORT and E2E_APP_PORT move them, so two worktrees can run the suite side by side.
function portFromEnv(name: string, fallback: number): number {
  const value = process.env[name]
  if (value === undefined || value === '') return fallback
  const port = Number(value)
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`${name} must be a port number (1–65535), got "${value}"`)
  }
  return port
}

export const sandboxPort = portFromEnv('E2E_SANDBOX_PORT', 18000)
export const sandboxUrl = `http://127.0.0.1:${sandboxPort}`
export const appPort = portFromEnv('E2E_APP_PORT', 18001)
export const appUrl = `http://127.0.0.1:${appPort}`
