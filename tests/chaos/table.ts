// The chaos runner's figures as one line per scenario and a table of all of them.
import type { ChaosResult } from './run.ts'

/** the writer's statuses that are not HTTP ones */
const LABELS: Record<string, string> = { '0': 'dropped', '-1': 'unanswered' }
const answers = (r: ChaosResult) => Object.entries(r.statuses).map(([status, n]) => `${LABELS[status] ?? status}×${n}`).join(' ')
const events = (r: ChaosResult) =>
  Object.entries(r.subscribers).map(([name, c]) => `${name}: ${c.lost.length} lost, ${c.twice.length} twice, ${c.resyncs} resyncs (${c.refetched} refetched), ${c.sockets} sockets`).join('; ')

export function resultLine(r: ChaosResult): string {
  const facts = Object.entries(r.facts).map(([k, v]) => `${k} ${v}`).join(', ')
  return `chaos: ${r.scenario} (${facts}): ${r.writes} writes in ${r.seconds} s, answers ${answers(r)}; events ${events(r)}; first success ${r.recoveredAfterMs ?? '?'} ms after the fault healed`
}

export function resultTable(results: ChaosResult[]): string {
  const header = ['scenario', 's', 'writes', '200', '503', 'dropped', '409', 'other', 'outage ms', 'recovery ms', 'events lost/twice', 'resyncs']
  const rows = results.map((r) => {
    const s = r.statuses
    const other = Object.entries(s).filter(([k]) => !['200', '503', '0', '409'].includes(k)).reduce((n, [, v]) => n + v, 0)
    const subs = Object.values(r.subscribers)
    return [
      r.scenario, String(r.seconds), String(r.writes), String(s[200] ?? 0), String(s[503] ?? 0), String(s[0] ?? 0), String(s[409] ?? 0), String(other),
      String(r.facts.outageMs ?? '?'), String(r.recoveredAfterMs ?? '?'),
      `${subs.reduce((n, c) => n + c.lost.length, 0)}/${subs.reduce((n, c) => n + c.twice.length, 0)}`,
      String(subs.reduce((n, c) => n + c.resyncs, 0)),
    ]
  })
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n')
}
