// Counting side of `npm run bench:abuse`: every answer is judged by answerFaults (the checks of
// server/resources/generated-requests.test.ts) and counted by status and by kind of fault, with the
// first few faults kept as curl reproductions.
import type { Agent } from 'node:http'
import {
  answerFaults,
  sendGeneratedRequest,
  type Answer,
} from '../server/testing/generated-answers-support.ts'
import {
  describeRequest,
  type GeneratedRequest,
} from '../server/testing/generated-requests-support.ts'
import { formatTable, ms, percentile } from './bench-stats.ts'

type FaultKind = 'timeout' | 'connection error' | '5xx' | 'bad answer'

const KEPT_REPRODUCTIONS = 10

export class AnswerTally {
  total = 0
  private readonly statuses = new Map<string, number>()
  private readonly faults = new Map<FaultKind, number>()
  private readonly reproductions: string[] = []
  private readonly latencies: number[] = []

  record(baseUrl: string, generated: GeneratedRequest, answer: Answer, elapsedMs: number): void {
    this.total += 1
    this.latencies.push(elapsedMs)
    const status =
      answer.kind === 'response'
        ? `${answer.status} ${String(answer.headers['content-type'] ?? '(none)').split(';')[0]}`
        : answer.kind
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1)
    const faults = answerFaults(generated, answer)
    if (faults.length === 0) return
    const kind: FaultKind =
      answer.kind === 'timeout'
        ? 'timeout'
        : answer.kind === 'connection-error'
          ? 'connection error'
          : answer.status >= 500
            ? '5xx'
            : 'bad answer'
    this.faults.set(kind, (this.faults.get(kind) ?? 0) + 1)
    if (this.reproductions.length < KEPT_REPRODUCTIONS)
      this.reproductions.push(
        `${describeRequest(generated, baseUrl)}\n      → ${faults.join('; ')}`,
      )
  }

  print(): void {
    const statusRows = [...this.statuses]
      .sort((left, right) => right[1] - left[1])
      .map(([status, count]) => [status, String(count)])
    console.log(formatTable([['answer', 'count'], ...statusRows]).replace(/^/gm, '   '))
    const kinds: FaultKind[] = ['timeout', 'connection error', '5xx', 'bad answer']
    const faultTotal = kinds.reduce((sum, kind) => sum + (this.faults.get(kind) ?? 0), 0)
    console.log(
      `   faults: ${faultTotal} (${kinds.map((kind) => `${kind} ${this.faults.get(kind) ?? 0}`).join(', ')})`,
    )
    // Not summarize(): Math.max(...samples) overflows the stack at 100,000 samples.
    const max = this.latencies.reduce((largest, value) => Math.max(largest, value), 0)
    console.log(
      `   latency: p50 ${ms(percentile(this.latencies, 50))}, p99 ${ms(percentile(this.latencies, 99))}, max ${ms(max)}`,
    )
    for (const reproduction of this.reproductions) console.log(`   ✗ ${reproduction}`)
  }
}

export async function sendAndTally(
  tally: AnswerTally,
  baseUrl: string,
  generated: GeneratedRequest,
  timeoutMs: number,
  agent: Agent,
): Promise<void> {
  const startedAt = performance.now()
  const answer = await sendGeneratedRequest(baseUrl, generated, { timeoutMs, agent })
  tally.record(baseUrl, generated, answer, performance.now() - startedAt)
}
