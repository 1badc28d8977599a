// The event stream read in order over JetStream, for the gateway's resumable live fan-out: ordered
// consumers (ephemeral, unacked), which the client recreates from the last stream sequence it saw
// after a reconnect or missed heartbeats, so a NATS restart loses nothing and repeats nothing. A
// position is the JetStream stream sequence; the stream's identity is its creation time, so a
// position from a stream since deleted and recreated is not mistaken for one of this stream.
import { createHash } from 'node:crypto'
import { DeliverPolicy, type Consumer, type JetStreamClient, type JetStreamManager, type JsMsg } from '@nats-io/jetstream'
import { EVENTS_STREAM, type BusEvent } from '@care/contracts/bus'
import type { Logger } from 'pino'
import { subjectMatcher } from './subject-match.ts'
import type { EventPosition, PositionedEvent } from './types.ts'

/** How long one replay fetch waits for messages that were deleted meanwhile (a purge) before ending. */
const REPLAY_FETCH_EXPIRES_MS = 1_000
const REPLAY_BATCH = 500
/**
 * A follower's pull requests last this long (heartbeats every half of it): after a NATS restart
 * the client notices missed heartbeats within two of them and recreates the ordered consumer.
 */
const FOLLOW_PULL_EXPIRES_MS = 5_000

interface StreamState {
  id: string
  first: number
  last: number
}

async function streamState(jsm: JetStreamManager): Promise<StreamState> {
  const info = await jsm.streams.info(EVENTS_STREAM)
  const id = createHash('sha256').update(`${EVENTS_STREAM} ${info.created}`).digest('base64url').slice(0, 8)
  return { id, first: info.state.first_seq, last: info.state.last_seq }
}

function parse(m: JsMsg, log: Logger): BusEvent | undefined {
  try {
    return m.json<BusEvent>()
  } catch (err) {
    log.error({ err, subject: m.subject, seq: m.seq }, 'malformed event skipped')
    return undefined
  }
}

export async function followStream(
  js: JetStreamClient,
  jsm: JetStreamManager,
  filter: string,
  handler: (e: PositionedEvent) => void | Promise<void>,
  log: Logger,
): Promise<{ startedAfter: EventPosition; stop(): Promise<void> }> {
  const s = await streamState(jsm)
  const consumer = await js.consumers.get(EVENTS_STREAM, { filter_subjects: filter, deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: s.last + 1 })
  const messages = await consumer.consume({ expires: FOLLOW_PULL_EXPIRES_MS })
  const loop = (async () => {
    for await (const m of messages) {
      const event = parse(m, log)
      if (!event) continue
      try {
        await handler({ event, position: { stream: s.id, seq: m.seq } })
      } catch (err) {
        log.error({ err, subject: m.subject }, 'event follower failed')
      }
    }
  })().catch((err: unknown) => log.error({ err }, 'event follower stopped'))
  return {
    startedAfter: { stream: s.id, seq: s.last },
    async stop() {
      await messages.close().catch(() => {})
      await loop
    },
  }
}

export async function replayStream(js: JetStreamClient, jsm: JetStreamManager, filter: string, after: EventPosition, max: number, log: Logger): Promise<PositionedEvent[] | undefined> {
  const s = await streamState(jsm)
  // an empty stream reports first_seq = last_seq + 1; anything older than first_seq is gone
  if (after.stream !== s.id || after.seq > s.last || after.seq + 1 < s.first || s.last - after.seq > max) return undefined
  const out: PositionedEvent[] = []
  if (after.seq === s.last) return out
  const matches = subjectMatcher(filter)
  // the whole stream is read and the filter applied here: the server would have to scan it anyway
  const consumer: Consumer = await js.consumers.get(EVENTS_STREAM, { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: after.seq + 1 })
  try {
    // until the last message stored at the start, or until the server has nothing more (the rest
    // was deleted meanwhile: a purge)
    for (let reached = after.seq, more = true; more && reached < s.last; ) {
      const batch = await consumer.fetch({ max_messages: Math.min(REPLAY_BATCH, s.last - reached), expires: REPLAY_FETCH_EXPIRES_MS })
      more = false
      for await (const m of batch) {
        reached = m.seq
        const event = matches(m.subject) ? parse(m, log) : undefined
        if (event) out.push({ event, position: { stream: s.id, seq: m.seq } })
        more = m.info.pending > 0
        if (m.seq >= s.last || !more) break
      }
    }
  } finally {
    await consumer.delete().catch(() => {})
  }
  return out
}
