// The audit trail's hand-off (bus-only `user-logs.record`, sent by services/kit/src/audit/write-trail.ts):
// a service's committed writes of one request, handed over before it answers, so their user_logs
// entries are readable at once. Each event goes through the audit-trail reaction's own exactly-once
// application (its processed-events mark): when the reaction's delivery of the same event comes
// later it is skipped, and an event the reaction already logged is skipped here.
import type { BusEvent } from '@care/contracts/bus'
import type { auditBusRoutes } from '@care/contracts/routes/records'
import { applyOnce } from '@care/kit/reactions/index'
import type { RouteOperations } from '@care/kit/runtime/typed-operations'
import type { PrismaClient } from '../../db.ts'
import { auditTrail } from '../../reactions/audit-trail.ts'

export const auditOperations = (db: PrismaClient): RouteOperations<typeof auditBusRoutes> => {
  const reaction = auditTrail(db)
  return {
    'user-logs.record': async ({ events }, ctx) => {
      // applied: events not seen before (a system write among them is marked, and writes no row)
      let applied = 0
      for (const event of events) {
        if ((await applyOnce(db, reaction, event as BusEvent, ctx.log, 1)) === 'applied') applied++
      }
      return { applied }
    },
  }
}
