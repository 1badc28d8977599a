// Distributed entry point: one billing process on NATS with its own database.
//   NATS_URL, DATABASE_URL, HEALTH_PORT (default 8081); MIGRATE_ONLY=1 applies the migrations and exits.
import { runService } from '@care/kit/service/index'
import { billingService } from './service.ts'

await runService(billingService)
