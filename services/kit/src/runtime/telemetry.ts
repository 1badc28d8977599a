// OpenTelemetry tracing: spans exported over OTLP/HTTP when OTEL_EXPORTER_OTLP_ENDPOINT is set;
// otherwise the API stays a no-op and costs nothing. Trace context crosses the bus in headers
// (bus/trace-headers.ts), so one trace spans gateway → bus → service → database → event consumers.
//
// Database spans come from Prisma itself (@prisma/instrumentation): the Prisma 6 client engine
// (engineType "client", driver adapter @prisma/adapter-pg) runs every SQL statement through its
// tracing helper, which this module enables, giving `prisma:client:operation` and one
// `prisma:client:db_query` span per statement with the SQL text. @opentelemetry/instrumentation-pg
// would need module-loader hooks (import-in-the-middle) to patch `pg` under ESM and tsx, which the
// processes here do not run with; Prisma's helper is a plain global and needs none.
import { context, propagation, trace, type Tracer } from '@opentelemetry/api'
import { W3CTraceContextPropagator } from '@opentelemetry/core'
import { NodeTracerProvider, BatchSpanProcessor, type SpanProcessor } from '@opentelemetry/sdk-trace-node'
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http'
import { resourceFromAttributes } from '@opentelemetry/resources'
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions'
import { PrismaInstrumentation } from '@prisma/instrumentation'

let provider: NodeTracerProvider | undefined
let prisma: PrismaInstrumentation | undefined

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
  prisma = new PrismaInstrumentation({ enabled: false })
  prisma.setTracerProvider(provider)
  prisma.enable()
  return provider
}

export async function shutdownTelemetry(): Promise<void> {
  prisma?.disable()
  prisma = undefined
  await provider?.shutdown()
  provider = undefined
}

export const tracer = (name: string): Tracer => trace.getTracer(name)
export { context, propagation, trace }
