// /send-meeting-invite: the patient attends the meeting and gets a link to the portal's video page
// by email (or SMS when they have no email), through messaging's system messages.
import { z } from 'zod'
import { identityBusRoutes } from '@care/contracts/routes/identity'
import { MeetingMessages, type meetingRoutes } from '@care/contracts/routes/meetings'
import { messagingBusRoutes } from '@care/contracts/routes/messaging'
import { badRequest } from '@care/contracts/errors'
import { callRoute, routeNamed } from '@care/kit/bus/call-route'
import type { Handler } from '@care/kit/runtime/typed-operations'
import { checkEnduserOfBusiness } from '@care/kit/tenancy/enduser-of-business'
import { accessLists, withAttendees, storedAttendees } from './attendees.ts'
import type { MeetingDeps } from './deps.ts'
import { sessionOf } from './read.ts'

type Routes = typeof meetingRoutes

export const INVITE_SUBJECT = 'Your video visit'
const email = z.email()

/** the portal's video page for a meeting (spec 2 §1: /video-call?meetingId) */
export function meetingLink(d: MeetingDeps, origin: string | undefined, meetingId: string): string {
  return new URL(`/video-call?${new URLSearchParams({ meetingId }).toString()}`, d.portalUrl || origin || 'http://localhost:8080').toString()
}

export const sendInvite = (d: MeetingDeps): Handler<Routes, 'meetings.send-invite'> => async ({ meetingId, enduserId }, ctx) => {
  const session = sessionOf(ctx)
  const meeting = await d.repos.meetings.repo(ctx).get(meetingId)
  if (meeting.status === 'ended') throw badRequest(MeetingMessages.ended, [{ field: 'meetingId', message: MeetingMessages.ended }])
  await checkEnduserOfBusiness(d.db, enduserId, ctx)
  const call = { requestId: ctx.requestId, ...(ctx.traceparent ? { traceparent: ctx.traceparent } : {}) }
  const { enduser: patient = {} } = await callRoute(d.bus, routeNamed(identityBusRoutes, 'endusers.for-form'), { businessId: session.businessId, enduserId }, call)
  const to = typeof patient.email === 'string' && email.safeParse(patient.email).success ? patient.email : undefined
  const phone = typeof patient.phone === 'string' && patient.phone ? patient.phone : undefined
  if (!to && !phone) throw badRequest(MeetingMessages.noEmail, [{ field: 'enduserId', message: MeetingMessages.noEmail }])
  await d.repos.meetings.systemRepo(session.businessId, { type: session.type, id: session.id }).modify(meetingId, (row) => {
    const attendees = withAttendees(storedAttendees(row.attendees), [{ type: 'enduser', id: enduserId }])
    return { attendees, ...accessLists(attendees) }
  })
  const link = meetingLink(d, ctx.origin, meetingId)
  const text = `You are invited to a video visit. Join it here: ${link}`
  if (to) {
    await callRoute(d.bus, routeNamed(messagingBusRoutes, 'system.send-email'), { businessId: session.businessId, to, subject: INVITE_SUBJECT, text, purpose: 'meeting-invite' }, call)
  } else {
    await callRoute(d.bus, routeNamed(messagingBusRoutes, 'system.send-sms'), { businessId: session.businessId, to: phone!, message: text, purpose: 'meeting-invite' }, call)
  }
  return {}
}
