// Every service the platform runs, in start order. Adding a service = one line here.
import type { Bus } from '@care/kit/bus/types'
import type { Logger } from '@care/kit/runtime/logger'
import { startIdentity } from '@care/identity'

export interface ServiceStartOptions {
  bus: Bus
  databaseUrl: string
  authSecret: string
  log: Logger
}

export interface ServiceEntry {
  name: string
  start(o: ServiceStartOptions): Promise<{ stop(): Promise<void> }>
}

export const services: ServiceEntry[] = [
  { name: 'identity', start: (o) => startIdentity(o) },
]
