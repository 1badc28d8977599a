// The outbox end to end on real PostgreSQL: enqueueEvents inside a Prisma transaction (as the
// collection engine does), the relay publishing to a bus, crashes and bus outages in between.
import { after, afterEach, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import pg from 'pg'
import { pino } from 'pino'
import type { BusEvent } from '@care/contracts/bus'
import { createMemoryBus } from '../bus/memory-bus.ts'
import { migrateServiceDatabase } from '../db/migrate.ts'
import type { PrismaClient } from '../db/test-fixture/src/generated/prisma/client.ts'
import { FIXTURE_MIGRATIONS, openFixtureDatabase } from '../db/test-fixture/open.ts'
import { createTestDatabase, type TestDatabase } from '../testing/database.ts'
import { deletePublished } from './cleanup.ts'
import { enqueueEvents } from './enqueue.ts'
import { startOutboxRelay, type OutboxRelay, type OutboxRelayOptions } from './relay.ts'
import type { NewEvent } from './types.ts'

const log = pino({ level: 'silent' })

/** Records every publish; fails them while `failing` is set. */
function recordingBus() {
  const published: BusEvent[] = []
  let attempts = 0
  const bus = {
    failing: false,
    published,
    get attempts() {
      return attempts
    },
    async publish(event: BusEvent) {
      attempts++
      if (bus.failing) throw new Error('bus unavailable')
      published.push(event)
    },
    countOf(id: string) {
      return published.filter((e) => e.id === id).length
    },
  }
  return bus
}

/** Polls until `check` holds; fails the test (instead of hanging) after a generous deadline. */
async function eventually(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 15_000
  while (!(await check())) {
    if (Date.now() > deadline) assert.fail(`timed out waiting until ${what}`)
    await new Promise((r) => setTimeout(r, 10))
  }
}

const event = (n: number): NewEvent => ({
  collection: 'widgets',
  op: 'created',
  businessId: 'b1',
  records: [{ id: `w${n}`, title: `Widget ${n}` }],
})

describe('outbox relay', () => {
  let db: TestDatabase
  let prisma: PrismaClient
  let pool: pg.Pool
  const relays: OutboxRelay[] = []

  const start = async (options: Omit<OutboxRelayOptions, 'url' | 'log'>) => {
    const relay = await startOutboxRelay({ url: db.url, log, ...options })
    relays.push(relay)
    return relay
  }
  /** Commits `events` the way a write does: in one transaction with the change. */
  const commit = (events: NewEvent[]) => prisma.$transaction((tx) => enqueueEvents(tx, events))
  const unpublished = async () =>
    Number((await pool.query<{ n: string }>('SELECT count(*) AS n FROM care_outbox WHERE published_at IS NULL')).rows[0]!.n)

  before(async () => {
    ;({ db, prisma } = await openFixtureDatabase('outbox', { poolMax: 4 }))
    pool = new pg.Pool({ connectionString: db.url, max: 2 })
  })
  afterEach(async () => {
    await Promise.all(relays.splice(0).map((r) => r.stop()))
    await pool.query('DELETE FROM care_outbox')
  })
  after(async () => {
    await prisma.$disconnect()
    await pool.end()
    await db.drop()
  })

  it('publishes a committed event exactly once, woken by the insert notification', async () => {
    const bus = recordingBus()
    // the fallback poll is far away: only the NOTIFY can deliver the event in time
    const relay = await start({ bus, idleMs: 600_000 })
    const [sent] = await commit([event(1)])
    await eventually(() => bus.published.length > 0, 'the event is published')
    await relay.flush()

    assert.equal(bus.countOf(sent!.id), 1)
    assert.deepEqual(bus.published[0], sent, 'the payload is the full event, id included')
    assert.equal(await unpublished(), 0)
  })

  it('publishes nothing for a rolled-back transaction', async () => {
    const bus = recordingBus()
    const relay = await start({ bus, idleMs: 600_000 })
    await assert.rejects(
      prisma.$transaction(async (tx) => {
        await enqueueEvents(tx, [event(1), event(2)])
        throw new Error('the write failed')
      }),
      /the write failed/,
    )
    await relay.flush()
    assert.equal(bus.attempts, 0)
    assert.equal(Number((await pool.query('SELECT count(*) AS n FROM care_outbox')).rows[0].n), 0)
  })

  it('delivers events committed by a process that died before publishing, once a relay starts', async () => {
    // no relay running: the writer "crashed" right after its commits
    const sent = [...(await commit([event(1), event(2)])), ...(await commit([event(3)]))]
    assert.equal(await unpublished(), 3)

    const bus = recordingBus()
    const relay = await start({ bus, idleMs: 600_000 })
    await eventually(() => bus.published.length === 3, 'the relay publishes what was left behind')
    await relay.flush()
    for (const e of sent) assert.equal(bus.countOf(e.id), 1, `event ${e.id} published once`)
    assert.deepEqual(bus.published.map((e) => e.id), sent.map((e) => e.id), 'in commit order')
  })

  it('keeps events through a bus outage and publishes them once the bus is back', async () => {
    const bus = recordingBus()
    bus.failing = true
    const relay = await start({ bus, idleMs: 20, retryBaseMs: 5, retryMaxMs: 20 })
    const sent = await commit([event(1), event(2)])

    await eventually(async () => {
      const { rows } = await pool.query<{ attempts: number }>('SELECT max(attempts) AS attempts FROM care_outbox')
      return rows[0]!.attempts >= 3
    }, 'publishing has been retried a few times')
    assert.equal(bus.published.length, 0)
    assert.equal(await unpublished(), 2, 'nothing is lost or marked published while the bus fails')
    await assert.rejects(relay.flush(), /bus unavailable/)
    const { rows } = await pool.query<{ last_error: string }>('SELECT last_error FROM care_outbox WHERE attempts > 0 LIMIT 1')
    assert.equal(rows[0]!.last_error, 'bus unavailable')

    bus.failing = false
    await eventually(async () => (await unpublished()) === 0, 'the events are published after the outage')
    await relay.flush()
    for (const e of sent) assert.equal(bus.countOf(e.id), 1)
  })

  it('lets flush publish rows that are waiting for their retry', async () => {
    const bus = recordingBus()
    bus.failing = true
    // long backoff: only flush can publish before the test ends
    const relay = await start({ bus, idleMs: 600_000, retryBaseMs: 600_000, retryMaxMs: 600_000 })
    const [sent] = await commit([event(1)])
    await assert.rejects(relay.flush(), /bus unavailable/)
    bus.failing = false
    await relay.flush()
    assert.equal(bus.countOf(sent!.id), 1)
    assert.equal(await unpublished(), 0)
  })

  it('never sends an event twice when two replicas relay the same outbox', async () => {
    const bus = recordingBus()
    const [a, b] = [await start({ bus, batchSize: 7 }), await start({ bus, batchSize: 7 })]
    const sent = (await Promise.all(Array.from({ length: 20 }, (_, i) => commit([event(3 * i), event(3 * i + 1), event(3 * i + 2)])))).flat()
    await Promise.all([a.flush(), b.flush()])
    await eventually(async () => (await unpublished()) === 0, 'every event is published')
    assert.equal(bus.published.length, sent.length)
    for (const e of sent) assert.equal(bus.countOf(e.id), 1, `event ${e.id} published once`)
  })

  it('delivers through the in-process bus to a durable subscriber', async () => {
    const bus = createMemoryBus({ log })
    try {
      const received: BusEvent[] = []
      await bus.subscribeDurable('outbox-test', 'evt.widgets.>', async (e) => {
        received.push(e)
      })
      await start({ bus, idleMs: 50 })
      const [sent] = await commit([event(1)])
      await eventually(() => received.length > 0, 'the subscriber receives the event')
      assert.equal(received[0]!.id, sent!.id)
      assert.equal(received[0]!.subject, 'evt.widgets.created')
    } finally {
      await Promise.all(relays.splice(0).map((r) => r.stop()))
      await bus.close()
    }
  })

  it('recovers when its database connections are cut', async () => {
    const bus = recordingBus()
    const relay = await start({ bus, idleMs: 600_000 })
    await commit([event(1)])
    await eventually(() => bus.published.length === 1, 'the first event is published')

    const backends = async () =>
      (
        await pool.query<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'care-outbox-listen'`,
        )
      ).rows.map((r) => r.pid)
    const [listening] = await backends()
    assert.ok(listening, 'the relay listens on its own connection')
    await pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND application_name IN ('care-outbox', 'care-outbox-listen')`,
    )
    await eventually(async () => (await backends()).some((pid) => pid !== listening), 'the listener reconnects')

    // still only the notification can deliver this one before the deadline
    const [second] = await commit([event(2)])
    await eventually(() => bus.countOf(second!.id) === 1, 'an event committed after the cut is published')
    await relay.flush()
    assert.equal(bus.published.length, 2)
  })

  it('refuses to flush once stopped', async () => {
    const relay = await start({ bus: recordingBus() })
    await relay.stop()
    await assert.rejects(relay.flush(), /stopped/)
  })
})

describe('outbox cleanup', () => {
  let db: TestDatabase
  let pool: pg.Pool
  before(async () => {
    db = await createTestDatabase('outbox_cleanup')
    await migrateServiceDatabase({ url: db.url, serviceMigrationsDir: FIXTURE_MIGRATIONS })
    pool = new pg.Pool({ connectionString: db.url, max: 1 })
  })
  after(async () => {
    await pool.end()
    await db.drop()
  })

  it('deletes published rows past retention and keeps recent and unpublished ones', async () => {
    await pool.query(`
      INSERT INTO care_outbox (id, subject, payload, created_at, published_at) VALUES
        ('old-published', 's', '{}', now() - interval '3 days', now() - interval '2 days'),
        ('recent-published', 's', '{}', now() - interval '1 hour', now() - interval '1 hour'),
        ('old-unpublished', 's', '{}', now() - interval '3 days', NULL)`)
    assert.equal(await deletePublished(pool, 24 * 3600_000), 1)
    const { rows } = await pool.query<{ id: string }>('SELECT id FROM care_outbox ORDER BY id')
    assert.deepEqual(rows.map((r) => r.id), ['old-unpublished', 'recent-published'])
  })
})
