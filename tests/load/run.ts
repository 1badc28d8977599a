// A bounded load against a running gateway's /v1, for a cluster (the skaffold `loadgen` module
// runs it as a Job) or any URL: each worker registers its own staff user (one session each, so
// the per-session rate limit is shared out), creates an enduser, then reads and creates until
// the request budget is spent or the deadline passes, and stops. Prints a JSON summary; exits 1
// when requests failed (network errors and 5xx; 429s are counted apart, they are the rate limits
// doing their job), or when the gateway never became ready.
//   TARGET_URL        gateway base URL (default http://127.0.0.1:8080)
//   LOAD_REQUESTS     total requests after set-up (default 600)
//   LOAD_CONCURRENCY  workers, each with its own session (default 4)
//   LOAD_MAX_SECONDS  hard deadline for the whole run, readiness wait included (default 120)
//   LOAD_WRITE_RATIO  share of the requests that create an enduser (default 0.2)
import { randomBytes } from 'node:crypto'
import { pathToFileURL } from 'node:url'

export interface LoadOptions {
  targetUrl: string
  requests: number
  concurrency: number
  maxSeconds: number
  writeRatio: number
}

export interface LoadSummary {
  target: string
  sent: number
  ok: number
  rateLimited: number
  failed: number
  /** up to five distinct failure descriptions */
  failures: string[]
  p50Ms: number
  p99Ms: number
  /** budget: every request sent; deadline: time ran out; not-ready: /readyz never answered 200;
   * setup-failed: no worker could register and seed (see failures) */
  stoppedBy: 'budget' | 'deadline' | 'not-ready' | 'setup-failed'
}

const positive = (raw: string | undefined, fallback: number, name: string): number => {
  if (raw === undefined || raw === '') return fallback
  const n = Number(raw)
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, got '${raw}'`)
  return n
}

export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): LoadOptions {
  const writeRatio = env.LOAD_WRITE_RATIO === undefined || env.LOAD_WRITE_RATIO === '' ? 0.2 : Number(env.LOAD_WRITE_RATIO)
  if (!(writeRatio >= 0 && writeRatio <= 1)) throw new Error(`LOAD_WRITE_RATIO must be between 0 and 1, got '${env.LOAD_WRITE_RATIO}'`)
  return {
    targetUrl: (env.TARGET_URL || 'http://127.0.0.1:8080').replace(/\/+$/, ''),
    requests: Math.floor(positive(env.LOAD_REQUESTS, 600, 'LOAD_REQUESTS')),
    concurrency: Math.floor(positive(env.LOAD_CONCURRENCY, 4, 'LOAD_CONCURRENCY')),
    maxSeconds: positive(env.LOAD_MAX_SECONDS, 120, 'LOAD_MAX_SECONDS'),
    writeRatio,
  }
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0)

export async function runLoad(o: LoadOptions): Promise<LoadSummary> {
  const deadline = Date.now() + o.maxSeconds * 1000
  const summary: LoadSummary = { target: o.targetUrl, sent: 0, ok: 0, rateLimited: 0, failed: 0, failures: [], p50Ms: 0, p99Ms: 0, stoppedBy: 'budget' }
  const latencies: number[] = []
  const fail = (what: string) => {
    summary.failed++
    if (summary.failures.length < 5 && !summary.failures.includes(what)) summary.failures.push(what)
  }
  const timeLeft = () => deadline - Date.now()

  // the gateway is ready once identity answers over the bus; a fresh deployment may need a moment
  let ready = false
  while (!ready && timeLeft() > 0) {
    try {
      ready = (await fetch(`${o.targetUrl}/readyz`, { signal: AbortSignal.timeout(Math.max(1, Math.min(5000, timeLeft()))) })).ok
    } catch {
      ready = false
    }
    if (!ready) await new Promise((r) => setTimeout(r, Math.max(0, Math.min(1000, timeLeft()))))
  }
  if (!ready) {
    summary.stoppedBy = 'not-ready'
    fail(`${o.targetUrl}/readyz never answered 200`)
    return summary
  }

  let budget = o.requests
  const take = () => {
    if (budget <= 0) return false
    budget--
    return true
  }

  async function call(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<{ status: number; json?: any }> {
    const started = performance.now()
    summary.sent++
    try {
      const res = await fetch(`${o.targetUrl}${path}`, {
        method,
        headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(Math.max(1, Math.min(10_000, timeLeft()))),
      })
      const text = await res.text()
      latencies.push(performance.now() - started)
      if (res.status === 429) summary.rateLimited++
      else if (res.status >= 500) fail(`${method} ${path.replace(/[0-9a-f]{24}/g, ':id')} → ${res.status}`)
      else if (res.status >= 400) fail(`${method} ${path.replace(/[0-9a-f]{24}/g, ':id')} → ${res.status} ${text.slice(0, 120)}`)
      else summary.ok++
      let json: any
      try {
        json = text ? JSON.parse(text) : undefined
      } catch {
        json = undefined
      }
      return { status: res.status, json }
    } catch (err) {
      fail(`${method} ${path.replace(/[0-9a-f]{24}/g, ':id')} → ${(err as Error).name}: ${(err as Error).message}`)
      return { status: 0 }
    }
  }

  async function worker(index: number): Promise<void> {
    const email = `load-${randomBytes(6).toString('hex')}-${index}@example.com`
    const registered = await call('POST', '/v1/users/register', {}, { email, password: 'Load-test-2026', organizationName: `Load ${email}` })
    const token: string | undefined = registered.json?.authToken
    if (!token) return
    const auth = { authorization: `Bearer ${token}` }
    const seeded = await call('POST', '/v1/enduser', auth, { fname: 'Load', lname: `Seed ${index}`, tags: ['load-test'] })
    const id: string | undefined = seeded.json?.id
    if (!id) return
    let n = 0
    while (timeLeft() > 0 && take()) {
      n++
      const write = o.writeRatio > 0 && n % Math.max(1, Math.round(1 / o.writeRatio)) === 0
      if (write) await call('POST', '/v1/enduser', auth, { fname: 'Load', lname: `Patient ${index}-${n}`, tags: ['load-test'] })
      else await call('GET', `/v1/enduser/${id}`, auth)
    }
  }

  await Promise.all(Array.from({ length: o.concurrency }, (_, i) => worker(i)))
  if (budget > 0) summary.stoppedBy = timeLeft() <= 0 ? 'deadline' : 'setup-failed'
  latencies.sort((a, b) => a - b)
  summary.p50Ms = Math.round(percentile(latencies, 50) * 10) / 10
  summary.p99Ms = Math.round(percentile(latencies, 99) * 10) / 10
  return summary
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const summary = await runLoad(optionsFromEnv())
  console.log(JSON.stringify(summary, null, 2))
  process.exit(summary.failed > 0 || summary.ok === 0 ? 1 : 0)
}
