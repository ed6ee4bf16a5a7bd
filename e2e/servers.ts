// Where the e2e servers listen: ports of the suite's own, never those of `npm start` (8000, 8001),
// `npm run dev` (5173) or `vite preview` (4173), so a developer's running explorer can never
// answer the suite. playwright.config.ts never reuses a server on these ports: if one is taken,
// the run stops with "…is already used". The app is the build in dist/ served by
// scripts/serve-dist.ts, whose /config.json points `local` at sandboxUrl.
export const sandboxPort = 18000
export const sandboxUrl = `http://127.0.0.1:${sandboxPort}`
export const appPort = 18001
export const appUrl = `http://127.0.0.1:${appPort}`
