// The shared bus suite against a real NATS server with JetStream; skipped unless NATS_URL is set.
import { after } from 'node:test'
import { connect, type NatsConnection } from '@nats-io/transport-node'
import { jetstreamManager, JetStreamApiCodes, JetStreamApiError } from '@nats-io/jetstream'
import { EVENTS_STREAM } from '@care/contracts/bus'
import { busSuite } from './bus-suite.ts'
import { createNatsBus } from './nats-bus.ts'
import type { Bus } from './types.ts'

const url = process.env.NATS_URL
const connections = new Map<Bus, NatsConnection>()
let admin: NatsConnection | undefined

after(async () => {
  await Promise.all([...connections.values()].map((nc) => (nc.isClosed() ? undefined : nc.close())))
  await admin?.close()
})

busSuite('NATS', {
  async connect() {
    const nc = await connect({ servers: url, name: 'bus-suite' })
    const bus = await createNatsBus(nc)
    connections.set(bus, nc)
    return bus
  },
  // Cut the connection without draining: nothing in flight gets acked.
  kill: (bus) => connections.get(bus)!.close(),
  async cleanup({ durables, eventSubjects }) {
    admin ??= await connect({ servers: url, name: 'bus-suite-admin' })
    const jsm = await jetstreamManager(admin)
    for (const d of durables) {
      await jsm.consumers.delete(EVENTS_STREAM, d).catch((err: unknown) => {
        if (!(err instanceof JetStreamApiError && err.code === JetStreamApiCodes.ConsumerNotFound)) throw err
      })
    }
    // The stream itself is shared infrastructure (other services use it); only this run's events go.
    await jsm.streams.purge(EVENTS_STREAM, { filter: eventSubjects })
  },
}, { skip: url ? false : 'NATS_URL not set' })
