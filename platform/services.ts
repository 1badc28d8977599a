// Every service the platform runs, in start order. Adding a service = one line here.
import type { Bus } from '@care/kit/bus/types'
import type { Logger } from '@care/kit/runtime/logger'
import { startIdentity } from '@care/identity'
import { startMessaging } from '@care/messaging'

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
  // standalone runs the development mail tools (embedded SMTP sink, /v1/dev/mailbox) unless DEV_MAILBOX=0
  { name: 'messaging', start: (o) => startMessaging({ ...o, devMailbox: process.env.DEV_MAILBOX !== '0' }) },
  { name: 'identity', start: (o) => startIdentity(o) },
]
