import { createContext } from 'react-router'
import type { RuntimeConfig } from '@/api/runtime-config'

// Apart from runtime-config.ts, which the early script imports: a React Router import there would
// carry the router into that small classic script.

/** Router context key through which loaders reach the page load's settings (router.tsx). */
export const runtimeConfigContext = createContext<Promise<RuntimeConfig>>()
