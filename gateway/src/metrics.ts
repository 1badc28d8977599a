// Prometheus metrics at the edge: a request counter and a latency histogram per route template
// (never the raw URL: ids would explode the series), method and status class, and GET /metrics
// serving the process's registry (kit's runtime/metrics.ts; in standalone mode every service's
// series too). /metrics sits beside the probes, outside /v1: no CORS, body parsing or rate limit.
import type { Express, Request, RequestHandler } from 'express'
import { Counter, Histogram } from 'prom-client'
import { LATENCY_BUCKETS, metricsRegistry, renderMetrics, statusClass } from '@care/kit/runtime/metrics'
import { ErrorMessages } from '@care/contracts/errors'
import { sendError } from './errors.ts'

const labelNames = ['method', 'route', 'status_class'] as const
const requests = new Counter({
  name: 'care_http_requests_total',
  help: 'HTTP requests answered by the gateway, per route template, method and status class',
  labelNames,
  registers: [metricsRegistry],
})
const seconds = new Histogram({
  name: 'care_http_request_duration_seconds',
  help: 'Time from a request arriving at the gateway to its answer being sent, per route template, method and status class',
  labelNames,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
})

/** The label for a request's route: its template (the first path of a route with aliases), or a fixed word. */
export function routeLabel(req: Request): string {
  const path: unknown = req.route?.path
  if (typeof path === 'string') return `${req.baseUrl}${path}`
  if (Array.isArray(path) && typeof path[0] === 'string') return `${req.baseUrl}${path[0]}`
  return 'unmatched'
}

/** Counts and times every request once its answer has gone (or the client went away). */
export const httpMetrics: RequestHandler = (req, res, next) => {
  const started = performance.now()
  res.once('close', () => {
    const labels = { method: req.method, route: routeLabel(req), status_class: statusClass(res.statusCode) }
    requests.inc(labels)
    seconds.observe(labels, (performance.now() - started) / 1000)
  })
  next()
}

export function mountMetrics(app: Express): void {
  app.get('/metrics', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    try {
      const metrics = await renderMetrics()
      res.type(metrics.contentType).send(metrics.body)
    } catch {
      sendError(res, 503, ErrorMessages.serviceUnavailable)
    }
  })
}
