// Figures of a journey's run: request latencies as percentiles, rates per second, and the table
// `npm run load` prints.

export interface JourneyFigures {
  journey: string
  /** whole iterations that passed every step */
  iterations: number
  requests: number
  /** steps answered wrongly (status or shape) or not at all */
  failed: number
  /** up to five distinct failures */
  failures: string[]
  seconds: number
  /** requests per second over the run */
  rps: number
  p50Ms: number
  p95Ms: number
  p99Ms: number
  /** budget: the iteration count was reached; time: the run's seconds were up; setup-failed */
  stoppedBy: 'budget' | 'time' | 'setup-failed'
}

/** nearest-rank percentile of sorted values */
export const percentile = (sorted: readonly number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] : 0

const ms = (n: number) => Math.round(n * 10) / 10

export function figures(journey: string, latencies: number[], o: { iterations: number; failed: number; failures: string[]; seconds: number; stoppedBy: JourneyFigures['stoppedBy'] }): JourneyFigures {
  const sorted = [...latencies].sort((a, b) => a - b)
  return {
    journey,
    iterations: o.iterations,
    requests: latencies.length,
    failed: o.failed,
    failures: o.failures,
    seconds: ms(o.seconds),
    rps: o.seconds > 0 ? Math.round(latencies.length / o.seconds) : 0,
    p50Ms: ms(percentile(sorted, 50)),
    p95Ms: ms(percentile(sorted, 95)),
    p99Ms: ms(percentile(sorted, 99)),
    stoppedBy: o.stoppedBy,
  }
}

export function formatTable(rows: readonly JourneyFigures[]): string {
  const head = ['journey', 'iterations', 'requests', 'failed', 'rps', 'p50 ms', 'p95 ms', 'p99 ms']
  const body = rows.map((r) => [r.journey, r.iterations, r.requests, r.failed, r.rps, r.p50Ms, r.p95Ms, r.p99Ms].map(String))
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)))
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')
  return [line(head), ...body.map(line)].join('\n')
}
