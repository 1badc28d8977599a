// The notification calls (spec 1 §7 "Other", "Messaging"): mark all of the caller's notifications read
// or delete them all (each write published, so the caller's other screens follow live); send a team
// member an email notification through the system mail transport (503 when none is configured),
// unless their notification emails are disabled.
import { users } from '@care/contracts/collections/users'
import { ApiError } from '@care/contracts/errors'
import type { chatRoutes } from '@care/contracts/routes/chat'
import { ChatMessages } from '@care/contracts/routes/chat'
import { messagingBusRoutes } from '@care/contracts/routes/messaging'
import { callRoute, collectionGetOne, routeNamed } from '@care/kit/bus/call-route'
import type { Handler } from '@care/kit/runtime/typed-operations'
import type { MessagingDeps } from '../deps.ts'

type Routes = typeof chatRoutes

/** at most this many notifications change per call (the rest on the next) */
const BULK_LIMIT = 1000

export const bulkUpdate = (d: MessagingDeps): Handler<Routes, 'user_notifications.bulk-update'> => async ({ action }, ctx) => {
  const session = ctx.session
  if (!session || session.type !== 'user') throw new ApiError(403, 'Forbidden')
  const repo = d.repos.userNotifications.systemRepo(session.businessId, { type: 'user', id: session.id })
  const where = action === 'read' ? { userId: session.id, OR: [{ read: false }, { read: null }] } : { userId: session.id }
  const rows = await repo.findRows(where, { fields: ['id'], take: BULK_LIMIT })
  for (const { id } of rows) {
    if (action === 'read') await repo.update(id, { read: true })
    else await repo.delete(id)
  }
  return {}
}

export const sendUserEmail = (d: MessagingDeps): Handler<Routes, 'user_notifications.send-email'> => async ({ userId, message, subject }, ctx) => {
  const session = ctx.session
  if (!session) throw new ApiError(403, 'Forbidden')
  const user = await callRoute(d.bus, collectionGetOne(users), { id: userId }, ctx)
  if (user.notificationEmailsDisabled === true) return { sent: false }
  const to = typeof user.email === 'string' ? user.email : ''
  if (!to) throw new ApiError(400, ChatMessages.noEmail)
  await callRoute(d.bus, routeNamed(messagingBusRoutes, 'system.send-email'), {
    businessId: session.businessId, to, subject: subject?.trim() || 'Notification', text: message, purpose: 'user-notification',
  }, { requestId: ctx.requestId })
  return { sent: true }
}
