// The bus a process uses: NATS when a URL is configured (distributed mode), else in-process
// (standalone mode, where every service shares one process and one bus).
import type { Logger } from 'pino'
import { instrumentBus } from './instrumented.ts'
import { createMemoryBus } from './memory-bus.ts'
import { connectNatsBus } from './nats-bus.ts'
import type { Bus } from './types.ts'

export type { Bus, DurableOptions, EventHandler, RequestHandler, RequestOptions, Subscription } from './types.ts'
export { createMemoryBroker, createMemoryBus, type MemoryBroker, type MemoryBusOptions } from './memory-bus.ts'
export { connectNatsBus, createNatsBus, REQUEST_ID_HEADER, type NatsBusOptions } from './nats-bus.ts'
export { contextFromTraceparent, currentTraceparent, TRACEPARENT } from './trace-context.ts'
export { extractTraceContext, injectTraceHeaders } from './trace-headers.ts'
export { instrumentBus } from './instrumented.ts'
import { namespacedBus } from './namespaced.ts'
export { DEFAULT_ACK_WAIT_MS, DEFAULT_MAX_DELIVER, DEFAULT_TIMEOUT_MS } from './defaults.ts'

export interface CreateBusOptions {
  /** e.g. `nats://nats:4222` (comma-separated for a cluster); absent → in-process bus */
  natsUrl?: string
  /** connection name, usually the service's */
  name: string
  log?: Logger
  /**
   * Keeps this platform's subjects and events apart from another's on the same NATS
   * (`BUS_NAMESPACE` in the distributed processes; namespaced.ts). Every process of one platform
   * must use the same one.
   */
  namespace?: string
}

/** The process's bus, with spans and Prometheus metrics around every call (instrumented.ts). */
export async function createBus({ natsUrl, name, log, namespace }: CreateBusOptions): Promise<Bus> {
  if (!natsUrl) return instrumentBus(createMemoryBus({ log }))
  const servers = natsUrl.split(',').map((s) => s.trim()).filter(Boolean)
  const bus = await connectNatsBus({ servers, name, log })
  return instrumentBus(namespace ? namespacedBus(bus, namespace) : bus)
}
