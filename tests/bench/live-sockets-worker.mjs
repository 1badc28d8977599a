// Worker thread for the live fan-out benchmark (plain JavaScript: a worker starts without tsx):
// opens `count` /v1/live sockets with one token and reports, per created event, when its last
// socket received it (Date.now(), the same clock as the record's createdAt). It runs apart from
// the platform's event loop, as a crowd of browsers would.
import { parentPort, workerData } from 'node:worker_threads'
import { WebSocket } from 'ws'

const { url, token, count } = workerData
const arrivals = new Map()
// Every socket gets the same text for an event. Real clients parse it each on their own CPU; here
// one thread plays all of them, so the text is parsed once and the result shared (else the bench
// would time 1,000 serial JSON.parse calls of the harness, not the server's fan-out).
let lastText
let lastParsed
const parse = (raw) => {
  const text = raw.toString()
  if (text !== lastText) {
    lastText = text
    lastParsed = JSON.parse(text)
  }
  return lastParsed
}

async function open() {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/v1/live?token=${token}`)
  await new Promise((resolve, reject) => {
    ws.on('message', (raw) => {
      const m = parse(raw)
      if (m.type === 'authenticated') return resolve()
      if (m.event !== 'created-endusers') return
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

for (let i = 0; i < count; i += 50) await Promise.all(Array.from({ length: Math.min(50, count - i) }, open))
parentPort.postMessage({ type: 'ready' })
