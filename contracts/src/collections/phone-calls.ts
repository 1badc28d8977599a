// phone_calls (spec 1 §3 "Communication"; the SDK's phone_calls), owned by messaging. Calls are
// placed and received through Twilio when it is configured; the provider's fields (externalId, to,
// from, recordings) are the service's to write. Without Twilio a phone call can only be logged by
// staff (inbound required) — the calling calls answer 503 'not configured', never a fake call.
import {
  booleanValidator, emptyOk, idValidator, listValidator as list, maxLengthString as text, nonNegativeNumberValidator,
  uniqueListValidator as uniqueList,
} from '../values/index.ts'
import { defineCollection } from './define.ts'
import { clearableInstant, readMapValidator } from './emails.ts'

export const phoneCalls = defineCollection({
  name: 'phone_calls',
  service: 'messaging',
  references: { enduserId: 'endusers', userId: 'users' },
  fields: {
    enduserId: emptyOk(idValidator).optional(),
    inbound: booleanValidator.optional(),
    externalId: text(250).optional(),
    to: text(25).optional(),
    from: text(25).optional(),
    isVoicemail: booleanValidator.optional(),
    recordingURI: text(1000).optional(),
    recordingId: text(250).optional(),
    transcriptionId: text(250).optional(),
    recordingDurationInSeconds: nonNegativeNumberValidator.optional(),
    transcription: text(25000).optional(),
    note: text(5000).optional(),
    unread: booleanValidator.optional(),
    userId: emptyOk(idValidator).optional(),
    pinnedAt: clearableInstant.optional(),
    readBy: readMapValidator.optional(),
    hiddenBy: readMapValidator.optional(),
    ticketIds: list(text(100)).optional(),
    tags: uniqueList(text(250)).optional(),
  },
  required: ['inbound'],
  readonly: ['externalId', 'to', 'from', 'isVoicemail', 'recordingURI', 'recordingId', 'transcriptionId', 'recordingDurationInSeconds'],
  assignmentFields: ['userId'],
  enduserField: 'enduserId',
  searchFields: ['note', 'transcription'],
})
