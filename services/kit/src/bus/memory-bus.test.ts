import { after } from 'node:test'
import { createMemoryBroker } from './memory-bus.ts'
import { busSuite } from './bus-suite.ts'

const broker = createMemoryBroker()
after(() => broker.close())

busSuite('in-process', {
  connect: async () => broker.connect(),
  // In-process there is no connection to cut: closing stops delivery and abandons a hung
  // handler's event after its ack wait, which is what a dead NATS client leads to.
  kill: (bus) => bus.close(),
  cleanup: async () => {},
})
