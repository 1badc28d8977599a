// Distributed entry point: one identity process on NATS with its own database.
//   NATS_URL, DATABASE_URL, AUTH_SECRET (≥ 32 characters, read when the service starts, not by the
//   migration Job), PORTAL_URL, GOOGLE_CLIENT_ID / GOOGLE_JWKS_URL, HEALTH_PORT (default 8081);
//   MIGRATE_ONLY=1 applies the migrations and exits.
import { runService } from '@care/kit/service/index'
import { identityService } from './service.ts'

await runService(identityService)
