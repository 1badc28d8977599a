// The demo clinic `npm start` seeds: an Admin, a coordinator whose role limits them to assigned
// patients, and patients with and without passwords; seeding twice changes nothing.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { demoClinic, seedDemo } from '@care/platform/seed'
import { startTestPlatform, type TestPlatform } from '../support/platform.ts'

// a clinic of this file's own (its own addresses and subdomain) on the platform the files share,
// seeded through its bus: other suites write to the printed clinic's patients
const DEMO = demoClinic(randomBytes(4).toString('hex'))
let platform: TestPlatform
before(async () => {
  platform = await startTestPlatform({ bus: true })
  await seedDemo(platform, DEMO)
  await seedDemo(platform, DEMO)
})
after(async () => {
  await platform?.close()
})

const post = async (path: string, body: unknown, token?: string) => {
  const res = await fetch(`${platform.url}/v1${path}`, {
    method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as any }
}
const get = async (path: string, token: string) => {
  const res = await fetch(`${platform.url}/v1${path}`, { headers: { authorization: `Bearer ${token}` } })
  return { status: res.status, body: (await res.json()) as any }
}

test('the admin and the coordinator sign in with the printed credentials', async () => {
  const admin = await post('/users/login', { email: DEMO.adminEmail, password: DEMO.adminPassword })
  assert.equal(admin.status, 200)
  assert.deepEqual(admin.body.user.roles, ['Admin'])
  const coordinator = await post('/users/login', { email: DEMO.staffEmail, password: DEMO.staffPassword })
  assert.equal(coordinator.status, 200)
  assert.deepEqual(coordinator.body.user.roles, [DEMO.staffRole])
})

test('the coordinator sees only assigned patients; the admin sees all four, once each', async () => {
  const admin = await post('/users/login', { email: DEMO.adminEmail, password: DEMO.adminPassword })
  const all = await get('/endusers', admin.body.authToken)
  assert.equal(all.body.length, 4)
  const coordinator = await post('/users/login', { email: DEMO.staffEmail, password: DEMO.staffPassword })
  const mine = await get('/endusers', coordinator.body.authToken)
  assert.deepEqual(mine.body.map((e: { fname: string }) => e.fname).sort(), ['Jordan', 'Sam'])
  const withPassword = all.body.find((e: { email?: string }) => e.email === DEMO.patientEmail)
  assert.equal(withPassword.termsVersion, '1.0')
  assert.equal('hashedPassword' in withPassword, false)
  const passwordless = all.body.find((e: { email?: string }) => e.email === DEMO.passwordlessPatientEmail)
  assert.equal(passwordless.passwordIsUnset, true)
})

test('the demo clinic brands the portal', async () => {
  const res = await fetch(`${platform.url}/v1/organization-info?subdomain=${DEMO.subdomain}`)
  assert.equal(res.status, 200)
  assert.equal(((await res.json()) as { name: string }).name, 'Demo Clinic')
})

test("the demo patients' records are seeded once: Jordan's chart has a plan, tasks, tickets, medications and weeks of vitals", async () => {
  const admin = await post('/users/login', { email: DEMO.adminEmail, password: DEMO.adminPassword })
  const token = admin.body.authToken
  const jordan = (await get(`/endusers?filter=${encodeURIComponent(JSON.stringify({ email: DEMO.patientEmail }))}`, token)).body[0]
  const list = async (path: string) => (await get(`/${path}?filter=${encodeURIComponent(JSON.stringify({ enduserId: jordan.id }))}&limit=1000`, token)).body as any[]
  assert.equal((await list('care-plans')).length, 1, 'seeding twice made one plan')
  assert.equal((await list('enduser-tasks')).length, 3)
  assert.equal((await list('tickets')).filter((t) => t.closedAt).length, 1)
  assert.equal((await list('enduser-medications'))[0].rxNormCode, '861007')
  const weights = (await list('enduser-observations')).filter((o) => o.type === 'weight')
  assert.equal(weights.length, 8)
  // the patient reads their own plan in the portal's terms
  const patient = await post('/login-enduser', { businessId: jordan.businessId, email: DEMO.patientEmail, password: DEMO.patientPassword })
  assert.equal((await get('/care-plans', patient.body.authToken)).body[0].title, 'Type 2 diabetes care plan')
})

test('Jordan has two PDFs shared by the care team, uploaded once, readable in the portal', async () => {
  const { SEEDED_FILES } = await import('@care/platform/seed-files')
  const admin = await post('/users/login', { email: DEMO.adminEmail, password: DEMO.adminPassword })
  const jordan = (await get(`/endusers?filter=${encodeURIComponent(JSON.stringify({ email: DEMO.patientEmail }))}`, admin.body.authToken)).body[0]
  const patient = await post('/login-enduser', { businessId: jordan.businessId, email: DEMO.patientEmail, password: DEMO.patientPassword })
  const files = (await get('/files', patient.body.authToken)).body as { name: string; secureName: string; confirmedAt?: string; type: string }[]
  assert.deepEqual(files.map((f) => f.name).sort(), SEEDED_FILES.map((f) => f.name).sort(), 'seeding twice uploaded each once')
  assert.ok(files.every((f) => f.confirmedAt && f.type === 'application/pdf'))
  const link = await get(`/file-download-URL?secureName=${encodeURIComponent(files[0]!.secureName)}`, patient.body.authToken)
  const pdf = Buffer.from(await (await fetch(link.body.downloadURL)).arrayBuffer())
  assert.equal(pdf.subarray(0, 5).toString(), '%PDF-')
})

test("the patients table's saved views are seeded once each, and the coordinator reads them", async () => {
  const { SEEDED_VIEWS } = await import('@care/platform/seed-views')
  const admin = await post('/users/login', { email: DEMO.adminEmail, password: DEMO.adminPassword })
  const views = (await get('/enduser-views', admin.body.authToken)).body as { title: string; fields: string[]; filter: Record<string, unknown> }[]
  assert.deepEqual(views.map((v) => v.title).sort(), ['My diabetes patients', 'New patients'], 'seeding twice made each once')
  const diabetes = views.find((v) => v.title === 'My diabetes patients')!
  assert.deepEqual(diabetes.filter, { tags: ['diabetes'], assignedTo: 'me' })
  assert.deepEqual(diabetes.fields, [...SEEDED_VIEWS[0].fields])
  const coordinator = await post('/users/login', { email: DEMO.staffEmail, password: DEMO.staffPassword })
  assert.equal((await get('/enduser-views', coordinator.body.authToken)).body.length, 2)
})

test("the tickets list's saved view is seeded once, and the coordinator reads it", async () => {
  const { SEEDED_TABLE_VIEWS } = await import('@care/platform/seed-views')
  const admin = await post('/users/login', { email: DEMO.adminEmail, password: DEMO.adminPassword })
  const filter = encodeURIComponent(JSON.stringify({ page: 'tickets' }))
  const views = (await get(`/table-views?filter=${filter}`, admin.body.authToken)).body as { title: string; page: string; columns: { field: string }[]; filter: Record<string, unknown> }[]
  assert.deepEqual(views.map((v) => v.title), ['Overdue tickets'], 'seeding twice made it once')
  assert.deepEqual(views[0]!.columns, SEEDED_TABLE_VIEWS[0].columns.map((field) => ({ field })))
  assert.deepEqual(views[0]!.filter, { due: 'overdue' })
  const coordinator = await post('/users/login', { email: DEMO.staffEmail, password: DEMO.staffPassword })
  assert.deepEqual((await get(`/table-views?filter=${filter}`, coordinator.body.authToken)).body.map((v: { title: string }) => v.title), ['Overdue tickets'])
})

test('the demo forms are seeded once: Jordan has an outstanding intake and a submitted check-in; the intake branches and has a file and a signature', async () => {
  const { SEEDED_FORMS, SEEDED_DATABASE } = await import('@care/platform/seed-forms')
  const admin = await post('/users/login', { email: DEMO.adminEmail, password: DEMO.adminPassword })
  const token = admin.body.authToken
  const forms = (await get('/forms', token)).body as { id: string; title: string }[]
  assert.deepEqual(forms.map((f) => f.title).sort(), [SEEDED_FORMS.intake, SEEDED_FORMS.survey].sort(), 'seeding twice made each once')
  const intake = forms.find((f) => f.title === SEEDED_FORMS.intake)!
  const fields = (await get(`/form-fields?filter=${encodeURIComponent(JSON.stringify({ formId: intake.id }))}`, token)).body as { type: string; previousFields: { type: string }[] }[]
  assert.ok(fields.some((f) => f.previousFields.some((p) => p.type === 'previousEquals')), 'the intake branches')
  for (const type of ['file', 'signature', 'Database Select']) assert.ok(fields.some((f) => f.type === type), type)
  const databases = (await get('/databases', token)).body as { title: string; numRecords: number }[]
  assert.deepEqual(databases.map((d) => d.title), [SEEDED_DATABASE])
  const jordan = (await get(`/endusers?filter=${encodeURIComponent(JSON.stringify({ email: DEMO.patientEmail }))}`, token)).body[0]
  const patient = await post('/login-enduser', { businessId: jordan.businessId, email: DEMO.patientEmail, password: DEMO.patientPassword })
  const responses = (await get('/form-responses', patient.body.authToken)).body as { formTitle: string; submittedAt?: string; accessCode?: string }[]
  assert.equal(responses.length, 2)
  const outstanding = responses.filter((r) => !r.submittedAt)
  assert.deepEqual(outstanding.map((r) => r.formTitle), [SEEDED_FORMS.intake])
  assert.deepEqual(responses.filter((r) => r.submittedAt).map((r) => r.formTitle), [SEEDED_FORMS.survey])
  const info = await get(`/form-info-for-access-code?accessCode=${encodeURIComponent(outstanding[0]!.accessCode!)}`, patient.body.authToken)
  assert.equal(info.status, 200)
  assert.equal(info.body.form.id, intake.id)
})

test('the demo calendar: locations in three time zones, four self-scheduled appointment types (one paid), a booking page, weekly hours, and Jordan\'s events', async () => {
  const admin = await post('/users/login', { email: DEMO.adminEmail, password: DEMO.adminPassword })
  const token = admin.body.authToken
  const locations = await get('/appointment-locations', token)
  assert.deepEqual(locations.body.map((l: { timezone: string }) => l.timezone).sort(), ['America/Chicago', 'America/New_York', 'Pacific/Honolulu'])
  const templates = await get('/calendar-event-templates', token)
  assert.equal(templates.body.filter((t: { enableSelfScheduling?: boolean }) => t.enableSelfScheduling).length, 4)
  assert.equal(templates.body.filter((t: { productIds?: string[] }) => t.productIds?.length).length, 1, 'one paid type')
  const pages = await get('/appointment-booking-pages', token)
  assert.equal(pages.body.length, 1)
  assert.equal(pages.body[0].calendarEventTemplateIds.length, 4)
  const coordinator = await post('/users/login', { email: DEMO.staffEmail, password: DEMO.staffPassword })
  assert.equal(coordinator.body.user.weeklyAvailabilities.length, 5)

  // the demo diabetes programme: a journey with its steps, and Jordan in it at the state her history ends with
  const [programme] = (await get('/journeys', token)).body as { id: string; title: string; defaultState: string; states: { name: string }[] }[]
  assert.deepEqual([programme?.title, programme?.defaultState, programme?.states.length], ['Diabetes programme', 'Enrolled', 4])
  const steps = (await get(`/automation-steps?filter=${encodeURIComponent(JSON.stringify({ journeyId: programme!.id }))}`, token)).body as { action: { type: string } }[]
  assert.deepEqual(steps.map((st) => st.action.type).sort(), ['addEnduserTags', 'setEnduserStatus'])
  const patients = (await get('/endusers', token)).body as { email?: string; journeys?: Record<string, string> }[]
  assert.deepEqual(patients.find((p) => p.email === DEMO.patientEmail)?.journeys, { [programme!.id]: 'Active care' })
  // and two time triggers, once each
  const triggers = (await get('/automation-triggers', token)).body as { title: string; event: { type: string } }[]
  assert.deepEqual(triggers.map((t) => `${t.title}: ${t.event.type}`).sort(), ['Birthday wishes: On Birthday', 'Quiet for 30 days: Has Not Engaged'])

  const jordan = await post('/login-enduser', { businessId: admin.body.user.businessId, email: DEMO.patientEmail, password: DEMO.patientPassword })
  assert.equal(jordan.status, 200, JSON.stringify(jordan.body))
  const events = (await get('/calendar-events', jordan.body.authToken)).body as { startTimeInMS: number; enableVideoCall?: boolean; carePlanId?: string; cancelledAt?: string; publicRead?: boolean }[]
  assert.equal(events.length, 5)
  assert.ok(events.some((e) => e.startTimeInMS < Date.now()), 'a past visit')
  assert.ok(events.some((e) => e.enableVideoCall && e.startTimeInMS > Date.now()), 'an upcoming video visit')
  assert.ok(events.some((e) => e.carePlanId && e.startTimeInMS > Date.now()), 'an upcoming visit in the care plan')
  assert.ok(events.some((e) => e.cancelledAt), 'a cancelled visit')
  assert.ok(events.some((e) => e.publicRead), 'a public group class')
})
