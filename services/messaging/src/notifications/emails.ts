// Notification emails (spec 1 §3 users.notificationPreferences, notificationEmailsDisabled): a staff
// notification is also emailed to its user when they asked for that type by email
// (notificationPreferences[type].email === true) and have not turned notification emails off. The
// user's address and settings come from identity (users.for-notifications), never its tables.
// Sent from the reaction to messaging's own evt.user_notifications.created: an SMTP failure rolls
// the reaction back and it is retried (then kept in the background errors); only a crash between the
// SMTP server's acceptance and the commit could send one twice. Without SMTP the notification stays
// in the console's bell alone.
import { identityBusRoutes } from '@care/contracts/routes/identity'
import { callRoute, routeNamed } from '@care/kit/bus/call-route'
import { onEvent } from '@care/kit/reactions/index'
import type { MessagingDeps } from '../deps.ts'
import { NotificationTexts } from './messages.ts'

const usersForNotifications = routeNamed(identityBusRoutes, 'users.for-notifications')
const text = (v: unknown) => (typeof v === 'string' ? v : '')

export const notificationEmails = (d: MessagingDeps) =>
  onEvent('notification-emails', 'evt.user_notifications.created', async (event, ctx) => {
    const mailer = d.mailer
    if (!mailer) return
    const userIds = [...new Set(event.records.map((n) => text(n.userId)).filter(Boolean))]
    if (!userIds.length) return
    const { users } = await callRoute(d.bus, usersForNotifications, { businessId: ctx.businessId, userIds }, { requestId: `notification-emails-${event.id}` })
    const byId = new Map(users.map((u) => [u.id, u]))
    for (const note of event.records) {
      const user = byId.get(text(note.userId))
      const type = text(note.type)
      if (!user?.email || user.notificationEmailsDisabled || user.notificationPreferences[type]?.email !== true) continue
      await mailer.send({
        businessId: ctx.businessId, to: user.email, subject: NotificationTexts.emailSubject(type),
        text: NotificationTexts.emailBody(user.fname, text(note.message)),
      })
      ctx.log.info({ notificationId: note.id, userId: user.id, type }, 'notification emailed')
    }
  })
