// Identity, declared once with the kit's defineService: its database, its collections (served from
// its repositories), the staff and patient calls, and the gateways' bus-only session calls.
import { fileURLToPath } from 'node:url'
import type { Bus } from '@care/kit/bus/types'
import { createPrismaClient } from '@care/kit/db/index'
import type { Logger } from '@care/kit/runtime/logger'
import { defineService, startService, type RunningService, type ServiceContext } from '@care/kit/service/index'
import { PrismaClient } from './db.ts'
import { createTokenSigner } from './domain/tokens.ts'
import { createActivityTracker, type SessionDeps } from './calls/sessions.ts'
import { staffOperations } from './calls/staff.ts'
import type { GoogleSignInOptions } from './calls/login-google.ts'
import { createLoginThrottle } from './domain/login-throttle.ts'
import { enduserAuthOperations } from './calls/enduser-auth/index.ts'
import { identityBusOperations } from './calls/bus-operations.ts'
import { identityCollections } from './collections/index.ts'
import { identityCollectionList, type IdentityRepositories } from './repositories.ts'
import { avatarFileRemoved } from './reactions/avatar-file-removed.ts'
import { careTeamFromEvents } from './reactions/care-team-from-events.ts'

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

type IdentitySettings = Pick<IdentityOptions, 'authSecret' | 'portalUrl' | 'google'>

export type IdentityService = RunningService<PrismaClient, object>

export const MIGRATIONS_DIR = fileURLToPath(new URL('../prisma/migrations', import.meta.url))

export const identityService = defineService({
  name: 'identity',
  ownsOrganizations: true,
  migrationsDir: MIGRATIONS_DIR,
  prisma: (url: string) => createPrismaClient(PrismaClient, url),
  // its collections' calls are wrapped in identity's rules (collections/); the repositories answer id references
  collections: identityCollectionList,
  genericCalls: false,
  // the session dependencies of one start, shared by its calls
  setup(ctx: ServiceContext<PrismaClient, IdentitySettings, IdentityRepositories>): SessionDeps {
    const authSecret = ctx.options.authSecret ?? ctx.env.AUTH_SECRET
    if (!authSecret) throw new Error('identity: AUTH_SECRET is required')
    return {
      db: ctx.db, tokens: createTokenSigner(authSecret), bus: ctx.bus, portalUrl: ctx.options.portalUrl ?? ctx.env.PORTAL_URL ?? 'http://localhost:8080',
      activity: createActivityTracker(ctx.db, ctx.log), throttle: createLoginThrottle(ctx.db),
    }
  },
  operations: (deps, ctx) => ({
    ...staffOperations(deps, ctx.options.google),
    ...enduserAuthOperations(deps),
    ...identityCollections(ctx.db, deps),
  }),
  internal: (deps) => identityBusOperations(deps),
  reactions: (deps) => [avatarFileRemoved(deps.db), careTeamFromEvents(deps.db)],
})

export function startIdentity(o: IdentityOptions): Promise<IdentityService> {
  const { bus, databaseUrl, log, ...options } = o
  return startService(identityService, { bus, databaseUrl, log, options })
}
