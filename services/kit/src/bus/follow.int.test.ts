// The positioned event stream against a real NATS server with JetStream; skipped unless NATS_URL is set.
import { after } from 'node:test'
import { connect, type NatsConnection } from '@nats-io/transport-node'
import { jetstreamManager } from '@nats-io/jetstream'
import { EVENTS_STREAM } from '@care/contracts/bus'
import { followSuite } from './follow-suite.ts'
import { createNatsBus } from './nats-bus.ts'

const url = process.env.NATS_URL
const connections: NatsConnection[] = []
after(async () => {
  await Promise.all(connections.map((nc) => (nc.isClosed() ? undefined : nc.close())))
})

followSuite('NATS', {
  async connect() {
    const nc = await connect({ servers: url, name: 'follow-suite' })
    connections.push(nc)
    return createNatsBus(nc)
  },
  async cleanup(eventSubjects) {
    const nc = await connect({ servers: url, name: 'follow-suite-admin' })
    connections.push(nc)
    // the stream is shared infrastructure: only this run's events go
    await (await jetstreamManager(nc)).streams.purge(EVENTS_STREAM, { filter: eventSubjects })
  },
}, { skip: url ? false : 'NATS_URL not set' })
