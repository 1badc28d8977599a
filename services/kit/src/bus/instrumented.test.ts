// The instrumented bus over the in-process implementation (standalone mode): see instrumented-suite.ts.
import { instrumentedSuite } from './instrumented-suite.ts'
import { instrumentBus } from './instrumented.ts'
import { createMemoryBus } from './memory-bus.ts'

instrumentedSuite('in-process', {
  connect: async () => instrumentBus(createMemoryBus()),
  cleanup: async () => {},
})
