// `npm run bench`: the platform's hot paths on this machine, printed as a table. Not a test:
// figures vary with load; record them in the README with the date and the machine.
//   getOne / createOne through gateway → bus → service → PostgreSQL (in-process bus and NATS)
//   the same getOne called directly on the service, and a raw pg query, as baselines.
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { endusers } from '@care/contracts/collections/index'
import { createCollectionOperations } from '@care/kit/collections/index'
import { createLogger } from '@care/kit/runtime/logger'
import type { IdentityService } from '@care/identity'
import { registerStaff, startTestPlatform } from '../support/platform.ts'
import { closedLoop, httpCall, loadHttp, printTable, round, type Figures } from './measure.ts'
import { measureFrontend, printFrontend } from './frontend.ts'
import { authTargets, benchAuth } from './auth.ts'
import { benchLiveFanOut } from './live.ts'
import { benchFiles, benchTickets } from './records.ts'
import { benchForms } from './forms.ts'
import { benchContent } from './content.ts'
import { benchScheduling } from './scheduling.ts'
import { benchWebhooks } from './webhooks.ts'
import { benchTemplates } from './templates.ts'
import { benchChat } from './chat.ts'
import { benchBilling } from './billing.ts'
import { benchJourneys } from './journeys.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16)

async function benchMode(useNats: boolean, rows: Figures[]) {
  const label = useNats ? 'NATS bus' : 'in-process bus'
  const platform = await startTestPlatform({ useNats })
  try {
    const staff = await registerStaff(platform.url)
    const auth = { authorization: `Bearer ${staff.authToken}`, 'content-type': 'application/json' }
    const seed = await fetch(`${platform.url}/v1/endusers`, {
      method: 'POST', headers: auth,
      body: JSON.stringify({ create: Array.from({ length: 500 }, (_, i) => ({ fname: `Bench${i}`, lname: 'Patient', tags: ['bench'] })) }),
    })
    const { created } = (await seed.json()) as { created: { id: string }[] }
    const id = created[250].id
    const getUrl = `${platform.url}/v1/enduser/${id}`

    rows.push(await loadHttp(`getOne   HTTP gateway → ${label} → service → pg`, { url: getUrl, headers: auth, connections: CONNECTIONS, seconds: SECONDS }))
    rows.push(await loadHttp(`createOne HTTP gateway → ${label} → service → pg`, {
      url: `${platform.url}/v1/enduser`, method: 'POST', headers: auth, body: JSON.stringify({ fname: 'Load', lname: 'Test', tags: ['bench'] }),
      connections: CONNECTIONS, seconds: SECONDS,
    }))
    rows.push(await closedLoop(`getOne   HTTP gateway, 1 at a time (${label})`, () => httpCall(getUrl, { headers: auth }), { concurrency: 1, seconds: SECONDS / 2 }))
    rows.push(await loadHttp(`getSome(50) HTTP gateway → ${label} → service → pg`, { url: `${platform.url}/v1/endusers?limit=50`, headers: auth, connections: CONNECTIONS, seconds: SECONDS }))
    rows.push(await benchLiveFanOut(platform.bus, platform.url, staff.authToken, { sockets: Number(process.env.BENCH_LIVE_SOCKETS ?? 1000) }))

    if (!useNats) {
      const identity = platform.running.identity as IdentityService
      const session = await platform.bus.request('svc.identity.sessions.authenticate', { requestId: randomUUID(), payload: { authorization: auth.authorization } })
      const ctx = { requestId: 'bench', session: (session as { body: any }).body, log: createLogger('bench', 'silent') }
      const ops = createCollectionOperations({ collection: endusers, prisma: identity.db, model: 'enduser' })
      rows.push(await closedLoop('getOne   direct service call (no HTTP, no bus)', () => ops.getOne({ id }, ctx), { concurrency: CONNECTIONS, seconds: SECONDS }))
      rows.push(await closedLoop('getOne   direct service call, 1 at a time', () => ops.getOne({ id }, ctx), { concurrency: 1, seconds: SECONDS / 2 }))
      rows.push(await closedLoop('getOne   bus request, no HTTP (in-process bus)', () => platform.bus.request('svc.identity.endusers.getOne', { requestId: 'b', session: ctx.session, payload: { id } }), { concurrency: CONNECTIONS, seconds: SECONDS }))

      const pool = new pg.Pool({ connectionString: identity.databaseUrl, max: CONNECTIONS })
      rows.push(await closedLoop('baseline raw pg query (SELECT by id and businessId)', () => pool.query('SELECT * FROM endusers WHERE id = $1 AND "businessId" = $2', [id, staff.user.businessId]), { concurrency: CONNECTIONS, seconds: SECONDS }))
      await pool.end()
      await benchAuth(platform, staff, SECONDS, rows)
      rows.push(await benchTickets(platform.url, staff.authToken, SECONDS / 2))
      rows.push(...(await benchFiles(platform.url, staff.authToken)))
      rows.push(...(await benchForms(platform.url, staff.authToken, SECONDS)))
      rows.push(...(await benchContent(platform.url, staff.authToken, SECONDS)))
      rows.push(...(await benchScheduling(platform.url, staff.authToken, staff.user.businessId, SECONDS)))
      rows.push(...(await benchWebhooks(SECONDS)))
      rows.push(...(await benchTemplates(platform.url, staff.authToken, staff.user.id, SECONDS)))
      rows.push(await benchChat(platform.bus, platform.url, staff, { sockets: Number(process.env.BENCH_LIVE_SOCKETS ?? 1000) }))
      rows.push(...(await benchBilling(platform.url, staff.authToken, SECONDS)))
      rows.push(...(await benchJourneys(platform.url, staff.authToken, staff.user.id)))
    }
  } finally {
    await platform.close()
  }
}

const rows: Figures[] = []
await benchMode(false, rows)
if (process.env.NATS_URL) await benchMode(true, rows)
else rows.push({ name: 'NATS bus: skipped (set NATS_URL)', rps: 0, p50: 0, p99: 0 })
printTable(rows)

const find = (prefix: string) => rows.find((r) => r.name.startsWith(prefix))
const http1 = find('getOne   HTTP gateway, 1 at a time (in-process')
const direct1 = find('getOne   direct service call, 1 at a time')
const load = find('getOne   HTTP gateway → in-process')
console.log('\nTargets (2 cores):')
if (load) console.log(`  getOne standalone ≥ 3,000 rps: ${load.rps} rps ${load.rps >= 3000 ? '(met)' : '(NOT met)'}`)
if (http1 && direct1) {
  const hop = round(http1.p50 - direct1.p50)
  console.log(`  gateway + bus hop ≤ 1 ms p50 over the direct call: +${hop} ms (${http1.p50} vs ${direct1.p50}) ${hop <= 1 ? '(met)' : '(NOT met)'}`)
}
authTargets(rows)
const fanOut = find('live fan-out')
if (fanOut) console.log(`  live fan-out p99 ≤ 50 ms (commit → last of the sockets): ${fanOut.p99} ms ${fanOut.p99 <= 50 ? '(met)' : '(NOT met)'}`)
const nats = find('getOne   HTTP gateway → NATS')
if (load && nats) console.log(`  NATS vs in-process getOne throughput: ${round(nats.rps / load.rps)}×`)
printFrontend(await measureFrontend())
process.exit(0)
