// Where the e2e servers listen. public/config.json points the `local` network at sandboxUrl, so the
// built app talks to this sandbox without any test-only configuration.
export const sandboxPort = 8000
export const sandboxUrl = `http://127.0.0.1:${sandboxPort}`
export const appUrl = 'http://127.0.0.1:4173'
