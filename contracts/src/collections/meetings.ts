// meetings (spec 1 §3, §4, §6; spec 2 §2.13, §3): video visits without a vendor (issue #20). The
// server alone writes status (scheduled → live → ended), attendees, meetingInfo and endedAt through
// the meeting calls (contracts/src/routes/meetings.ts); the media flows browser to browser
// (WebRTC), signalled over the gateway's live socket. Patients read the meetings they attend
// ("meetings by attendee"): enduserIds mirrors the attendees who are patients, userIds the staff
// (staff with 'Assigned' or 'Default' access see the meetings they attend or created). A meeting created through
// the generic call (status 'scheduled') may name its patients and staff there once: the service
// makes them its attendees; afterwards only the meeting calls change who attends.
import { z } from 'zod'
import { booleanValidator, enumeration, idListValidator, idValidator, instantValidator, listValidator, maxLengthString } from '../values/index.ts'
import { defineCollection } from './define.ts'

export const MEETING_STATUSES = ['scheduled', 'live', 'ended'] as const
export type MeetingStatus = (typeof MEETING_STATUSES)[number]

/** who attends: a staff user or a patient (the SDK's UserIdentity) */
export const userIdentityValidator = z.object({
  type: enumeration(['user', 'enduser'] as const),
  id: idValidator,
})
export type UserIdentity = z.infer<typeof userIdentityValidator>

/**
 * The SDK's AttendeeInfo. No vendor issues these: ExternalUserId is '<type>:<id>', AttendeeId a
 * random id of this attendance and JoinToken a random value kept for the SDK's shape — never a
 * credential (the signalling relay authorizes by session and attendance).
 */
export const attendeeInfoValidator = z.object({
  ExternalUserId: maxLengthString(100),
  AttendeeId: maxLengthString(100),
  JoinToken: maxLengthString(100),
})
export const attendeeValidator = userIdentityValidator.extend({ info: attendeeInfoValidator })
export type Attendee = z.infer<typeof attendeeValidator>

/** The SDK's `{ Meeting: MeetingInfo }`: MediaPlacement names where the signalling happens. */
export const meetingInfoValidator = z.object({
  Meeting: z.object({
    MeetingId: maxLengthString(100),
    ExternalMeetingId: maxLengthString(100),
    MediaPlacement: z.object({ SignalingURL: maxLengthString(250).optional() }).loose(),
  }),
})
export type MeetingInfo = z.infer<typeof meetingInfoValidator>

export const meetings = defineCollection({
  name: 'meetings',
  service: 'scheduling',
  fields: {
    status: enumeration(MEETING_STATUSES).optional(),
    attendees: listValidator(attendeeValidator).optional(),
    meetingInfo: meetingInfoValidator.optional(),
    publicRead: booleanValidator.optional(),
    endedAt: instantValidator.optional(),
    /** the calendar event the meeting was started for (start-meeting-for-event) */
    calendarEventId: idValidator.optional(),
    /** the attendees who are patients (kept by the service from attendees): "meetings by attendee" for patients */
    enduserIds: idListValidator.optional(),
    /** the attendees who are staff (kept by the service from attendees): 'Assigned' access */
    userIds: idListValidator.optional(),
  },
  references: { 'enduserIds[]': 'endusers', 'userIds[]': 'users' },
  readonly: ['status', 'attendees', 'meetingInfo', 'endedAt', 'calendarEventId'],
  updatesDisabled: ['enduserIds', 'userIds'],
  defaults: { status: 'scheduled' },
  enduserField: 'enduserIds',
  defaultAccess: 'Assigned',
  assignmentFields: ['userIds'],
  enduserAccess: { read: 'own' },
})
