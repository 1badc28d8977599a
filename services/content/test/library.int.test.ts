// The education library on the service (spec 2 §2.6; spec 3 §3, §6; spec 1 §7): which content a
// patient sees, rule by rule and its negatives (never internal content, never By Tags content
// unless they have all its tags); assignments unique per content and patient and gone with either;
// type set on create only; full-text search ranks title matches over body matches on ~200
// articles and never answers what the caller may not read; update-indexes; embeddings not configured.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { EMBEDDINGS_NOT_CONFIGURED } from '@care/contracts/routes/content'
import { newObjectId } from '@care/kit/ids'
import { eventually, startFixture, type Fixture } from './fixture.ts'

type Rec = Record<string, unknown> & { id: string }

describe('content: the library', () => {
  let f: Fixture
  before(async () => {
    f = await startFixture()
  })
  after(async () => f?.stop())

  const article = (fields: Record<string, unknown>) => f.ok<Rec>('managed_content_records.createOne', { type: 'Article', textContent: 'Body', ...fields }, f.admin)
  const seen = async (patient: Parameters<Fixture['call']>[2]) => new Set((await f.ok<Rec[]>('managed_content_records.getSome', { limit: 1000 }, patient)).map((r) => r.id))

  it('a patient sees content for All, publicRead, their own, By Tags when they have every tag, or a Manual assignment — nothing else, never internal', async () => {
    const alice = f.patient(['diabetes', 'type-2', 'spanish'])
    const bob = f.patient(['diabetes'])
    const all = await article({ title: 'For everyone', assignmentType: 'All' })
    const open = await article({ title: 'Public read', publicRead: true })
    const direct = await article({ title: 'For Alice', assignmentType: 'Individual', enduserId: alice.id })
    const tagged = await article({ title: 'Type 2 basics', assignmentType: 'By Tags', tags: ['diabetes', 'type-2'] })
    const noTags = await article({ title: 'By tags, none set', assignmentType: 'By Tags', tags: [] })
    const manual = await article({ title: 'Hand-picked', assignmentType: 'Manual' })
    await f.ok('managed_content_record_assignments.createOne', { contentId: manual.id, enduserId: alice.id }, f.admin)
    const unassigned = await article({ title: 'Draft' })
    const internalAll = await article({ title: 'Staff protocol', assignmentType: 'All', forInternalUse: true })
    const internalAssigned = await article({ title: 'Staff protocol 2', assignmentType: 'Manual', enduserId: alice.id, forInternalUse: true, publicRead: true })
    await f.ok('managed_content_record_assignments.createOne', { contentId: internalAssigned.id, enduserId: alice.id }, f.admin)

    const forAlice = await seen(alice)
    for (const r of [all, open, direct, tagged, manual]) assert.ok(forAlice.has(r.id), `Alice sees ${String(r.title)}`)
    for (const r of [noTags, unassigned, internalAll, internalAssigned]) assert.ok(!forAlice.has(r.id), `Alice does not see ${String(r.title)}`)
    const forBob = await seen(bob)
    for (const r of [all, open]) assert.ok(forBob.has(r.id), `Bob sees ${String(r.title)}`)
    for (const r of [direct, tagged, manual, noTags, unassigned, internalAll, internalAssigned]) assert.ok(!forBob.has(r.id), `Bob does not see ${String(r.title)}`)
    // one by id too: what a list leaves out is a 404
    assert.equal((await f.call('managed_content_records.getOne', { id: tagged.id }, bob)).status, 404)
    assert.equal((await f.call('managed_content_records.getOne', { id: tagged.id }, alice)).status, 200)
    assert.equal((await f.call('managed_content_records.getOne', { id: internalAll.id }, alice)).status, 404)
    // a patient never writes content
    assert.equal((await f.call('managed_content_records.createOne', { title: 'Mine', textContent: 'x' }, alice)).status, 403)
    // assignments: a patient reads their own only
    const theirs = await f.ok<Rec[]>('managed_content_record_assignments.getSome', {}, bob)
    assert.deepEqual(theirs, [])
  })

  it('content assigned by tags follows the patient\'s tags as identity answers them', async () => {
    const carol = f.patient(['asthma'])
    const tagged = await article({ title: 'Inhaler technique', assignmentType: 'By Tags', tags: ['asthma', 'pediatric'] })
    assert.ok(!(await seen(carol)).has(tagged.id), 'one of two tags is not enough')
    const dave = f.patient(['pediatric', 'asthma', 'other'])
    assert.ok((await seen(dave)).has(tagged.id), 'all tags, and more, is enough')
  })

  it("a calendar event's sharedContentIds share content with its patient attendees, learnt from scheduling's events", async () => {
    const henry = f.patient()
    const ivy = f.patient()
    const shared = await article({ title: 'Before your colonoscopy', assignmentType: 'Manual' })
    const other = await article({ title: 'After your colonoscopy', assignmentType: 'Manual' })
    const internal = await article({ title: 'Scope checklist (staff)', assignmentType: 'Manual', forInternalUse: true })
    const eventId = newObjectId()
    const publish = (op: 'created' | 'updated' | 'deleted', record: Record<string, unknown>) => f.bus.publish({
      id: newObjectId(), subject: `evt.calendar_events.${op}`, collection: 'calendar_events', op, businessId: f.businessId,
      records: [{ id: eventId, businessId: f.businessId, ...record }], occurredAt: new Date().toISOString(),
    })
    await publish('created', { title: 'Colonoscopy', attendees: [{ type: 'enduser', id: henry.id }, { type: 'user', id: f.admin.id }], sharedContentIds: [shared.id, internal.id] })
    await eventually('the share', async () => (await seen(henry)).has(shared.id))
    assert.ok(!(await seen(henry)).has(internal.id), 'never internal content')
    assert.ok(!(await seen(ivy)).has(shared.id), 'not an attendee')
    const search = await f.ok<{ matches: Rec[] }>('managed_content_records.search', { query: 'colonoscopy' }, henry)
    assert.deepEqual(search.matches.map((m) => m.id), [shared.id])

    await publish('updated', { title: 'Colonoscopy', attendees: [{ type: 'enduser', id: ivy.id }], sharedContentIds: [other.id] })
    await eventually('the share moved', async () => (await seen(ivy)).has(other.id))
    assert.ok(!(await seen(henry)).has(shared.id), 'no longer an attendee')
    assert.ok(!(await seen(ivy)).has(shared.id), 'no longer shared')
    await publish('deleted', { title: 'Colonoscopy', attendees: [{ type: 'enduser', id: ivy.id }], sharedContentIds: [other.id] })
    await eventually('the share removed with the event', async () => !(await seen(ivy)).has(other.id))
  })

  it('assignments are unique per content and patient, and go with the content or the patient (a merge moves them)', async () => {
    const erin = f.patient()
    const frank = f.patient()
    const c1 = await article({ title: 'Assigned 1', assignmentType: 'Manual' })
    const c2 = await article({ title: 'Assigned 2', assignmentType: 'Manual' })
    const a1 = await f.ok<Rec>('managed_content_record_assignments.createOne', { contentId: c1.id, enduserId: erin.id }, f.admin)
    assert.equal((await f.call('managed_content_record_assignments.createOne', { contentId: c1.id, enduserId: erin.id }, f.admin)).status, 409)
    await f.ok('managed_content_record_assignments.createOne', { contentId: c2.id, enduserId: erin.id }, f.admin)
    await f.ok('managed_content_record_assignments.createOne', { contentId: c2.id, enduserId: frank.id }, f.admin)
    const count = (where: Record<string, unknown>) => f.service.db.managedContentRecordAssignment.count({ where: { businessId: f.businessId, ...where } })

    assert.equal((await f.call('managed_content_records.deleteOne', { id: c1.id }, f.admin)).status, 204)
    await eventually('the content\'s assignments removed', async () => (await count({ id: a1.id })) === 0)

    await f.bus.publish({
      id: newObjectId(), subject: 'evt.endusers.deleted', collection: 'endusers', op: 'deleted', businessId: f.businessId,
      records: [{ id: frank.id }], occurredAt: new Date().toISOString(),
    })
    await eventually("the deleted patient's assignments removed", async () => (await count({ enduserId: frank.id })) === 0)
    assert.equal(await count({ enduserId: erin.id }), 1, "another patient's stay")

    const grace = f.patient()
    await f.bus.publish({
      id: newObjectId(), subject: 'evt.endusers.deleted', collection: 'endusers', op: 'deleted', businessId: f.businessId,
      records: [{ id: erin.id, mergedInto: grace.id }], occurredAt: new Date().toISOString(),
    })
    await eventually('a merged patient\'s assignments moved', async () => (await count({ enduserId: grace.id })) === 1 && (await count({ enduserId: erin.id })) === 0)
  })

  it('type is set on create only', async () => {
    const r = await article({ title: 'Typed' })
    const reply = await f.call('managed_content_records.updateOne', { id: r.id, updates: { type: 'Video' } }, f.admin)
    assert.equal(reply.status, 400)
    assert.equal(reply.message, 'This field cannot be updated')
    assert.deepEqual(reply.validation?.map((v) => v.field), ['type'])
    assert.equal((await f.ok<Rec>('managed_content_records.getOne', { id: r.id }, f.admin)).type, 'Article')
  })

  it('search ranks title matches over body matches on a library of 200 articles, within what the caller may read', async () => {
    const topics = ['sleep', 'nutrition', 'exercise', 'stress', 'hydration', 'posture', 'vision', 'hearing']
    const items = Array.from({ length: 200 }, (_, i) => {
      const topic = topics[i % topics.length]!
      return { type: 'Article', title: `Guide ${i} to ${topic}`, textContent: `Everyday advice about ${topic}. ${i % 50 === 7 ? 'Mentions insomnia once.' : ''}`, assignmentType: 'All' }
    })
    const { created } = await f.ok<{ created: Rec[] }>('managed_content_records.createSome', { create: items }, f.admin)
    assert.equal(created.length, 200)
    const titled = await article({ title: 'Insomnia: a complete guide', textContent: 'What helps when you cannot sleep.', assignmentType: 'All' })
    const internal = await article({ title: 'Insomnia protocol for staff', textContent: 'insomnia insomnia', assignmentType: 'All', forInternalUse: true })
    const hidden = await article({ title: 'Insomnia for one patient', textContent: 'insomnia', assignmentType: 'Manual' })
    const patient = f.patient()

    const res = await f.ok<{ record?: Rec; matches: Rec[]; response: string }>('managed_content_records.search', { query: 'insomnia' }, patient)
    assert.equal(res.record?.id, titled.id, 'the title match ranks first')
    assert.equal(res.matches[0]?.id, titled.id)
    assert.equal(res.matches.length, 1 + 4, 'the title match and the four body mentions')
    assert.ok(!res.matches.some((m) => m.id === internal.id || m.id === hidden.id), 'nothing the patient may not read')
    assert.equal(res.response, '')

    const staff = await f.ok<{ matches: Rec[] }>('managed_content_records.search', { query: 'insomnia', type: 'enduser' }, f.admin)
    assert.ok(staff.matches.some((m) => m.id === hidden.id) && !staff.matches.some((m) => m.id === internal.id))
    const inside = await f.ok<{ matches: Rec[] }>('managed_content_records.search', { query: 'insomnia', type: 'internal' }, f.admin)
    assert.deepEqual(inside.matches.map((m) => m.id), [internal.id])
    assert.equal((await f.call('managed_content_records.search', { query: 'insomnia', type: 'internal' }, patient)).status, 403)
    // stemming and odd input: no syntax error
    assert.ok((await f.ok<{ matches: Rec[] }>('managed_content_records.search', { query: 'sleeping' }, patient)).matches.length > 0)
    assert.equal((await f.call('managed_content_records.search', { query: '"unbalanced & | ! (' }, patient)).status, 200)
  })

  it('update-indexes sets each record\'s index', async () => {
    const a = await article({ title: 'First' })
    const b = await article({ title: 'Second' })
    await f.ok('managed_content_records.update-indexes', { updates: [{ id: a.id, index: 2 }, { id: b.id, index: 1 }] }, f.admin)
    assert.equal((await f.ok<Rec>('managed_content_records.getOne', { id: a.id }, f.admin)).index, 2)
    assert.equal((await f.ok<Rec>('managed_content_records.getOne', { id: b.id }, f.admin)).index, 1)
    const patient = f.patient()
    assert.equal((await f.call('managed_content_records.update-indexes', { updates: [{ id: a.id, index: 0 }] }, patient)).status, 403)
  })

  it("generate-embedding answers 400 'not configured' without a model", async () => {
    const a = await article({ title: 'Embed me' })
    const reply = await f.call('managed_content_records.generate-embedding', { id: a.id }, f.admin)
    assert.equal(reply.status, 400)
    assert.equal(reply.message, EMBEDDINGS_NOT_CONFIGURED)
  })
})
