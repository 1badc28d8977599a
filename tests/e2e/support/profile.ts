// Where a browser suite's time goes (issue #25), behind E2E_PROFILE=1: the harness times its steps
// (opening a context, page loads, signing in, screenshots — resizing and capturing apart —, axe
// checks — settling, injecting, running —, fixed waits) and, when the suite's environment closes,
// prints a table of count, total and share of the suite's time per step and appends it as JSON to
// E2E_PROFILE_FILE when set. Steps nest (a sign-in includes its page load), so shares overlap.
// Off (the default), `timed` only calls through.
import { appendFileSync } from 'node:fs'
import { basename } from 'node:path'

export const PROFILING = process.env.E2E_PROFILE === '1'

const steps = new Map<string, { count: number; ms: number }>()

/** Runs `run`, adding its duration to `step` when profiling. */
export async function timed<T>(step: string, run: () => Promise<T>): Promise<T> {
  if (!PROFILING) return run()
  const started = performance.now()
  try {
    return await run()
  } finally {
    const entry = steps.get(step) ?? { count: 0, ms: 0 }
    entry.count += 1
    entry.ms += performance.now() - started
    steps.set(step, entry)
  }
}

/** The table of the steps timed since `since` (performance.now()), printed and kept; then reset. */
export function reportProfile(since: number): void {
  if (!PROFILING) return
  const total = performance.now() - since
  const suite = basename(process.argv[1] ?? 'suite')
  const rows = [...steps].sort((a, b) => b[1].ms - a[1].ms)
  const lines = [
    `e2e profile of ${suite}: ${(total / 1000).toFixed(1)} s from the environment ready to closed`,
    ...rows.map(([step, { count, ms }]) => `  ${step.padEnd(34)} ${String(count).padStart(4)}×  ${(ms / 1000).toFixed(1).padStart(7)} s  ${((100 * ms) / total).toFixed(0).padStart(3)} %`),
  ]
  console.log(lines.join('\n'))
  const file = process.env.E2E_PROFILE_FILE
  if (file) appendFileSync(file, `${JSON.stringify({ suite, totalMs: Math.round(total), steps: Object.fromEntries(rows.map(([s, v]) => [s, { count: v.count, ms: Math.round(v.ms) }])) })}\n`)
  steps.clear()
}
