// Scheduling's hot paths (issue #20): /calendar-availability for 10 users over 30 days (each with
// weekly hours 08:00-18:00 every day in their own US zone and 100 booked events to subtract), as a
// patient; and /book-appointment on distinct slots (each booking a transaction under the exclusion
// constraint), as bookings per second. Printed, never asserted: figures vary with load.
// Part of `npm run bench` (run.ts); alone: `node --import tsx tests/bench/scheduling.ts` with DATABASE_URL.
import { fileURLToPath } from 'node:url'
import { registerStaff, startTestPlatform } from '../support/platform.ts'
import { closedLoop, httpCall, printTable, type Figures } from './measure.ts'

const USERS = 10
const EVENTS_PER_USER = 100
const DAY = 86_400_000
const ZONES = ['Pacific/Honolulu', 'America/Anchorage', 'America/Los_Angeles', 'America/Phoenix', 'America/Denver', 'America/Chicago', 'America/New_York']
const hours = [0, 1, 2, 3, 4, 5, 6].map((d) => ({ dayOfWeekStartingSundayIndexedByZero: d, startTimeInMinutes: 8 * 60, endTimeInMinutes: 18 * 60 }))

export async function benchScheduling(url: string, authToken: string, organizationId: string, seconds = 6): Promise<Figures[]> {
  const headers = { authorization: `Bearer ${authToken}`, 'content-type': 'application/json' }
  const call = async <T = Record<string, unknown>>(method: string, path: string, body?: unknown, h: Record<string, string> = headers) => {
    const res = await fetch(`${url}/v1${path}`, { method, headers: h, ...(body ? { body: JSON.stringify(body) } : {}) })
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
    return (await res.json()) as T
  }
  const userIds: string[] = []
  for (let i = 0; i < USERS; i++) {
    const { created } = await call<{ created: { id: string } }>('POST', '/invite-user-to-organization', { email: `bench-sched-${Date.now()}-${i}@example.com`, fname: `Doc${i}`, lname: 'Bench', organizationId })
    await call('PATCH', `/user/${created.id}`, { updates: { weeklyAvailabilities: hours, timezone: ZONES[i % ZONES.length] } })
    userIds.push(created.id)
  }
  const template = await call<{ id: string }>('POST', '/calendar-event-template', { title: `Bench visit ${Date.now()}`, durationInMinutes: 30 })
  const location = await call<{ id: string }>('POST', '/appointment-location', { title: `Bench clinic ${Date.now()}`, timezone: 'America/Chicago' })
  await call('POST', '/appointment-booking-page', { title: `Bench page ${Date.now()}`, calendarEventTemplateIds: [template.id], locationIds: [location.id] })
  const now = Date.now()
  for (const userId of userIds) {
    const create = Array.from({ length: EVENTS_PER_USER }, (_, k) => ({
      title: 'Booked', startTimeInMS: now + DAY + k * 7 * 3_600_000, durationInMinutes: 45, attendees: [{ type: 'user', id: userId }],
    }))
    await call('POST', '/calendar-events', { create })
  }
  const patient = await call<{ id: string }>('POST', '/enduser', { fname: 'Booking', lname: 'Bench' })
  const { authToken: patientToken } = await call<{ authToken: string }>('GET', `/generate-enduser-auth-token?id=${patient.id}`)
  const patientHeaders = { authorization: `Bearer ${patientToken}`, 'content-type': 'application/json' }
  const query = new URLSearchParams({ calendarEventTemplateId: template.id, from: new Date(now).toISOString(), userIds: JSON.stringify(userIds) }).toString()
  const first = await call<{ availabilityBlocks: { userId: string; startTimeInMS: number }[] }>('GET', `/calendar-availability?${query}`, undefined, patientHeaders)
  const availability = await closedLoop(`calendar-availability, ${USERS} users × 30 days, ${EVENTS_PER_USER} events each (8 at a time)`, () => httpCall(`${url}/v1/calendar-availability?${query}`, { headers: patientHeaders }), { concurrency: 8, seconds })
  availability.note = `${first.availabilityBlocks.length} slots per answer (cap 1000)`
  const availability1 = await closedLoop(`calendar-availability, ${USERS} users × 30 days (1 at a time)`, () => httpCall(`${url}/v1/calendar-availability?${query}`, { headers: patientHeaders }), { concurrency: 1, seconds: seconds / 2 })

  // distinct slots: every free slot of the listing, booked by staff for the patient in turn
  const slots = [...first.availabilityBlocks]
  let taken = 0
  const bookings = await closedLoop('book-appointment on distinct slots (8 at a time)', async () => {
    const slot = slots.shift()
    if (!slot) return
    await httpCall(`${url}/v1/book-appointment`, {
      method: 'POST', headers, body: JSON.stringify({ calendarEventTemplateId: template.id, userId: slot.userId, startTime: slot.startTimeInMS, enduserId: patient.id }),
    })
    taken++
  }, { concurrency: 8, seconds })
  bookings.note = `${taken} booked${slots.length ? '' : ' (ran out of slots: rps counts only bookings)'}`
  return [availability, availability1, bookings]
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const platform = await startTestPlatform()
  try {
    const staff = await registerStaff(platform.url)
    printTable(await benchScheduling(platform.url, staff.authToken, staff.user.businessId, Number(process.env.BENCH_SECONDS ?? 6)))
  } finally {
    await platform.close()
  }
  process.exit(0)
}
