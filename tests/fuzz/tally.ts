// The run's totals — requests, answers by status, routes covered, what was sent and as whom — and
// its findings, printed as a few lines at the end of every run.
export interface Finding {
  /** the case's index: FUZZ_SEED=<seed> FUZZ_ONLY=<index> sends it again ('fixed' for the fixed list) */
  index: number | 'fixed'
  route: string
  principal: string
  sent: string
  request: string
  status: number
  reason: string
  body: string
}

const count = (m: Map<string, number>, key: string) => m.set(key, (m.get(key) ?? 0) + 1)
const line = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k}×${n}`).join(' ')

export class Tally {
  requests = 0
  readonly byStatus = new Map<string, number>()
  readonly bySent = new Map<string, number>()
  readonly byPrincipal = new Map<string, number>()
  /** milliseconds spent per kind of input sent, to see what the run's time goes to */
  readonly msBySent = new Map<string, number>()
  readonly covered = new Set<string>()
  readonly succeeded = new Set<string>()
  readonly findings: Finding[] = []

  private readonly known: Set<string>

  constructor(readonly routes: readonly string[]) {
    this.known = new Set(routes)
  }

  record(route: string, principal: string, sent: string, status: number, ms: number): void {
    this.requests++
    this.msBySent.set(sent, (this.msBySent.get(sent) ?? 0) + ms)
    count(this.byStatus, status === 0 ? 'none' : status === -1 ? 'unsent' : String(status))
    count(this.bySent, sent)
    count(this.byPrincipal, principal)
    if (!this.known.has(route)) return
    if (status > 0) this.covered.add(route)
    if (status >= 200 && status < 300) this.succeeded.add(route)
  }

  /** how many answers of `status` and above */
  answersFrom(status: number): number {
    return [...this.byStatus].filter(([s]) => Number(s) >= status).reduce((n, [, c]) => n + c, 0)
  }

  uncovered(): string[] {
    return this.routes.filter((r) => !this.covered.has(r))
  }

  summary(o: { seed: number; seconds: number; stoppedByTime: boolean; retried: number }): string {
    const findings = this.findings.map((f) => `  ✖ [${f.index}] ${f.route} as ${f.principal} (${f.sent}): ${f.reason}\n      ${f.request}\n      → ${f.status} ${f.body.slice(0, 300)}`)
    return [
      `fuzz: seed ${o.seed} (FUZZ_SEED=${o.seed} repeats this run), ${this.requests} requests in ${o.seconds.toFixed(1)} s${o.stoppedByTime ? ' (stopped by its time bound)' : ''}`,
      `  routes covered: ${this.covered.size} of ${this.routes.length} (${this.succeeded.size} answered 2xx at least once)`,
      `  answers: ${line(this.byStatus)}`,
      `  answers of 500: ${this.byStatus.get('500') ?? 0}; of 500 and above: ${this.answersFrom(500)} (503: a dependency declared unavailable); stack traces: ${this.findings.filter((f) => f.reason.startsWith('a stack trace')).length}; findings: ${this.findings.length}`,
      `  unanswered once, sent again on a new connection: ${o.retried}`,
      `  sent: ${line(this.bySent)}`,
      `  as: ${line(this.byPrincipal)}`,
      `  most time (s, requests overlap): ${[...this.msBySent].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, ms]) => `${k} ${(ms / 1000).toFixed(1)}`).join(', ')}`,
      ...findings,
    ].join('\n')
  }
}
