// generate-zoom-meeting (the SDK's calendar_events.generate_zoom_meeting): where Zoom is configured
// (zoom-client.ts), a scheduled Zoom meeting hosted by the staff member `userId` — their Zoom user is
// their email, read from identity (users.for-notifications) — for a calendar event the caller may
// read (404 otherwise), whose title, start and duration it takes unless the call names them. The
// event gets videoIntegration 'Zoom' and videoURL the join link (what its attendees open). The host's
// start link is a credential: answered to the caller as videoStartURL, never stored. Without an
// event, the answer is the fields to put on one. Zoom refusing or out of reach: 502 with its reason;
// not configured: 503 'Zoom is not configured'.
import { ApiError, badRequest, serviceUnavailable } from '@care/contracts/errors'
import { identityBusRoutes } from '@care/contracts/routes/identity'
import { MeetingMessages, type meetingRoutes } from '@care/contracts/routes/meetings'
import { callRoute, routeNamed } from '@care/kit/bus/call-route'
import type { Handler } from '@care/kit/runtime/typed-operations'
import type { MeetingDeps } from './deps.ts'
import { ZoomError } from './zoom-client.ts'

const usersForNotifications = routeNamed(identityBusRoutes, 'users.for-notifications')
const DEFAULT_MINUTES = 30

const userField = (message: string) => badRequest(message, [{ field: 'userId', message }])

export const generateZoomMeeting = (d: MeetingDeps): Handler<typeof meetingRoutes, 'meetings.generate-zoom-meeting'> => async (input, ctx) => {
  if (!d.zoom) throw new ApiError(503, MeetingMessages.zoomNotConfigured)
  const session = ctx.session!
  if (input.calendarEventId && !d.events) throw serviceUnavailable()
  const event = input.calendarEventId ? await d.events!.readAsCaller(input.calendarEventId, ctx) : undefined
  const { users } = await callRoute(d.bus, usersForNotifications, { businessId: session.businessId, userIds: [input.userId] }, { requestId: ctx.requestId })
  const host = users.find((u) => u.id === input.userId)
  if (!host) throw userField(MeetingMessages.zoomHostNotFound)
  if (!host.email) throw userField(MeetingMessages.zoomHostNoEmail)
  const meeting = await d.zoom.createMeeting(host.email, {
    topic: event?.title ?? 'Video visit',
    startTimeInMS: input.startTimeInMS ?? event?.startTimeInMS ?? Date.now(),
    durationInMinutes: input.durationInMinutes ?? event?.durationInMinutes ?? DEFAULT_MINUTES,
  }).catch((e: unknown) => {
    if (e instanceof ZoomError) throw new ApiError(502, e.message)
    throw e
  })
  const link = { videoIntegration: 'Zoom' as const, videoURL: meeting.joinUrl }
  const stored = event && d.events ? await d.events.setVideoLink(event.id, ctx, link) : link
  return { updatedEvent: { ...stored, videoStartURL: meeting.startUrl, videoHostUserId: host.id } }
}
