// Meetings (issue #20, spec 2 §2.13): video visits without a vendor. The service registers the
// collection (`meetingCollectionList`, beside its others) and spreads `meetingCalls(deps)` into its
// operations; the calls are typed from contracts/src/routes/meetings.ts. The media flows between
// browsers (WebRTC, @care/video); the gateway relays their signalling (gateway/src/live/meeting-signals.ts).
import { meetingRoutes } from '@care/contracts/routes/meetings'
import { operations } from '@care/kit/runtime/typed-operations'
import { addAttendeesCall, attendeeInfo, end, mine, start } from './calls.ts'
import type { MeetingDeps } from './deps.ts'
import { joinForEvent, startForEvent } from './for-event.ts'
import { sendInvite } from './invite.ts'
import { generateZoomMeeting } from './zoom.ts'

export { createZoomClient, zoomSettingsFromEnv } from './zoom-client.ts'

export { meetingCollectionList, type MeetingDeps, type MeetingRepositories } from './deps.ts'
export { calendarEventsPort, type CalendarEventsPort, type CalendarEventsRepository } from './events-port.ts'

export const meetingCalls = (d: MeetingDeps) => operations(meetingRoutes)({
  'meetings.start': start(d),
  'meetings.send-invite': sendInvite(d),
  'meetings.end': end(d),
  'meetings.add-attendees': addAttendeesCall(d),
  'meetings.attendee-info': attendeeInfo(d),
  'meetings.mine': mine(d),
  'meetings.start-for-event': startForEvent(d),
  'meetings.join-for-event': joinForEvent(d),
  // Zoom only where configured: video visits are otherwise the built-in WebRTC meetings (issue #20)
  'meetings.generate-zoom-meeting': generateZoomMeeting(d),
})
