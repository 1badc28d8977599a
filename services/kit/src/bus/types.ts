// One bus interface, two implementations: NATS (nats-bus.ts) and in-process (memory-bus.ts).
// Both honour the same semantics so standalone mode behaves like the distributed one.
import type { BusEvent, BusReply, BusRequest } from '@care/contracts/bus'

export type RequestHandler = (req: BusRequest) => Promise<BusReply>
export type EventHandler = (event: BusEvent) => Promise<void>

export interface RequestOptions {
  /** ms before the call fails with 504; default 10 000 */
  timeoutMs?: number
}

export interface DurableOptions {
  /** ms a delivery may stay unacked before it is redelivered; default 30 000 */
  ackWaitMs?: number
  /** deliveries before an event is given up (and logged); default 10 */
  maxDeliver?: number
}

export interface Subscription {
  unsubscribe(): Promise<void>
}

/**
 * Where an event sits in the event stream: the JetStream stream sequence over NATS, the in-process
 * stream's sequence standalone. `stream` names one incarnation of the stream (a recreated JetStream
 * stream, a restarted standalone process): a position of another incarnation means nothing here.
 */
export interface EventPosition {
  stream: string
  seq: number
}

export interface PositionedEvent {
  event: BusEvent
  position: EventPosition
}

export interface FollowSubscription extends Subscription {
  /** the position the feed starts after: every later event reaches the handler */
  startedAfter: EventPosition
}

export interface Bus {
  /**
   * Request/reply. Resolves with the service's reply (errors included as replies).
   * Rejects with ApiError 503 when no service answers the subject and 504 on timeout.
   */
  request(subject: string, req: BusRequest, options?: RequestOptions): Promise<BusReply>

  /** Answer requests on `subject` (wildcards allowed) in the queue group `queue` (replicas share the load). */
  serve(subject: string, queue: string, handler: RequestHandler): Promise<Subscription>

  /** Publish an event at least once; `event.id` de-duplicates (JetStream `Nats-Msg-Id`). */
  publish(event: BusEvent): Promise<void>

  /**
   * Durable consumer `durable` on events matching `filter` (`evt.>` style). An event is acked
   * when the handler resolves; a throw or a crash redelivers it. Handlers must be idempotent.
   */
  subscribeDurable(durable: string, filter: string, handler: EventHandler, options?: DurableOptions): Promise<Subscription>

  /** Every instance receives every matching event, at most once, no persistence (live fan-out, cache invalidation). */
  listen(filter: string, handler: EventHandler): Promise<Subscription>

  /**
   * Every matching event stored from now on, in stream order, once each (duplicate publishes are
   * not seen), with its position; a dropped connection resumes where it left off. For the
   * gateway's resumable live fan-out. The handler is awaited before the next event.
   */
  follow(filter: string, handler: (e: PositionedEvent) => void | Promise<void>): Promise<FollowSubscription>

  /**
   * The matching events stored after `after`, in order, up to the last one stored when called.
   * `undefined` when they cannot all be given: `after` belongs to another stream incarnation or
   * lies ahead of it, some of them are no longer kept, or more than `max` events were stored since.
   */
  replay(filter: string, after: EventPosition, max: number): Promise<PositionedEvent[] | undefined>

  /** Fire-and-forget notice to every instance on a plain subject (e.g. `bcast.sessions.revoked`). */
  broadcast(subject: string, data: unknown): Promise<void>
  onBroadcast(subject: string, handler: (data: unknown) => void | Promise<void>): Promise<Subscription>

  /** Drain and close; pending requests fail with 503. */
  close(): Promise<void>
}
