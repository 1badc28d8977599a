// Wire compatibility for journeys (issue #23): the public @tellescope/sdk, used unchanged, against the
// gateway — staff make a journey and its steps (an unsupported action is refused with its message),
// add a patient with endusers.add_to_journey and see the engine run the start step (the patient is
// in the default state with the step's tag), read the statistics, delete a state and remove the
// patient; actions that reach other services run from the SDK's shapes; a patient adds only themselves.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { startTestPlatform, type TestPlatform } from '../support/platform.ts'
import { COMPAT_BUSES } from './buses.ts'
import { registeredPatient, signedInStaff, unique } from './sdk-sessions.ts'

async function eventually<T>(what: string, read: () => Promise<T>, done: (v: T) => boolean, ms = 30_000): Promise<T> {
  for (const until = Date.now() + ms; ; await new Promise((r) => setTimeout(r, 100))) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > until) assert.fail(`${what}: still ${JSON.stringify(value)} after ${ms} ms`)
  }
}

for (const useNats of COMPAT_BUSES) describe(`@tellescope/sdk journeys against the gateway (${useNats ? 'NATS' : 'in-process'} bus)`, () => {
  let platform: TestPlatform
  let staff: any
  let businessId: string

  const newPatient = () => registeredPatient(platform.url, businessId, { emailPrefix: 'journey' })

  before(async () => {
    platform = await startTestPlatform({ useNats })
    ;({ staff, businessId } = await signedInStaff(platform.url))
  })
  after(async () => {
    await platform?.close()
  })

  test('a journey and its steps; add_to_journey runs the start step; statistics, delete_states, remove_from_journey', async () => {
    const journey = await staff.api.journeys.createOne({
      title: `Onboarding ${unique()}`, defaultState: 'Welcome',
      states: [{ name: 'Welcome', priority: 'Engaged' }, { name: 'Quiet', priority: 'Disengaged' }, { name: 'Done', priority: 'N/A' }],
    })
    assert.equal(journey.defaultState, 'Welcome')
    await assert.rejects(staff.api.journeys.createOne({ title: `Bad ${unique()}`, defaultState: 'Nowhere', states: [{ name: 'Here', priority: 'N/A' }] }), (e: any) => /defaultState does not exist in states/.test(e?.message ?? String(e)))
    await assert.rejects(
      staff.api.automation_steps.createOne({ journeyId: journey.id, events: [{ type: 'onJourneyStart', info: {} }], action: { type: 'zusSync', info: {} } }),
      (e: any) => /Unsupported automation action: zusSync/.test(e?.message ?? String(e)),
    )
    const tag = `sdk-${unique()}`
    await staff.api.automation_steps.createOne({ journeyId: journey.id, events: [{ type: 'onJourneyStart', info: {} }], action: { type: 'addEnduserTags', info: { tags: [tag] } } })

    const patient = await newPatient()
    const patientId = patient.userInfo.id as string
    await staff.api.endusers.add_to_journey({ enduserIds: [patientId], journeyId: journey.id })
    const enrolled = await eventually('the start step', () => staff.api.endusers.getOne(patientId), (p: any) => (p.tags ?? []).includes(tag))
    assert.deepEqual(enrolled.journeys, { [journey.id]: 'Welcome' })
    // the run is recorded finished once its action is done
    const actions = await eventually('the run finished', () => staff.api.automated_actions.getSome({ filter: { journeyId: journey.id } }), (l: any[]) => l.every((a) => a.status !== 'active'))
    assert.deepEqual(actions.map((a: any) => [a.enduserId, a.status]), [[patientId, 'finished']])
    assert.ok(await staff.api.journeys.get_journey_statistics({ journeyId: journey.id }))

    await staff.api.journeys.delete_states({ id: journey.id, states: ['Quiet'] })
    assert.deepEqual((await staff.api.journeys.getOne(journey.id)).states.map((s: any) => s.name), ['Welcome', 'Done'])
    await staff.api.endusers.remove_from_journey({ enduserIds: [patientId], journeyId: journey.id })
    await eventually('leaving the journey', () => staff.api.endusers.getOne(patientId), (p: any) => !(journey.id in (p.journeys ?? {})))
  })

  test("actions in the SDK's shapes that reach other services: a care plan (records) and shared content (content) for the patient; an SDK field not honoured is refused naming it", async () => {
    const journey = await staff.api.journeys.createOne({ title: `Programme ${unique()}` })
    const article = await staff.api.managed_content_records.createOne({ title: `Eating well ${unique()}`, textContent: 'Greens.', assignmentType: 'Manual' })
    await staff.api.automation_steps.createOne({ journeyId: journey.id, events: [{ type: 'onJourneyStart', info: {} }], action: { type: 'createCarePlan', info: { title: 'SDK plan', highlightedEnduserFields: ['A1c'] } } })
    await staff.api.automation_steps.createOne({ journeyId: journey.id, events: [{ type: 'onJourneyStart', info: {} }], action: { type: 'shareContent', info: { managedContentRecordIds: [article.id] } } })
    await assert.rejects(
      staff.api.automation_steps.createOne({ journeyId: journey.id, events: [{ type: 'onJourneyStart', info: {} }], action: { type: 'createCarePlan', info: { title: 'Other', closeAutomaticallyByTicket: true } } }),
      (e: any) => /closeAutomaticallyByTicket/.test(JSON.stringify(e?.validation ?? e?.message ?? e)),
    )
    const patient = await newPatient()
    const patientId = patient.userInfo.id as string
    await staff.api.endusers.add_to_journey({ enduserIds: [patientId], journeyId: journey.id })
    const plans = await eventually('the care plan', () => staff.api.care_plans.getSome({ filter: { enduserId: patientId } }), (l: any[]) => l.length > 0)
    assert.deepEqual(plans.map((p: any) => [p.title, p.journeyId, p.highlightedEnduserFields]), [['SDK plan', journey.id, ['A1c']]])
    const shared = await eventually('the shared article', () => staff.api.managed_content_record_assignments.getSome({ filter: { enduserId: patientId } }), (l: any[]) => l.length > 0)
    assert.deepEqual(shared.map((a: any) => a.contentId), [article.id])
  })

  test('a patient adds themselves to a journey, never someone else', async () => {
    const journey = await staff.api.journeys.createOne({ title: `Self-serve ${unique()}` })
    const patient = await newPatient()
    const other = await newPatient()
    await patient.api.endusers.add_to_journey({ enduserIds: [patient.userInfo.id], journeyId: journey.id })
    await eventually('the patient in the journey', () => staff.api.endusers.getOne(patient.userInfo.id), (p: any) => p.journeys?.[journey.id] === 'New')
    await assert.rejects(patient.api.endusers.add_to_journey({ enduserIds: [other.userInfo.id], journeyId: journey.id }))
    assert.equal((await staff.api.endusers.getOne(other.userInfo.id)).journeys?.[journey.id], undefined)
  })
})
