// calendar_events.cancel-future-for-enduser, the bus-only call records' journeys make for the
// cancelFutureAppointments action: the patient's events from `from` on get cancelledAt (published,
// so their reminders stop); past, closed, shared and other patients' events and another business's
// are untouched; a second call cancels nothing again; hostile input is a 400 naming the field.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { startCoreFixture, type CoreFixture } from './core-fixture.ts'

type Rec = Record<string, unknown> & { id: string }
const DAY = 86_400_000
const OP = 'calendar_events.cancel-future-for-enduser'

describe('scheduling: cancelling a patient\'s future appointments (bus only)', () => {
  let f: CoreFixture
  before(async () => { f = await startCoreFixture() })
  after(async () => { await f?.stop() })

  it("cancels the patient's own future events once; keeps past, closed, shared and others' events", async () => {
    const ivy = f.patient({ fname: 'Ivy' })
    const jon = f.patient({ fname: 'Jon' })
    const now = f.clock.now
    const event = (title: string, startTimeInMS: number, patients: string[], extra: Record<string, unknown> = {}) => f.ok<Rec>('calendar_events.createOne', {
      title, startTimeInMS, durationInMinutes: 30, attendees: patients.map((id) => ({ type: 'enduser', id })),
      reminders: [{ type: 'enduser-notification', info: { channel: 'Email' }, msBeforeStartTime: DAY }], ...extra,
    }, f.admin)
    const soon = await event('Soon', now + 2 * DAY, [ivy.id])
    const later = await event('Later', now + 60 * DAY, [ivy.id])
    const past = await event('Past', now - DAY, [ivy.id])
    const shared = await event('Group', now + 3 * DAY, [ivy.id, jon.id])
    const theirs = await event('Theirs', now + 2 * DAY, [jon.id])
    const missed = await event('Missed already', now + 4 * DAY, [ivy.id], { noShowedAt: new Date(now).toISOString() })
    const answer = await f.ok<{ cancelled: string[]; kept: string[] }>(OP, { businessId: f.businessId, enduserId: ivy.id, from: now, actor: { type: 'system', id: 'automation' } })
    assert.deepEqual(answer.cancelled.sort(), [soon.id, later.id].sort())
    assert.deepEqual(answer.kept, [shared.id])
    const read = (id: string) => f.ok<Rec>('calendar_events.getOne', { id }, f.admin)
    for (const e of [soon, later]) {
      const stored = await read(e.id)
      assert.ok(stored.cancelledAt, `${String(e.title)} cancelled`)
      assert.equal(stored.nextReminderInMS, -1, 'no reminder is due any more')
    }
    for (const e of [past, shared, theirs, missed]) assert.equal((await read(e.id)).cancelledAt, undefined, `${String(e.title)} untouched`)
    // again: nothing more to cancel, the stamps kept
    const stamp = (await read(soon.id)).cancelledAt
    assert.deepEqual(await f.ok(OP, { businessId: f.businessId, enduserId: ivy.id, from: now }), { cancelled: [], kept: [shared.id] })
    assert.equal((await read(soon.id)).cancelledAt, stamp)
    // another business's call reaches none of this business's events
    assert.deepEqual(await f.ok(OP, { businessId: f.stranger().businessId, enduserId: jon.id, from: 0 }), { cancelled: [], kept: [] })
    assert.equal((await read(theirs.id)).cancelledAt, undefined)
  })

  it('hostile input: 400 naming the field, never a 5xx', async () => {
    const ivy = f.patient()
    const cases: [Record<string, unknown>, string][] = [
      [{ enduserId: ivy.id, from: 0 }, 'businessId'],
      [{ businessId: f.businessId, from: 0 }, 'enduserId'],
      [{ businessId: f.businessId, enduserId: 'nope', from: 0 }, 'enduserId'],
      [{ businessId: f.businessId, enduserId: ivy.id }, 'from'],
      [{ businessId: f.businessId, enduserId: ivy.id, from: 'tomorrow' }, 'from'],
      [{ businessId: f.businessId, enduserId: ivy.id, from: 8.64e15 }, 'from'],
      [{ businessId: f.businessId, enduserId: ivy.id, from: 0, cancelReason: 'x'.repeat(100_000) }, 'cancelReason'],
      [{ businessId: { $ne: '' }, enduserId: ivy.id, from: 0 }, 'businessId'],
    ]
    for (const [payload, field] of cases) {
      const reply = await f.call(OP, payload)
      assert.equal(reply.status, 400, `${JSON.stringify(payload).slice(0, 80)} → ${reply.status} ${reply.message}`)
      assert.ok(reply.validation?.some((v) => v.field === field), `names ${field}: ${JSON.stringify(reply.validation)}`)
    }
  })
})
