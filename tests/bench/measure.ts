// Measurement helpers for the benchmark: autocannon for HTTP throughput under load, and a
// closed loop with high-resolution timing for in-process calls and for precise unloaded latency.
import autocannon from 'autocannon'
import http from 'node:http'

export interface Figures {
  name: string
  rps: number
  p50: number
  p99: number
  note?: string
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

/** HTTP load with autocannon (latency resolution: 1 ms). */
export async function loadHttp(name: string, o: { url: string; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string; connections?: number; seconds?: number }): Promise<Figures> {
  const result = await autocannon({
    url: o.url,
    method: o.method ?? 'GET',
    headers: o.headers,
    body: o.body,
    connections: o.connections ?? 16,
    duration: o.seconds ?? 6,
    // the load generator runs in its own worker thread, so it does not share the server's event loop
    workers: 1,
  })
  const errors = result.non2xx + result.errors + result.timeouts
  return { name, rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, ...(errors ? { note: `${errors} failed` } : {}) }
}

/** `concurrency` workers calling `fn` back to back for `seconds`; latency per call with performance.now(). */
export async function closedLoop(name: string, fn: () => Promise<unknown>, o: { concurrency?: number; seconds?: number } = {}): Promise<Figures> {
  const latencies: number[] = []
  const until = performance.now() + (o.seconds ?? 5) * 1000
  let failed = 0
  const worker = async () => {
    while (performance.now() < until) {
      const t = performance.now()
      try {
        await fn()
        latencies.push(performance.now() - t)
      } catch {
        failed++
      }
    }
  }
  const start = performance.now()
  await Promise.all(Array.from({ length: o.concurrency ?? 16 }, worker))
  const elapsed = (performance.now() - start) / 1000
  latencies.sort((a, b) => a - b)
  return { name, rps: Math.round(latencies.length / elapsed), p50: round(percentile(latencies, 50)), p99: round(percentile(latencies, 99)), ...(failed ? { note: `${failed} failed` } : {}) }
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })
/** One HTTP request on a keep-alive agent; resolves when the body is read, rejects on non-2xx. */
export function httpCall(url: string, o: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: o.method ?? 'GET', headers: o.headers, agent }, (res) => {
      res.resume()
      res.on('end', () => ((res.statusCode ?? 500) < 300 ? resolve() : reject(new Error(`HTTP ${res.statusCode}`))))
    })
    req.on('error', reject)
    req.end(o.body)
  })
}

export const round = (n: number) => Math.round(n * 1000) / 1000

export function printTable(rows: Figures[]) {
  const pad = (s: string | number, n: number) => String(s).padEnd(n)
  console.log(`\n${pad('measurement', 58)}${pad('rps', 9)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}note`)
  for (const r of rows) console.log(`${pad(r.name, 58)}${pad(r.rps, 9)}${pad(r.p50, 9)}${pad(r.p99, 9)}${r.note ?? ''}`)
}
