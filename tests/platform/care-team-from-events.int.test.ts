// A calendar event's staff join its patients' care team, across services: the scheduling service
// publishes calendar_events' changes, identity adds the user attendees to the patient attendees'
// assignedTo — on create, when attendees change, never on another change (the public SDK's
// calendar_event_care_team_tests, here with our own API).
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { registerStaff, startTestPlatform, type TestPlatform } from '../support/platform.ts'
import { api, type Principal } from '../support/http.ts'

type Rec = Record<string, unknown> & { id: string }
let platform: TestPlatform
before(async () => { platform = await startTestPlatform() })
after(async () => platform?.close())

test("an event's staff join its patients' care team when they are made attendees, and only then", async () => {
  const staff = await registerStaff(platform.url)
  const admin: Principal = { authorization: `Bearer ${staff.authToken}` }
  const ok = async <T = Rec>(method: string, path: string, payload?: Record<string, unknown>) => {
    const res = await api<T>(platform.url, admin, method, path, payload)
    assert.equal(res.status, 200, `${method} ${path}: ${JSON.stringify(res.body)}`)
    return res.body
  }
  const careTeam = async (id: string) => (await ok<Rec>('GET', `/enduser/${id}`)).assignedTo as string[] | undefined
  const until = async (what: string, check: () => Promise<boolean>) => {
    for (const end = Date.now() + 30_000; Date.now() < end; await new Promise((r) => setTimeout(r, 50))) if (await check()) return
    assert.fail(`${what} did not happen within 30 s`)
  }
  const userId = staff.user.id
  const patient = await ok('POST', '/enduser', { fname: 'Care', lname: 'Team' })
  const other = await ok('POST', '/enduser', { fname: 'Not', lname: 'Attending' })
  const start = Date.now() + 86_400_000
  await ok('POST', '/calendar-event', { title: 'Visit', durationInMinutes: 30, startTimeInMS: start, attendees: [{ type: 'enduser', id: patient.id }, { type: 'user', id: userId }] })
  await until('the user joins the care team on create', async () => (await careTeam(patient.id))?.includes(userId) === true)
  assert.deepEqual(await careTeam(other.id) ?? [], [], 'not an attendee')

  await ok('PATCH', `/enduser/${patient.id}`, { updates: { assignedTo: [] }, options: { replaceObjectFields: true } })
  const solo = await ok('POST', '/calendar-event', { title: 'Solo', durationInMinutes: 30, startTimeInMS: start + 3_600_000, attendees: [{ type: 'enduser', id: patient.id }] })
  await ok('PATCH', `/calendar-event/${solo.id}`, { updates: { attendees: [{ type: 'user', id: userId }] } })
  await until('the user joins when added to the event', async () => (await careTeam(patient.id))?.includes(userId) === true)

  await ok('PATCH', `/enduser/${patient.id}`, { updates: { assignedTo: [] }, options: { replaceObjectFields: true } })
  const renamed = await ok('PATCH', `/calendar-event/${solo.id}`, { updates: { title: 'Renamed' } })
  assert.equal(renamed.title, 'Renamed')
  // a barrier: a later event's reaction (the other patient joins a care team) is seen once the rename's was handled
  await ok('POST', '/calendar-event', { title: 'Barrier', durationInMinutes: 30, startTimeInMS: start + 7_200_000, attendees: [{ type: 'enduser', id: other.id }, { type: 'user', id: userId }] })
  await until('the later event handled', async () => (await careTeam(other.id))?.includes(userId) === true)
  assert.deepEqual(await careTeam(patient.id) ?? [], [], 'a change that leaves the attendees alone adds nobody')
})
