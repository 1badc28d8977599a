// The meeting calls (spec 1 §7 "Meetings"; spec 2 §2.13, §7), in the public SDK's paths and shapes
// (@tellescope/schema meetings custom actions): video visits without a vendor. The server manages
// a meeting's status (scheduled → live → ended) and attendees; the browsers connect to each other
// (WebRTC) with signalling over the gateway's live socket (gateway/README.md "Meeting signalling").
import { z } from 'zod'
import { attendeeValidator, meetingInfoValidator, meetings, userIdentityValidator } from '../collections/meetings.ts'
import { idValidator, listValidator, booleanValidator, nonNegativeNumberValidator } from '../values/index.ts'
import { routesOf } from './define.ts'
import type { BusRouteDef, RouteDef } from './types.ts'

const { call } = routesOf('scheduling')

/** the most attendees one meeting holds: a browser mesh carries a few, not a crowd */
export const MAX_MEETING_ATTENDEES = 25

export const MeetingMessages = {
  notFound: 'Meeting not found',
  ended: 'This meeting has ended',
  notAttendee: 'You are not an attendee of this meeting',
  onlyHost: 'Only the host can end this meeting',
  tooManyAttendees: `A meeting has at most ${MAX_MEETING_ATTENDEES} attendees`,
  eventNotFound: 'Calendar event not found',
  notEventAttendee: 'You are not an attendee of this event',
  notLive: 'Waiting for the host to start the meeting',
  eventCancelled: 'This event has been cancelled',
  noEmail: 'This patient has no email address or phone number to send the invite to',
  zoomNotConfigured: 'Zoom is not configured',
  zoomHostNotFound: 'userId must name a user of your business',
  zoomHostNoEmail: 'This user has no email address to host a Zoom meeting with',
} as const

const attendeesInput = listValidator(userIdentityValidator, MAX_MEETING_ATTENDEES)
const started = z.object({ id: z.string(), meeting: meetingInfoValidator, host: attendeeValidator })

export const meetingRoutes = [
  call({
    operation: 'meetings.start', method: 'POST', path: '/start-meeting', callers: ['user', 'apiKey'],
    input: z.object({ attendees: attendeesInput.optional(), publicRead: booleanValidator.optional() }).loose(),
    output: started,
    summary: 'Starts a live meeting hosted by the caller with the attendees named (staff of the business or its patients); answers its id, meetingInfo and the host attendee',
  }),
  call({
    operation: 'meetings.send-invite', method: 'POST', path: '/send-meeting-invite', callers: ['user', 'apiKey'],
    input: z.object({ meetingId: idValidator, enduserId: idValidator }).loose(),
    output: z.object({}).loose(),
    summary: "Adds the patient to the meeting (if not yet an attendee) and emails them (or texts them, without an email) a link to the portal's video page",
  }),
  call({
    operation: 'meetings.end', method: 'POST', path: '/end-meeting', callers: ['user', 'apiKey'],
    input: z.object({ id: idValidator }).loose(),
    output: z.object({}).loose(),
    summary: "The host ends the meeting: status 'ended', endedAt now; its calendar event's meetingStatus follows. 403 for anyone but the host",
  }),
  call({
    operation: 'meetings.add-attendees', method: 'POST', path: '/add-attendees-to-meeting', callers: ['user', 'apiKey'],
    input: z.object({ id: idValidator, attendees: attendeesInput }).loose(),
    output: z.object({}).loose(),
    summary: 'Adds attendees (staff or patients of the business) to a meeting that has not ended; those already in it are kept as they are',
  }),
  call({
    operation: 'meetings.attendee-info', method: 'GET', path: '/attendee-info', callers: ['user', 'enduser', 'apiKey'],
    input: z.object({ id: idValidator }).loose(),
    output: z.object({ attendee: attendeeValidator, others: z.array(userIdentityValidator), status: z.string().optional(), host: userIdentityValidator.optional() }),
    summary: "The caller's attendance of a meeting and the other attendees (also the meeting's status and host); 404 when the caller does not attend it",
  }),
  call({
    operation: 'meetings.mine', method: 'GET', path: '/my-meetings', callers: ['user', 'enduser'],
    input: z.object({}).loose(),
    output: z.array(meetings.record),
    summary: 'The meetings the caller attends, newest first (at most 100)',
  }),
  call({
    operation: 'meetings.start-for-event', method: 'POST', path: '/start-meeting-for-event', callers: ['user', 'apiKey'],
    input: z.object({ calendarEventId: idValidator }).loose(),
    output: started,
    summary: "Starts the video visit of a calendar event (its attendees attend, the caller hosts); the event's meetingId is set and its meetingStatus becomes 'live'. An event with a live meeting answers that meeting",
  }),
  call({
    operation: 'meetings.join-for-event', method: 'POST', path: '/join-meeting-for-event', callers: ['user', 'enduser'],
    input: z.object({ calendarEventId: idValidator }).loose(),
    output: z.object({ id: z.string(), meeting: meetingInfoValidator, attendee: attendeeValidator }),
    summary: "Joins the live meeting of a calendar event the caller attends: 400 'Waiting for the host to start the meeting' before it starts, 'This meeting has ended' after",
  }),
  call({
    operation: 'meetings.generate-zoom-meeting', method: 'POST', path: '/generate-zoom-meeting', callers: ['user', 'apiKey'],
    input: z.object({ calendarEventId: idValidator.optional(), userId: idValidator, startTimeInMS: nonNegativeNumberValidator.optional(), durationInMinutes: nonNegativeNumberValidator.optional() }).loose(),
    output: z.object({ updatedEvent: z.record(z.string(), z.unknown()) }),
    summary: "A Zoom meeting hosted by the staff member userId (their email's Zoom user) for a calendar event the caller may read: the event gets videoIntegration 'Zoom' and videoURL the join link; the answer adds the host's videoStartURL (not stored). 503 'Zoom is not configured' without ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID and ZOOM_CLIENT_SECRET (video visits use the built-in WebRTC meetings); 502 when Zoom refuses",
  }),
] as const

export const meetingCalls: RouteDef[] = [...meetingRoutes]
/** calls other services make to meetings on the bus only (none: the gateway's signalling relay asks attendee-info with the socket's session) */
export const meetingBusRoutes: BusRouteDef[] = []
