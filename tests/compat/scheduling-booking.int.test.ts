// Wire compatibility for availability and booking (issue #20): the public @tellescope/sdk, used
// unchanged, against the running gateway — staff set their weekly hours and make an appointment type,
// a location and a booking page; an anonymous visitor reads the page's details and gets a session from
// the intake; a patient reads availability (get_appointment_availability) and books a slot
// (book_appointment), which then leaves the listing; a second booking of it is refused; a paid type
// booked unpaid answers billing's 402; a booking access token is generated and validated.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import sdk from '@tellescope/sdk'
import { registerStaff, startTestPlatform, type TestPlatform } from '../support/platform.ts'
import { COMPAT_BUSES } from './buses.ts'

const { Session, EnduserSession } = sdk as unknown as {
  Session: new (o: { host: string; authToken?: string }) => any
  EnduserSession: new (o: { host: string; businessId: string; authToken?: string }) => any
}
const unique = () => randomBytes(4).toString('hex')
const DAY = 24 * 3_600_000
const everyDay = [0, 1, 2, 3, 4, 5, 6].map((d) => ({ dayOfWeekStartingSundayIndexedByZero: d, startTimeInMinutes: 9 * 60, endTimeInMinutes: 17 * 60 }))

for (const useNats of COMPAT_BUSES) describe(`@tellescope/sdk availability and booking against the gateway (${useNats ? 'NATS' : 'in-process'} bus)`, () => {
  let platform: TestPlatform
  let staff: any
  let userId: string
  let businessId: string
  let template: any
  let page: any

  before(async () => {
    platform = await startTestPlatform({ useNats })
    const registered = await registerStaff(platform.url)
    businessId = registered.user.businessId
    staff = new Session({ host: platform.url })
    await staff.authenticate(registered.email, registered.password)
    userId = staff.userInfo.id
    await staff.api.users.updateOne(userId, { weeklyAvailabilities: everyDay, timezone: 'America/Chicago' })
    template = await staff.api.calendar_event_templates.createOne({ title: `Consult ${unique()}`, durationInMinutes: 30, enableSelfScheduling: true })
    const location = await staff.api.appointment_locations.createOne({ title: `Clinic ${unique()}`, timezone: 'America/Chicago' })
    page = await staff.api.appointment_booking_pages.createOne({ title: `Book ${unique()}`, calendarEventTemplateIds: [template.id], locationIds: [location.id] })
  })
  after(async () => {
    await platform?.close()
  })

  test('an anonymous visitor reads the page, gets a session from the intake, reads availability and books', async () => {
    const visitor = new EnduserSession({ host: platform.url, businessId })
    const details = await visitor.api.calendar_events.details_for_appointment_booking_page({ appointmentBookingPageId: page.id, businessId, userId })
    assert.equal(details.appointmentBookingPage.id, page.id)
    assert.deepEqual(details.calendarEventTemplates.map((t: any) => t.id), [template.id])
    assert.deepEqual(details.products, [])

    // the calendar step comes before the intake: availability without a session, naming the business
    const anonymous = await visitor.api.calendar_events.get_appointment_availability({ calendarEventTemplateId: template.id, from: new Date(Date.now() + DAY), businessId, userId })
    assert.ok(anonymous.availabilityBlocks.length > 0)

    const email = `booking-${unique()}@example.com`
    const { authToken } = await visitor.api.calendar_events.session_for_public_appointment_booking({ businessId, calendarEventTemplateId: template.id, email, fname: 'Bo', lname: 'Oking' })
    assert.ok(authToken)
    const patient = new EnduserSession({ host: platform.url, businessId, authToken })

    const from = new Date(Date.now() + DAY)
    const { availabilityBlocks } = await patient.api.calendar_events.get_appointment_availability({ calendarEventTemplateId: template.id, from, to: new Date(from.getTime() + 2 * DAY), userId })
    assert.ok(availabilityBlocks.length > 0)
    const [slot] = availabilityBlocks
    assert.equal(slot.userId, userId)
    assert.equal(slot.durationInMinutes, 30)

    const { createdEvent } = await patient.api.calendar_events.book_appointment({ calendarEventTemplateId: template.id, userId, startTime: new Date(slot.startTimeInMS), bookingPageId: page.id })
    assert.equal(createdEvent.startTimeInMS, slot.startTimeInMS)
    assert.equal(createdEvent.bookingPageId, page.id)
    const after = await patient.api.calendar_events.get_appointment_availability({ calendarEventTemplateId: template.id, from, to: new Date(from.getTime() + 2 * DAY), userId })
    assert.ok(!after.availabilityBlocks.some((b: any) => b.startTimeInMS === slot.startTimeInMS))
    await assert.rejects(
      patient.api.calendar_events.book_appointment({ calendarEventTemplateId: template.id, userId, startTime: new Date(slot.startTimeInMS) }),
      (e: any) => /This time is no longer available/.test(e?.message ?? String(e)),
    )
    // the event is the patient's, and staff see it on their calendar
    assert.equal((await patient.api.calendar_events.getOne(createdEvent.id)).id, createdEvent.id)
    assert.equal((await staff.api.calendar_events.getOne(createdEvent.id)).templateId, template.id)
    // the same email again: sign in to book
    await assert.rejects(visitor.api.calendar_events.session_for_public_appointment_booking({ businessId, calendarEventTemplateId: template.id, email }))
  })

  test("a paid appointment type booked unpaid: billing's 402 'Payment is required to book this appointment type' through the SDK, and the time stays free", async () => {
    const product = await staff.api.products.createOne({ title: `Fee ${unique()}`, cost: { amount: 2500, currency: 'USD' } })
    const paid = await staff.api.calendar_event_templates.createOne({ title: `Paid consult ${unique()}`, durationInMinutes: 30, enableSelfScheduling: true, productIds: [product.id] })
    const location = await staff.api.appointment_locations.createOne({ title: `Paid clinic ${unique()}`, timezone: 'America/Chicago' })
    await staff.api.appointment_booking_pages.createOne({ title: `Pay to book ${unique()}`, calendarEventTemplateIds: [paid.id], locationIds: [location.id] })
    const visitor = new EnduserSession({ host: platform.url, businessId })
    const { authToken } = await visitor.api.calendar_events.session_for_public_appointment_booking({ businessId, calendarEventTemplateId: paid.id, email: `unpaid-${unique()}@example.com`, fname: 'Un', lname: 'Paid' })
    const patient = new EnduserSession({ host: platform.url, businessId, authToken })
    const from = new Date(Date.now() + DAY)
    const free = async () => (await patient.api.calendar_events.get_appointment_availability({ calendarEventTemplateId: paid.id, from, to: new Date(from.getTime() + 2 * DAY), userId })).availabilityBlocks
    const [slot] = await free()
    await assert.rejects(
      patient.api.calendar_events.book_appointment({ calendarEventTemplateId: paid.id, userId, startTime: new Date(slot.startTimeInMS) }),
      (e: any) => /Payment is required to book this appointment type/.test(e?.message ?? String(e)),
    )
    assert.ok((await free()).some((b: any) => b.startTimeInMS === slot.startTimeInMS), 'nothing was booked')
  })

  test('staff read availability by API; an access token validates until used', async () => {
    const { availabilityBlocks } = await staff.api.calendar_events.get_appointment_availability({ calendarEventTemplateId: template.id, from: new Date(), userIds: [userId] })
    assert.ok(availabilityBlocks.every((b: any) => b.userId === userId && b.startTimeInMS > Date.now()))
    const { token } = await staff.api.appointment_booking_pages.generate_access_token({ expiresAt: new Date(Date.now() + DAY), bookingPageId: page.id })
    const visitor = new EnduserSession({ host: platform.url, businessId })
    assert.equal((await visitor.api.appointment_booking_pages.validate_access_token({ token, bookingPageId: page.id })).isValid, true)
    assert.equal((await visitor.api.appointment_booking_pages.validate_access_token({ token: 'nope' })).isValid, false)
  })
})
