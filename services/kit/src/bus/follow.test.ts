// The positioned event stream in-process, and its bounded retention.
import { after, test } from 'node:test'
import assert from 'node:assert/strict'
import type { BusEvent } from '@care/contracts/bus'
import { createMemoryBroker, createMemoryBus } from './memory-bus.ts'
import { followSuite } from './follow-suite.ts'

const broker = createMemoryBroker()
after(() => broker.close())

followSuite('in-process', { connect: async () => broker.connect(), cleanup: async () => {} })

const event = (id: string): BusEvent => ({ id, subject: 'evt.things.created', collection: 'things', op: 'created', businessId: 'b1', records: [{ id }], occurredAt: new Date().toISOString() })

test('in-process: only the last retainEvents events can be replayed; another broker is another stream', async () => {
  const bus = createMemoryBus({ retainEvents: 2 })
  const other = createMemoryBus()
  try {
    const { startedAfter } = await bus.follow('evt.>', () => {})
    for (const id of ['a', 'b', 'c']) await bus.publish(event(id))
    assert.equal(await bus.replay('evt.>', startedAfter, 1000), undefined, 'the first event is no longer kept')
    const kept = await bus.replay('evt.>', { ...startedAfter, seq: startedAfter.seq + 1 }, 1000)
    assert.deepEqual(kept?.map((e) => e.event.id), ['b', 'c'])
    assert.equal(await other.replay('evt.>', startedAfter, 1000), undefined)
  } finally {
    await bus.close()
    await other.close()
  }
})
