// Several platforms on one NATS server (parallel test files, two `npm start`s given different
// database names) must not answer each other's requests nor take each other's events: a namespace
// prefixes request/reply and broadcast subjects, puts events under `evt.<namespace>.…` (still
// inside the EVENTS stream's `evt.>`) and names durable consumers apart. Handlers see the event's
// usual subject.
import type { BusEvent } from '@care/contracts/bus'
import type { Bus, EventHandler, PositionedEvent } from './types.ts'

export function namespacedBus(bus: Bus, namespace: string): Bus {
  if (!/^[A-Za-z0-9_-]+$/.test(namespace)) throw new Error(`invalid bus namespace '${namespace}'`)
  const ns = (subject: string) => `${namespace}.${subject}`
  // `evt.tickets.created` ⇄ `evt.<namespace>.tickets.created` (filters such as `evt.>` alike)
  const inside = (subject: string) => subject.replace(/^evt\./, `evt.${namespace}.`)
  const outside = (subject: string) => subject.replace(`evt.${namespace}.`, 'evt.')
  const restore = (event: BusEvent): BusEvent => ({ ...event, subject: outside(event.subject) })
  const unwrap = (handler: EventHandler): EventHandler => (event: BusEvent) => handler(restore(event))
  const restorePositioned = (e: PositionedEvent): PositionedEvent => ({ ...e, event: restore(e.event) })
  return {
    request: (subject, req, options) => bus.request(ns(subject), req, options),
    serve: (subject, queue, handler) => bus.serve(ns(subject), queue, handler),
    publish: (event) => bus.publish({ ...event, subject: inside(event.subject) }),
    subscribeDurable: (durable, filter, handler, options) => bus.subscribeDurable(`${namespace}_${durable}`, inside(filter), unwrap(handler), options),
    listen: (filter, handler) => bus.listen(inside(filter), unwrap(handler)),
    follow: (filter, handler) => bus.follow(inside(filter), (e) => handler(restorePositioned(e))),
    replay: async (filter, after, max) => (await bus.replay(inside(filter), after, max))?.map(restorePositioned),
    broadcast: (subject, data) => bus.broadcast(ns(subject), data),
    onBroadcast: (subject, handler) => bus.onBroadcast(ns(subject), handler),
    close: () => bus.close(),
  }
}
