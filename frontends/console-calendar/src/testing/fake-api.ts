// The Calendar area's /v1 for component tests: @care/sdk's fake over the scheduling collections,
// users and endusers, with the scheduling service's refusals the screens rely on — required fields,
// titles unique (409 'Uniqueness Violation' naming the field, as services/kit answers), booking
// pages needing a location — and its named calls: /update-order-of-availability-blocks,
// /appointment-booking-pages/generate-access-token and /start-meeting-for-event.
import type { CareClient } from '@care/sdk'
import { fakeRecord as make, fakeV1, json, type FakeRecord, type SentRequest } from '@care/sdk/testing'

export type { FakeRecord, SentRequest }

const REQUIRED: Record<string, string[]> = {
  calendar_events: ['title', 'startTimeInMS', 'durationInMinutes'],
  calendar_event_templates: ['title', 'durationInMinutes'],
  appointment_locations: ['title'],
  appointment_booking_pages: ['title', 'calendarEventTemplateIds', 'locationIds'],
  availability_blocks: ['entity', 'entityId', 'index', 'dayOfWeekStartingSundayIndexedByZero', 'startTimeInMinutes', 'endTimeInMinutes'],
}
const UNIQUE_TITLES = new Set(['calendar_event_templates', 'appointment_locations', 'appointment_booking_pages'])
export const UNIQUE_TITLE_MESSAGE = 'A record with this title already exists'
export const ACCESS_TOKEN = 'token-123'

const bad = (field: string, message: string, status = 400, top = message) => json(status, { message: top, validation: [{ field, message }] })

export const ME = { id: 'a'.repeat(24), fname: 'Avery', lname: 'Admin', email: 'avery@demo.care' }

export function fakeApi(o: { collections?: Record<string, Record<string, unknown>[]>; pageSize?: number } = {}) {
  const v1 = fakeV1({
    pageSize: o.pageSize,
    collections: {
      calendar_events: [],
      calendar_event_templates: [],
      appointment_locations: [],
      appointment_booking_pages: [],
      availability_blocks: [],
      users: [ME],
      meetings: [],
      endusers: [],
      ...o.collections,
    },
    defaults: { calendar_events: { attendees: [], reminders: [] } },
    refuse(collection, fields, existing) {
      const missing = existing ? undefined : (REQUIRED[collection] ?? []).find((f) => fields[f] === undefined || fields[f] === '')
      if (missing) return bad(missing, `${missing} is required`)
      if (UNIQUE_TITLES.has(collection) && typeof fields.title === 'string' && v1.records(collection).some((r) => r.title === fields.title && r.id !== existing?.id))
        return bad('title', UNIQUE_TITLE_MESSAGE, 409, 'Uniqueness Violation')
      return undefined
    },
    routes({ method, path, body }: SentRequest, store) {
      if (method === 'POST' && path === '/v1/update-order-of-availability-blocks') {
        for (const u of (body?.indexUpdates ?? []) as { id: string; index: number }[]) {
          const block = store.records('availability_blocks').find((b) => b.id === u.id)
          if (block) block.index = u.index
        }
        return json(200, {})
      }
      if (method === 'POST' && path === '/v1/appointment-booking-pages/generate-access-token') return json(200, { token: ACCESS_TOKEN })
      if (method === 'POST' && path === '/v1/start-meeting-for-event') {
        const meeting = store.add('meetings', { creator: ME.id, status: 'live', calendarEventId: body?.calendarEventId })
        return json(200, { id: meeting.id, meeting: { Meeting: { MeetingId: meeting.id } }, host: { type: 'user', id: ME.id } })
      }
      return undefined
    },
  })
  const rec = (name: string) => v1.records(name)
  return {
    events: rec('calendar_events'),
    templates: rec('calendar_event_templates'),
    locations: rec('appointment_locations'),
    pages: rec('appointment_booking_pages'),
    blocks: rec('availability_blocks'),
    users: rec('users'),
    endusers: rec('endusers'),
    requests: v1.requests,
    client: (): CareClient => v1.client({ id: ME.id, fname: ME.fname, lname: ME.lname }),
    failNext: v1.failNext,
    hold: v1.hold,
  }
}

/** today at hh:mm in the browser's zone, as ms */
export const todayAt = (h: number, m = 0) => {
  const d = new Date()
  d.setHours(h, m, 0, 0)
  return d.getTime()
}

/** the demo clinic in small: two team members, a patient, two appointment types, a location, a booking page and this week's events */
export function seeded(o: { pageSize?: number } = {}) {
  const api = fakeApi(o)
  const add = (list: FakeRecord[], r: Record<string, unknown>) => {
    const x = make({ businessId: 'b'.repeat(24), ...r })
    list.push(x)
    return x
  }
  const drLee = add(api.users, { fname: 'Dana', lname: 'Lee', email: 'dana@demo.care' })
  const patient = add(api.endusers, { fname: 'Jordan', lname: 'Rivera', email: 'jordan@demo.care' })
  const intake = add(api.templates, { title: 'Intake visit', durationInMinutes: 45, color: '#ffeb3b', enableSelfScheduling: true })
  const followUp = add(api.templates, { title: 'Follow-up', durationInMinutes: 30, color: '#2e7d32', enableVideoCall: true, reminders: [{ type: 'enduser-notification', info: { channel: 'SMS' }, msBeforeStartTime: 3_600_000 }] })
  const clinic = add(api.locations, { title: 'Main clinic', timezone: 'America/New_York', address: '1 Main St', phone: '+15555550100' })
  const page = add(api.pages, { title: 'New patients', calendarEventTemplateIds: [intake.id], locationIds: [clinic.id] })
  const checkIn = add(api.events, { title: 'Check-in with Jordan', startTimeInMS: todayAt(10), durationInMinutes: 30, templateId: followUp.id, enableVideoCall: true, attendees: [{ type: 'user', id: ME.id }, { type: 'enduser', id: patient.id }], reminders: [] })
  const leeVisit = add(api.events, { title: 'Dana’s intake', startTimeInMS: todayAt(13), durationInMinutes: 45, templateId: intake.id, attendees: [{ type: 'user', id: drLee.id }], reminders: [] })
  return { api, drLee, patient, intake, followUp, clinic, page, checkIn, leeVisit }
}
