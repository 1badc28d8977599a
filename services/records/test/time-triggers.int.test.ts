// Time triggers (issue #23; the SDK's AutomationTriggerEvents 'On Birthday', 'Has Not Engaged',
// 'Form Unsubmitted'): the sweep (journeys/time-triggers.ts) run by the test at moved clocks, with
// the real identity and forms services — a birthday fires at its minute in the patient's time zone,
// once a year; a quiet patient once per quiet spell; an unsubmitted form once per response, after
// its interval. Each part in a business of its own. And, forms running here: a 'Form Submitted'
// trigger's conditions judged on the real submitted answers.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import type { Session } from '@care/contracts/session'
import { startJourneysFixture, eventually, type JourneysFixture, type Rec } from './support/journeys-fixture.ts'
import { sweepTimeTriggers, SWEEP_TIME_TRIGGERS_JOB } from '../src/journeys/time-triggers.ts'

const DAY = 86_400_000
const PASSWORD = 'Quiet-Spell-2026!'

describe('records: time triggers', () => {
  let f: JourneysFixture
  const sweep = (s: Session) => sweepTimeTriggers(f.records.automation, s.businessId)
  const trigger = (s: Session, fields: Record<string, unknown>) =>
    f.ok<Rec>('records', 'automation_triggers.createOne', { title: `Trigger ${Math.random()}`, status: 'Active', ...fields }, s)
  const tagsOf = async (s: Session, id: string) => ((await f.enduser(s, id)).tags as string[] | undefined) ?? []

  before(async () => {
    f = await startJourneysFixture({ with: ['forms'] })
    // the recurring sweep runs once at start, then every 5 minutes: once its first run is over, the
    // sweeps of these tests (at their moved clocks) are the only ones
    await eventually('the start-up sweep ran', async () => {
      const [row] = await f.records.db.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = '${SWEEP_TIME_TRIGGERS_JOB}' AND state = 'completed'`)
      return (row?.n ?? 0) >= 1
    })
  })
  after(() => f?.stop())

  test("'On Birthday': at its minute of the patient's birthday in their time zone (UTC without one), once a year; enduserCondition honoured", async () => {
    const admin = await f.staff()
    await trigger(admin, { event: { type: 'On Birthday', info: { minutes: 9 * 60 } }, action: { type: 'Add Tags', info: { tags: ['birthday-wishes'] } }, enduserCondition: { tags: 'wishes' } })
    const ny = await f.patient(admin, { fname: 'Ny', dateOfBirth: '03-15-1990', timezone: 'America/New_York', tags: ['wishes'] })
    const utc = await f.patient(admin, { fname: 'Utc', dateOfBirth: '1985-03-15', tags: ['wishes'] })
    const quietOne = await f.patient(admin, { fname: 'NoWishes', dateOfBirth: '03-15-1970' })
    const otherDay = await f.patient(admin, { fname: 'Other', dateOfBirth: '03-16-1990', tags: ['wishes'] })

    // 15 March 2027, 08:59 UTC: too early for both (9:00 UTC is Utc's moment; New York is UTC-4 that day)
    f.clock.now = Date.parse('2027-03-15T08:59:00Z')
    assert.equal(await sweep(admin), 0)
    f.clock.now = Date.parse('2027-03-15T09:00:00Z')
    assert.equal(await sweep(admin), 1, "Utc's birthday, 9:00 in UTC")
    assert.deepEqual(await tagsOf(admin, utc.id), ['wishes', 'birthday-wishes'])
    assert.deepEqual(await tagsOf(admin, ny.id), ['wishes'], 'still 5:00 in New York')
    f.clock.now = Date.parse('2027-03-15T13:00:00Z')
    assert.equal(await sweep(admin), 1, "Ny's birthday, 9:00 in New York")
    assert.deepEqual(await tagsOf(admin, ny.id), ['wishes', 'birthday-wishes'])
    f.clock.now = Date.parse('2027-03-16T08:00:00Z')
    assert.equal(await sweep(admin), 0, 'once a year, however many sweeps')
    assert.deepEqual(await tagsOf(admin, quietOne.id), [], 'its enduserCondition not met')
    assert.deepEqual(await tagsOf(admin, otherDay.id), ['wishes'], 'not their birthday yet: their 9:00 is still to come')
    f.clock.now = Date.parse('2027-03-16T09:30:00Z')
    assert.equal(await sweep(admin), 1, "Other's birthday, the next day")
    f.clock.now = Date.parse('2028-03-15T13:30:00Z')
    assert.equal(await sweep(admin), 2, 'a year later: Utc and Ny again')
  })

  test("'Has Not Engaged': patients without portal activity for its interval, once per quiet spell; activity starts a new spell", async () => {
    const admin = await f.staff()
    await trigger(admin, { event: { type: 'Has Not Engaged', info: { intervalInMS: 7 * DAY } }, action: { type: 'Add Tags', info: { tags: ['quiet'] } } })
    const never = await f.patient(admin, { fname: 'Never' })
    const email = `active-${Date.now()}@example.com`
    const active = await f.patient(admin, { fname: 'Active', email })
    await f.ok('identity', 'endusers.set-password', { id: active.id, password: PASSWORD }, admin)
    const signIn = () => f.ok('identity', 'endusers.login', { businessId: admin.businessId, email, password: PASSWORD })
    await signIn()
    const start = Date.now()

    f.clock.now = start + 6 * DAY
    assert.equal(await sweep(admin), 0, 'six days: nobody is quiet yet')
    f.clock.now = start + 8 * DAY
    assert.equal(await sweep(admin), 2, 'eight days: the patient never signed in and the one who did')
    for (const p of [never, active]) assert.deepEqual(await tagsOf(admin, p.id), ['quiet'])
    assert.equal(await sweep(admin), 0, 'once per quiet spell')

    // the patient signs in again (a sign-in stamps lastActive): a new spell, quiet again after the interval
    await f.ok('identity', 'endusers.updateOne', { id: active.id, updates: { tags: [] }, options: { replaceObjectFields: true } }, admin)
    const stamped = (await f.enduser(admin, active.id)).lastActive
    await signIn()
    assert.notEqual((await f.enduser(admin, active.id)).lastActive, stamped, 'a sign-in stamps lastActive')
    assert.equal(await sweep(admin), 1, 'the new spell of the patient who signed in, not the other one again')
    assert.deepEqual(await tagsOf(admin, active.id), ['quiet'])
  })

  test("'Form Unsubmitted': a response to its form not submitted its interval after it was sent, once per response; submitted ones and other forms stay quiet", async () => {
    const admin = await f.staff()
    const form = await f.ok<Rec>('forms', 'forms.createOne', { title: 'Intake' }, admin)
    const otherForm = await f.ok<Rec>('forms', 'forms.createOne', { title: 'Other' }, admin)
    await trigger(admin, { event: { type: 'Form Unsubmitted', info: { formId: form.id, intervalInMS: DAY } }, action: { type: 'Add Tags', info: { tags: ['form-reminder'] } } })
    const slow = await f.patient(admin, { fname: 'Slow' })
    const quick = await f.patient(admin, { fname: 'Quick' })
    const elsewhere = await f.patient(admin, { fname: 'Elsewhere' })
    const send = (formId: string, enduserId: string) => f.ok<{ accessCode: string }>('forms', 'form_responses.prepare', { formId, enduserId }, admin)
    await send(form.id, slow.id)
    const quickOne = await send(form.id, quick.id)
    await send(otherForm.id, elsewhere.id)
    await f.ok('forms', 'form_responses.submit', { accessCode: quickOne.accessCode, responses: [] }, admin)
    const sent = Date.now()

    f.clock.now = sent + DAY / 2
    assert.equal(await sweep(admin), 0, 'half a day: within the interval')
    f.clock.now = sent + 2 * DAY
    assert.equal(await sweep(admin), 1, 'the unsubmitted response')
    assert.deepEqual(await tagsOf(admin, slow.id), ['form-reminder'])
    assert.deepEqual(await tagsOf(admin, quick.id), [], 'submitted')
    assert.deepEqual(await tagsOf(admin, elsewhere.id), [], 'another form')
    assert.equal(await sweep(admin), 0, 'once per response')
    await send(form.id, slow.id)
    f.clock.now = Date.now() + 2 * DAY
    assert.equal(await sweep(admin), 1, 'a second response sent to the same patient is its own occurrence')
  })

  test("'Form Submitted' conditions on the submitted answers (the SDK's compound filter: equals, $exists, $contains, $doesNotContain): only the triggers they allow fire", async () => {
    const admin = await f.staff()
    const form = await f.ok<Rec>('forms', 'forms.createOne', { title: 'Screening' }, admin)
    const field = await f.ok<Rec>('forms', 'form_fields.createOne', { formId: form.id, type: 'string', title: 'Symptom', previousFields: [{ type: 'root', info: {} }] }, admin)
    const when = (tag: string, condition?: unknown) => trigger(admin, {
      event: { type: 'Form Submitted', info: { formId: form.id }, ...(condition ? { conditions: { $and: [{ condition: { [field.id]: condition } }] } } : {}) },
      action: { type: 'Add Tags', info: { tags: [tag] } },
    })
    await when('always')
    await when('equals', 'fever and cough')
    await when('not-equal', 'cough')
    await when('exists', { $exists: true })
    await when('missing', { $exists: false })
    await when('contains', { $contains: 'fever' })
    await when('not-contains', { $contains: 'rash' })
    await when('does-not-contain', { $doesNotContain: 'rash' })
    const pat = await f.patient(admin, { fname: 'Screened' })
    const { accessCode } = await f.ok<{ accessCode: string }>('forms', 'form_responses.prepare', { formId: form.id, enduserId: pat.id }, admin)
    await f.ok('forms', 'form_responses.submit', { accessCode, responses: [{ fieldId: field.id, fieldTitle: 'Symptom', answer: { type: 'string', value: 'fever and cough' } }] }, admin)
    const expected = ['always', 'contains', 'does-not-contain', 'equals', 'exists']
    await eventually('the triggers the answers allow', async () => (await tagsOf(admin, pat.id)).length >= expected.length)
    // the last trigger's firing was seen once the tags are all there; none of the others may follow
    assert.deepEqual((await tagsOf(admin, pat.id)).sort(), expected)
  })
})
