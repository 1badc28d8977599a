// The load journeys as a k6 script: the same journeys (../journeys) the Node runner drives, each a
// k6 scenario run after the other, bounded in iterations and time like the Node runner. k6 runs
// JavaScript, so bundle it first (bundle.ts, esbuild; k6's own modules stay imports):
//   node --import tsx tests/load/k6/bundle.ts && k6 run tests/load/k6/dist/journeys.js
//   LOAD_TARGET (default http://127.0.0.1:8080), LOAD_VUS (4), LOAD_SECONDS (15), LOAD_ITERATIONS (5000)
import { check, fail } from 'k6'
import exec from 'k6/execution'
import http from 'k6/http'
import type { Options, Scenario } from 'k6/options'
import { DEMO_CLINIC, JOURNEYS, judge, requestFor, type Journey, type Step, type Vars, type Verdict } from '../journeys/index.ts'

const setting = (name: string, fallback: string) => __ENV[name] || fallback
const origin = setting('LOAD_TARGET', 'http://127.0.0.1:8080').replace(/\/+$/, '')
const vus = Number(setting('LOAD_VUS', '4'))
const seconds = Number(setting('LOAD_SECONDS', '15'))
const iterations = Number(setting('LOAD_ITERATIONS', '5000'))

const scenario = (index: number): Scenario => ({
  executor: 'shared-iterations',
  exec: 'iteration',
  vus,
  iterations,
  maxDuration: `${seconds}s`,
  // one journey after the other, as the Node runner runs them
  startTime: `${index * (seconds + 5)}s`,
  gracefulStop: '5s',
})

export const options: Options = {
  scenarios: Object.fromEntries(JOURNEYS.map((j, i) => [j.name, scenario(i)])),
  thresholds: {
    // every step of every iteration answered as the journey expects
    checks: ['rate==1'],
    // a threshold on each journey's sub-metric is what makes k6 print that journey's percentiles
    ...Object.fromEntries(JOURNEYS.map((j) => [`http_req_duration{scenario:${j.name}}`, ['p(95)>=0']])),
  },
  summaryTrendStats: ['avg', 'p(50)', 'p(95)', 'p(99)', 'max'],
}

function send(step: Step, vars: Vars): Verdict {
  const req = requestFor(step, origin, vars)
  // named by the step, not the URL: ids and access codes would make a time series per request
  const res = http.request(req.method, req.url, req.body ?? null, { headers: req.headers, tags: { name: step.name } })
  return judge(step, res.status, typeof res.body === 'string' ? res.body : '', vars)
}

/** Each journey's setup steps once; answers the vars its iterations start from. */
export function setup(): Record<string, Vars> {
  const start: Record<string, Vars> = {}
  for (const journey of JOURNEYS) {
    let vars: Vars = { ...DEMO_CLINIC }
    for (const step of journey.setup) {
      const verdict = send(step, vars)
      if (verdict.problem) fail(`${journey.name} setup: ${verdict.problem}`)
      vars = verdict.vars
    }
    start[journey.name] = vars
  }
  return start
}

/** One iteration of the journey this scenario is named after; a failed step ends it. */
export function iteration(start: Record<string, Vars>): void {
  const journey: Journey | undefined = JOURNEYS.find((j) => j.name === exec.scenario.name)
  if (!journey) fail(`no journey named ${exec.scenario.name}`)
  let vars = start[journey.name]
  for (const step of journey.steps) {
    const verdict = send(step, vars)
    if (!check(verdict, { [step.name]: (v) => !v.problem })) fail(verdict.problem)
    vars = verdict.vars
  }
}
