// The console's Calendar area end to end on the scheduling service: the week shows the clinic's
// events; an event created by selecting a time range in the week, then cancelled (struck through,
// cancelledAt stored); a location edited; a booking page's public link copied. Axe at 1280 and
// 360 px (the agenda list on a phone). Screenshots go to tests/e2e/artifacts/ (console-calendar-*).
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import type { Page } from 'playwright-core'
import { e2eSkipReason, screenshotBoth, startE2E, type E2E } from './support/index.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { adminApi, settled, signedInPage, type AdminApi } from './console-pages.ts'

const FRONTENDS = ['console-shell', 'console-calendar']
const NARROW = { width: 360, height: 740 }

/** no part of the page wider than the viewport (nothing to scroll sideways) */
const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)
const unique = (text: string) => `${text} ${randomBytes(3).toString('hex')}`
/** today at hh:mm on this machine's clock and zone (the browser's too) */
const todayAt = (h: number, m = 0) => {
  const d = new Date()
  d.setHours(h, m, 0, 0)
  return d.getTime()
}

describe('console calendar', { skip: e2eSkipReason() }, () => {
  let e2e: E2E
  let admin: AdminApi
  let me: { id: string; businessId: string }
  const api = <T = unknown>(method: string, path: string, body?: unknown) => admin.api<T>(method, path, body)
  const eventById = (id: string) => api<{ title: string; startTimeInMS: number; durationInMinutes: number; cancelledAt?: string }>('GET', `/calendar-event/${id}`)

  before(async () => {
    e2e = await startE2E({ frontends: FRONTENDS })
    admin = await adminApi(e2e)
    me = admin.user
  })
  after(() => e2e?.close())

  test("the week shows the clinic's events; an event created by selecting a range, then cancelled; axe 0 serious, also at 360 px", async () => {
    const morning = unique('Morning check-in')
    const lunch = unique('Lunch review')
    for (const [title, start] of [[morning, todayAt(9)], [lunch, todayAt(12)]] as const) {
      // nobody's time: the demo clinic's people keep the free slots other suites book
      await api('POST', '/calendar-event', { title, startTimeInMS: start, durationInMinutes: 30, attendees: [] })
    }
    const { page, errors, close } = await signedInPage(e2e, { at: false })
    try {
      await page.goto(`${e2e.url}/console/calendar`)
      await page.getByRole('heading', { name: 'Team calendar', level: 1 }).waitFor()
      const event = (title: string) => page.locator('.fc-event').filter({ hasText: title })
      await event(morning).waitFor()
      await event(lunch).waitFor()
      // the demo clinic's video check-in (platform/seed-scheduling.ts: two days after the seeding): its week
      const [checkIn] = await api<{ startTimeInMS: number }[]>('GET', `/calendar-events?filter=${encodeURIComponent(JSON.stringify({ title: 'Video check-in' }))}`)
      assert.ok(checkIn, 'the demo clinic has its video check-in')
      const sunday = new Date(todayAt(0))
      sunday.setDate(sunday.getDate() - sunday.getDay())
      const weeks = Math.floor((checkIn.startTimeInMS - sunday.getTime()) / (7 * 24 * 3_600_000))
      for (let i = 0; i < Math.abs(weeks); i++) await page.getByRole('button', { name: weeks > 0 ? 'Next' : 'Previous' }).click()
      await event('Video check-in').first().waitFor()
      if (weeks) {
        await settled(page)
        await expectNoSeriousAxeViolations(page, 'console calendar, the week of the video check-in')
        await page.getByRole('button', { name: 'Today' }).click()
        await event(morning).waitFor()
      }
      await settled(page)
      await expectNoSeriousAxeViolations(page, 'console calendar week')
      await screenshotBoth(page, 'console-calendar-week', settled)

      // select 15:00–16:00 today in the week's grid
      const today = page.locator('.fc-timegrid-col.fc-day-today')
      const from = page.locator('.fc-timegrid-slot-lane[data-time="15:00:00"]')
      const to = page.locator('.fc-timegrid-slot-lane[data-time="15:30:00"]')
      // scrolled by the page itself: FullCalendar re-measures the grid as it settles (a week change,
      // the now-indicator), which under load kept playwright's 'stable' check from ever passing
      await from.evaluate((el) => el.scrollIntoView({ block: 'center' }))
      await settled(page)
      const col = (await today.boundingBox())!
      const a = (await from.boundingBox())!
      const b = (await to.boundingBox())!
      const x = col.x + col.width / 2
      await page.mouse.move(x, a.y + 3)
      await page.mouse.down()
      await page.mouse.move(x, a.y + (b.y - a.y) / 2, { steps: 4 })
      await page.mouse.move(x, b.y + b.height - 3, { steps: 4 })
      await page.mouse.up()
      const dialog = page.getByRole('dialog', { name: 'New event' })
      await dialog.waitFor()
      const title = unique('Diet review')
      await dialog.getByRole('textbox', { name: /^Title/ }).fill(title)
      assert.equal(await dialog.getByRole('spinbutton', { name: /^Duration/ }).inputValue(), '60')
      // the signed-in member attends by default: taken off, so the admin's free slots stay as they were
      await dialog.getByRole('combobox', { name: 'Team members' }).focus()
      await page.keyboard.press('Backspace')
      await settled(page)
      await expectNoSeriousAxeViolations(page, 'console calendar new event')
      await dialog.getByRole('button', { name: 'Create' }).click()
      await event(title).waitFor()
      const [stored] = await api<{ id: string; startTimeInMS: number; durationInMinutes: number; attendees: unknown[] }[]>('GET', `/calendar-events?filter=${encodeURIComponent(JSON.stringify({ title }))}`)
      assert.ok(stored, 'stored')
      assert.deepEqual(stored.attendees, [])
      assert.equal(stored.startTimeInMS, todayAt(15))
      assert.equal(stored.durationInMinutes, 60)

      // open it and cancel it
      await event(title).click()
      const details = page.getByRole('dialog', { name: title })
      await details.waitFor()
      await settled(page)
      await expectNoSeriousAxeViolations(page, 'console calendar event details')
      await details.getByRole('button', { name: 'Cancel event' }).click()
      await page.getByRole('dialog', { name: 'Cancel event' }).getByRole('button', { name: 'Cancel event' }).click()
      await event(`${title} (Cancelled)`).waitFor()
      assert.equal(await event(title).evaluate((el) => el.classList.contains('care-event-cancelled')), true)
      assert.equal(await event(title).locator('.fc-event-title').evaluate((el) => getComputedStyle(el).textDecorationLine), 'line-through')
      assert.ok((await eventById(stored.id)).cancelledAt, 'cancelledAt stored')

      // a phone: the agenda list, nothing wider than the screen
      await page.setViewportSize(NARROW)
      await page.locator('.fc-list').waitFor()
      await page.locator('.fc-list-event').filter({ hasText: morning }).waitFor()
      await settled(page)
      assert.equal(await overflows(page), false, 'the calendar scrolls sideways at 360 px')
      await expectNoSeriousAxeViolations(page, 'console calendar agenda (360 px)')
      await screenshotBoth(page, 'console-calendar-agenda', settled)
      assert.deepEqual(errors, [])
    } finally {
      await close()
    }
  })

  test('a location edited: its zone and phone saved and listed; a location and an appointment type created; axe 0 serious', async () => {
    const title = unique('North clinic')
    const created = await api<{ id: string }>('POST', '/appointment-location', { title, timezone: 'America/Chicago', address: '2 North Ave', phone: '+15555550100' })
    const { page, errors, close } = await signedInPage(e2e, { at: false })
    try {
      await page.goto(`${e2e.url}/console/calendar/locations`)
      await page.getByRole('heading', { name: 'Locations', level: 1 }).waitFor()
      await page.getByRole('button', { name: `Edit ${title}` }).click()
      const dialog = page.getByRole('dialog', { name: `Edit ${title}` })
      await dialog.getByRole('combobox', { name: 'Time zone' }).fill('America/Denv')
      await page.getByRole('option', { name: 'America/Denver' }).click()
      await dialog.getByRole('textbox', { name: 'Phone' }).fill('+15555550199')
      await settled(page)
      await expectNoSeriousAxeViolations(page, 'console calendar location editor')
      await dialog.getByRole('button', { name: 'Save' }).click()
      await dialog.waitFor({ state: 'detached' })
      const row = page.getByRole('row').filter({ hasText: title })
      await row.getByRole('cell', { name: '+15555550199' }).waitFor()
      const stored = await api<{ phone: string; timezone: string }>('GET', `/appointment-location/${created.id}`)
      assert.equal(stored.phone, '+15555550199')
      assert.equal(stored.timezone, 'America/Denver')
      await settled(page)
      await expectNoSeriousAxeViolations(page, 'console calendar locations')

      const another = unique('South clinic')
      await page.getByRole('button', { name: 'New location' }).click()
      const create = page.getByRole('dialog', { name: 'New location' })
      await create.getByRole('textbox', { name: /^Title/ }).fill(another)
      await create.getByRole('button', { name: 'Create' }).click()
      await page.getByRole('row').filter({ hasText: another }).waitFor()

      const type = unique('Nutrition visit')
      await page.getByRole('tab', { name: 'Appointment types' }).click()
      await page.getByRole('button', { name: 'New appointment type' }).click()
      const typeDialog = page.getByRole('dialog', { name: 'New appointment type' })
      await typeDialog.getByRole('textbox', { name: /^Title/ }).fill(type)
      await typeDialog.getByRole('checkbox', { name: 'Patients can book it themselves' }).check()
      await typeDialog.getByRole('button', { name: 'Add reminder' }).click()
      await settled(page)
      await expectNoSeriousAxeViolations(page, 'console calendar appointment type editor')
      await typeDialog.getByRole('button', { name: 'Create' }).click()
      await page.getByRole('row').filter({ hasText: type }).waitFor()
      const [storedType] = await api<{ durationInMinutes: number; enableSelfScheduling: boolean; reminders: unknown[] }[]>('GET', `/calendar-event-templates?filter=${encodeURIComponent(JSON.stringify({ title: type }))}`)
      assert.equal(storedType?.durationInMinutes, 30)
      assert.equal(storedType?.enableSelfScheduling, true)
      assert.equal(storedType?.reminders.length, 1)
      await settled(page)
      await expectNoSeriousAxeViolations(page, 'console calendar appointment types')
      assert.deepEqual(errors, [])
    } finally {
      await close()
    }
  })

  test("availability: a team member's weekly hours saved on the user, a block added; axe 0 serious, also at 360 px", async () => {
    // a member of their own: the demo clinic's people keep the hours other suites book against
    const lname = unique('Hours')
    const member = await api<{ id: string }>('POST', '/user', { email: `hours-${randomBytes(4).toString('hex')}@demo.care`, fname: 'Robin', lname })
    const { page, errors, close } = await signedInPage(e2e, { at: false })
    try {
      await page.goto(`${e2e.url}/console/calendar/availability`)
      await page.getByRole('heading', { name: 'Availability', level: 1 }).waitFor()
      await page.getByRole('combobox', { name: 'Team member' }).click()
      await page.getByRole('option', { name: `Robin ${lname}` }).click()
      const monday = page.getByRole('group', { name: 'Monday' })
      await monday.waitFor()
      await monday.getByText('Unavailable').waitFor()
      await page.getByRole('button', { name: 'Add hours on Monday' }).click()
      await monday.getByLabel('Monday From 1').fill('08:30')
      await page.getByRole('button', { name: 'Save weekly hours' }).click()
      await page.getByText('Weekly hours saved').waitFor()
      const stored = await api<{ weeklyAvailabilities?: unknown[] }>('GET', `/user/${member.id}`)
      assert.deepEqual(stored.weeklyAvailabilities, [{ dayOfWeekStartingSundayIndexedByZero: 1, startTimeInMinutes: 510, endTimeInMinutes: 1020 }])

      const blocks = page.getByRole('region', { name: 'Availability blocks' })
      await blocks.getByText('No availability blocks yet').waitFor()
      await blocks.getByRole('button', { name: 'Add block' }).click()
      await blocks.locator('[data-block-id]').first().waitFor()
      const [block] = await api<{ entityId: string; dayOfWeekStartingSundayIndexedByZero: number }[]>('GET', `/availability-blocks?filter=${encodeURIComponent(JSON.stringify({ entityId: member.id }))}`)
      assert.equal(block?.dayOfWeekStartingSundayIndexedByZero, 1, 'stored for the member')
      await settled(page)
      await expectNoSeriousAxeViolations(page, 'console calendar availability')
      await page.setViewportSize(NARROW)
      await settled(page)
      assert.equal(await overflows(page), false, 'availability scrolls sideways at 360 px')
      await expectNoSeriousAxeViolations(page, 'console calendar availability (360 px)')
      assert.deepEqual(errors, [])
    } finally {
      await close()
    }
  })

  test("a booking page's public link copied; axe 0 serious, also at 360 px", async () => {
    const location = await api<{ id: string }>('POST', '/appointment-location', { title: unique('Booking clinic'), timezone: 'America/New_York' })
    const type = await api<{ id: string }>('POST', '/calendar-event-template', { title: unique('First visit'), durationInMinutes: 30, enableSelfScheduling: true })
    const title = unique('New patients')
    const bookingPage = await api<{ id: string }>('POST', '/appointment-booking-page', { title, calendarEventTemplateIds: [type.id], locationIds: [location.id] })
    const { page, errors, close } = await signedInPage(e2e, { at: false })
    try {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.url })
      await page.goto(`${e2e.url}/console/calendar/booking-pages`)
      await page.getByRole('heading', { name: 'Booking pages', level: 1 }).waitFor()
      await page.getByRole('button', { name: `Copy link of ${title}` }).click()
      await page.getByText('Link copied').waitFor()
      const copied = await page.evaluate(() => navigator.clipboard.readText())
      assert.equal(copied, `${e2e.url}/appointment-booking-page?businessId=${me.businessId}&appointmentBookingPageId=${bookingPage.id}`)
      await settled(page)
      await expectNoSeriousAxeViolations(page, 'console calendar booking pages')

      await page.getByRole('button', { name: `Edit ${title}` }).click()
      const dialog = page.getByRole('dialog', { name: `Edit ${title}` })
      await dialog.getByRole('textbox', { name: 'Thank-you title' }).fill('See you soon')
      await dialog.getByTestId('booking-preview').getByText('See you soon').waitFor()
      await settled(page)
      await expectNoSeriousAxeViolations(page, 'console calendar booking page editor')
      await screenshotBoth(page, 'console-calendar-booking-page', settled)
      await dialog.getByRole('button', { name: 'Save' }).click()
      await dialog.waitFor({ state: 'detached' })
      const stored = await api<{ thankYouTitle?: string; locationIds: string[]; calendarEventTemplateIds: string[] }>('GET', `/appointment-booking-page/${bookingPage.id}`)
      assert.equal(stored.thankYouTitle, 'See you soon')
      assert.deepEqual(stored.locationIds, [location.id], 'the lists kept')
      assert.deepEqual(stored.calendarEventTemplateIds, [type.id])

      await page.setViewportSize(NARROW)
      await settled(page)
      assert.equal(await overflows(page), false, 'the booking pages scroll sideways at 360 px')
      await expectNoSeriousAxeViolations(page, 'console calendar booking pages (360 px)')
      assert.deepEqual(errors, [])
    } finally {
      await close()
    }
  })
})
