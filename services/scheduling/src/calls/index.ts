// Scheduling's core named calls, each typed from its route (contracts/src/routes/scheduling.ts).
import { schedulingRoutes } from '@care/contracts/routes/scheduling'
import { operations } from '@care/kit/runtime/typed-operations'
import type { SchedulingDeps } from '../deps.ts'
import { downloadIcs } from './download-ics.ts'
import { eventsForUser } from './events-for-user.ts'
import { updateOrder } from './update-order.ts'

export const schedulingOperations = (d: SchedulingDeps) => operations(schedulingRoutes)({
  'calendar_events.events-for-user': eventsForUser(d),
  'availability_blocks.update-order': updateOrder(d),
  'calendar_events.download-ics-file': downloadIcs(d),
})
