// OpenTelemetry tracing: spans exported over OTLP/HTTP when OTEL_EXPORTER_OTLP_ENDPOINT is set;
// otherwise the API stays a no-op and costs nothing. Trace context crosses the bus in headers
// (bus/trace-headers.ts), so one trace spans gateway → service → database.
import { context, propagation, trace, type Tracer } from '@opentelemetry/api'
import { W3CTraceContextPropagator } from '@opentelemetry/core'
import { NodeTracerProvider, BatchSpanProcessor, type SpanProcessor } from '@opentelemetry/sdk-trace-node'
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http'
import { resourceFromAttributes } from '@opentelemetry/resources'
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions'

let provider: NodeTracerProvider | undefined

/** Registers a tracer provider once per process. Extra processors (tests' in-memory exporter) may be passed. */
export function initTelemetry(serviceName: string, extra: SpanProcessor[] = []): NodeTracerProvider | undefined {
  if (provider) return provider
  const processors = [...extra]
  if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) processors.push(new BatchSpanProcessor(new OTLPTraceExporter()))
  propagation.setGlobalPropagator(new W3CTraceContextPropagator())
  if (!processors.length) return undefined
  provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: serviceName }),
    spanProcessors: processors,
  })
  provider.register()
  return provider
}

export async function shutdownTelemetry(): Promise<void> {
  await provider?.shutdown()
  provider = undefined
}

export const tracer = (name: string): Tracer => trace.getTracer(name)
export { context, propagation, trace }
