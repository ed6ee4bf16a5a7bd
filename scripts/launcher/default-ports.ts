// The development servers' default ports, in one place: the launchers use them and the e2e suite
// checks that its own ports (e2e/servers.ts) are none of them.
import type { LauncherDefaults } from './launcher-options.ts'

/** `npm start`: the sandbox on Horizon's usual local port, the built explorer right beside it. */
export const startDefaultPorts: LauncherDefaults = { port: 8001, sandboxPort: 8000 }

/** `npm run dev`: Vite's usual dev port. */
export const devDefaultPorts: LauncherDefaults = { port: 5173, sandboxPort: 8000 }

/** `npm run preview` (vite preview of dist/). */
export const previewPort = 4173
