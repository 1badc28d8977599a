// Helpers for messaging's integration tests: a messaging service alone on the in-process bus with
// its own test database, and bus calls to its operations.
import { createServer, type Server } from 'node:net'
import type { AddressInfo } from 'node:net'
import { requestSubject, type BusReply } from '@care/contracts/bus'
import { createBus } from '@care/kit/bus/index'
import type { Bus } from '@care/kit/bus/types'
import { newObjectId } from '@care/kit/ids'
import { createLogger } from '@care/kit/runtime/logger'
import { createTestDatabase, type TestDatabase } from '@care/kit/testing/database'
import { startMessaging, type MessagingOptions, type MessagingService } from '../src/service.ts'

export interface MessagingUnderTest {
  bus: Bus
  service: MessagingService
  call(operation: string, payload: unknown): Promise<BusReply>
  close(): Promise<void>
}

export async function startMessagingAlone(options: Partial<Omit<MessagingOptions, 'bus' | 'databaseUrl' | 'log'>> = {}): Promise<MessagingUnderTest> {
  const db: TestDatabase = await createTestDatabase('messaging')
  const bus = await createBus({ name: 'messaging-test' })
  // env: {} keeps the machine's SMTP_URL / TWILIO_* out of the test
  const service = await startMessaging({ bus, databaseUrl: db.url, log: createLogger('messaging-test', 'silent'), env: {}, ...options })
  return {
    bus,
    service,
    call: (operation, payload) => bus.request(requestSubject('messaging', operation), { requestId: newObjectId(), payload }),
    async close() {
      await service.stop()
      await bus.close()
      await db.drop()
    },
  }
}

/** A local port nothing listens on: bound once, then released. */
export async function closedPort(): Promise<number> {
  const server: Server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}
