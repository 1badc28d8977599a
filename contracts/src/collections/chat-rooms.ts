// chat_rooms (spec 1 §3 "Communication", §6; spec 2 §2.11, §3 "Chat room"), owned by messaging.
// Staff reach the rooms they are in under 'Assigned' (userIds, assignedTo, or rooms they created), and
// so under 'Default' too (a role that sets nothing for chat rooms: spec 1 §6 filters them by member;
// a role granting read 'All' sees every room, the inbox's unassigned conversations); a patient reads
// only the rooms they are in (enduserIds) and may open one naming themselves when their organization
// allows patient-initiated chat (spec 2 §2.11). The server keeps numMessages, recentMessage,
// recentSender and recentMessageSentAt on each chat, and infoForUser[userId].unreadCount (per member:
// +1 for every member but the sender, 0 for the caller of /mark-chat-room-read). A room with endedAt
// takes no more chats ('This conversation has been ended').
import { z } from 'zod'
import {
  booleanValidator, emptyOk, enumeration, idListValidator, idValidator, instantValidator, maxLengthString as text,
  nonNegativeNumberValidator, uniqueListValidator as uniqueList,
} from '../values/index.ts'
import { defineCollection } from './define.ts'

export const CHAT_ROOM_TYPES = ['internal', 'external', 'Group Chat'] as const
export type ChatRoomType = (typeof CHAT_ROOM_TYPES)[number]

/** the portal's text for an ended room; also the 400 a chat to an ended room answers */
export const CHAT_ROOM_ENDED = 'This conversation has been ended'

/** the SDK's ChatRoomUserInfo */
export const chatRoomUserInfoValidator = z.object({
  unreadCount: nonNegativeNumberValidator,
  markedUnread: booleanValidator.optional(),
})

export const chatRooms = defineCollection({
  name: 'chat_rooms',
  service: 'messaging',
  references: { 'userIds[]': 'users', 'enduserIds[]': 'endusers', 'assignedTo[]': 'users', aboutEnduserId: 'endusers', ticketId: 'tickets' },
  fields: {
    title: text(100).optional(),
    type: enumeration(CHAT_ROOM_TYPES).optional(),
    description: text(250).optional(),
    topic: text(5000).optional(),
    topicId: text(100).optional(),
    userIds: idListValidator.optional(),
    enduserIds: idListValidator.optional(),
    assignedTo: uniqueList(idValidator).optional(),
    numMessages: nonNegativeNumberValidator.optional(),
    recentMessage: text(5000).optional(),
    recentSender: text(100).optional(),
    /** ms since epoch (the SDK's number) */
    recentMessageSentAt: nonNegativeNumberValidator.optional(),
    ticketId: emptyOk(idValidator).optional(),
    endedAt: instantValidator.optional(),
    tags: uniqueList(text(100)).optional(),
    /** per staff member (by user id): their unread count (the SDK's infoForUser) */
    infoForUser: z.record(z.string().max(100), chatRoomUserInfoValidator).optional(),
    aboutEnduserId: emptyOk(idValidator).optional(),
    pinnedAt: instantValidator.optional(),
    fields: z.record(z.string().max(100), z.unknown()).optional(),
    suggestedReply: text(5000).optional(),
    discussionRoomId: emptyOk(idValidator).optional(),
    identifier: text(100).optional(),
    externalId: text(100).optional(),
    source: text(100).optional(),
  },
  readonly: ['recentMessage', 'recentSender', 'recentMessageSentAt'],
  counters: ['numMessages'],
  defaults: { type: 'internal', numMessages: 0, userIds: [], enduserIds: [] },
  hiddenFromEndusers: ['suggestedReply', 'assignedTo', 'tags', 'fields', 'discussionRoomId'],
  enduserField: 'enduserIds',
  assignmentFields: ['userIds', 'assignedTo'],
  defaultAccess: 'Assigned',
  enduserAccess: { create: true, read: 'own' },
  searchFields: ['title', 'topic', 'recentMessage'],
})
