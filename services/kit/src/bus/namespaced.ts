// Several platforms on one NATS server (parallel test files, a benchmark beside a test run) must not
// answer each other's requests: a namespace prefixes request/reply and broadcast subjects.
// Events keep their subjects (the EVENTS stream captures `evt.>`); durable names are namespaced so
// consumers stay apart, and every event carries its businessId, which subscribers already check.
import type { Bus } from './types.ts'

export function namespacedBus(bus: Bus, namespace: string): Bus {
  if (!/^[A-Za-z0-9_-]+$/.test(namespace)) throw new Error(`invalid bus namespace '${namespace}'`)
  const ns = (subject: string) => `${namespace}.${subject}`
  return {
    request: (subject, req, options) => bus.request(ns(subject), req, options),
    serve: (subject, queue, handler) => bus.serve(ns(subject), queue, handler),
    publish: (event) => bus.publish(event),
    subscribeDurable: (durable, filter, handler, options) => bus.subscribeDurable(`${namespace}_${durable}`, filter, handler, options),
    listen: (filter, handler) => bus.listen(filter, handler),
    broadcast: (subject, data) => bus.broadcast(ns(subject), data),
    onBroadcast: (subject, handler) => bus.onBroadcast(ns(subject), handler),
    close: () => bus.close(),
  }
}
