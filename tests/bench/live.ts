// Live fan-out: one write reaching N connected sockets (issue #9: 1,000 sockets, p99 ≤ 50 ms from
// commit to the last socket). The sockets live in a worker thread; each write's clock starts at
// its event's occurredAt, stamped when the event is enqueued in the write's transaction just
// before it commits, and stops when the last socket has the created event.
import { Worker } from 'node:worker_threads'
import type { Bus } from '@care/kit/bus/types'
import type { Figures } from './measure.ts'
import { round } from './measure.ts'

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!

export async function benchLiveFanOut(bus: Bus, url: string, token: string, o: { sockets?: number; writes?: number } = {}): Promise<Figures> {
  const occurredAt = new Map<string, number>()
  const listening = await bus.listen('evt.endusers.created', async (e) => {
    for (const r of e.records) occurredAt.set(String(r.id), Date.parse(e.occurredAt))
  })
  const sockets = o.sockets ?? 1000
  const writes = o.writes ?? 100
  const worker = new Worker(new URL('./live-sockets-worker.mjs', import.meta.url), { workerData: { url, token, count: sockets } })
  const arrived = new Map<string, (last: number) => void>()
  // the event may reach every socket before the write's answer is read
  const early = new Map<string, number>()
  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (m: { type: string; id?: string; last?: number }) => {
      if (m.type === 'ready') resolve()
      if (m.type !== 'arrived') return
      const waiter = arrived.get(m.id!)
      if (waiter) waiter(m.last!)
      else early.set(m.id!, m.last!)
    })
    worker.once('error', reject)
  })
  await ready
  const latencies: number[] = []
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
  try {
    for (let i = 0; i < writes; i++) {
      const res = await fetch(`${url}/v1/enduser`, { method: 'POST', headers: auth, body: JSON.stringify({ fname: `Fan${i}` }) })
      const record = (await res.json()) as { id: string; createdAt: string }
      const last = early.get(record.id) ?? await new Promise<number>((resolve, reject) => {
        const guard = setTimeout(() => reject(new Error(`write ${i} did not reach all ${sockets} sockets`)), 30_000)
        arrived.set(record.id, (t) => {
          clearTimeout(guard)
          resolve(t)
        })
      })
      latencies.push(last - (occurredAt.get(record.id) ?? Date.parse(record.createdAt)))
    }
  } finally {
    await worker.terminate()
    await listening.unsubscribe()
  }
  latencies.sort((a, b) => a - b)
  return { name: `live fan-out: one write → ${sockets} sockets (commit → last)`, rps: 0, p50: round(percentile(latencies, 50)), p99: round(percentile(latencies, 99)), note: `${writes} writes, ms resolution` }
}
