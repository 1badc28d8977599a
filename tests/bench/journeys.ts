// Journeys' hot path (issue #23): enrolling BENCH_JOURNEY_PATIENTS patients (10,000 by default) in a
// journey whose first step sends an email, through the gateway (POST /add-endusers-to-journey, 1,000
// patients a call): the time to enqueue them all, then how many actions the durable jobs execute a
// second (the template filled, the email stored and handed to SMTP), and the lag between each
// action's processAfter and the moment it finished (p50 / p99). Printed, never asserted.
// Part of `npm run bench` (run.ts); alone: `node --import tsx tests/bench/journeys.ts` with DATABASE_URL.
import { fileURLToPath } from 'node:url'
import { registerStaff, startTestPlatform } from '../support/platform.ts'
import { printTable, round, type Figures } from './measure.ts'

const PATIENTS = Number(process.env.BENCH_JOURNEY_PATIENTS ?? 10_000)
const BATCH = 1000

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0)

export async function benchJourneys(url: string, authToken: string, userId: string, patients = PATIENTS): Promise<Figures[]> {
  const headers = { authorization: `Bearer ${authToken}`, 'content-type': 'application/json' }
  const call = async <T = Record<string, unknown>>(method: string, path: string, body?: unknown) => {
    const res = await fetch(`${url}/v1${path}`, { method, headers, ...(body ? { body: JSON.stringify(body) } : {}) })
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
    return (await res.json()) as T
  }
  const stamp = Date.now()
  const template = await call<{ id: string }>('POST', '/template', { title: `Bench welcome ${stamp}`, subject: 'Welcome {{enduser.fname}}', message: 'Hello {{enduser.fname}}, welcome to the programme.' })
  const journey = await call<{ id: string }>('POST', '/journey', { title: `Bench journey ${stamp}` })
  await call('POST', '/automation-step', { journeyId: journey.id, events: [{ type: 'onJourneyStart', info: {} }], action: { type: 'sendEmail', info: { templateId: template.id, senderId: userId } } })
  const ids: string[] = []
  for (let i = 0; i < patients; i += BATCH) {
    const create = Array.from({ length: Math.min(BATCH, patients - i) }, (_, k) => ({ fname: `Journey${i + k}`, email: `journey-${stamp}-${i + k}@example.com` }))
    ids.push(...(await call<{ created: { id: string }[] }>('POST', '/endusers', { create })).created.map((c) => c.id))
  }

  // enqueue: every patient's state set and their first action queued (a durable job each)
  const calls: number[] = []
  const enqueueStart = performance.now()
  for (let i = 0; i < ids.length; i += BATCH) {
    const t = performance.now()
    await call('POST', '/add-endusers-to-journey', { journeyId: journey.id, enduserIds: ids.slice(i, i + BATCH) })
    calls.push(performance.now() - t)
  }
  const answeredMs = performance.now() - enqueueStart
  const enqueueStartWall = Date.now() - answeredMs

  // executed: no action of the journey active any more, and one per patient. Polled lightly (one
  // active action asked for every 2 s; the journey's statistics read every patient and slowed a
  // 10,000-patient run to a crawl), the rows read whole only when none is active.
  type ActionRow = { id: string; processAfter: number; processedAt?: string; createdAt: string; status: string }
  const filter = (f: Record<string, unknown>) => encodeURIComponent(JSON.stringify({ journeyId: journey.id, ...f }))
  const readAll = async () => {
    const rows: ActionRow[] = []
    for (let lastId: string | undefined; ;) {
      const page = await call<ActionRow[]>('GET', `/automated-actions?limit=1000&filter=${filter({})}${lastId ? `&lastId=${lastId}` : ''}`)
      rows.push(...page)
      if (page.length < 1000) return rows
      lastId = page.at(-1)!.id
    }
  }
  const until = Date.now() + 30 * 60_000
  let rows: ActionRow[] = []
  for (; Date.now() < until; await new Promise((r) => setTimeout(r, 2000))) {
    if ((await call<unknown[]>('GET', `/automated-actions?limit=1&filter=${filter({ status: 'active' })}`)).length) continue
    rows = await readAll()
    if (rows.length >= ids.length && rows.every((r) => r.status !== 'active')) break
  }
  const done = rows.filter((r) => r.status === 'finished' || r.status === 'error').length
  // enqueued: the last first action written (every patient is in the journey before their chunk's actions are)
  const enqueueMs = Math.max(...rows.map((r) => Date.parse(r.createdAt))) - enqueueStartWall
  // lag: each action's finish (processedAt) after its processAfter
  const lags: number[] = []
  let first = Infinity
  let last = 0
  for (const a of rows) {
    if (!a.processedAt) continue
    const at = Date.parse(a.processedAt)
    lags.push(at - a.processAfter)
    first = Math.min(first, a.processAfter)
    last = Math.max(last, at)
  }
  lags.sort((a, b) => a - b)
  calls.sort((a, b) => a - b)
  const executeSeconds = (last - first) / 1000
  return [
    { name: `journey enroll ${ids.length.toLocaleString('en-US')} patients, ${BATCH} a call: answered in ${round(answeredMs / 1000)} s, all enqueued in ${round(enqueueMs / 1000)} s (rps = patients enqueued/s; ms per call)`, rps: Math.round(ids.length / (enqueueMs / 1000)), p50: round(percentile(calls, 50)), p99: round(percentile(calls, 99)) },
    { name: `journey first step sendEmail executed: ${done.toLocaleString('en-US')} in ${round(executeSeconds)} s (rps = actions/s; ms = processAfter → finished lag)`, rps: Math.round(done / Math.max(executeSeconds, 0.001)), p50: round(percentile(lags, 50)), p99: round(percentile(lags, 99)) },
  ]
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const platform = await startTestPlatform()
  try {
    const staff = await registerStaff(platform.url)
    printTable(await benchJourneys(platform.url, staff.authToken, staff.user.id))
  } finally {
    await platform.close()
  }
  process.exit(0)
}
