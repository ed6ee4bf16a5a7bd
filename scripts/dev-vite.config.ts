// Vite config of `npm run dev`: the project's vite.config.ts plus a /config.json that points the
// `local` network at the sandbox the dev launcher started (its URL arrives in
// LEDGER_EXPLORER_SANDBOX_URL), so a non-default --sandbox-port still works with hot reload.
import { mergeConfig, type Plugin } from 'vite'
import projectConfig from '../vite.config.ts'

const sandboxUrl = process.env.LEDGER_EXPLORER_SANDBOX_URL

function sandboxRuntimeConfig(): Plugin {
  return {
    name: 'ledger-explorer-dev-runtime-config',
    configureServer(server) {
      if (!sandboxUrl) return
      const body = `${JSON.stringify({ defaultNetwork: 'local', localHorizonUrl: sandboxUrl }, null, 2)}\n`
      server.middlewares.use('/config.json', (_request, response) => {
        response.setHeader('Content-Type', 'application/json; charset=utf-8')
        response.setHeader('Cache-Control', 'no-cache')
        response.end(body)
      })
    },
  }
}

export default mergeConfig(projectConfig, { plugins: [sandboxRuntimeConfig()] })
