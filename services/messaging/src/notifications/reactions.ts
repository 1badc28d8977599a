// Staff notifications (spec 1 §3, §4): user_notifications, created inside the reaction's transaction
// (exactly once per event) and so published live to the staff member's sockets like any write —
//   a patient's new chat → each staff member of the room;
//   a ticket assigned (created with, or changed to, an owner other than the one who assigned it) → its owner;
//   a form submitted → the staff member who sent it (the response's creator, when not the patient).
// Other services' records arrive through their events only (records' tickets, forms' form_responses).
import { USER_NOTIFICATION_TYPES } from '@care/contracts/collections/user-notifications'
import type { ApiRecord } from '@care/kit/collections/types'
import { onEvent, type Reaction, type ReactionContext } from '@care/kit/reactions/index'
import type { MessagingDeps } from '../deps.ts'
import { NotificationTexts } from './messages.ts'
import { notificationEmails } from './emails.ts'

const text = (v: unknown) => (typeof v === 'string' ? v : '')

async function notify(d: MessagingDeps, ctx: ReactionContext, userId: string, type: string, message: string, related: ApiRecord[]) {
  await d.repos.userNotifications.systemRepo(ctx.businessId).create({ userId, type, message, read: false, relatedRecords: related }, { tx: ctx.tx, creator: userId })
}

export const newChatFromPatient = (d: MessagingDeps) =>
  onEvent('notify-new-chat', 'evt.chats.created', async (event, ctx) => {
    for (const chat of event.records) {
      if (!text(chat.enduserId) || chat.isDraft === true || chat.isAutoreply === true) continue
      const room = await d.repos.chatRooms.systemRepo(ctx.businessId).row(text(chat.roomId), { tx: ctx.tx })
      if (!room) continue
      for (const userId of room.userIds) {
        await notify(d, ctx, userId, USER_NOTIFICATION_TYPES.newChat, NotificationTexts.newChat(text(chat.message)), [
          { type: 'chat_rooms', id: room.id }, { type: 'chats', id: chat.id },
        ])
      }
    }
  })

export const ticketAssigned = (d: MessagingDeps) =>
  onEvent('notify-ticket-assigned', ['evt.tickets.created', 'evt.tickets.updated'], async (event, ctx) => {
    for (const ticket of event.records) {
      const owner = text(ticket.owner)
      if (!owner || owner === event.actor?.id) continue
      if (event.op === 'updated') {
        const change = event.changes?.find((c) => c.id === ticket.id)?.changes ?? {}
        if (!('owner' in change)) continue
      }
      await notify(d, ctx, owner, USER_NOTIFICATION_TYPES.ticketAssigned, NotificationTexts.ticketAssigned(text(ticket.title)), [{ type: 'tickets', id: ticket.id }])
    }
  })

export const formSubmitted = (d: MessagingDeps) =>
  onEvent('notify-form-submitted', 'evt.form_responses.updated', async (event, ctx) => {
    for (const response of event.records) {
      const change = event.changes?.find((c) => c.id === response.id)?.changes ?? {}
      if (!text(change.submittedAt) || !text(response.submittedAt)) continue
      const staff = text(response.creator)
      if (!staff || staff === text(response.enduserId) || staff === text(response.submittedBy) || staff === event.actor?.id) continue
      await notify(d, ctx, staff, USER_NOTIFICATION_TYPES.formSubmitted, NotificationTexts.formSubmitted(text(response.formTitle)), [
        { type: 'form_responses', id: response.id },
      ])
    }
  })

/** a deleted user's notifications go with them (the SDK's user_notifications.userId: deleted with the user) */
export const userRemoved = (d: MessagingDeps) =>
  onEvent('notifications-go-with-user', 'evt.users.deleted', async (event, ctx) => {
    const notes = d.repos.userNotifications.systemRepo(ctx.businessId)
    for (const user of event.records) {
      for (const note of await notes.findRows({ userId: user.id }, { tx: ctx.tx, fields: ['id'] })) await notes.delete(note.id, { tx: ctx.tx })
    }
  })

export const notificationReactionList = (d: MessagingDeps): Reaction[] => [newChatFromPatient(d), ticketAssigned(d), formSubmitted(d), userRemoved(d), notificationEmails(d)]
