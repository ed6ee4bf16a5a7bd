// A TCP port free on 127.0.0.1 right now, for tests that start a launcher (which takes fixed
// ports on its command line, so port 0 cannot be passed through).
import { createServer } from 'node:net'

export function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}
