// The positioned event stream (`follow`, `replay`) for every Bus implementation: follow.test.ts
// runs it in-process, follow.int.test.ts against a real NATS server (which other runs share, so
// only this run's subjects are looked at).
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import type { BusEvent } from '@care/contracts/bus'
import type { Bus, EventPosition, PositionedEvent } from './types.ts'

export interface FollowHarness {
  connect(): Promise<Bus>
  cleanup(eventSubjects: string): Promise<void>
}

async function eventually(check: () => boolean, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms
  while (!check()) {
    if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 10))
  }
}

export function followSuite(name: string, harness: FollowHarness, options: { skip?: string | false } = {}) {
  const run = `ft${Date.now().toString(36)}${randomBytes(3).toString('hex')}`
  const filter = `evt.${run}.>`
  let n = 0
  const event = (id = `${run}-${++n}`): BusEvent => ({
    id,
    subject: `evt.${run}.created`,
    collection: run,
    op: 'created',
    businessId: 'b1',
    records: [{ id }],
    occurredAt: new Date().toISOString(),
  })
  const ids = (events: PositionedEvent[]) => events.map((e) => e.event.id)

  describe(`${name} event stream`, { skip: options.skip }, () => {
    let bus: Bus
    before(async () => {
      bus = await harness.connect()
    })
    after(async () => {
      await bus?.close()
      await harness.cleanup(filter)
    })

    test('follow: every event from now on, in order, once, with growing positions; replay gives the same after any of them', async () => {
      const followed: PositionedEvent[] = []
      const sub = await bus.follow(filter, (e) => void followed.push(e))
      const sent = [event(), event(), event()]
      for (const e of sent) await bus.publish(e)
      await bus.publish(sent[1]!) // a duplicate publish is stored once
      await eventually(() => followed.length >= 3, 'three followed events')
      assert.deepEqual(ids(followed), sent.map((e) => e.id))
      const seqs = followed.map((e) => e.position.seq)
      assert.ok(seqs[0]! > sub.startedAfter.seq && seqs[0]! < seqs[1]! && seqs[1]! < seqs[2]!, `positions grow: ${seqs}`)
      assert.ok(followed.every((e) => e.position.stream === sub.startedAfter.stream))

      assert.deepEqual(ids((await bus.replay(filter, sub.startedAfter, 1000))!), sent.map((e) => e.id), 'all three after the start')
      const afterFirst = (await bus.replay(filter, followed[0]!.position, 1000))!
      assert.deepEqual(afterFirst.map((e) => e.position), followed.slice(1).map((e) => e.position), 'the same positions as followed')
      assert.deepEqual(await bus.replay(filter, followed[2]!.position, 1000), [], 'nothing after the last')
      await sub.unsubscribe()
      await bus.publish(event())
      await bus.replay(filter, followed[2]!.position, 1000)
      assert.equal(followed.length, 3, 'nothing after unsubscribe')
    })

    test('replay refuses what it cannot give whole: another stream, a position ahead, more than max', async () => {
      const sub = await bus.follow(filter, () => {})
      const start: EventPosition = sub.startedAfter
      for (let i = 0; i < 3; i++) await bus.publish(event())
      await sub.unsubscribe()
      assert.equal(await bus.replay(filter, { stream: `${start.stream}x`, seq: start.seq }, 1000), undefined, 'another stream')
      assert.equal(await bus.replay(filter, { stream: start.stream, seq: start.seq + 1_000_000 }, 1000), undefined, 'ahead of the stream')
      assert.equal(await bus.replay(filter, start, 2), undefined, 'three stored since, two allowed')
      assert.equal((await bus.replay(filter, start, 1000))!.length, 3)
    })
  })
}
