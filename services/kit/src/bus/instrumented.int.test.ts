// The instrumented bus over real NATS (trace context in message headers, JetStream timestamps for
// the lag): see instrumented-suite.ts. Skipped unless NATS_URL is set.
import { connect, type NatsConnection } from '@nats-io/transport-node'
import { jetstreamManager, JetStreamApiCodes, JetStreamApiError } from '@nats-io/jetstream'
import { EVENTS_STREAM } from '@care/contracts/bus'
import { instrumentedSuite } from './instrumented-suite.ts'
import { instrumentBus } from './instrumented.ts'
import { createNatsBus } from './nats-bus.ts'

const url = process.env.NATS_URL
let nc: NatsConnection | undefined

instrumentedSuite('NATS', {
  async connect() {
    nc = await connect({ servers: url, name: 'instrumented-suite' })
    return instrumentBus(await createNatsBus(nc))
  },
  async cleanup({ durables, eventSubjects }) {
    const admin = await connect({ servers: url, name: 'instrumented-suite-admin' })
    try {
      const jsm = await jetstreamManager(admin)
      for (const d of durables) {
        await jsm.consumers.delete(EVENTS_STREAM, d).catch((err: unknown) => {
          if (!(err instanceof JetStreamApiError && err.code === JetStreamApiCodes.ConsumerNotFound)) throw err
        })
      }
      for (const subject of eventSubjects) await jsm.streams.purge(EVENTS_STREAM, { filter: subject })
    } finally {
      await admin.close()
      if (nc && !nc.isClosed()) await nc.close()
    }
  },
}, { skip: url ? false : 'NATS_URL not set' })
