// The JetStream side of the bus: the EVENTS stream and the durable pull consumers on it. The
// stream is created on first connect when missing and never altered afterwards (operators may
// tune retention in place).
import { AckPolicy, DeliverPolicy, JetStreamApiCodes, JetStreamApiError, StorageType, type JetStreamManager } from '@nats-io/jetstream'
import { nanos } from '@nats-io/transport-node'
import { EVENTS_FILTER, EVENTS_STREAM } from '@care/contracts/bus'
import { DUPLICATE_WINDOW_MS, EVENTS_MAX_AGE_MS } from './defaults.ts'

const isApiCode = (err: unknown, code: number) => err instanceof JetStreamApiError && err.code === code

export async function ensureEventsStream(jsm: JetStreamManager): Promise<void> {
  try {
    await jsm.streams.info(EVENTS_STREAM)
    return
  } catch (err) {
    if (!isApiCode(err, JetStreamApiCodes.StreamNotFound)) throw err
  }
  // Replicas racing here is fine: adding an identical stream config is idempotent.
  await jsm.streams.add({
    name: EVENTS_STREAM,
    subjects: [EVENTS_FILTER],
    storage: StorageType.File,
    duplicate_window: nanos(DUPLICATE_WINDOW_MS),
    max_age: nanos(EVENTS_MAX_AGE_MS),
  })
}

export interface DurableConfig {
  durable: string
  filter: string
  ackWaitMs: number
  maxDeliver: number
}

/**
 * Creates the durable consumer, or brings an existing one in line with the subscriber's filter,
 * ack wait and max deliveries (the latest deploy's configuration wins).
 *
 * A new durable starts with events published from now on (deliver policy "new"), as the in-process
 * bus does: a reacting service deployed for the first time must not replay a week of history.
 * From then on it misses nothing, subscribed or not.
 */
export async function ensureDurable(jsm: JetStreamManager, c: DurableConfig): Promise<void> {
  const wanted = { filter_subject: c.filter, ack_wait: nanos(c.ackWaitMs), max_deliver: c.maxDeliver }
  try {
    const { config } = await jsm.consumers.info(EVENTS_STREAM, c.durable)
    const same = config.filter_subject === wanted.filter_subject && config.ack_wait === wanted.ack_wait && config.max_deliver === wanted.max_deliver
    if (!same) await jsm.consumers.update(EVENTS_STREAM, c.durable, wanted)
    return
  } catch (err) {
    if (!isApiCode(err, JetStreamApiCodes.ConsumerNotFound)) throw err
  }
  await jsm.consumers.add(EVENTS_STREAM, {
    durable_name: c.durable,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.New,
    ...wanted,
  })
}
