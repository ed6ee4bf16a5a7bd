// A proxy on loopback that holds every request `delayMs` before passing it to `target` (a
// sandbox), so bench:explorer can load pages as they load from a far-away Horizon: real ones
// answer tens to hundreds of milliseconds away, the sandbox on loopback in one. Responses
// (streams included) are piped back as they come.
import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'

export async function startDelayingProxy(target: string, delayMs: number) {
  const upstream = new URL(target)
  const server = createServer((incoming, outgoing) => {
    setTimeout(() => {
      const forwarded = request(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: incoming.method,
          path: incoming.url,
          headers: { ...incoming.headers, host: upstream.host },
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(outgoing)
        },
      )
      forwarded.on('error', () => outgoing.destroy())
      outgoing.on('close', () => forwarded.destroy())
      incoming.pipe(forwarded)
    }, delayMs)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
