import { createContext, useContext } from 'react'
import type { ReactNode } from 'react'
import type { StreamManager } from '@/api/stream-types'

// The app's StreamManager sits next to its QueryClient (main.tsx): one EventSource per stream
// URL holds only within one manager, and tests hand in a manager over a fake EventSource the
// same way the app hands in the real one.
const StreamManagerContext = createContext<StreamManager | null>(null)

export function StreamManagerProvider({
  manager,
  children,
}: {
  manager: StreamManager
  children: ReactNode
}) {
  return <StreamManagerContext value={manager}>{children}</StreamManagerContext>
}

export function useStreamManager(): StreamManager {
  const manager = useContext(StreamManagerContext)
  if (!manager) {
    throw new Error('No StreamManager: render live feeds inside <StreamManagerProvider>.')
  }
  return manager
}
