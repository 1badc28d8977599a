// The demo clinic's calendar (issue #20): three locations in different time zones, four appointment
// types patients may book themselves (one paid: its fee is billing's 'Nutrition consult' product,
// seeded first), a booking page offering them, weekly hours for the demo staff
// (identity's users.weeklyAvailabilities, Monday to Friday, and an availability block of the
// organization), and Jordan's events — a past visit, an upcoming video visit with reminders, an
// upcoming visit in their care plan, a cancelled one — plus a public group class.
// Made through the services' own calls, as the console would. Idempotent: skipped when the first
// location exists.
import { isErrorReply, type BusReply } from '@care/contracts/bus'
import type { Session } from '@care/contracts/session'
import { SEEDED_BILLING } from './seed-billing.ts'

export interface SeedSchedulingOptions {
  request(subject: string, payload: unknown, session?: Session): Promise<BusReply>
  admin: Session
  coordinatorId: string
  patientId(email: string): Promise<string | undefined>
  /** ms since epoch (the events are placed around it) */
  now?: number
}

export const SEEDED_SCHEDULING = { firstLocation: 'Demo Clinic — Chicago', bookingPage: 'Book a visit with Demo Clinic' } as const

type Rec = { id: string } & Record<string, unknown>
const HOUR = 3_600_000
const DAY = 24 * HOUR

/** 9:00–17:00 Monday to Friday, in minutes of the day */
const WEEKDAYS = [1, 2, 3, 4, 5].map((day) => ({ dayOfWeekStartingSundayIndexedByZero: day, startTimeInMinutes: 9 * 60, endTimeInMinutes: 17 * 60 }))

/** a day `days` from now at `hourUtc`:00 UTC */
const at = (now: number, days: number, hourUtc: number) => {
  const d = new Date(now + days * DAY)
  d.setUTCHours(hourUtc, 0, 0, 0)
  return d.getTime()
}

export async function seedScheduling(o: SeedSchedulingOptions): Promise<void> {
  const call = async <T = Rec>(subject: string, payload: unknown, what: string) => {
    const reply = await o.request(subject, payload, o.admin)
    if (isErrorReply(reply)) throw new Error(`seeding the demo clinic failed (${what}): ${reply.message}`)
    return reply.body as T
  }
  const create = (collection: string, record: Record<string, unknown>) => call<Rec>(`svc.scheduling.${collection}.createOne`, record, collection)
  const existing = await call<Rec[]>('svc.scheduling.appointment_locations.getSome', { filter: { title: SEEDED_SCHEDULING.firstLocation }, limit: 1 }, 'locations')
  if (existing.length) return
  const now = o.now ?? Date.now()

  const chicago = await create('appointment_locations', { title: SEEDED_SCHEDULING.firstLocation, address: '100 N Main St', city: 'Chicago', state: 'IL', zipCode: '60601', phone: '+13125550100', timezone: 'America/Chicago' })
  const brooklyn = await create('appointment_locations', { title: 'Demo Clinic — Brooklyn', address: '20 Court St', city: 'Brooklyn', state: 'NY', zipCode: '11201', phone: '+17185550100', timezone: 'America/New_York' })
  const honolulu = await create('appointment_locations', { title: 'Demo Clinic — Honolulu (telehealth hub)', city: 'Honolulu', state: 'HI', timezone: 'Pacific/Honolulu' })

  const reminders = [
    { type: 'enduser-notification', info: { channel: 'Email' }, msBeforeStartTime: DAY },
    { type: 'enduser-notification', info: { channel: 'SMS' }, msBeforeStartTime: HOUR },
  ]
  const intro = await create('calendar_event_templates', { title: 'New patient visit', durationInMinutes: 45, description: 'A first visit to meet your care team and plan next steps.', enableSelfScheduling: true, reminders, color: '#1564bf' })
  const followUp = await create('calendar_event_templates', { title: 'Follow-up visit', durationInMinutes: 30, description: 'Review progress and adjust your plan.', enableSelfScheduling: true, reminders, color: '#1c4378' })
  const [fee] = await call<Rec[]>('svc.billing.products.getSome', { filter: { title: SEEDED_BILLING.bookingProduct }, limit: 1 }, 'the paid type\'s product')
  const nutrition = fee && await create('calendar_event_templates', { title: 'Nutrition consult', durationInMinutes: 30, description: 'A visit with a dietitian, paid when you book.', enableSelfScheduling: true, productIds: [fee.id], reminders, color: '#2e7d32' })
  const video = await create('calendar_event_templates', { title: 'Video check-in', durationInMinutes: 20, description: 'A short visit by video from home.', enableSelfScheduling: true, enableVideoCall: true, restrictedByState: false, reminders, color: '#bfab15' })

  await create('appointment_booking_pages', {
    title: SEEDED_SCHEDULING.bookingPage,
    calendarEventTemplateIds: [intro.id, followUp.id, video.id, ...(nutrition ? [nutrition.id] : [])], locationIds: [chicago.id, brooklyn.id, honolulu.id],
    terms: [{ title: 'I agree to the cancellation policy', link: 'https://example.com/cancellation-policy' }],
    hoursBeforeBookingAllowed: 24,
    intakeTitle: 'Tell us about you', intakeDescription: 'We use this to confirm your appointment.',
    thankYouTitle: 'Appointment Confirmed', thankYouDescription: 'Check your email for next steps',
    primaryColor: '#1564bf', secondaryColor: '#1c4378',
  })

  // the demo staff's weekly hours (identity's users) and the organization's hours (a block)
  for (const userId of [o.admin.id, o.coordinatorId]) {
    await call(`svc.identity.users.updateOne`, { id: userId, updates: { weeklyAvailabilities: WEEKDAYS, timezone: 'America/Chicago' }, options: { replaceObjectFields: true } }, 'weekly hours')
  }
  for (const [index, block] of WEEKDAYS.entries()) {
    await create('availability_blocks', { entity: 'organization', entityId: o.admin.businessId, index, ...block, active: true })
  }

  const jordanId = await o.patientId('jordan@demo.care')
  if (!jordanId) return
  const attendees = [{ type: 'enduser', id: jordanId }, { type: 'user', id: o.coordinatorId }]
  await create('calendar_events', { title: 'New patient visit', templateId: intro.id, startTimeInMS: at(now, -14, 15), durationInMinutes: 45, locationId: chicago.id, timezone: 'America/Chicago', attendees, description: 'Met the care team; started the diabetes care plan.' })
  await create('calendar_events', { title: 'Video check-in', templateId: video.id, startTimeInMS: at(now, 2, 16), durationInMinutes: 20, enableVideoCall: true, timezone: 'America/Chicago', attendees, reminders, description: 'Join from the event page a few minutes early.' })
  const planned = await create('calendar_events', { title: 'Follow-up visit', templateId: followUp.id, startTimeInMS: at(now, 9, 15), durationInMinutes: 30, locationId: chicago.id, timezone: 'America/Chicago', attendees, reminders, description: 'HbA1c review.' })
  await create('calendar_events', { title: 'Follow-up visit', templateId: followUp.id, startTimeInMS: at(now, 5, 15), durationInMinutes: 30, locationId: brooklyn.id, timezone: 'America/New_York', attendees, cancelledAt: new Date(now - DAY).toISOString(), cancelReason: 'Could not make it' })
  await create('calendar_events', { title: 'Walking group (open to all)', startTimeInMS: at(now, 6, 14), durationInMinutes: 60, location: 'Lakefront Trail entrance', publicRead: true, attendees: [{ type: 'user', id: o.coordinatorId }] })

  // the follow-up is part of Jordan's care plan (records' care_plans)
  const plans = await call<Rec[]>('svc.records.care_plans.getSome', { filter: { enduserId: jordanId }, limit: 1 }, 'care plan')
  const plan = plans[0]
  if (plan) {
    await call('svc.scheduling.calendar_events.updateOne', { id: planned.id, updates: { carePlanId: plan.id } }, 'the planned visit')
    await call('svc.records.care_plans.updateOne', { id: plan.id, updates: { eventIds: [planned.id] } }, 'the care plan')
  }
}
