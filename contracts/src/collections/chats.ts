// chats (spec 1 §3 "Communication", §6; spec 2 §3 "Message"), owned by messaging: the messages of a
// chat room. senderId is the caller (server-set); html is sanitized on every write; attachments name
// files of the records service. Who may read a chat follows its room: the service copies the room's
// userIds and enduserIds onto each chat (and keeps them in step when the room's members change), so
// the contract's rule decides REST reads and live events alike — staff under 'Assigned' read the
// chats of rooms they are in (and so under 'Default', as for the rooms), a patient the chats of their rooms, and a patient posts only there. A list narrowed to a
// room the caller may not read is refused (messages.ts).
// A chat staff write as a draft or with sendAt ahead is held back (heldBack, the server's): its
// patients neither read nor hear it until a durable job sends it at sendAt. readBy is stamped by the
// server when a member marks the room read (/mark-chat-room-read).
import { z } from 'zod'
import {
  booleanValidator, emptyOk, idListValidator, idValidator, instantValidator, listValidator, maxLengthString as text,
  uniqueListValidator as uniqueList,
} from '../values/index.ts'
import { defineCollection } from './define.ts'

/** the SDK's ChatAttachment; fileId names the file of the records service when the client has it */
export const chatAttachmentValidator = z.object({
  type: text(100),
  name: text(250).optional(),
  secureName: text(250),
  fileId: idValidator.optional(),
})

export const CHAT_NOT_A_MEMBER = 'You are not a member of this chat room'

export const chats = defineCollection({
  name: 'chats',
  service: 'messaging',
  references: { roomId: 'chat_rooms', replyId: 'chats', 'attachments[].fileId': 'files', 'mentions[]': 'users' },
  fields: {
    roomId: idValidator.optional(),
    senderId: text(100).optional(),
    /** the staff member who wrote it, when staff did (the SDK's userId) */
    userId: emptyOk(idValidator).optional(),
    /** the patient who wrote it, when a patient did (the SDK's enduserId) */
    enduserId: emptyOk(idValidator).optional(),
    message: text(5000).optional(),
    html: text(5000).optional(),
    replyId: emptyOk(idValidator).optional(),
    /** by reader id: when they read it */
    readBy: z.record(z.string().max(100), instantValidator).optional(),
    hiddenBy: z.record(z.string().max(100), instantValidator).optional(),
    hiddenForAll: booleanValidator.optional(),
    attachments: listValidator(chatAttachmentValidator, 25).optional(),
    templateId: emptyOk(idValidator).optional(),
    automationStepId: emptyOk(idValidator).optional(),
    timestamp: instantValidator.optional(),
    ticketIds: idListValidator.optional(),
    tags: uniqueList(text(100)).optional(),
    mentions: idListValidator.optional(),
    quote: listValidator(text(5000)).optional(),
    sendAt: instantValidator.optional(),
    isDraft: booleanValidator.optional(),
    isAutoreply: booleanValidator.optional(),
    /** the server's: true while a staff member's draft or scheduled chat waits to be sent (hidden from patients) */
    heldBack: booleanValidator.optional(),
    /** the room's staff members when it was written, kept in step with the room (access) */
    userIds: idListValidator.optional(),
    /** the room's patients, kept in step with the room (access) */
    enduserIds: idListValidator.optional(),
  },
  required: ['roomId', 'message'],
  readonly: ['senderId', 'userId', 'enduserId', 'userIds', 'enduserIds', 'isAutoreply', 'heldBack'],
  updatesDisabled: ['roomId', 'replyId'],
  hiddenFromEndusers: ['tags', 'hiddenBy', 'templateId', 'automationStepId', 'mentions'],
  enduserField: 'enduserIds',
  assignmentFields: ['userIds'],
  defaultAccess: 'Assigned',
  enduserAccess: { create: true, read: 'own' },
  enduserHiddenWhen: 'heldBack',
  searchFields: ['message'],
})
