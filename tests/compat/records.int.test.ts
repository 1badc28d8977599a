// Wire compatibility for records (ARCHITECTURE.md §4; issue #11): the public @tellescope/sdk, used
// unchanged, against the running gateway — tickets (closing, the report's close call), notes, tasks,
// care plans, observations, medications and status updates; the analytics query; files uploaded,
// downloaded and read back with the SDK's own calls; required fields of observations, views and
// frames, referral providers' fields, and the audit trail read as the SDK's own suite reads it.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import sdk from '@tellescope/sdk'
import { registerStaff, startTestPlatform, type TestPlatform } from '../support/platform.ts'
import { COMPAT_BUSES } from './buses.ts'

const { Session } = sdk as unknown as { Session: new (o: { host: string; authToken?: string }) => any }

// on NATS when NATS_URL is set, else in-process: why not both, see buses.ts
for (const useNats of COMPAT_BUSES) {
  describe(`records through @tellescope/sdk (${useNats ? 'NATS' : 'in-process'} bus)`, () => {
    let platform: TestPlatform
    let session: any
    let staff: Awaited<ReturnType<typeof registerStaff>>

    before(async () => {
      platform = await startTestPlatform({ useNats })
      staff = await registerStaff(platform.url)
      session = new Session({ host: platform.url })
      await session.authenticate(staff.email, staff.password)
    })
    after(async () => {
      await platform?.close()
    })

    test("records' work items: the SDK's tickets, notes (read back too), tasks, care plans, observations, medications and status updates", async () => {
      const patient = await session.api.endusers.createOne({ fname: 'Chart' })
      const ticket = await session.api.tickets.createOne({ title: 'Call back', enduserId: patient.id })
      const closed = await session.api.tickets.updateOne(ticket.id, { closedAt: new Date() })
      assert.equal(closed.closedBy, staff.user.id)
      const note = await session.api.notes.createOne({ enduserId: patient.id, text: 'Seen today' })
      assert.equal((await session.api.notes.getOne(note.id)).text, 'Seen today')
      const notes = await session.api.notes.getSome({ filter: { enduserId: patient.id } })
      assert.deepEqual(notes.map((n: { id: string; text: string }) => [n.id, n.text]), [[note.id, 'Seen today']])
      const task = await session.api.enduser_tasks.createOne({ title: 'Walk', enduserId: patient.id })
      assert.equal((await session.api.enduser_tasks.getOne(task.id)).title, 'Walk')
      await session.api.care_plans.createOne({ title: 'Plan', enduserId: patient.id })
      await assert.rejects(session.api.care_plans.createOne({ title: 'Plan', enduserId: patient.id }), (e: any) => e.message === 'Uniqueness Violation' && /already exists/.test(e.validation?.[0]?.message))
      const obs = await session.api.enduser_observations.createOne({
        enduserId: patient.id, category: 'vital-signs', status: 'final', measurement: { value: 72, unit: 'bpm' }, timestamp: new Date(),
      })
      assert.deepEqual(obs.measurement, { value: 72, unit: 'bpm' })
      await session.api.enduser_medications.createOne({ enduserId: patient.id, title: 'Metformin', dosage: { value: '500', unit: 'mg' } })
      const meds = await session.api.enduser_medications.getSome({ filter: { enduserId: patient.id } })
      assert.equal(meds.length, 1)
      // a journey state history entry (EnduserStatusUpdate: journeyId, enduserId, status all required; no update
      // action); its journeyId names a journey of the business, and the patient's journeys map follows
      await assert.rejects(session.api.enduser_status_updates.createOne({ enduserId: patient.id, journeyId: '0123456789abcdef01234567', status: 'Onboarding' }), (e: any) => /journeyId must name a record of your business/.test(e.message))
      const journeyId = (await session.api.journeys.createOne({ title: `Onboarding ${Date.now()}`, states: [{ name: 'Onboarding', priority: 'Engaged' }], defaultState: 'Onboarding' })).id as string
      const statusUpdate = await session.api.enduser_status_updates.createOne({ enduserId: patient.id, journeyId, status: 'Onboarding' })
      assert.deepEqual([statusUpdate.enduserId, statusUpdate.journeyId, statusUpdate.status], [patient.id, journeyId, 'Onboarding'])
      assert.equal((await session.api.enduser_status_updates.getOne(statusUpdate.id)).status, 'Onboarding')
      assert.deepEqual((await session.api.endusers.getOne(patient.id)).journeys, { [journeyId]: 'Onboarding' })
      const statuses = await session.api.enduser_status_updates.getSome({ filter: { enduserId: patient.id } })
      assert.deepEqual(statuses.map((u: { id: string }) => u.id), [statusUpdate.id])
      await assert.rejects(session.api.enduser_status_updates.createOne({ enduserId: patient.id, journeyId, status: 'x'.repeat(76) }), (e: any) => /may not exceed 75/.test(e.message))
      await session.api.enduser_status_updates.deleteOne(statusUpdate.id)
      await assert.rejects(session.api.enduser_status_updates.getOne(statusUpdate.id))

      // the tickets' custom actions, on the SDK's own paths and methods
      const open = await session.api.tickets.createOne({ title: 'Board', enduserId: patient.id })
      await session.api.tickets.update_indexes({ updates: [{ id: open.id, index: 5 }] })
      assert.equal((await session.api.tickets.getOne(open.id)).index, 5)
      const { report } = await session.api.tickets.get_report({ titles: ['Board', 'Call back'] })
      assert.deepEqual(report.data.open.map((r: { title: string }) => r.title), ['Board'])
      assert.deepEqual(report.data.closed.map((r: { title: string }) => r.title), ['Call back'])
      const { updated } = await session.api.tickets.close_ticket({ ticketId: open.id, closedForReason: 'Done' })
      assert.equal(updated.closedForReason, 'Done')
    })

    test("analytics: the SDK's get_result_for_query counts tickets, by day too", async () => {
      const before = await session.api.analytics_frames.get_result_for_query({ query: { resource: 'Tickets', info: { method: 'Total', parameters: undefined } } })
      const from = new Date()
      await session.api.tickets.createOne({ title: 'Counted' })
      const after = await session.api.analytics_frames.get_result_for_query({
        query: { resource: 'Tickets', info: { method: 'Total', parameters: undefined }, range: { interval: 'Daily', key: 'Created At' } },
        createdRange: { from },
      })
      assert.equal(typeof before.count, 'number')
      assert.equal(after.count, 1, 'only the ticket created within the range')
      assert.equal(after.values?.length, 1)
      assert.equal(after.values?.[0]?.value, 1)
    })

    test("issue #18 items 11-13: observations need category, status and measurement; referral providers take spec 1 §3's fields; a view without fields; a frame needs its query", async () => {
      const patient = await session.api.endusers.createOne({ fname: 'Vitals' })
      for (const left of ['category', 'status', 'measurement']) {
        const full: Record<string, unknown> = { enduserId: patient.id, category: 'vital-signs', status: 'final', measurement: { value: 60, unit: 'bpm' } }
        delete full[left]
        await assert.rejects(session.api.enduser_observations.createOne(full), (e: any) => e.message.includes(left), `${left} is required`)
      }
      // the SDK 1.174 has no referral_providers api: its own transport, on the spec's path
      const provider = await session.POST('/v1/referral-provider', {
        organizationName: 'Bayview Health', fname: 'Rosa', lname: 'Lind', clinicName: 'Bayview Cardiology', types: ['Cardiology'],
        acceptedInsurance: [{ name: 'Aetna' }], services: ['Echo'], languages: ['Spanish'], acceptingReferralsStatus: 'Accepting',
      })
      assert.deepEqual([provider.fname, provider.clinicName, provider.types, provider.acceptedInsurance], ['Rosa', 'Bayview Cardiology', ['Cardiology'], [{ name: 'Aetna' }]])
      await assert.rejects(session.POST('/v1/referral-provider', { fname: 'Rosa' }), (e: any) => e.message.includes('organizationName'))
      const view = await session.api.enduser_views.createOne({ title: 'All patients' })
      assert.equal(view.title, 'All patients')
      await assert.rejects(session.api.analytics_frames.createOne({ title: 'No query' }), (e: any) => e.message.includes('query'))
    })

    test('issue #18 item 14: every create, update and delete is in user_logs at once, whatever the collection (as the SDK\'s own tests read it)', async () => {
      // no pause: the SDK's published suite waits 25 ms; the entry must already be there
      const logOf = (resource: string, resourceId: string, action: string) => session.api.user_logs.getOne({ resourceId, resource, action })
      const view = await session.api.enduser_views.createOne({ title: 'Logged view' })
      assert.equal((await logOf('enduser_views', view.id, 'create')).userId, session.userInfo.id)
      await session.api.enduser_views.updateOne(view.id, { title: 'Logged view, renamed' }, { replaceObjectFields: true })
      assert.equal((await logOf('enduser_views', view.id, 'update')).userId, session.userInfo.id)
      await session.api.enduser_views.deleteOne(view.id)
      assert.equal((await logOf('enduser_views', view.id, 'delete')).userId, session.userInfo.id)
      // another service's collection (identity): logged by records all the same
      const patient = await session.api.endusers.createOne({ fname: 'Logged' })
      assert.equal((await logOf('endusers', patient.id, 'create')).userId, session.userInfo.id)
      const ticket = await session.api.tickets.createOne({ title: 'No patient' })
      assert.equal((await logOf('tickets', ticket.id, 'create')).userId, session.userInfo.id)
    })

    test("files: the SDK's prepare_and_upload_file, file_download_URL, DOWNLOAD, getOne and getSome", async () => {
      const bytes = Buffer.from('Visit summary: all well.\n')
      const file = await session.prepare_and_upload_file({ name: 'summary.txt', size: bytes.length, type: 'text/plain' }, bytes)
      const { downloadURL, name } = await session.api.files.file_download_URL({ secureName: file.secureName })
      assert.equal(name, 'summary.txt')
      assert.equal(String(await session.DOWNLOAD(downloadURL)), 'Visit summary: all well.\n')

      // read back with the generic calls: by id, by filter, in a listing
      const byId = await session.api.files.getOne(file.id)
      assert.deepEqual([byId.name, byId.size, byId.type, byId.secureName, typeof byId.confirmedAt], ['summary.txt', bytes.length, 'text/plain', file.secureName, 'string'])
      assert.equal((await session.api.files.getOne({ secureName: file.secureName })).id, file.id)
      const listed = await session.api.files.getSome({ filter: { name: 'summary.txt' } })
      assert.deepEqual(listed.map((f: { id: string }) => f.id), [file.id])
    })
  })
}
