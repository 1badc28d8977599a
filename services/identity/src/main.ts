// Distributed entry point: one identity process on NATS with its own database.
//   NATS_URL, DATABASE_URL, AUTH_SECRET (≥ 32 characters), PORTAL_URL, GOOGLE_CLIENT_ID / GOOGLE_JWKS_URL,
//   HEALTH_PORT (default 8081); MIGRATE_ONLY=1 applies the migrations and exits.
import { requiredEnv, runServiceProcess } from '@care/kit/runtime/service-process'
import { MIGRATIONS_DIR, startIdentity } from './service.ts'

await runServiceProcess({
  name: 'identity',
  migrationsDir: MIGRATIONS_DIR,
  start: (o) => startIdentity({ ...o, authSecret: requiredEnv('AUTH_SECRET') }),
  ready: async (s) => {
    await s.db.$queryRawUnsafe('SELECT 1')
    return true
  },
})
