// The audit trail's cost on the read path (`node --import tsx tests/bench/audit.ts`, with
// DATABASE_URL): getOne and getSome(50) of endusers through the gateway, 16 connections, in
// alternating runs with the read trail on and off (BENCH_ROUNDS, BENCH_SECONDS), medians printed;
// and how long a read takes to appear in user_logs.
import { noteRead, setReadTrailForBenchmark } from '@care/kit/audit/read-trail'
import { endusers } from '@care/contracts/collections/index'
import type { SqlExecutor } from '@care/kit/outbox/types'
import { registerStaff, startTestPlatform } from '../support/platform.ts'
import { loadHttp, printTable, round, type Figures } from './measure.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

const platform = await startTestPlatform()
try {
  const staff = await registerStaff(platform.url)
  const headers = { authorization: `Bearer ${staff.authToken}`, 'content-type': 'application/json' }
  const seeded = await fetch(`${platform.url}/v1/endusers`, {
    method: 'POST', headers, body: JSON.stringify({ create: Array.from({ length: 500 }, (_, i) => ({ fname: `Audit${i}`, lname: 'Bench' })) }),
  })
  const { created } = (await seeded.json()) as { created: { id: string }[] }
  const id = created[250]!.id
  const cases = [
    { name: 'getOne', url: `${platform.url}/v1/enduser/${id}` },
    { name: 'getSome(50)', url: `${platform.url}/v1/endusers?limit=50` },
  ]
  const rps: Record<string, { on: number[]; off: number[] }> = {}
  const rows: Figures[] = []
  for (let round_ = 0; round_ < ROUNDS; round_++) {
    for (const on of round_ % 2 ? [false, true] : [true, false]) {
      setReadTrailForBenchmark(on)
      for (const c of cases) {
        const r = await loadHttp(`${c.name} trail ${on ? 'on' : 'off'}`, { url: c.url, headers, connections: 16, seconds: SECONDS })
        ;(rps[c.name] ??= { on: [], off: [] })[on ? 'on' : 'off'].push(r.rps)
        rows.push(r)
      }
    }
  }
  setReadTrailForBenchmark(true)
  printTable(rows)
  console.log('\nmedians (rps):')
  for (const [name, { on, off }] of Object.entries(rps)) console.log(`  ${name}: trail off ${median(off)}, on ${median(on)} (${round(((median(on) - median(off)) / median(off)) * 100)}%)`)

  // from the answer to the row in user_logs
  const lags: number[] = []
  for (const e of created.slice(0, 20)) {
    await fetch(`${platform.url}/v1/enduser/${e.id}`, { headers })
    const answered = performance.now()
    const filter = encodeURIComponent(JSON.stringify({ enduserId: e.id, action: 'read' }))
    for (;;) {
      const logs = (await (await fetch(`${platform.url}/v1/user-logs?filter=${filter}`, { headers })).json()) as unknown[]
      if (logs.length) break
    }
    lags.push(performance.now() - answered)
  }
  console.log(`  a read in user_logs after: p50 ${round(median(lags))} ms, max ${round(Math.max(...lags))} ms (buffer window 200 ms)`)

  // what noting a read costs the request itself (the buffer; the database write happens later)
  const nowhere = { $executeRawUnsafe: async () => 0 } as SqlExecutor
  const session = { type: 'user' as const, id: 'u'.repeat(24), businessId: 'b'.repeat(24), organizationIds: [], sessionId: 's', roles: [], isAdmin: true, name: 'Bench' }
  const records = Array.from({ length: 50 }, (_, i) => ({ id: String(i).padStart(24, '0') }))
  for (const n of [1, 50]) {
    const started = performance.now()
    for (let i = 0; i < 100_000; i++) noteRead(nowhere, endusers, { session, ip: '127.0.0.1' }, records.slice(0, n), n === 1 ? 'read' : 'list')
    console.log(`  noting a read of ${n} record${n > 1 ? 's' : ''} in the request: ${round(((performance.now() - started) / 100_000) * 1000)} µs`)
  }
} finally {
  await platform.close()
}
