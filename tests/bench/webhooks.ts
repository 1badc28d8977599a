// Webhook deliveries per second to a local receiver (issue #26): messaging alone on its own database
// (private addresses allowed, as in standalone mode), one business subscribed to tickets.create; N
// created events published on the bus at once, each becoming a logged, signed delivery (the
// reaction logs it, the process attempts it at once) — measured from the first publish to the last POST the receiver got, with the
// publish → receipt latency of each. Beside it, the signed POST alone (sign + HTTP, no log, no job).
// Printed, never asserted. Part of `npm run bench` (run.ts); alone: `node --import tsx tests/bench/webhooks.ts`.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { requestSubject } from '@care/contracts/bus'
import { createBus } from '@care/kit/bus/index'
import { newObjectId } from '@care/kit/ids'
import { createLogger } from '@care/kit/runtime/logger'
import { createTestDatabase } from '@care/kit/testing/database'
import { startMessaging } from '../../services/messaging/src/service.ts'
import { sendAttempt } from '../../services/messaging/src/webhooks/send.ts'
import { signedHeaders } from '../../services/messaging/src/webhooks/signature.ts'
import { closedLoop, printTable, round, type Figures } from './measure.ts'

const DELIVERIES = Number(process.env.BENCH_WEBHOOKS ?? 300)
const SECRET = 'bench-webhook-secret-0123'

export async function benchWebhooks(seconds = 6): Promise<Figures[]> {
  const receivedAt = new Map<string, number>()
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (c) => { body += c })
    req.on('end', () => {
      const id = /"id":"([0-9a-f]{24})"/.exec(body)?.[1]
      if (id) receivedAt.set(id, performance.now())
      res.end('ok')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`
  const db = await createTestDatabase('bench_webhooks')
  const bus = await createBus({ name: 'bench-webhooks' })
  const service = await startMessaging({ bus, databaseUrl: db.url, log: createLogger('bench-webhooks', 'silent'), env: { WEBHOOKS_ALLOW_PRIVATE: 'on' } })
  try {
    const businessId = newObjectId()
    const session = { type: 'user' as const, id: newObjectId(), businessId, organizationIds: [], sessionId: 'bench', roles: ['Admin'], isAdmin: true }
    const configured = await bus.request(requestSubject('messaging', 'webhooks.configure'), { requestId: 'bench', session, payload: { url, secret: SECRET, subscriptions: { tickets: { create: true } } } })
    if (configured.status !== 200) throw new Error(`configure: ${JSON.stringify(configured)}`)

    const publishedAt = new Map<string, number>()
    const start = performance.now()
    await Promise.all(Array.from({ length: DELIVERIES }, async () => {
      const id = newObjectId()
      publishedAt.set(id, performance.now())
      await bus.publish({ id: newObjectId(), subject: 'evt.tickets.created', collection: 'tickets', op: 'created', businessId, records: [{ id, title: 'Bench' }], occurredAt: new Date().toISOString() })
    }))
    const deadline = Date.now() + 300_000
    while (receivedAt.size < DELIVERIES && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
    const elapsed = (performance.now() - start) / 1000
    const latencies = [...publishedAt].flatMap(([id, t]) => (receivedAt.has(id) ? [receivedAt.get(id)! - t] : [])).sort((a, b) => a - b)
    const pct = (p: number) => round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0)
    const deliveries: Figures = {
      name: `webhook deliveries: event → reaction → log → signed POST (${DELIVERIES} at once)`,
      rps: round(receivedAt.size / elapsed), p50: pct(50), p99: pct(99),
      note: `${receivedAt.size}/${DELIVERIES} received in ${round(elapsed)} s; latency: publish → receipt, queued behind the others`,
    }
    const body = JSON.stringify({ model: 'tickets', type: 'create', records: [{ id: newObjectId() }] })
    const post = await closedLoop('webhook signed POST alone (sign + HTTP, 8 at a time)', () =>
      sendAttempt(url, body, signedHeaders(SECRET, 'msg_bench', body, new Date()), { allowPrivate: true, timeoutMs: 5000 }), { concurrency: 8, seconds: seconds / 2 })
    return [deliveries, post]
  } finally {
    await service.stop()
    await bus.close()
    await db.drop()
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  printTable(await benchWebhooks(Number(process.env.BENCH_SECONDS ?? 6)))
  process.exit(0)
}
