// sms_messages (spec 1 §3 "Communication", §5 'Missing phone', 'message must not be blank', max
// 1200; the SDK's sms_messages), owned by messaging. Creating one sends it through the SMS adapter
// (Twilio, or the visible outbox when none is configured) unless it is logOnly, a draft or scheduled
// (sendAt). A patient's replies arrive through the provider's webhook as inbound messages of their
// thread (the patient whose number the last message went to). Staff under 'Assigned' reach the
// messages they sent or are assigned to; patients never read them over the API.
import {
  booleanValidator, emptyOk, idValidator, instantValidator, listValidator as list, maxLengthString as text, phoneValidator,
  uniqueListValidator as uniqueList,
} from '../values/index.ts'
import { defineCollection } from './define.ts'
import { clearableInstant, readMapValidator } from './emails.ts'

export const smsMessages = defineCollection({
  name: 'sms_messages',
  service: 'messaging',
  references: { enduserId: 'endusers', userId: 'users', templateId: 'templates', 'assignedTo[]': 'users', calendarEventId: 'calendar_events' },
  fields: {
    logOnly: booleanValidator.optional(),
    /** checked by the service ('message must not be blank', at most 1200 characters) */
    message: text(5000).optional(),
    enduserId: idValidator.optional(),
    userId: idValidator.optional(),
    inbound: booleanValidator.optional(),
    newThread: booleanValidator.optional(),
    /** true once the provider accepted it (or at once for logOnly); false while held in the outbox */
    delivered: booleanValidator.optional(),
    /** why it was not sent (no provider: held in the outbox; the provider's refusal) — ours */
    deliveryError: text(1000).optional(),
    /** the provider's message id (Twilio's MessageSid) */
    internalMessageId: text(250).optional(),
    readBy: readMapValidator.optional(),
    hiddenBy: readMapValidator.optional(),
    hiddenForAll: booleanValidator.optional(),
    templateId: emptyOk(idValidator).optional(),
    automationStepId: emptyOk(idValidator).optional(),
    linkOpenTrackingIds: list(text(250)).optional(),
    sendAt: clearableInstant.optional(),
    pinnedAt: clearableInstant.optional(),
    isDraft: booleanValidator.optional(),
    timestamp: instantValidator.optional(),
    ticketIds: list(text(100)).optional(),
    suggestedReply: text(5000).optional(),
    /** the business's number it was sent from (or received at) */
    phoneNumber: text(25).optional(),
    /** the patient's number it went to (or came from); the patient's phone when left out */
    enduserPhoneNumber: phoneValidator.optional(),
    tags: uniqueList(text(250)).optional(),
    batchId: text(250).optional(),
    assignedTo: uniqueList(idValidator).optional(),
    journeyId: emptyOk(idValidator).optional(),
    calendarEventId: emptyOk(idValidator).optional(),
    mediaURLs: uniqueList(text(1000), 10).optional(),
  },
  required: ['enduserId'],
  readonly: ['delivered', 'deliveryError', 'internalMessageId'],
  updatesDisabled: ['userId', 'logOnly', 'inbound', 'newThread'],
  assignmentFields: ['userId', 'assignedTo'],
  enduserField: 'enduserId',
  searchFields: ['message'],
  defaults: { logOnly: false, inbound: false, linkOpenTrackingIds: [] },
})
