// Chat delivery (issue #26): a patient's chat message, from its commit to the last of N connected
// sockets of the staff member it is for (1,000 by default: one user's many tabs and devices stand in
// for a busy clinic's staff). The clock starts at the chat event's occurredAt (stamped in the write's
// transaction just before it commits) and stops when the last socket has the created-chats event.
// The sockets live in a worker thread (inline; plain JavaScript), apart from the platform's loop.
// Part of `npm run bench` (run.ts); alone: `node --import tsx tests/bench/chat.ts` with DATABASE_URL
// (BENCH_LIVE_SOCKETS, BENCH_CHAT_MESSAGES). Printed, never asserted: figures vary with load.
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { Bus } from '@care/kit/bus/types'
import { registerStaff, startTestPlatform } from '../support/platform.ts'
import type { Figures } from './measure.ts'
import { printTable, round } from './measure.ts'

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!

const WORKER = `
const { parentPort, workerData } = require('node:worker_threads')
const { WebSocket } = require(workerData.wsPath)
const { url, token, count } = workerData
const arrivals = new Map()
let lastText, lastParsed
const parse = (raw) => { const t = raw.toString(); if (t !== lastText) { lastText = t; lastParsed = JSON.parse(t) } return lastParsed }
async function open() {
  const ws = new WebSocket(url.replace(/^http/, 'ws') + '/v1/live?token=' + token)
  await new Promise((resolve, reject) => {
    ws.on('message', (raw) => {
      const m = parse(raw)
      if (m.type === 'authenticated') return resolve()
      if (m.event !== 'created-chats') return
      for (const r of m.data ?? []) {
        const a = arrivals.get(r.id) ?? { received: 0, last: 0 }
        a.received++
        a.last = Date.now()
        arrivals.set(r.id, a)
        if (a.received === count) parentPort.postMessage({ type: 'arrived', id: r.id, last: a.last })
      }
    })
    ws.once('error', reject)
  })
}
;(async () => {
  for (let i = 0; i < count; i += 50) await Promise.all(Array.from({ length: Math.min(50, count - i) }, open))
  parentPort.postMessage({ type: 'ready' })
})()
`

export async function benchChat(bus: Bus, url: string, staff: { authToken: string; user: { id: string } }, o: { sockets?: number; messages?: number } = {}): Promise<Figures> {
  const staffToken = staff.authToken
  const staffAuth = { authorization: `Bearer ${staffToken}`, 'content-type': 'application/json' }
  const post = async (path: string, body: unknown, headers = staffAuth) => {
    const res = await fetch(`${url}/v1${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`)
    return (await res.json()) as Record<string, unknown>
  }
  const patient = await post('/enduser', { fname: 'Bench', lname: 'Chatter' })
  const { authToken } = await fetch(`${url}/v1/generate-enduser-auth-token?id=${String(patient.id)}`, { headers: staffAuth }).then((r) => r.json()) as { authToken: string }
  const patientAuth = { authorization: `Bearer ${authToken}`, 'content-type': 'application/json' }
  const room = await post('/chat-room', { title: 'Bench', enduserIds: [patient.id], userIds: [staff.user.id] })

  const occurredAt = new Map<string, number>()
  const listening = await bus.listen('evt.chats.created', async (e) => {
    for (const r of e.records) occurredAt.set(String(r.id), Date.parse(e.occurredAt))
  })
  const sockets = o.sockets ?? 1000
  const messages = o.messages ?? 100
  const wsPath = new URL(import.meta.resolve('ws')).pathname
  const worker = new Worker(WORKER, { eval: true, workerData: { url, token: staffToken, count: sockets, wsPath } })
  const arrived = new Map<string, (last: number) => void>()
  const early = new Map<string, number>()
  await new Promise<void>((resolve, reject) => {
    worker.on('message', (m: { type: string; id?: string; last?: number }) => {
      if (m.type === 'ready') resolve()
      if (m.type !== 'arrived') return
      const waiter = arrived.get(m.id!)
      if (waiter) waiter(m.last!)
      else early.set(m.id!, m.last!)
    })
    worker.once('error', reject)
  })
  const latencies: number[] = []
  try {
    for (let i = 0; i < messages; i++) {
      const chat = await post('/chat', { roomId: room.id, message: `Message ${i}` }, patientAuth) as { id: string; createdAt: string }
      const last = early.get(chat.id) ?? await new Promise<number>((resolve, reject) => {
        const guard = setTimeout(() => reject(new Error(`chat ${i} did not reach all ${sockets} sockets`)), 30_000)
        arrived.set(chat.id, (t) => {
          clearTimeout(guard)
          resolve(t)
        })
      })
      latencies.push(last - (occurredAt.get(chat.id) ?? Date.parse(chat.createdAt)))
    }
  } finally {
    await worker.terminate()
    await listening.unsubscribe()
  }
  latencies.sort((a, b) => a - b)
  return { name: `chat: patient message → staff's ${sockets} sockets (commit → last)`, rps: 0, p50: round(percentile(latencies, 50)), p99: round(percentile(latencies, 99)), note: `${messages} messages, ms resolution` }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const platform = await startTestPlatform()
  try {
    const staff = await registerStaff(platform.url)
    printTable([await benchChat(platform.bus, platform.url, staff, { sockets: Number(process.env.BENCH_LIVE_SOCKETS ?? 1000), messages: Number(process.env.BENCH_CHAT_MESSAGES ?? 100) })])
  } finally {
    await platform.close()
  }
  process.exit(0)
}
