// Turning a step into a request and judging its answer: the part of running a journey both
// runners share, so a step means the same under k6 and under Node.
import type { Step, Vars } from './step.ts'

export interface StepRequest {
  method: Step['method']
  url: string
  headers: Record<string, string>
  body?: string
}

/** A query string as @care/sdk writes one: objects and arrays as JSON values. */
export function query(params: Record<string, unknown>): string {
  const parts = Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(typeof value === 'object' ? JSON.stringify(value) : String(value))}`)
  return parts.length ? `?${parts.join('&')}` : ''
}

export function requestFor(step: Step, origin: string, vars: Vars): StepRequest {
  const headers: Record<string, string> = {}
  if (step.token) {
    const token = vars[step.token]
    if (!token) throw new Error(`${step.name}: no '${step.token}' kept by an earlier step`)
    headers.authorization = `Bearer ${token}`
  }
  const payload = step.body?.(vars)
  if (payload !== undefined) headers['content-type'] = 'application/json'
  return { method: step.method, url: `${origin}${step.path(vars)}`, headers, ...(payload === undefined ? {} : { body: JSON.stringify(payload) }) }
}

export interface Verdict {
  /** what went wrong, naming the step; undefined when the answer was the expected one */
  problem?: string
  /** the vars after this step (the input when nothing was kept) */
  vars: Vars
}

/** The answer's status, then its JSON shape, then what later steps keep from it. */
export function judge(step: Step, status: number, text: string, vars: Vars): Verdict {
  if (status !== step.status) return { problem: `${step.name}: ${status} instead of ${step.status}${text ? `: ${text.slice(0, 200)}` : ''}`, vars }
  let body: unknown
  try {
    body = text ? JSON.parse(text) : undefined
  } catch {
    return { problem: `${step.name}: the answer is not JSON: ${text.slice(0, 200)}`, vars }
  }
  try {
    const wrong = step.check?.(body, vars)
    if (wrong) return { problem: `${step.name}: ${wrong}`, vars }
    return { vars: step.keep ? { ...vars, ...step.keep(body, vars) } : vars }
  } catch (e) {
    // a check or keep that reads a missing field is a wrong shape, not a crash of the runner
    return { problem: `${step.name}: unexpected answer (${(e as Error).message})`, vars }
  }
}
