// /healthz (the process is alive), /readyz (its dependencies answer, in time) and /metrics
// (Prometheus) on a small HTTP port, for Kubernetes probes and scraping in distributed mode.
import { createServer, type Server } from 'node:http'
import { ErrorMessages } from '@care/contracts/errors'
import { renderMetrics } from './metrics.ts'

export type ReadinessCheck = () => Promise<boolean>

/**
 * How long /readyz waits for the readiness check: a check that hangs (a query waiting for a pool
 * that cannot hand out a connection) means not ready, answered before the probe itself times out.
 */
export const READY_TIMEOUT_MS = 2_000

/** `ready()`, false when it fails or does not answer within `ms` */
export async function readyWithin(ready: ReadinessCheck, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms)
  })
  try {
    return await Promise.race([ready().catch(() => false), late])
  } finally {
    clearTimeout(timer)
  }
}

export function startHealthServer(port: number, ready: ReadinessCheck, host = '0.0.0.0', readyTimeoutMs = READY_TIMEOUT_MS): Promise<Server> {
  const server = createServer(async (req, res) => {
    const send = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (req.url === '/healthz') return send(200, { status: 'ok' })
    if (req.url === '/readyz') {
      const ok = await readyWithin(ready, readyTimeoutMs)
      return send(ok ? 200 : 503, { status: ok ? 'ready' : 'not ready' })
    }
    if (req.url === '/metrics' && req.method === 'GET') {
      try {
        const metrics = await renderMetrics()
        res.writeHead(200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' })
        return res.end(metrics.body)
      } catch {
        return send(503, { message: ErrorMessages.serviceUnavailable })
      }
    }
    send(404, { message: 'Not found' })
  })
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)))
}
