// Prometheus metrics (prom-client). One registry per process: a service serves it as GET /metrics
// on its health port (runtime/health.ts), the gateway on its own port (gateway/src/metrics.ts); in
// standalone mode every service shares the process, so the gateway's /metrics shows them all.
// Metrics are defined once at module level on purpose: a metric name may be registered only once
// per registry, and every bus connection or app of the process adds to the same series.
import { collectDefaultMetrics, Registry } from 'prom-client'

export const metricsRegistry = new Registry()

/** Request latencies, in seconds: from a cached read (~1 ms) to the bus timeout (10 s). */
export const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/** Event lag, in seconds: from an immediate delivery to a consumer that was down for minutes. */
export const LAG_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 900]

let processMetrics = false

/** Node's process metrics (CPU, memory, event loop lag, GC, handles), registered on first use. */
export function collectProcessMetrics(): void {
  if (processMetrics) return
  processMetrics = true
  collectDefaultMetrics({ register: metricsRegistry })
}

export interface MetricsResponse {
  contentType: string
  body: string
}

/** The exposition text of every metric of this process (Prometheus text format 0.0.4). */
export async function renderMetrics(): Promise<MetricsResponse> {
  collectProcessMetrics()
  return { contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() }
}

/** `2xx`, `4xx` … — a bounded label for an HTTP or bus status. */
export const statusClass = (status: number): string => `${Math.floor(status / 100)}xx`
