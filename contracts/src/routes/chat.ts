// The chat and notification calls of messaging (spec 1 §7 "Messaging", "Other"; spec 2 §2.11, §7),
// in the public SDK's paths and shapes (@tellescope/schema chat_rooms' join_room, mark_read,
// display_info; user_notifications' bulk_update and send_user_email_notification; the
// out-of-office autoreply). Rooms and messages themselves are the generic calls of chat_rooms and chats.
import { z } from 'zod'
import { chatRooms } from '../collections/chat-rooms.ts'
import { enumeration, idValidator, maxLengthString } from '../values/index.ts'
import { routesOf } from './define.ts'

const { call } = routesOf('messaging')

export const ChatMessages = {
  notFound: 'Chat room not found',
  ended: 'This conversation has been ended',
  notMember: 'You are not a member of this chat room',
  joinHasMembers: 'This chat room already has a member',
  enduserChatNotAllowed: 'Your organization does not allow starting conversations',
  enduserOnlySelf: 'enduserIds may name only you',
  subjectRequired: 'Subject is required',
  bulkAction: "action must be 'read' or 'delete'",
  outOfOfficeThrottled: 'An autoreply was already sent in the last hour',
  noEmail: 'This user has no email address',
  patientNotFound: 'Patient not found',
  threadRequired: 'threadId is required for the Chat channel',
  noContact: 'This patient has no email address or phone number for this channel',
  enduserCannotHold: 'Only team members may draft or schedule a chat',
} as const

/** what the out-of-office autoreply says (the spec gives no text; kept here, one place to change it) */
export const OUT_OF_OFFICE_AUTOREPLY = 'Thank you for your message. Our team is out of the office right now and will reply as soon as we can.'
/** at most one autoreply per patient in this window (spec 1 §9) */
export const OUT_OF_OFFICE_WINDOW_MS = 60 * 60 * 1000

export const BULK_NOTIFICATION_ACTIONS = ['read', 'delete'] as const
export const OUT_OF_OFFICE_CHANNELS = ['Email', 'SMS', 'Chat'] as const

/** the SDK's UserDisplayInfo: what a room's member is shown as */
export const displayInfoValidator = z.object({
  fname: z.string().optional(),
  lname: z.string().optional(),
  displayName: z.string().optional(),
  avatar: z.string().optional(),
  createdAt: z.string().optional(),
  lastActive: z.string().optional(),
  lastLogout: z.string().optional(),
}).loose()

export const chatRoutes = [
  call({
    operation: 'chat_rooms.join-room', method: 'POST', path: '/join-chat-room', callers: ['user', 'apiKey'],
    input: z.object({ id: idValidator }).loose(),
    output: z.object({ room: chatRooms.record }),
    summary: 'Joins a chat room that has no staff member yet (accepting a support chat): the caller becomes its member',
  }),
  call({
    operation: 'chat_rooms.mark-read', method: 'POST', path: '/mark-chat-room-read', callers: ['user', 'enduser', 'apiKey'],
    input: z.object({ id: idValidator }).loose(),
    output: z.object({ updated: chatRooms.record }),
    summary: "Marks the conversation read by the caller: their unread count becomes 0 and the room's messages from others carry readBy[caller]",
  }),
  call({
    operation: 'chat_rooms.display-info', method: 'GET', path: '/chat-room-display-info', callers: ['user', 'enduser', 'apiKey'],
    input: z.object({ id: idValidator }).loose(),
    output: z.object({ id: z.string(), display_info: z.record(z.string(), displayInfoValidator) }),
    summary: "Maps the room's userIds and enduserIds to display information; the room's id is the 'id' field",
  }),
  call({
    operation: 'user_notifications.bulk-update', method: 'POST', path: '/notifications/bulk-update', callers: ['user', 'apiKey'],
    input: z.object({ action: enumeration(BULK_NOTIFICATION_ACTIONS) }).loose(),
    output: z.object({}).loose(),
    summary: "Marks all of the caller's notifications read, or deletes them all",
  }),
  call({
    operation: 'user_notifications.send-email', method: 'POST', path: '/send-user-email-notification', callers: ['user', 'apiKey'],
    input: z.object({ userId: idValidator, message: maxLengthString(5000).min(1, { error: 'message must not be blank' }), subject: maxLengthString(250).optional() }).loose(),
    output: z.object({}).loose(),
    summary: 'Sends an email notification to a team member (unless their notification emails are disabled)',
  }),
  call({
    operation: 'chat_rooms.out-of-office-autoreply', method: 'POST', path: '/handle-out-of-office-autoreply', callers: ['user', 'apiKey'],
    input: z.object({
      channel: enumeration(OUT_OF_OFFICE_CHANNELS),
      enduserId: idValidator,
      threadId: idValidator.optional(),
      userId: idValidator.optional(),
    }).loose(),
    output: z.object({}).loose(),
    summary: 'Admin only: sends the out-of-office autoreply to a patient, at most one per hour per patient and channel',
  }),
] as const
