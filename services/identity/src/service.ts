// Identity service wiring: database, outbox relay, operations on the bus. start/stop mirror each other.
import { routeTable } from '@care/contracts/routes/index'
import { IDENTITY_INTERNAL } from '@care/contracts/routes/identity'
import type { Bus, Subscription } from '@care/kit/bus/types'
import { createPrismaClient, migrateServiceDatabase } from '@care/kit/db/index'
import { startOutboxRelay } from '@care/kit/outbox/index'
import { serveOperations } from '@care/kit/runtime/serve'
import type { Logger } from '@care/kit/runtime/logger'
import { fileURLToPath } from 'node:url'
import { PrismaClient } from './db.ts'
import { createTokenSigner } from './domain/tokens.ts'
import { authenticate, createActivityTracker, type SessionDeps } from './calls/sessions.ts'
import { staffOperations } from './calls/staff.ts'
import type { GoogleSignInOptions } from './calls/login-google.ts'
import { createLoginThrottle } from './domain/login-throttle.ts'
import { enduserAuthOperations } from './calls/enduser-auth/index.ts'
import { identityCollections } from './collections/index.ts'

export interface IdentityOptions {
  bus: Bus
  databaseUrl: string
  authSecret: string
  log: Logger
  /** the portal's origin, where sign-in and reset links point (PORTAL_URL) */
  portalUrl?: string
  /** Google sign-in (GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL by default) */
  google?: GoogleSignInOptions
}

export interface IdentityService {
  db: PrismaClient
  databaseUrl: string
  stop(): Promise<void>
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('../prisma/migrations', import.meta.url))

export async function startIdentity(o: IdentityOptions): Promise<IdentityService> {
  await migrateServiceDatabase({ url: o.databaseUrl, serviceMigrationsDir: MIGRATIONS_DIR })
  const db = createPrismaClient(PrismaClient, o.databaseUrl)
  const relay = await startOutboxRelay({ url: o.databaseUrl, bus: o.bus, log: o.log })
  const deps: SessionDeps = {
    db, tokens: createTokenSigner(o.authSecret), bus: o.bus, portalUrl: o.portalUrl ?? process.env.PORTAL_URL ?? 'http://localhost:8080',
    activity: createActivityTracker(db, o.log), throttle: createLoginThrottle(db),
  }
  let subscription: Subscription | undefined
  try {
    subscription = await serveOperations({
      bus: o.bus,
      service: 'identity',
      routes: routeTable,
      log: o.log,
      operations: {
        ...staffOperations(deps, o.google),
        ...enduserAuthOperations(deps),
        ...identityCollections(db, deps),
      },
      internal: {
        [IDENTITY_INTERNAL.authenticate]: authenticate(deps),
        [IDENTITY_INTERNAL.ping]: async () => ({ ok: true }),
      },
    })
  } catch (e) {
    await relay.stop()
    await db.$disconnect()
    throw e
  }
  return {
    db,
    databaseUrl: o.databaseUrl,
    async stop() {
      await subscription?.unsubscribe()
      await relay.stop()
      await db.$disconnect()
    },
  }
}
