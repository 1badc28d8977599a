// The in-process event stream, standalone mode's counterpart of the JetStream stream's sequence:
// every published event gets the next sequence number and is kept in a bounded ring (the last
// `retain` events) so a reader can replay what it missed; followers get each event in order, one
// handler call at a time. It lives as long as its broker: its `id` is new with every broker, so
// positions from a previous process are recognised as foreign.
import { randomBytes } from 'node:crypto'
import type { Logger } from 'pino'
import type { BusEvent } from '@care/contracts/bus'
import { subjectMatcher, type SubjectMatcher } from './subject-match.ts'
import type { EventPosition, PositionedEvent } from './types.ts'

/** Events kept for replay by default: the gateway's default resume window (gateway/README.md). */
export const DEFAULT_RETAINED_EVENTS = 10_000

interface Follower {
  matches: SubjectMatcher
  handler: (e: PositionedEvent) => void | Promise<void>
  /** the previous event's handling: the next one waits for it */
  chain: Promise<void>
}

export class MemoryStream {
  readonly id = randomBytes(6).toString('base64url')
  private last = 0
  private readonly ring: PositionedEvent[] = []
  private readonly followers = new Set<Follower>()

  constructor(
    private readonly log: Logger,
    private readonly retain = DEFAULT_RETAINED_EVENTS,
  ) {
    if (!Number.isInteger(retain) || retain < 1) throw new RangeError('retain must be a positive integer')
  }

  /** The position of the last stored event (seq 0 before the first). */
  head(): EventPosition {
    return { stream: this.id, seq: this.last }
  }

  append(event: BusEvent): void {
    const stored: PositionedEvent = { event, position: { stream: this.id, seq: ++this.last } }
    this.ring[(this.last - 1) % this.retain] = stored
    for (const f of this.followers) {
      if (!f.matches(event.subject)) continue
      f.chain = f.chain
        .then(() => f.handler(stored))
        .catch((err: unknown) => this.log.error({ err, subject: event.subject }, 'event follower failed'))
    }
  }

  follow(filter: string, handler: Follower['handler']): { startedAfter: EventPosition; stop(): void } {
    const f: Follower = { matches: subjectMatcher(filter), handler, chain: Promise.resolve() }
    this.followers.add(f)
    return { startedAfter: this.head(), stop: () => void this.followers.delete(f) }
  }

  replay(filter: string, after: EventPosition, max: number): PositionedEvent[] | undefined {
    const firstKept = Math.max(1, this.last - this.retain + 1)
    if (after.stream !== this.id || after.seq > this.last || after.seq + 1 < firstKept || this.last - after.seq > max) return undefined
    const matches = subjectMatcher(filter)
    const out: PositionedEvent[] = []
    for (let seq = after.seq + 1; seq <= this.last; seq++) {
      const stored = this.ring[(seq - 1) % this.retain]!
      if (matches(stored.event.subject)) out.push(stored)
    }
    return out
  }

  close(): void {
    this.followers.clear()
    this.ring.length = 0
    this.last = 0
  }
}
