// The Node runner of the load journeys (undici): a journey's setup once, then `vus` virtual users
// each running its iterations one after another until the iteration budget is spent or the time is
// up — bounded in both, and against loopback only (a load generator aimed at someone else's
// server by mistake is a denial of service). A failed step ends its iteration: the later steps
// need what it would have kept.
import { performance } from 'node:perf_hooks'
import { Agent, request } from 'undici'
import { judge, requestFor, type Journey, type Step, type Vars } from '../journeys/index.ts'
import { figures, type JourneyFigures } from './stats.ts'

export interface RunOptions {
  /** e.g. http://127.0.0.1:8080 */
  origin: string
  /** virtual users, each its own connection */
  vus: number
  /** the most iterations in all */
  iterations: number
  /** no iteration starts after this */
  seconds: number
  /** what the journeys start from (the clinic's accounts) */
  vars: Vars
  /** one request's limit */
  requestTimeoutMs?: number
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1'])

export function assertLoopback(origin: string): void {
  const host = new URL(origin).hostname
  if (!LOOPBACK.has(host)) throw new Error(`the load runner drives loopback only (127.0.0.1, localhost, ::1), not ${host}`)
}

interface Sent {
  problem?: string
  vars: Vars
  ms?: number
}

async function send(step: Step, o: RunOptions, vars: Vars, dispatcher: Agent): Promise<Sent> {
  let req
  try {
    req = requestFor(step, o.origin, vars)
  } catch (e) {
    return { problem: (e as Error).message, vars }
  }
  const started = performance.now()
  try {
    const timeout = o.requestTimeoutMs ?? 10_000
    const res = await request(req.url, { method: req.method, headers: req.headers, body: req.body, dispatcher, headersTimeout: timeout, bodyTimeout: timeout })
    const text = await res.body.text()
    return { ...judge(step, res.statusCode, text, vars), ms: performance.now() - started }
  } catch (e) {
    return { problem: `${step.name}: ${(e as Error).name}: ${(e as Error).message}`, vars, ms: performance.now() - started }
  }
}

/** The journey's setup steps in order; answers the vars every iteration starts from. */
export async function runSetup(journey: Journey, o: RunOptions, dispatcher: Agent): Promise<Sent> {
  let vars = o.vars
  for (const step of journey.setup) {
    const sent = await send(step, o, vars, dispatcher)
    if (sent.problem) return sent
    vars = sent.vars
  }
  return { vars }
}

export async function runJourney(journey: Journey, o: RunOptions): Promise<JourneyFigures> {
  assertLoopback(o.origin)
  const dispatcher = new Agent({ connections: o.vus })
  const latencies: number[] = []
  const failures: string[] = []
  let failed = 0
  let passed = 0
  const fail = (problem: string) => {
    failed++
    if (failures.length < 5 && !failures.includes(problem)) failures.push(problem)
  }
  const started = performance.now()
  try {
    const setup = await runSetup(journey, o, dispatcher)
    if (setup.problem) {
      fail(`setup: ${setup.problem}`)
      return figures(journey.name, latencies, { iterations: 0, failed, failures, seconds: (performance.now() - started) / 1000, stoppedBy: 'setup-failed' })
    }
    const begun = performance.now()
    const deadline = begun + o.seconds * 1000
    let budget = o.iterations
    const user = async () => {
      while (budget > 0 && performance.now() < deadline) {
        budget--
        let vars = setup.vars
        let ok = true
        for (const step of journey.steps) {
          const sent = await send(step, o, vars, dispatcher)
          if (sent.ms !== undefined) latencies.push(sent.ms)
          if (sent.problem) {
            fail(sent.problem)
            ok = false
            break
          }
          vars = sent.vars
        }
        if (ok) passed++
      }
    }
    await Promise.all(Array.from({ length: o.vus }, user))
    return figures(journey.name, latencies, {
      iterations: passed, failed, failures, seconds: (performance.now() - begun) / 1000, stoppedBy: budget > 0 ? 'time' : 'budget',
    })
  } finally {
    await dispatcher.close()
  }
}
