// What a load journey is, written once for both runners: the k6 script (k6/journeys.ts, bundled)
// and the Node runner (node/runner.ts). Plain data and pure functions only — no Node or k6 import
// here, so the same module runs inside k6's JavaScript runtime and under Node.

/** Values a journey carries from one step to the next (tokens, ids); strings, as k6's __ENV is. */
export type Vars = Record<string, string>

export interface Step {
  /** how the step shows in reports: the method and the route, e.g. 'GET /v1/files' */
  name: string
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE'
  /** the path from the origin, '/v1/…' with its query string */
  path: (v: Vars) => string
  /** the Vars entry holding the session token sent as `Authorization: Bearer …` */
  token?: string
  /** sent as JSON */
  body?: (v: Vars) => unknown
  /** the only status the step accepts */
  status: number
  /** the answer's shape: a sentence saying what is wrong with it, or undefined when it is right */
  check?: (body: any, v: Vars) => string | undefined
  /** what later steps need from the answer */
  keep?: (body: any, v: Vars) => Vars
}

export interface Journey {
  /** a k6 scenario name as well: letters, digits, '-' and '_' */
  name: string
  summary: string
  /** run once before the iterations (k6's setup()); what it keeps starts every iteration */
  setup: Step[]
  /** one iteration: what one user does, in order */
  steps: Step[]
}
