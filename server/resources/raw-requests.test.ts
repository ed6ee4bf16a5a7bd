// Requests node's HTTP client refuses to send (raw bytes on a socket): protocol-level garbage must
// get the same kind of answer as any other bad input — Horizon problem+json, within a timeout —
// or at least no answer that hangs. Complements generated-requests.test.ts.
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSimulatedSandbox, type RunningSandbox } from '../testing/test-support.ts'
import { answerFaults, type Answer } from '../testing/generated-answers-support.ts'

const TIMEOUT_MS = 2_000

/** Writes `payload` (latin1 bytes) and reads one HTTP/1.x answer, or reports a hang. */
function sendRaw(port: number, payload: string): Promise<Answer> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    const timer = setTimeout(() => {
      socket.destroy()
      resolve({ kind: 'timeout', stage: chunks.length === 0 ? 'headers' : 'body' })
    }, TIMEOUT_MS)
    const finish = (answer: Answer) => {
      clearTimeout(timer)
      socket.destroy()
      resolve(answer)
    }
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk)
      const answer = parseAnswer(Buffer.concat(chunks), false)
      if (answer) finish(answer)
    })
    socket.on('close', () =>
      finish(
        parseAnswer(Buffer.concat(chunks), true) ?? {
          kind: 'connection-error',
          message: 'connection closed without an answer',
        },
      ),
    )
    socket.on('error', () => {})
    socket.end(payload, 'latin1')
  })
}

/** One answer with a Content-Length body (or the bytes up to the close), else undefined. */
function parseAnswer(bytes: Buffer, closed: boolean): Answer | undefined {
  const headEnd = bytes.indexOf('\r\n\r\n')
  if (headEnd === -1) return undefined
  const [statusLine = '', ...headerLines] = bytes
    .subarray(0, headEnd)
    .toString('latin1')
    .split('\r\n')
  const headers: Record<string, string> = {}
  for (const line of headerLines) {
    const colon = line.indexOf(':')
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim()
  }
  const declared = headers['content-length']
  const body = bytes.subarray(headEnd + 4)
  if (declared === undefined && !closed) return undefined
  if (declared !== undefined && body.length < Number(declared)) return undefined
  return {
    kind: 'response',
    status: Number(statusLine.split(' ')[1]),
    headers,
    body: declared === undefined ? body : body.subarray(0, Number(declared)),
    streamCut: false,
  }
}

describe('raw HTTP requests', () => {
  let sandbox: RunningSandbox
  let port: number
  beforeAll(async () => {
    sandbox = await startSimulatedSandbox({ history: 5 })
    port = Number(new URL(sandbox.baseUrl).port)
  })
  afterAll(() => sandbox.stop())

  async function faultsOf(payload: string): Promise<string[]> {
    const answer = await sendRaw(port, payload)
    return answerFaults({ method: 'GET', target: '/', headers: {} }, answer)
  }

  it.each([
    ['absolute-form target', 'GET http://elsewhere.example/ledgers HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['asterisk-form target', 'OPTIONS * HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['HTTP/1.0 without Host', 'GET /ledgers?limit=1 HTTP/1.0\r\n\r\n'],
    ['two Host headers', 'GET /ledgers?limit=1 HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n'],
  ])('answers a %s like any request', async (_name, payload) => {
    expect(await faultsOf(payload)).toEqual([])
  })

  // Not a known defect: node's HTTP parser answers these itself (server 'clientError' default)
  // with a bare status and no body, before the sandbox sees them. Reported to the lead.
  it.each([
    [
      '20,000-byte query string',
      `GET /ledgers?x=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    ],
    [
      '20,000-byte header',
      `GET /ledgers HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`,
    ],
    ['raw space in the path', 'GET /led gers HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['raw UTF-8 bytes in the path', 'GET /accounts/\xc3\xa9 HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['unknown HTTP version', 'GET /ledgers HTTP/9.9\r\nHost: x\r\n\r\n'],
    ['HTTP/1.1 without Host', 'GET /ledgers HTTP/1.1\r\n\r\n'],
    ['binary garbage', '\x00\x01\x02\xffhello\r\n\r\n'],
    ['CONNECT', 'CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: x\r\n\r\n'],
  ])('answers a %s with problem+json', async (_name, payload) => {
    expect(await faultsOf(payload)).toEqual([])
  })
})
