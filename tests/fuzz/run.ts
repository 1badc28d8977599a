// The fuzz run against a running platform: the fixed cases, then `runs` generated ones — the routes
// visited round-robin in a seeded order, so a few hundred requests reach every route of the table
// and the gateway's file routes, each case drawn from its own seed (seed + index) so one can be
// sent again alone — with a few in flight at once, until the count or the time bound is reached.
import fc from 'fast-check'
import { routeTable, type RouteDef } from '@care/contracts/routes/index'
import { caseArbitrary, type FuzzCase } from './cases.ts'
import { describeHostile } from './hostile.ts'
import { FIXED_CASES, type FixedCaseContext } from './fixed-cases.ts'
import { IdPool } from './id-pool.ts'
import { judge, type Answer } from './judge.ts'
import { changesOwnSession, fuzzPrincipals, type FuzzPrincipal, type FuzzPrincipals } from './principals.ts'
import { buildRequest } from './requests.ts'
import { sender, type RawRequest } from './send.ts'
import { Tally } from './tally.ts'
import { ANNOUNCED_SIZE, DOWNLOAD_ROUTE, UPLOAD_ROUTE, uploadBody, uploadCaseArbitrary, type UploadCase } from './uploads.ts'

export interface FuzzOptions {
  /** the platform's origin */
  url: string
  seed: number
  /** generated cases (the fixed ones come on top) */
  runs: number
  /** no new case starts after this many seconds */
  seconds: number
  /** requests in flight at once */
  concurrency?: number
  /** send only the generated case of this index (after the fixed ones) */
  only?: number
}

export interface FuzzResult {
  tally: Tally
  summary: string
  /** who the run called as, for the health check after it */
  principals: FuzzPrincipals
}

type Target = { kind: 'route'; route: RouteDef; name: string } | { kind: 'upload'; name: string }

const routeName = (r: RouteDef) => `${r.method} ${r.path}`

function targets(): Target[] {
  return [
    ...routeTable.map((route) => ({ kind: 'route' as const, route, name: routeName(route) })),
    { kind: 'upload', name: UPLOAD_ROUTE },
    { kind: 'upload', name: DOWNLOAD_ROUTE },
  ]
}

/** one value of `arb` from its own seed: biased to edge values half the time, uniform otherwise */
const drawn = <T>(arb: fc.Arbitrary<T>, seed: number): T => fc.sample(fc.oneof(arb, fc.noBias(arb)), { seed, numRuns: 1 })[0]

function describeCase(c: FuzzCase): string {
  const m = c.mutation
  if (!m) return 'schema-shaped'
  if (m.kind === 'value') return describeHostile(m.hostile)
  return `${m.kind}:${m.variant}`
}

const shown = (r: RawRequest) => `${r.method} ${r.target.length > 200 ? `${r.target.slice(0, 200)}…` : r.target}${r.body ? ` (${r.body.length} bytes${r.body.length <= 200 ? `: ${String(r.body)}` : ''})` : ''}`

export async function runFuzz(o: FuzzOptions): Promise<FuzzResult> {
  const started = Date.now()
  const deadline = started + o.seconds * 1000
  const all = targets()
  const tally = new Tally(all.map((t) => t.name))
  const pool = new IdPool()
  const http = sender(o.url, o.concurrency ?? 4)
  const principals: FuzzPrincipals = await fuzzPrincipals(o.url)
  const origin = new URL(o.url)

  const uploadTarget = async (): Promise<string> => {
    const res = await http.send({
      method: 'POST', target: '/v1/prepare-file-upload', headers: { ...principals.who.admin, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'fuzz.txt', size: ANNOUNCED_SIZE, type: 'text/plain' }),
    })
    if (res.status !== 200) throw new Error(`prepare-file-upload answered ${res.status}: ${res.body}`)
    const link = new URL((JSON.parse(res.body) as { presignedUpload: { url: string } }).presignedUpload.url, origin)
    return `${link.pathname}${link.search}`
  }
  const ctx: FixedCaseContext = { uploadTarget }

  const settle = (index: number | 'fixed', route: string, principal: FuzzPrincipal, allowed: boolean, sent: string, request: RawRequest, answer: Answer, since: number) => {
    tally.record(route, principal, sent, answer.status, Date.now() - since)
    const reason = judge(answer, allowed)
    if (reason) tally.findings.push({ index, route, principal, sent, request: shown(request), status: answer.status, reason, body: answer.body || answer.error || '' })
  }

  for (const fixed of FIXED_CASES) {
    const since = Date.now()
    const request = await fixed.request(ctx)
    request.headers = { ...principals.who[fixed.principal], ...request.headers }
    const answer = await http.send(request)
    settle('fixed', fixed.name, fixed.principal, true, 'fixed', request, answer, since)
    if (fixed.expect !== undefined && answer.status !== fixed.expect && answer.status > 0) {
      tally.findings.push({ index: 'fixed', route: fixed.name, principal: fixed.principal, sent: 'fixed', request: shown(request), status: answer.status, reason: `answered ${answer.status}, not ${fixed.expect}`, body: answer.body })
    }
  }

  const order = drawn(fc.shuffledSubarray([...all.keys()], { minLength: all.length, maxLength: all.length }), o.seed)
  const arbitraries = new Map<RouteDef, fc.Arbitrary<FuzzCase>>()

  const sendRouteCase = async (index: number, route: RouteDef, name: string) => {
    const since = Date.now()
    if (!arbitraries.has(route)) arbitraries.set(route, caseArbitrary(route))
    const c = drawn(arbitraries.get(route)!, o.seed + index)
    // a call that spends its caller's session gets a caller of its own
    const who = c.allowed && changesOwnSession(route) ? await principals.disposable(c.principal) : principals.who[c.principal]
    const request = buildRequest(route, c, pool, who.authorization)
    const answer = await http.send(request)
    settle(index, name, c.principal, c.allowed, describeCase(c), request, answer, since)
    if (answer.status === 200 && route.collection && /\.create(One|Some)$/.test(route.operation)) {
      pool.addFromAnswer(route.collection, c.principal, JSON.parse(answer.body || '{}'))
    }
  }

  const sendUploadCase = async (index: number, name: string) => {
    const since = Date.now()
    const u: UploadCase = drawn(uploadCaseArbitrary.filter((c) => c.route === name), o.seed + index)
    const token = u.token === 'fresh' ? await uploadTarget() : `/v1/${name === UPLOAD_ROUTE ? 'file-upload' : 'file-download'}/${encodeURIComponent(u.token)}`
    const [type, body] = uploadBody(u.form)
    const request: RawRequest = name === UPLOAD_ROUTE ? { method: 'POST', target: token, headers: { 'content-type': type }, body } : { method: 'GET', target: `${token}?inline=1`, headers: {} }
    settle(index, name, 'anonymous', true, u.token === 'fresh' ? u.form.kind : `junk-token ${u.form.kind}`, request, await http.send(request), since)
  }

  let next = o.only ?? 0
  const last = o.only !== undefined ? o.only + 1 : o.runs
  let stoppedByTime = false
  const worker = async () => {
    for (;;) {
      const index = next++
      if (index >= last) return
      if (Date.now() > deadline) {
        stoppedByTime = true
        return
      }
      const target = all[order[index % all.length]]
      if (process.env.FUZZ_TRACE) console.error('>>', index, target.name)
      if (target.kind === 'route') await sendRouteCase(index, target.route, target.name)
      else await sendUploadCase(index, target.name)
    }
  }
  try {
    await Promise.all(Array.from({ length: o.concurrency ?? 4 }, worker))
  } finally {
    http.close()
  }
  return { tally, principals, summary: tally.summary({ seed: o.seed, seconds: (Date.now() - started) / 1000, stoppedByTime, retried: http.retried() }) }
}
