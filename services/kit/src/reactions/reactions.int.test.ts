// Event reactions over both buses (in-process; NATS with JetStream when NATS_URL is set): effects
// exactly once across a consumer killed mid-stream and restarted, retries, the dead letter, and
// redelivery of an event already applied.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { pino } from 'pino'
import { connect, type NatsConnection } from '@nats-io/transport-node'
import { jetstreamManager } from '@nats-io/jetstream'
import { EVENTS_STREAM, type BusEvent } from '@care/contracts/bus'
import { createMemoryBroker } from '../bus/memory-bus.ts'
import { createNatsBus } from '../bus/nats-bus.ts'
import type { Bus } from '../bus/types.ts'
import type { PrismaClient } from '../db/test-fixture/src/generated/prisma/client.ts'
import { openFixtureDatabase } from '../db/test-fixture/open.ts'
import type { TestDatabase } from '../testing/database.ts'
import { applyOnce, durableName, onEvent, startReactions, type Reaction } from './index.ts'

const log = pino({ level: 'silent' })

async function eventually(check: () => Promise<boolean>, what: string, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > deadline) assert.fail(`timed out waiting until ${what}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

interface BusKind {
  name: string
  skip: string | false
  /** a new connection to the shared broker or server */
  connect(): Promise<Bus>
  /** ends a connection abruptly: in-flight deliveries are neither acked nor nak'ed */
  kill(bus: Bus): Promise<void>
  cleanup(durables: string[], subjects: string): Promise<void>
}

const broker = createMemoryBroker()
const natsConnections = new Map<Bus, NatsConnection>()
const kinds: BusKind[] = [
  {
    name: 'in-process bus',
    skip: false,
    connect: async () => broker.connect(),
    kill: (bus) => bus.close(),
    cleanup: async () => {},
  },
  {
    name: 'NATS',
    skip: process.env.NATS_URL ? false : 'NATS_URL not set',
    async connect() {
      const nc = await connect({ servers: process.env.NATS_URL, name: 'reactions-test' })
      const bus = await createNatsBus(nc)
      natsConnections.set(bus, nc)
      return bus
    },
    kill: (bus) => natsConnections.get(bus)!.close(),
    async cleanup(durables, subjects) {
      const nc = await connect({ servers: process.env.NATS_URL, name: 'reactions-test-admin' })
      try {
        const jsm = await jetstreamManager(nc)
        for (const d of durables) await jsm.consumers.delete(EVENTS_STREAM, d).catch(() => {})
        await jsm.streams.purge(EVENTS_STREAM, { filter: subjects })
      } finally {
        await nc.close()
      }
    },
  },
]

after(async () => {
  await broker.close()
  for (const nc of natsConnections.values()) if (!nc.isClosed()) await nc.close()
})

for (const kind of kinds) {
  describe(`event reactions (${kind.name})`, { skip: kind.skip }, () => {
    const run = `rx${randomBytes(4).toString('hex')}`
    const collection = run
    const durables: string[] = []
    let db: TestDatabase
    let prisma: PrismaClient
    let publisher: Bus
    const open: Bus[] = []

    const connectBus = async () => {
      const bus = await kind.connect()
      open.push(bus)
      return bus
    }
    const count = async (sql: string, ...values: unknown[]) => (await prisma.$queryRawUnsafe<{ n: number }[]>(sql, ...values))[0]!.n
    const effects = (tag: string) => count('SELECT count(*)::int AS n FROM reaction_effects WHERE tag = $1', tag)
    const distinctEffects = (tag: string) => count('SELECT count(DISTINCT event_id)::int AS n FROM reaction_effects WHERE tag = $1', tag)
    let seq = 0
    const event = (lane: string): BusEvent => {
      const id = `${run}-${lane}-${++seq}`
      return { id, subject: `evt.${collection}.${lane}`, collection, op: 'created', businessId: 'b1', records: [{ id }], occurredAt: new Date().toISOString() } as BusEvent
    }
    /** a reaction that records its effect through the transaction it is given */
    const recording = (name: string, tag: string, before?: (e: BusEvent) => Promise<void>, options = {}): Reaction => {
      const reaction = onEvent(name, `evt.${collection}.${tag}`, async (e, { tx }) => {
        await before?.(e)
        await tx.$executeRawUnsafe('INSERT INTO reaction_effects (tag, event_id) VALUES ($1, $2)', tag, e.id)
      }, options)
      durables.push(durableName('test', name, reaction.subjects[0]!))
      return reaction
    }

    before(async () => {
      ;({ db, prisma } = await openFixtureDatabase('reactions'))
      // the effect table is deliberately without a unique key: a duplicate effect would show
      await prisma.$executeRawUnsafe('CREATE TABLE reaction_effects (n serial PRIMARY KEY, tag text NOT NULL, event_id text NOT NULL)')
      publisher = await connectBus()
    })
    after(async () => {
      for (const bus of open) await bus.close().catch(() => {})
      await kind.cleanup(durables, `evt.${collection}.>`)
      await prisma?.$disconnect()
      await db?.drop()
    })

    it('a consumer killed mid-stream and restarted applies every event exactly once', async () => {
      const N = 200
      const victim = await connectBus()
      let killed = false
      // the victim dies after its 40th application, typically between commit and ack
      const reaction = recording(`${run}-kill`, 'kill', async () => {
        if (!killed && (await effects('kill')) >= 40) {
          killed = true
          void kind.kill(victim)
        }
      }, { ackWaitMs: 1500 })
      const first = await startReactions({ service: 'test', bus: victim, prisma, log, reactions: [reaction] })
      const events = Array.from({ length: N }, () => event('kill'))
      for (const e of events) await publisher.publish(e)
      await eventually(async () => killed, 'the consumer to die mid-stream')
      await first.stop().catch(() => {})
      assert.ok((await effects('kill')) < N, 'the first consumer did not get through the stream')

      const second = await startReactions({ service: 'test', bus: await connectBus(), prisma, log, reactions: [reaction] })
      await eventually(async () => (await count('SELECT count(*)::int AS n FROM care_processed_events WHERE reaction = $1', reaction.name)) === N, `all ${N} events processed`)
      // a last event behind every redelivery: once it is applied, nothing older is in flight
      const marker = event('kill')
      await publisher.publish(marker)
      await eventually(async () => (await distinctEffects('kill')) === N + 1, 'the marker')
      assert.equal(await effects('kill'), N + 1, 'every event applied exactly once')
      await second.stop()
    })

    it('a failing reaction is retried with backoff and applied once', async () => {
      const failures = new Map<string, number>()
      const reaction = recording(`${run}-retry`, 'retry', async (e) => {
        const n = (failures.get(e.id) ?? 0) + 1
        failures.set(e.id, n)
        if (n <= 2) throw new Error(`transient failure ${n}`)
      })
      const running = await startReactions({ service: 'test', bus: await connectBus(), prisma, log, reactions: [reaction] })
      const e = event('retry')
      await publisher.publish(e)
      await eventually(async () => (await effects('retry')) === 1, 'the third attempt to succeed')
      assert.equal(failures.get(e.id), 3)
      assert.equal(await count('SELECT attempts AS n FROM care_reaction_failures WHERE reaction = $1 AND event_id = $2', reaction.name, e.id), 2)
      await running.stop()
    })

    it('an event that keeps failing is dead-lettered once and the stream moves on', async () => {
      const poison = event('poison')
      const reaction = recording(`${run}-poison`, 'poison', async (e) => {
        if (e.id === poison.id) throw new Error('cannot apply this one')
      }, { maxAttempts: 3 })
      const running = await startReactions({ service: 'test', bus: await connectBus(), prisma, log, reactions: [reaction] })
      const next = event('poison')
      await publisher.publish(poison)
      await publisher.publish(next)
      await eventually(async () => (await count('SELECT count(*)::int AS n FROM care_background_errors WHERE reaction = $1', reaction.name)) === 1, 'the dead letter')
      await eventually(async () => (await effects('poison')) === 1, 'the next event to be applied')
      const [row] = await prisma.$queryRawUnsafe<{ event_id: string; attempts: number; error: string; payload: BusEvent }[]>(
        'SELECT event_id, attempts, error, payload FROM care_background_errors WHERE reaction = $1', reaction.name,
      )
      assert.deepEqual([row!.event_id, row!.attempts, row!.payload.id], [poison.id, 3, poison.id])
      assert.match(row!.error, /cannot apply this one/)
      await running.stop()
    })

    it('an event delivered again after it was applied is not applied again', async () => {
      const reaction = recording(`${run}-again`, 'again')
      const e = event('again')
      assert.equal(await applyOnce(prisma, reaction, e, log, 1), 'applied')
      assert.equal(await applyOnce(prisma, reaction, e, log, 2), 'skipped')
      const [a, b] = await Promise.all([applyOnce(prisma, reaction, event('again'), log, 1), applyOnce(prisma, reaction, { ...e }, log, 3)])
      assert.deepEqual([a, b], ['applied', 'skipped'])
      assert.equal(await effects('again'), 2)
    })
  })
}
