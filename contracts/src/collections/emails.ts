// emails (spec 1 §3 "Communication", §5 'Missing email'; the SDK's emails), owned by messaging.
// Creating one sends it over SMTP unless it is logOnly (recorded, never sent), a draft (isDraft:
// kept, not sent) or scheduled (sendAt in the future: a durable job sends it then). Threading:
// messageId is the Message-ID the server gave the mail, threadId the thread's first message (a
// reply names the email it answers in replyTo; its mail carries In-Reply-To and References).
// Staff under 'Assigned' reach the emails they sent (userId) or are assigned to; patients never.
import { z } from 'zod'
import {
  booleanValidator, emailValidator, emptyOk, idValidator, instantValidator, listValidator as list, maxLengthString as text,
  uniqueListValidator as uniqueList,
} from '../values/index.ts'
import { defineCollection } from './define.ts'

/** a user id → when they read (or hid) it, as the SDK keeps readBy / hiddenBy */
export const readMapValidator = z.record(idValidator, z.union([instantValidator, z.literal('')]))
/** '' clears a scheduled or pinned time (the SDK's dateOptionalOrEmptyStringValidator) */
export const clearableInstant = emptyOk(instantValidator)

export const emails = defineCollection({
  name: 'emails',
  service: 'messaging',
  references: { enduserId: 'endusers', userId: 'users', templateId: 'templates', replyTo: 'emails', 'assignedTo[]': 'users', calendarEventId: 'calendar_events' },
  fields: {
    logOnly: booleanValidator.optional(),
    enduserId: idValidator.optional(),
    userId: idValidator.optional(),
    subject: text(1000).optional(),
    textContent: text(100000).optional(),
    HTMLContent: text(100000).optional(),
    timestamp: instantValidator.optional(),
    /** true once an SMTP server accepted it (or at once for logOnly) */
    delivered: booleanValidator.optional(),
    /** why the last attempt to send it failed (ours: the SDK has no such field) */
    deliveryError: text(1000).optional(),
    /** the id of the email this one answers */
    replyTo: emptyOk(idValidator).optional(),
    threadId: text(1000).optional(),
    /** the sender's address of an inbound email */
    source: text(250).optional(),
    openedAt: instantValidator.optional(),
    /** the Message-ID header of the sent (or received) mail */
    messageId: text(1000).optional(),
    inbound: booleanValidator.optional(),
    readBy: readMapValidator.optional(),
    hiddenBy: readMapValidator.optional(),
    hiddenForAll: booleanValidator.optional(),
    templateId: emptyOk(idValidator).optional(),
    automationStepId: emptyOk(idValidator).optional(),
    linkOpenTrackingIds: list(text(250)).optional(),
    sendAt: clearableInstant.optional(),
    pinnedAt: clearableInstant.optional(),
    isDraft: booleanValidator.optional(),
    cc: list(emailValidator, 100).optional(),
    fromEmailOverride: text(100).optional(),
    ticketIds: list(text(100)).optional(),
    alternateToAddress: emailValidator.optional(),
    suggestedReply: text(5000).optional(),
    tags: uniqueList(text(250)).optional(),
    batchId: text(250).optional(),
    isMarketing: booleanValidator.optional(),
    assignedTo: uniqueList(idValidator).optional(),
    journeyId: emptyOk(idValidator).optional(),
    calendarEventId: emptyOk(idValidator).optional(),
  },
  required: ['enduserId', 'subject', 'textContent'],
  readonly: ['delivered', 'deliveryError', 'threadId', 'source', 'openedAt', 'messageId'],
  updatesDisabled: ['userId', 'logOnly', 'inbound'],
  assignmentFields: ['userId', 'assignedTo'],
  enduserField: 'enduserId',
  searchFields: ['subject', 'textContent'],
  defaults: { logOnly: false, inbound: false, linkOpenTrackingIds: [] },
})
