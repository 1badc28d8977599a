// The booking calls against the service on a real database (identity and messaging faked on the bus):
// availability with its limits, booking and its exclusion constraint (20 concurrent bookings of one
// slot: exactly one succeeds), reschedule, access tokens, the public page's calls, the waitlist and
// the page's minimum notice, and hostile input answered 4xx naming the field.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { requestSubject } from '@care/contracts/bus'
import { ErrorMessages } from '@care/contracts/errors'
import { BookingMessages } from '@care/contracts/routes/booking'
import { newObjectId } from '@care/kit/ids'
import { pino } from 'pino'
import { everyDay, eventually, startBookingFixture, type BookingFixture } from './booking-fixture.ts'
import { onHoldLapsed } from '../src/booking/waitlist.ts'

type Slot = { userId: string; startTimeInMS: number; durationInMinutes: number }
type Rec = Record<string, unknown> & { id: string }
const HOUR = 3_600_000
const DAY = 24 * HOUR

describe('scheduling booking', () => {
  let f: BookingFixture
  before(async () => { f = await startBookingFixture() })
  after(async () => { await f?.stop() })

  const slots = async (payload: Record<string, unknown>, session = f.admin as BookingFixture['admin'] | undefined) =>
    (await f.ok<{ availabilityBlocks: Slot[] }>('calendar_events.get-appointment-availability', { from: new Date(f.clock.now).toISOString(), ...payload }, session)).availabilityBlocks
  const book = (payload: Record<string, unknown>, session: BookingFixture['admin']) => f.call<{ createdEvent: Rec }>('calendar_events.book-appointment', payload, session)

  describe('availability', () => {
    it("lists a user's free slots in their zone, earliest first, from now + 1 s, bounded by to", async () => {
      const s = f.staff({ timezone: 'America/Los_Angeles', weeklyAvailabilities: [{ dayOfWeekStartingSundayIndexedByZero: 2, startTimeInMinutes: 9 * 60, endTimeInMinutes: 10 * 60 }] })
      const { template } = await f.page()
      const list = await slots({ calendarEventTemplateId: template.id, userId: s.id, from: new Date(f.clock.now - 10 * DAY).toISOString(), to: new Date(f.clock.now + 8 * DAY).toISOString() })
      // Tuesday 2026-06-02 09:00 and 09:30 in Los Angeles (PDT, UTC-7)
      assert.deepEqual(list.map((b) => new Date(b.startTimeInMS).toISOString()), ['2026-06-02T16:00:00.000Z', '2026-06-02T16:30:00.000Z'])
      assert.deepEqual(list[0], { userId: s.id, startTimeInMS: Date.UTC(2026, 5, 2, 16), durationInMinutes: 30 })
    })

    it("an existing event of the user takes its slots away; a cancelled one gives them back", async () => {
      const s = f.staff()
      const { template } = await f.page()
      const day = { calendarEventTemplateId: template.id, userId: s.id, from: new Date(Date.UTC(2026, 5, 2)).toISOString(), to: new Date(Date.UTC(2026, 5, 3)).toISOString() }
      assert.equal((await slots(day)).length, 16)
      const e = await f.ok<Rec>('calendar_events.createOne', { title: 'Busy', startTimeInMS: Date.UTC(2026, 5, 2, 10, 15), durationInMinutes: 60, attendees: [{ type: 'user', id: s.id }] }, f.admin)
      const times = (await slots(day)).map((b) => new Date(b.startTimeInMS).toISOString().slice(11, 16))
      assert.equal(times.length, 13)
      assert.ok(!times.includes('10:00') && !times.includes('10:30') && !times.includes('11:00') && times.includes('11:30'))
      await f.ok('calendar_events.updateOne', { id: e.id, updates: { cancelledAt: new Date(f.clock.now).toISOString() } }, f.admin)
      assert.equal((await slots(day)).length, 16)
    })

    it('limit: at most that many events per user are looked up as conflicts (the earliest)', async () => {
      const a = f.staff(), b = f.staff()
      const { template } = await f.page()
      for (const h of [10, 12, 14]) await f.ok('calendar_events.createOne', { title: 'Busy', startTimeInMS: Date.UTC(2026, 5, 2, h), durationInMinutes: 60, attendees: [{ type: 'user', id: a.id }, { type: 'user', id: b.id }] }, f.admin)
      const c = f.staff()
      const day = { calendarEventTemplateId: template.id, userIds: [a.id, b.id, c.id], from: new Date(Date.UTC(2026, 5, 2)).toISOString(), to: new Date(Date.UTC(2026, 5, 3)).toISOString() }
      const count = (list: Slot[], id: string) => list.filter((x) => x.userId === id).length
      const all = await slots(day)
      assert.deepEqual([count(all, a.id), count(all, b.id), count(all, c.id)], [10, 10, 16])
      const one = await slots({ ...day, limit: 1 })
      assert.deepEqual([count(one, a.id), count(one, b.id), count(one, c.id)], [14, 14, 16])
      const none = await slots({ ...day, limit: 0 })
      assert.deepEqual([count(none, a.id), count(none, b.id)], [16, 16])
    })

    it("a care-team page: 'Your care team must be assigned…' without one, else only the patient's assigned users; staff see all", async () => {
      const a = f.staff(), b = f.staff()
      const { template, page } = await f.page({ page: { limitedToCareTeam: true } })
      const q = { calendarEventTemplateId: template.id, bookingPageId: page.id, userIds: [a.id, b.id], to: new Date(f.clock.now + 2 * DAY).toISOString() }
      for (const session of [f.patient(), undefined]) {
        const reply = await f.call('calendar_events.get-appointment-availability', { ...q, from: new Date(f.clock.now).toISOString(), ...(session ? {} : { businessId: f.businessId }) }, session)
        assert.equal(reply.status, 400)
        assert.equal(reply.message, BookingMessages.careTeamMissing)
      }
      const mine = f.patient({ assignedTo: [b.id] })
      const list = await slots(q, mine)
      assert.ok(list.length > 0)
      assert.deepEqual([...new Set(list.map((x) => x.userId))], [b.id])
      // staff see every user of the page
      assert.deepEqual(new Set((await slots(q)).map((x) => x.userId)), new Set([a.id, b.id]))
    })

    it("state: only users licensed in the patient's state (an expired licence does not count)", async () => {
      const ny = f.staff({ credentialedStates: [{ state: 'NY' }] })
      const ca = f.staff({ credentialedStates: [{ state: 'CA' }] })
      const old = f.staff({ credentialedStates: [{ state: 'NY', expiresAt: '2025-01-01T00:00:00.000Z' }] })
      const { template } = await f.page({ template: { restrictedByState: true } })
      const q = { calendarEventTemplateId: template.id, userIds: [ny.id, ca.id, old.id], to: new Date(f.clock.now + 2 * DAY).toISOString() }
      const list = await slots(q, f.patient({ state: 'NY' }))
      assert.deepEqual([...new Set(list.map((x) => x.userId))], [ny.id])
      // staff name the patient's state; none at all is a 400 naming state
      assert.deepEqual([...new Set((await slots({ ...q, state: 'CA' })).map((x) => x.userId))], [ca.id])
      const reply = await f.call('calendar_events.get-appointment-availability', { ...q, from: new Date(f.clock.now).toISOString() }, f.patient())
      assert.equal(reply.status, 400)
      assert.equal(reply.validation?.[0]?.field, 'state')
    })

    it("a page's lead time (hoursBeforeBookingAllowed) moves the first slot", async () => {
      const s = f.staff()
      const { template, page } = await f.page({ page: { hoursBeforeBookingAllowed: 24 } })
      const list = await slots({ calendarEventTemplateId: template.id, bookingPageId: page.id, userId: s.id, to: new Date(f.clock.now + 3 * DAY).toISOString() })
      // now is Monday 12:00 UTC: 24 h later is Tuesday 12:00
      assert.equal(new Date(list[0].startTimeInMS).toISOString(), '2026-06-02T12:00:00.000Z')
    })

    it("a page's startDate and endDate bound its slots and its bookings", async () => {
      const s = f.staff()
      const { template, page } = await f.page({ page: { startDate: new Date(Date.UTC(2026, 5, 4)).toISOString(), endDate: new Date(Date.UTC(2026, 5, 5, 12)).toISOString() } })
      const list = await slots({ calendarEventTemplateId: template.id, bookingPageId: page.id, userId: s.id, to: new Date(f.clock.now + 10 * DAY).toISOString() })
      assert.equal(list.length, 16 + 6)
      assert.ok(list.every((b) => b.startTimeInMS >= Date.UTC(2026, 5, 4) && b.startTimeInMS + 30 * 60_000 <= Date.UTC(2026, 5, 5, 12)))
      const p = f.patient()
      assert.equal((await book({ calendarEventTemplateId: template.id, userId: s.id, startTime: Date.UTC(2026, 5, 3, 10), bookingPageId: page.id }, p)).status, 409)
      assert.equal((await book({ calendarEventTemplateId: template.id, userId: s.id, startTime: Date.UTC(2026, 5, 5, 13), bookingPageId: page.id }, p)).status, 409)
      assert.equal((await book({ calendarEventTemplateId: template.id, userId: s.id, startTime: Date.UTC(2026, 5, 5, 11), bookingPageId: page.id }, p)).status, 200)
    })

    it('an anonymous visitor names the business and sees only types a page offers; never another business', async () => {
      const s = f.staff()
      const { template, page } = await f.page()
      const loose = await f.ok<Rec>('calendar_event_templates.createOne', { title: `Unlisted ${newObjectId()}`, durationInMinutes: 30 }, f.admin)
      const q = { userId: s.id, from: new Date(f.clock.now).toISOString(), to: new Date(f.clock.now + DAY).toISOString() }
      const anon = await f.call<{ availabilityBlocks: Slot[] }>('calendar_events.get-appointment-availability', { ...q, calendarEventTemplateId: template.id, bookingPageId: page.id, businessId: f.businessId })
      assert.equal(anon.status, 200)
      assert.ok(anon.body!.availabilityBlocks.length > 0)
      const unlisted = await f.call('calendar_events.get-appointment-availability', { ...q, calendarEventTemplateId: loose.id, businessId: f.businessId })
      assert.equal(unlisted.status, 400)
      assert.equal(unlisted.validation?.[0]?.field, 'calendarEventTemplateId')
      const other = await f.call('calendar_events.get-appointment-availability', { ...q, calendarEventTemplateId: template.id }, f.stranger())
      assert.equal(other.status, 400)
      assert.equal(other.validation?.[0]?.field, 'calendarEventTemplateId')
      const none = await f.call('calendar_events.get-appointment-availability', { ...q, calendarEventTemplateId: template.id })
      assert.equal(none.validation?.[0]?.field, 'businessId')
    })
  })

  describe('booking', () => {
    it('a patient books a listed slot: the event, the slot gone from the listing, a confirmation by email and SMS', async () => {
      const s = f.staff({ fname: 'Grace' })
      const { template, page, location } = await f.page()
      const p = f.patient({ email: 'ann@example.com', phone: '+15555550100', fname: 'Ann' })
      const q = { calendarEventTemplateId: template.id, userId: s.id, to: new Date(f.clock.now + DAY).toISOString() }
      const [first] = await slots(q, p)
      const reply = await book({ calendarEventTemplateId: template.id, userId: s.id, startTime: new Date(first.startTimeInMS).toISOString(), bookingPageId: page.id, locationId: location.id, agreedToTerms: [{ title: 'Terms', link: 'https://example.com/terms' }], timezone: 'America/New_York' }, p)
      assert.equal(reply.status, 200, JSON.stringify(reply))
      const e = reply.body!.createdEvent
      assert.equal(e.startTimeInMS, first.startTimeInMS)
      assert.equal(e.durationInMinutes, 30)
      assert.equal(e.bookingPageId, page.id)
      assert.equal(e.templateId, template.id)
      assert.equal(e.wasSelfScheduled, true)
      assert.deepEqual(e.attendees, [{ type: 'user', id: s.id }, { type: 'enduser', id: p.id }])
      assert.equal('userIds' in e, false, 'a patient does not see hidden fields')
      assert.ok(!(await slots(q, p)).some((b) => b.startTimeInMS === first.startTimeInMS))
      const confirmations = () => f.sent.filter((m) => m.purpose === 'appointment-confirmation' && (m.to === 'ann@example.com' || m.to === '+15555550100'))
      await eventually('the confirmation email and SMS are sent', async () => confirmations().length === 2)
      const mine = confirmations()
      assert.deepEqual(mine.map((m) => m.channel).sort(), ['email', 'sms'])
      assert.match(mine[0].text, /Grace/)
    })

    it('a template that disables the confirmation email sends only the SMS; with products and billing not answering, 503 and nothing booked', async () => {
      const s = f.staff()
      const { template } = await f.page({ template: { confirmationEmailDisabled: true } })
      const p = f.patient({ email: 'sms-only@example.com', phone: '+15555550101' })
      const [slot] = await slots({ calendarEventTemplateId: template.id, userId: s.id }, p)
      assert.equal((await book({ calendarEventTemplateId: template.id, userId: s.id, startTime: slot.startTimeInMS }, p)).status, 200)
      // the payment is claimed of billing before the event is written (tests/platform/paid-booking covers the paid flow)
      const paid = await f.page({ template: { productIds: [newObjectId()] } })
      const reply = await book({ calendarEventTemplateId: paid.template.id, userId: s.id, startTime: slot.startTimeInMS + HOUR }, p)
      assert.equal(reply.status, 503)
      assert.equal(reply.message, ErrorMessages.serviceUnavailable)
      assert.ok((await slots({ calendarEventTemplateId: paid.template.id, userId: s.id }, p)).some((b) => b.startTimeInMS === slot.startTimeInMS + HOUR), 'the time is still free')
      // the booking's SMS has long been sent by now; the email never is
      await eventually('the confirmation SMS is sent', async () => f.sent.some((m) => m.to === '+15555550101'))
      assert.deepEqual(f.sent.filter((m) => m.to === 'sms-only@example.com' || m.to === '+15555550101').map((m) => m.channel), ['sms'])
    })

    it("a paid type: billing's refusal reaches the caller as billing gave it; staff booking one for nobody are refused naming enduserId, billing not asked", async () => {
      const s = f.staff()
      const paid = await f.page({ template: { productIds: [newObjectId()] } })
      const p = f.patient()
      const [slot] = await slots({ calendarEventTemplateId: paid.template.id, userId: s.id }, p)
      // billing answers with a field and text of its own: the booking's reply is exactly that answer
      const refusal = { status: 402, message: 'billing says: not paid', validation: [{ field: 'billingField', message: 'billing says: not paid' }] }
      const claims: unknown[] = []
      const released: unknown[] = []
      const subscriptions = [
        await f.bus.serve(requestSubject('billing', 'billing.claim-booking-payment'), 'billing', async (req) => { claims.push(req.payload); return refusal }),
        await f.bus.serve(requestSubject('billing', 'billing.release-booking-payment'), 'billing', async (req) => { released.push(req.payload); return { status: 200, body: { released: 0 } } }),
      ]
      try {
        const reply = await book({ calendarEventTemplateId: paid.template.id, userId: s.id, startTime: slot.startTimeInMS }, p)
        assert.equal(reply.status, 402)
        assert.equal(reply.message, refusal.message)
        assert.deepEqual(reply.validation, refusal.validation)
        assert.equal(claims.length, 1)
        assert.equal((claims[0] as { enduserId: string }).enduserId, p.id)
        assert.deepEqual(released, [], 'nothing was claimed, nothing to release')
        const forNobody = await book({ calendarEventTemplateId: paid.template.id, userId: s.id, startTime: slot.startTimeInMS }, f.admin)
        assert.equal(forNobody.status, 400)
        assert.deepEqual(forNobody.validation?.map((v) => v.field), ['enduserId'])
        assert.equal(forNobody.message, BookingMessages.patientRequiredForPaid)
        assert.equal(claims.length, 1, 'billing is not asked for a booking nobody pays')
        assert.ok((await slots({ calendarEventTemplateId: paid.template.id, userId: s.id }, p)).some((b) => b.startTimeInMS === slot.startTimeInMS), 'the time is still free')
      } finally {
        for (const sub of subscriptions) await sub.unsubscribe()
      }
    })

    it('a group type (enduserAttendeeLimit 3): patients join one event until it is full, each once; its time stays listed while it has room; it blocks the other slots it overlaps; joins at once never exceed the limit', async () => {
      const s = f.staff()
      const { template } = await f.page({ template: { enduserAttendeeLimit: 3, durationInMinutes: 60 } })
      const listing = async (p = f.patient()) => slots({ calendarEventTemplateId: template.id, userId: s.id, intervalInMinutes: 30 }, p)
      // the times a booking takes step by the type's hour (the listing below by half hours)
      const hours = await slots({ calendarEventTemplateId: template.id, userId: s.id }, f.patient())
      const at = hours[1]!.startTimeInMS
      const [a, b, c, d] = [f.patient(), f.patient(), f.patient(), f.patient()]
      const first = await book({ calendarEventTemplateId: template.id, userId: s.id, startTime: at }, a)
      assert.equal(first.status, 200, JSON.stringify(first))
      const event = first.body!.createdEvent
      assert.equal(event.enduserAttendeeLimit, 3)
      // with room: its own start is still offered; the half-hours it overlaps are not
      const withRoom = (await listing()).map((x) => x.startTimeInMS)
      assert.ok(withRoom.includes(at))
      assert.ok(!withRoom.includes(at - 30 * 60_000) && !withRoom.includes(at + 30 * 60_000))
      // the same patient again: refused; another joins the same event
      const again = await book({ calendarEventTemplateId: template.id, userId: s.id, startTime: at }, a)
      assert.equal(again.status, 409)
      assert.equal(again.message, BookingMessages.alreadyBooked)
      // two more at once for the last place: one joins, one is refused
      const race = await Promise.all([b, c, d].map((p) => book({ calendarEventTemplateId: template.id, userId: s.id, startTime: at }, p)))
      assert.deepEqual(race.map((r) => r.status).sort(), [200, 200, 409])
      assert.ok(race.filter((r) => r.status === 200).every((r) => r.body!.createdEvent.id === event.id), 'they joined the first event')
      const stored = await f.ok<Rec>('calendar_events.getOne', { id: event.id }, f.admin)
      assert.equal((stored.attendees as unknown[]).length, 4, 'the user and three patients')
      assert.equal(new Set(stored.enduserIds as string[]).size, 3)
      // full: no longer offered
      assert.ok(!(await listing()).some((x) => x.startTimeInMS === at))
      // any other event blocks a group time, also a group event of another type
      const other = await f.page({ template: { enduserAttendeeLimit: 3, durationInMinutes: 60 } })
      const otherAt = hours[4]!.startTimeInMS
      assert.equal((await book({ calendarEventTemplateId: other.template.id, userId: s.id, startTime: otherAt }, f.patient())).status, 200)
      assert.ok(!(await listing()).some((x) => x.startTimeInMS === otherAt))
      assert.equal((await book({ calendarEventTemplateId: template.id, userId: s.id, startTime: otherAt }, f.patient())).status, 409)
    })

    it('several providers (multi, otherUserIds): the times all are free, booked with all attending, each one\'s time then taken', async () => {
      const a = f.staff({ weeklyAvailabilities: everyDay(12, 13), timezone: 'America/New_York' })
      const b = f.staff({ weeklyAvailabilities: everyDay(12, 14), timezone: 'America/New_York' })
      const { template } = await f.page()
      const p = f.patient()
      const to = new Date(f.clock.now + 2 * DAY).toISOString()
      const common = await slots({ calendarEventTemplateId: template.id, userIds: [a.id, b.id], multi: true, to }, p)
      const apart = await slots({ calendarEventTemplateId: template.id, userIds: [a.id, b.id], to }, p)
      assert.ok(common.length > 0 && common.length < apart.length)
      assert.ok(common.every((s) => s.userId === a.id && apart.some((x) => x.userId === b.id && x.startTimeInMS === s.startTimeInMS)))
      const at = common[0]!.startTimeInMS
      const reply = await book({ calendarEventTemplateId: template.id, userId: a.id, otherUserIds: [b.id], startTime: at }, p)
      assert.equal(reply.status, 200, JSON.stringify(reply))
      const e = await f.ok<Rec>('calendar_events.getOne', { id: reply.body!.createdEvent.id }, f.admin)
      assert.deepEqual(e.attendees, [{ type: 'user', id: a.id }, { type: 'user', id: b.id }, { type: 'enduser', id: p.id }])
      assert.deepEqual(e.userIds, [a.id, b.id])
      // each provider's time is taken: neither can be booked then, alone or together
      for (const payload of [{ userId: a.id }, { userId: b.id }, { userId: b.id, otherUserIds: [a.id] }]) {
        assert.equal((await book({ calendarEventTemplateId: template.id, startTime: at, ...payload }, f.patient())).status, 409)
      }
      assert.ok(!(await slots({ calendarEventTemplateId: template.id, userIds: [a.id, b.id], multi: true, to }, p)).some((s) => s.startTimeInMS === at))
      // another business's user is refused naming otherUserIds
      const stranger = await book({ calendarEventTemplateId: template.id, userId: a.id, otherUserIds: [newObjectId()], startTime: common[1]!.startTimeInMS }, p)
      assert.equal(stranger.status, 400)
      assert.deepEqual(stranger.validation?.map((v) => v.field), ['otherUserIds'])
    })

    it("buffers: an event's before and after, and the type's, keep the times next to it from being booked", async () => {
      const s = f.staff()
      const { template } = await f.page()
      const [first, second, third] = await slots({ calendarEventTemplateId: template.id, userId: s.id }, f.patient())
      const conflict = await f.ok<Rec>('calendar_events.createOne', { title: 'Busy', startTimeInMS: second!.startTimeInMS, durationInMinutes: 30, attendees: [{ type: 'user', id: s.id }] }, f.admin)
      const bookAt = (at: number, tpl = template) => book({ calendarEventTemplateId: tpl.id, userId: s.id, startTime: at }, f.patient())
      // the event's buffer before it takes the slot before; after it, the slot after
      await f.ok('calendar_events.updateOne', { id: conflict.id, updates: { bufferStartMinutes: 30 } }, f.admin)
      assert.equal((await bookAt(first!.startTimeInMS)).status, 409)
      assert.ok(!(await slots({ calendarEventTemplateId: template.id, userId: s.id }, f.patient())).some((x) => x.startTimeInMS === first!.startTimeInMS))
      await f.ok('calendar_events.updateOne', { id: conflict.id, updates: { bufferStartMinutes: 0, bufferEndMinutes: 30 } }, f.admin)
      assert.equal((await bookAt(third!.startTimeInMS)).status, 409)
      await f.ok('calendar_events.updateOne', { id: conflict.id, updates: { bufferEndMinutes: 0 } }, f.admin)
      // the type's buffers: a booking keeps its own before and after free of the event
      const buffered = await f.page({ template: { bufferEndMinutes: 30 } })
      assert.equal((await bookAt(first!.startTimeInMS, buffered.template)).status, 409)
      const booked = await bookAt(third!.startTimeInMS, buffered.template)
      assert.equal(booked.status, 200, JSON.stringify(booked))
      assert.equal((await f.ok<Rec>('calendar_events.getOne', { id: booked.body!.createdEvent.id }, f.admin)).bufferEndMinutes, 30, 'the event keeps its type\'s buffer')
    })

    it('20 concurrent bookings of one slot: exactly one succeeds, the others 409', async () => {
      const s = f.staff()
      const { template } = await f.page()
      const [slot] = await slots({ calendarEventTemplateId: template.id, userId: s.id })
      const replies = await Promise.all(Array.from({ length: 20 }, () => book({ calendarEventTemplateId: template.id, userId: s.id, startTime: slot.startTimeInMS }, f.patient())))
      const statuses = replies.map((r) => r.status)
      assert.equal(statuses.filter((x) => x === 200).length, 1, statuses.join(','))
      for (const r of replies.filter((x) => x.status !== 200)) {
        assert.equal(r.status, 409)
        assert.equal(r.message, BookingMessages.slotTaken)
      }
    })

    it('a time that is not a free slot is refused: outside hours, taken, past, inside the lead time', async () => {
      const s = f.staff()
      const { template, page } = await f.page({ page: { hoursBeforeBookingAllowed: 48 } })
      const p = f.patient()
      for (const startTime of [Date.UTC(2026, 5, 3, 3), Date.UTC(2026, 5, 3, 9, 10), f.clock.now - HOUR, Date.UTC(2026, 5, 2, 9)]) {
        const reply = await book({ calendarEventTemplateId: template.id, userId: s.id, startTime, bookingPageId: page.id }, p)
        assert.equal(reply.status, 409, new Date(startTime).toISOString())
        assert.equal(reply.validation?.[0]?.field, 'startTime')
      }
    })

    it('rescheduling: from tomorrow, the old event stamped rescheduledAt and rescheduledTo, its slot free again', async () => {
      const s = f.staff()
      const { template, page } = await f.page()
      const p = f.patient()
      const q = { calendarEventTemplateId: template.id, userId: s.id, to: new Date(f.clock.now + 3 * DAY).toISOString() }
      const list = await slots(q, p)
      const today = list.find((b) => b.startTimeInMS < Date.UTC(2026, 5, 2))!
      const later = list.find((b) => b.startTimeInMS >= Date.UTC(2026, 5, 3, 9))!
      const first = (await book({ calendarEventTemplateId: template.id, userId: s.id, startTime: today.startTimeInMS, bookingPageId: page.id }, p)).body!.createdEvent
      const sameDay = await book({ calendarEventTemplateId: template.id, userId: s.id, startTime: today.startTimeInMS + HOUR, rescheduledCalendarEventId: first.id, timezone: 'UTC' }, p)
      assert.equal(sameDay.status, 400)
      assert.equal(sameDay.validation?.[0]?.field, 'startTime')
      const moved = await book({ calendarEventTemplateId: template.id, userId: s.id, startTime: later.startTimeInMS, rescheduledCalendarEventId: first.id, timezone: 'UTC' }, p)
      assert.equal(moved.status, 200, JSON.stringify(moved))
      const old = await f.ok<Rec>('calendar_events.getOne', { id: first.id }, f.admin)
      assert.equal(old.rescheduledTo, moved.body!.createdEvent.id)
      assert.ok(old.rescheduledAt)
      assert.ok((await slots(q, p)).some((b) => b.startTimeInMS === today.startTimeInMS), 'the old slot is free again')
      const again = await book({ calendarEventTemplateId: template.id, userId: s.id, startTime: later.startTimeInMS + HOUR, rescheduledCalendarEventId: first.id }, p)
      assert.equal(again.status, 400)
      assert.equal(again.validation?.[0]?.field, 'rescheduledCalendarEventId')
      // another patient's event is not theirs to move
      const other = await book({ calendarEventTemplateId: template.id, userId: s.id, startTime: later.startTimeInMS + 2 * HOUR, rescheduledCalendarEventId: moved.body!.createdEvent.id }, f.patient())
      assert.equal(other.status, 400)
      assert.equal(other.validation?.[0]?.field, 'rescheduledCalendarEventId')
    })

    it("a page's minimum notice refuses a patient's reschedule or cancel too close to the start; staff are not held to it", async () => {
      const s = f.staff()
      const { template, page } = await f.page({ page: { minimumNoticeHours: 72 } })
      const p = f.patient()
      const list = await slots({ calendarEventTemplateId: template.id, userId: s.id, to: new Date(f.clock.now + 5 * DAY).toISOString() }, p)
      const soon = list.find((b) => b.startTimeInMS > Date.UTC(2026, 5, 2, 12))!
      const event = (await book({ calendarEventTemplateId: template.id, userId: s.id, startTime: soon.startTimeInMS, bookingPageId: page.id }, p)).body!.createdEvent
      const target = list.find((b) => b.startTimeInMS > Date.UTC(2026, 5, 4, 12))!
      const reply = await book({ calendarEventTemplateId: template.id, userId: s.id, startTime: target.startTimeInMS, rescheduledCalendarEventId: event.id }, p)
      assert.equal(reply.status, 400)
      assert.equal(reply.message, BookingMessages.minimumNotice(72))
      const byStaff = await book({ calendarEventTemplateId: template.id, userId: s.id, startTime: target.startTimeInMS, rescheduledCalendarEventId: event.id, enduserId: p.id }, f.admin)
      assert.equal(byStaff.status, 200, JSON.stringify(byStaff))
      // cancelling: the moved event (3+ days away) may be cancelled, one inside the notice may not
      const moved = byStaff.body!.createdEvent
      const near = (await book({ calendarEventTemplateId: template.id, userId: s.id, startTime: soon.startTimeInMS + HOUR, bookingPageId: page.id }, p)).body!.createdEvent
      const refused = await f.call('calendar_events.updateOne', { id: near.id, updates: { cancelledAt: new Date(f.clock.now).toISOString() } }, p)
      assert.equal(refused.status, 400)
      assert.equal(refused.validation?.[0]?.field, 'cancelledAt')
      assert.equal(refused.message, BookingMessages.minimumNotice(72))
      assert.equal((await f.call('calendar_events.updateOne', { id: moved.id, updates: { cancelledAt: new Date(f.clock.now).toISOString() } }, p)).status, 200)
      assert.equal((await f.call('calendar_events.updateOne', { id: near.id, updates: { cancelledAt: new Date(f.clock.now).toISOString() } }, f.admin)).status, 200)
    })
  })

  describe('access tokens and the public page', () => {
    it("a token books once; expired, used or unknown tokens answer 'This link has expired'", async () => {
      const s = f.staff()
      const { template, page } = await f.page()
      const { token } = await f.ok<{ token: string }>('appointment_booking_pages.generate-access-token', { expiresAt: new Date(f.clock.now + DAY).toISOString(), bookingPageId: page.id }, f.admin)
      assert.equal((await f.ok<{ isValid: boolean }>('appointment_booking_pages.validate-access-token', { token, bookingPageId: page.id })).isValid, true)
      assert.equal((await f.ok<{ isValid: boolean }>('appointment_booking_pages.validate-access-token', { token, bookingPageId: newObjectId() })).isValid, false)
      const p = f.patient()
      const [a, b] = await slots({ calendarEventTemplateId: template.id, userId: s.id }, p)
      assert.equal((await book({ calendarEventTemplateId: template.id, userId: s.id, startTime: a.startTimeInMS, token }, p)).status, 200)
      assert.equal((await f.ok<{ isValid: boolean }>('appointment_booking_pages.validate-access-token', { token })).isValid, false)
      for (const t of [token, 'not-a-token']) {
        const reply = await book({ calendarEventTemplateId: template.id, userId: s.id, startTime: b.startTimeInMS, token: t }, p)
        assert.equal(reply.status, 400)
        assert.equal(reply.message, BookingMessages.linkExpired)
      }
      const short = await f.ok<{ token: string }>('appointment_booking_pages.generate-access-token', { expiresAt: new Date(f.clock.now + HOUR).toISOString() }, f.admin)
      f.clock.now += 2 * HOUR
      try {
        assert.equal((await f.ok<{ isValid: boolean }>('appointment_booking_pages.validate-access-token', { token: short.token })).isValid, false)
        assert.equal((await book({ calendarEventTemplateId: template.id, userId: s.id, startTime: b.startTimeInMS + DAY, token: short.token }, p)).message, BookingMessages.linkExpired)
      } finally {
        f.clock.now -= 2 * HOUR
      }
      const past = await f.call('appointment_booking_pages.generate-access-token', { expiresAt: new Date(f.clock.now - 1000).toISOString() }, f.admin)
      assert.equal(past.validation?.[0]?.field, 'expiresAt')
    })

    it("the page's details for anyone; the intake creates a patient and a session; an existing patient's email answers 409", async () => {
      const s = f.staff({ fname: 'Lin', avatar: 'https://example.com/lin.png' } as never)
      const { template, page, location } = await f.page({ page: { thankYouTitle: 'See you soon' } })
      const details = await f.ok<Record<string, unknown> & { calendarEventTemplates: Rec[]; locations: Rec[]; products: unknown[]; appointmentBookingPage: Rec }>(
        'calendar_events.details-for-appointment-booking-page', { appointmentBookingPageId: page.id, businessId: f.businessId, userId: s.id })
      assert.equal(details.appointmentBookingPage.thankYouTitle, 'See you soon')
      assert.deepEqual(details.calendarEventTemplates.map((t) => t.id), [template.id])
      assert.deepEqual(details.locations.map((l) => l.id), [location.id])
      assert.deepEqual(details.products, [])
      assert.equal(details.userDisplayName, 'Lin Staff')
      assert.equal(details.userAvatar, 'https://example.com/lin.png')
      assert.equal((await f.call('calendar_events.details-for-appointment-booking-page', { appointmentBookingPageId: page.id, businessId: newObjectId() })).status, 404)
      assert.equal((await f.call('calendar_events.details-for-appointment-booking-page', { appointmentBookingPageId: page.id, businessId: f.businessId }, f.stranger('enduser'))).status, 404)

      const session = await f.ok<{ authToken: string }>('calendar_events.session-for-public-appointment-booking', { businessId: f.businessId, calendarEventTemplateId: template.id, bookingPageId: page.id, email: 'new@example.com', fname: 'New', lname: 'Patient', state: 'NY' })
      assert.ok(session.authToken)
      assert.ok(f.intakes.get('new@example.com'))
      const again = await f.call('calendar_events.session-for-public-appointment-booking', { businessId: f.businessId, calendarEventTemplateId: template.id, email: 'new@example.com' })
      assert.equal(again.status, 409)
      const bad = await f.call('calendar_events.session-for-public-appointment-booking', { businessId: f.businessId, calendarEventTemplateId: template.id, email: 'not an email' })
      assert.equal(bad.status, 400)
      assert.equal(bad.validation?.[0]?.field, 'email')

      const stripe = await f.call('calendar_events.stripe-details', {}, f.patient())
      assert.equal(stripe.status, 503)
      assert.equal(stripe.message, BookingMessages.stripeNotConfigured)
    })
  })

  describe('waitlist', () => {
    it('a cancelled booking of the page is offered to the first waiting, held for them only, and booked with the link', async () => {
      const s = f.staff()
      const { template, page } = await f.page()
      const booker = f.patient()
      const waiter = f.patient({ email: 'waiter@example.com' })
      const second = f.patient({ email: 'second@example.com' })
      for (const p of [waiter, second]) await f.ok('appointment_booking_pages.join-waitlist', { bookingPageId: page.id, calendarEventTemplateId: template.id }, p)
      const list = await f.ok<{ entries: { enduserId: string }[] }>('appointment_booking_pages.get-waitlist', { bookingPageId: page.id }, f.admin)
      assert.deepEqual(list.entries.map((e) => e.enduserId), [waiter.id, second.id])
      assert.deepEqual((await f.ok<{ entries: { enduserId: string }[] }>('appointment_booking_pages.get-waitlist', { bookingPageId: page.id }, second)).entries.map((e) => e.enduserId), [second.id])

      const [slot] = await slots({ calendarEventTemplateId: template.id, userId: s.id, from: new Date(f.clock.now + DAY).toISOString() }, booker)
      const event = (await book({ calendarEventTemplateId: template.id, userId: s.id, startTime: slot.startTimeInMS, bookingPageId: page.id }, booker)).body!.createdEvent
      await f.ok('calendar_events.updateOne', { id: event.id, updates: { cancelledAt: new Date(f.clock.now).toISOString() } }, booker)
      await eventually('the offer is sent', async () => f.sent.some((m) => m.to === 'waiter@example.com' && m.purpose === 'appointment-waitlist-offer'))
      const offer = f.sent.find((m) => m.to === 'waiter@example.com' && m.purpose === 'appointment-waitlist-offer')!
      const token = new URL(/https?:\/\/\S+/.exec(offer.text)![0]).searchParams.get('bookingToken')!
      assert.ok(token)
      assert.equal(f.sent.some((m) => m.to === 'second@example.com'), false)

      // held: others neither see nor book it
      assert.ok(!(await slots({ calendarEventTemplateId: template.id, userId: s.id, from: new Date(f.clock.now + DAY).toISOString() }, second)).some((b) => b.startTimeInMS === slot.startTimeInMS))
      assert.equal((await book({ calendarEventTemplateId: template.id, userId: s.id, startTime: slot.startTimeInMS, bookingPageId: page.id }, second)).status, 409)
      assert.equal((await book({ calendarEventTemplateId: template.id, userId: s.id, startTime: slot.startTimeInMS, token }, second)).message, BookingMessages.linkExpired)
      // the holder sees it with the token and books it
      assert.ok((await slots({ calendarEventTemplateId: template.id, userId: s.id, from: new Date(f.clock.now + DAY).toISOString(), token }, waiter)).some((b) => b.startTimeInMS === slot.startTimeInMS))
      const booked = await book({ calendarEventTemplateId: template.id, userId: s.id, startTime: slot.startTimeInMS, token }, waiter)
      assert.equal(booked.status, 200, JSON.stringify(booked))
      assert.equal(booked.body!.createdEvent.bookingPageId, page.id)
      await f.ok('appointment_booking_pages.leave-waitlist', { bookingPageId: page.id, calendarEventTemplateId: template.id }, waiter)
      assert.deepEqual((await f.ok<{ entries: unknown[] }>('appointment_booking_pages.get-waitlist', { bookingPageId: page.id }, waiter)).entries, [])
    })

    it('a hold that lapses unused frees the slot for the next person waiting, never the same one twice', async () => {
      const s = f.staff()
      const { template, page } = await f.page()
      const first = f.patient({ email: 'first-in-line@example.com' })
      const next = f.patient({ email: 'next-in-line@example.com' })
      for (const p of [first, next]) await f.ok('appointment_booking_pages.join-waitlist', { bookingPageId: page.id, calendarEventTemplateId: template.id }, p)
      const booker = f.patient()
      const [slot] = await slots({ calendarEventTemplateId: template.id, userId: s.id, from: new Date(f.clock.now + 2 * DAY).toISOString() }, booker)
      const event = (await book({ calendarEventTemplateId: template.id, userId: s.id, startTime: slot.startTimeInMS, bookingPageId: page.id }, booker)).body!.createdEvent
      await f.ok('calendar_events.updateOne', { id: event.id, updates: { cancelledAt: new Date(f.clock.now).toISOString() } }, f.admin)
      const offered = (to: string) => f.sent.filter((m) => m.to === to && m.purpose === 'appointment-waitlist-offer')
      await eventually('the first in line is offered the slot', async () => offered('first-in-line@example.com').length === 1)
      const grant = await f.service.db.bookingAccessToken.findFirst({ where: { enduserId: first.id }, select: { id: true } })
      const freed = { businessId: f.businessId, bookingPageId: page.id, templateId: template.id, userId: s.id, startTimeInMS: slot.startTimeInMS, durationInMinutes: 30, tokenId: grant!.id }
      const deps = f.service.deps
      // before its end the hold stays; after it, the next person is offered the slot and the first is not again
      await onHoldLapsed(deps, freed, pino({ level: 'silent' }))
      assert.equal(offered('next-in-line@example.com').length, 0)
      f.clock.now += 31 * 60_000
      try {
        await onHoldLapsed(deps, freed, pino({ level: 'silent' }))
        await eventually('the next in line is offered the slot', async () => offered('next-in-line@example.com').length === 1)
        assert.equal(offered('first-in-line@example.com').length, 1)
        const token = new URL(/https?:\/\/\S+/.exec(offered('next-in-line@example.com')[0].text)![0]).searchParams.get('bookingToken')!
        assert.equal((await book({ calendarEventTemplateId: template.id, userId: s.id, startTime: slot.startTimeInMS, bookingPageId: page.id }, first)).status, 409)
        assert.equal((await book({ calendarEventTemplateId: template.id, userId: s.id, startTime: slot.startTimeInMS, token }, next)).status, 200)
      } finally {
        f.clock.now -= 31 * 60_000
      }
    })

    it('a patient joins only for themselves; staff name the patient', async () => {
      const { template, page } = await f.page()
      const p = f.patient()
      assert.equal((await f.call('appointment_booking_pages.join-waitlist', { bookingPageId: page.id, calendarEventTemplateId: template.id, enduserId: f.patient().id }, p)).status, 403)
      const staff = await f.call('appointment_booking_pages.join-waitlist', { bookingPageId: page.id, calendarEventTemplateId: template.id }, f.admin)
      assert.equal(staff.validation?.[0]?.field, 'enduserId')
      assert.equal((await f.call('appointment_booking_pages.join-waitlist', { bookingPageId: page.id, calendarEventTemplateId: template.id, enduserId: p.id }, f.admin)).status, 200)
    })
  })

  describe('hostile input answers 4xx naming the field', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['calendar_events.get-appointment-availability', { calendarEventTemplateId: 'x', from: '2026-01-01' }, 'calendarEventTemplateId'],
      ['calendar_events.get-appointment-availability', { calendarEventTemplateId: newObjectId(), from: 'yesterday' }, 'from'],
      ['calendar_events.get-appointment-availability', { calendarEventTemplateId: newObjectId(), from: { $gt: 1 } }, 'from'],
      ['calendar_events.get-appointment-availability', { calendarEventTemplateId: newObjectId(), from: '2026-01-01', userIds: ['a'.repeat(100000)] }, 'userIds'],
      ['calendar_events.get-appointment-availability', { calendarEventTemplateId: newObjectId(), from: '2026-01-01', limit: -1 }, 'limit'],
      ['calendar_events.book-appointment', { userId: newObjectId(), startTime: '2026-01-01' }, 'calendarEventTemplateId'],
      ['calendar_events.book-appointment', { calendarEventTemplateId: newObjectId(), userId: newObjectId(), startTime: 'soon' }, 'startTime'],
      ['calendar_events.book-appointment', { calendarEventTemplateId: newObjectId(), userId: newObjectId(), startTime: 1, fields: 'x' }, 'fields'],
      ['calendar_events.book-appointment', { calendarEventTemplateId: newObjectId(), userId: newObjectId(), startTime: 1, agreedToTerms: [{ a: { b: { c: { d: [[[[1]]]] } } } }] }, 'agreedToTerms'],
      ['calendar_events.book-appointment', { calendarEventTemplateId: newObjectId(), userId: newObjectId(), startTime: 1, token: 't'.repeat(5000) }, 'token'],
      ['calendar_events.session-for-public-appointment-booking', { businessId: newObjectId(), calendarEventTemplateId: newObjectId() }, 'email'],
      ['appointment_booking_pages.generate-access-token', { expiresAt: true }, 'expiresAt'],
      ['appointment_booking_pages.join-waitlist', { bookingPageId: 7, calendarEventTemplateId: newObjectId() }, 'bookingPageId'],
    ]
    for (const [operation, payload, field] of cases) {
      it(`${operation} ${field}`, async () => {
        const reply = await f.call(operation, payload, operation.includes('session-for-public') ? undefined : f.admin)
        assert.ok(reply.status >= 400 && reply.status < 500, `${reply.status} ${JSON.stringify(reply)}`)
        assert.ok(reply.validation?.some((v) => v.field.startsWith(field)), JSON.stringify(reply))
      })
    }

    it('staff whose role may not create events cannot book for a patient (403); an admin can', async () => {
      const s = f.staff()
      const { template } = await f.page()
      const p = f.patient()
      const [slot] = await slots({ calendarEventTemplateId: template.id, userId: s.id })
      const limited = { ...f.staff(), permissions: { calendar_events: { create: null, read: 'All' as const, update: null, delete: null } } }
      assert.equal((await book({ calendarEventTemplateId: template.id, userId: s.id, startTime: slot.startTimeInMS, enduserId: p.id }, limited)).status, 403)
      assert.equal((await book({ calendarEventTemplateId: template.id, userId: s.id, startTime: slot.startTimeInMS, enduserId: p.id }, f.admin)).status, 200)
    })

    it("ids of another business are refused naming the field, and a stranger's booking reaches nothing of ours", async () => {
      const s = f.staff()
      const { template, page } = await f.page()
      const p = f.patient()
      const [slot] = await slots({ calendarEventTemplateId: template.id, userId: s.id }, p)
      const theirs = await book({ calendarEventTemplateId: template.id, userId: s.id, startTime: slot.startTimeInMS }, f.stranger('enduser'))
      assert.equal(theirs.status, 400)
      assert.equal(theirs.validation?.[0]?.field, 'calendarEventTemplateId')
      for (const [k, v] of [['bookingPageId', newObjectId()], ['locationId', newObjectId()], ['rescheduledCalendarEventId', newObjectId()]] as const) {
        const reply = await book({ calendarEventTemplateId: template.id, userId: s.id, startTime: slot.startTimeInMS, [k]: v }, p)
        assert.equal(reply.status, 400, k)
        assert.equal(reply.validation?.[0]?.field, k)
      }
      const strangerUser = await book({ calendarEventTemplateId: template.id, userId: newObjectId(), startTime: slot.startTimeInMS, bookingPageId: page.id }, p)
      assert.equal(strangerUser.validation?.[0]?.field, 'userId')
      assert.equal((await f.call<{ entries: unknown[] }>('appointment_booking_pages.get-waitlist', { bookingPageId: page.id }, f.stranger())).body?.entries.length ?? 0, 0)
    })
  })
})
