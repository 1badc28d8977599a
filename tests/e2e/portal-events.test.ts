// The portal's My Events and Care Plan (spec 2 §2.2, §2.7, §2.10; issue #20) in a real browser, on the
// scheduling service: the care team gives a new patient a care plan with two events (one a video
// visit), a task on the first, an event hidden from the portal and a public event the patient has not
// RSVPed to. The patient sees 'Your Events' without the hidden and public ones, opens the first
// event (its facts, the calendar file link), marks its task complete (one-way, stored), cancels it
// after the confirmation (stored, '(Cancelled)', Cancel disabled), then opens the Care Plan from the
// navigation ("{first name}'s Care Plan", a video icon for the video visit) and an event from it; the
// live-call alert shows when the care team's call for the video visit is live; in Community's
// 'Upcoming Events' the patient RSVPs to the public event (the count moves, the server counts it) and
// finds it in 'Your Events', then removes the RSVP. Axe finds nothing serious; at 360 px nothing
// overflows.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import type { Page } from 'playwright-core'
import { createPatientAsStaff, e2eSkipReason, newPage, PORTAL_FRONTENDS, screenshotBoth, signInWithLink, startE2E, uniqueEmail, type E2E } from './support/index.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { api, type Principal } from '../support/http.ts'

const NARROW = { width: 360, height: 740 }
const HOUR = 36e5

describe('portal events and care plan', { skip: e2eSkipReason() }, () => {
  let e2e: E2E
  let admin: Principal
  let patientEmail: string
  let patientId: string
  let followUpId: string
  let videoId: string
  let taskId: string
  let yogaId: string

  const call = async <T>(as: Principal, method: string, path: string, payload?: Record<string, unknown>) => {
    const res = await api<T>(e2e.url, as, method, path, payload)
    assert.ok(res.status < 300, `${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`)
    return res.body
  }
  const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  const signIn = async (page: Page) => {
    await signInWithLink(page, e2e, patientEmail)
    await page.getByRole('heading', { name: 'Welcome, Pat' }).waitFor()
  }

  before(async () => {
    e2e = await startE2E({ frontends: [...PORTAL_FRONTENDS, 'portal-events', 'portal-care-plan', 'portal-community'] })
    const login = await call<{ authToken: string; user: { id: string } }>({}, 'POST', '/users/login', { email: e2e.demo.adminEmail, password: e2e.demo.adminPassword })
    admin = { authorization: `Bearer ${login.authToken}` }
    patientEmail = uniqueEmail('pat-events')
    patientId = (await createPatientAsStaff(e2e, { email: patientEmail, fname: 'Pat', lname: 'Events', termsSigned: new Date().toISOString(), termsVersion: '1.0' })).id
    const plan = await call<{ id: string }>(admin, 'POST', '/care-plan', { title: 'Diabetes plan', enduserId: patientId })
    const task = await call<{ id: string }>(admin, 'POST', '/enduser-task', { title: 'Log your fasting sugar', enduserId: patientId })
    taskId = task.id
    const attendees = [{ type: 'enduser', id: patientId }, { type: 'user', id: login.user.id }]
    const start = Date.now() + 26 * HOUR
    const followUp = await call<{ id: string }>(admin, 'POST', '/calendar-event', {
      title: 'Follow-up visit', startTimeInMS: start, durationInMinutes: 30, attendees, carePlanId: plan.id,
      description: 'A check of your numbers', location: 'Second floor, room 4', locationNotes: 'Bring your meter',
      enduserTasks: [{ id: task.id, enduserId: patientId }],
    })
    followUpId = followUp.id
    const video = await call<{ id: string }>(admin, 'POST', '/calendar-event', { title: 'Nutrition video visit', startTimeInMS: start + 48 * HOUR, durationInMinutes: 20, attendees, carePlanId: plan.id, enableVideoCall: true })
    videoId = video.id
    await call(admin, 'POST', '/calendar-event', { title: 'Staff prep', startTimeInMS: start, durationInMinutes: 15, attendees, hiddenFromPortal: true })
    yogaId = (await call<{ id: string }>(admin, 'POST', '/calendar-event', { title: 'Yoga in the park', startTimeInMS: start, durationInMinutes: 60, publicRead: true })).id
  })
  after(() => e2e?.close())

  test("'Your Events', an event's page, a task marked complete and the event cancelled after the confirmation; axe at each step", async () => {
    const { page, context, errors } = await newPage(e2e.browser)
    await signIn(page)
    // Home's list is real too
    const home = page.getByRole('list', { name: 'Your Events' })
    await home.getByRole('link', { name: /Follow-up visit/ }).waitFor()
    await page.getByRole('navigation', { name: 'Portal navigation' }).getByRole('link', { name: 'My Events', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'Your Events' }).waitFor()
    const upcoming = page.getByRole('list', { name: 'Upcoming' })
    await upcoming.getByRole('link', { name: /Nutrition video visit/ }).waitFor()
    const titles = await upcoming.locator('.MuiListItemText-primary').allTextContents()
    assert.deepEqual(titles, ['Follow-up visit', 'Nutrition video visit'], 'hidden and un-RSVPed public events are left out')
    await expectNoSeriousAxeViolations(page, 'events list')

    await upcoming.getByRole('link', { name: /Follow-up visit/ }).click()
    await page.getByRole('heading', { level: 1, name: 'Follow-up visit' }).waitFor()
    assert.equal(new URL(page.url()).pathname, `/events/${followUpId}`)
    await page.getByText('Second floor, room 4').waitFor()
    await page.getByText('Bring your meter').waitFor()
    await page.getByText('A check of your numbers').waitFor()
    const ics = new URL((await page.getByRole('link', { name: 'Download calendar file' }).getAttribute('href')) ?? '', e2e.url)
    assert.equal(ics.pathname, '/v1/calendar-events/download-ics-file')
    assert.equal(ics.searchParams.get('calendarEventId'), followUpId)
    const file = await page.request.get(ics.href)
    assert.equal(file.status(), 200)
    assert.match(await file.text(), /BEGIN:VCALENDAR[\s\S]*SUMMARY:Follow-up visit/)
    await expectNoSeriousAxeViolations(page, 'event page')
    await screenshotBoth(page, 'portal-events-detail', (p) => p.getByRole('heading', { level: 1, name: 'Follow-up visit' }).waitFor())

    const tasks = page.getByRole('region', { name: 'Tasks' })
    await tasks.getByRole('button', { name: 'Mark Complete: Log your fasting sugar' }).click()
    await tasks.getByText('Completed').waitFor()
    const stored = await call<{ completedAt?: string }>(admin, 'GET', `/enduser-task/${taskId}`)
    assert.ok(stored.completedAt, 'the task was not stored complete')

    await page.getByRole('button', { name: 'Cancel Event' }).click()
    const dialog = page.getByRole('dialog', { name: 'Are you sure you want to cancel your appointment?' })
    await dialog.waitFor()
    await expectNoSeriousAxeViolations(page, 'cancel confirmation')
    await dialog.getByRole('button', { name: "No, don't cancel" }).click()
    await dialog.waitFor({ state: 'hidden' })
    await page.getByRole('button', { name: 'Cancel Event' }).click()
    await dialog.getByRole('button', { name: 'Yes, Cancel' }).click()
    await page.getByRole('heading', { level: 1, name: 'Follow-up visit (Cancelled)' }).waitFor()
    assert.equal(await page.getByRole('button', { name: 'Cancel Event' }).isDisabled(), true)
    const event = await call<{ cancelledAt?: string }>(admin, 'GET', `/calendar-event/${followUpId}`)
    assert.ok(event.cancelledAt, 'the event was not stored cancelled')

    // an address that names no event of the patient's
    await page.goto(`${e2e.url}/events/${'0'.repeat(24)}?org=${e2e.demo.subdomain}`)
    await page.getByRole('heading', { level: 1, name: 'This event has been rescheduled or deleted' }).waitFor()
    assert.deepEqual(errors.filter((e) => !/Failed to load resource/.test(e)), [])
    await context.close()
  })

  test("the Care Plan from the navigation: \"{first name}'s Care Plan\" with its events (a video icon for the video visit); the live-call alert; 360 px", async () => {
    const { page, context, errors } = await newPage(e2e.browser)
    await signIn(page)
    await page.getByRole('navigation', { name: 'Portal navigation' }).getByRole('link', { name: 'Care Plan', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: "Pat's Care Plan" }).waitFor()
    const list = page.getByRole('list', { name: 'Care plan events' })
    await list.getByRole('link', { name: /Nutrition video visit/ }).waitFor()
    assert.equal(await list.getByRole('link', { name: /Nutrition video visit/ }).getByRole('img', { name: 'Video visit' }).count(), 1)
    await expectNoSeriousAxeViolations(page, 'care plan')
    await list.getByRole('link', { name: /Nutrition video visit/ }).click()
    await page.getByRole('heading', { level: 1, name: 'Nutrition video visit' }).waitFor()
    assert.equal(await page.getByRole('link', { name: 'Join The Call' }).getAttribute('href'), `/video-call?calendarEventId=${videoId}`)

    // the care team starts the video visit: the alert offers to join (on the next page the shell reads the events)
    await call(admin, 'POST', '/start-meeting-for-event', { calendarEventId: videoId })
    const started = await call<{ meetingStatus?: string }>(admin, 'GET', `/calendar-event/${videoId}`)
    assert.equal(started.meetingStatus, 'live')
    await page.goto(`${e2e.url}/home?org=${e2e.demo.subdomain}`)
    const alert = page.getByRole('status').filter({ hasText: 'Join your upcoming call - here' })
    await alert.waitFor()
    assert.equal(await alert.getByRole('link', { name: 'here' }).getAttribute('href'), `/video-call?calendarEventId=${videoId}`)
    await expectNoSeriousAxeViolations(page, 'live-call alert')
    await alert.getByRole('button', { name: 'Dismiss' }).click()
    await alert.waitFor({ state: 'hidden' })

    await page.setViewportSize(NARROW)
    const shown: [string, (p: Page) => Promise<void>][] = [
      ['/care-plan', (p) => p.getByRole('list', { name: 'Care plan events' }).getByRole('link').first().waitFor()],
      [`/events/${followUpId}`, (p) => p.getByRole('button', { name: 'Cancel Event' }).waitFor()],
      ['/events', (p) => p.getByRole('list', { name: 'Upcoming' }).getByRole('link').first().waitFor()],
    ]
    for (const [path, ready] of shown) {
      await page.goto(`${e2e.url}${path}?org=${e2e.demo.subdomain}`)
      await ready(page)
      assert.ok((await overflow(page)) <= 0, `${path} overflows at 360 px`)
    }
    await expectNoSeriousAxeViolations(page, 'events at 360 px')
    assert.deepEqual(errors.filter((e) => !/Failed to load resource/.test(e)), [])
    await context.close()
  })

  test("the Community's 'Upcoming Events': RSVP (the count moves, the server counts it), the event joins 'Your Events'; removed, it leaves", async () => {
    const { page, context, errors } = await newPage(e2e.browser)
    await signIn(page)
    await page.getByRole('navigation', { name: 'Portal navigation' }).getByRole('link', { name: 'Community', exact: true }).click()
    const strip = page.getByRole('region', { name: 'Upcoming Events' })
    const card = strip.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Yoga in the park' }) })
    await card.getByText('0 RSVPs').waitFor()
    await expectNoSeriousAxeViolations(page, 'community upcoming events')
    await card.getByRole('button', { name: 'RSVP to Yoga in the park', pressed: false }).click()
    await card.getByRole('button', { name: 'RSVP to Yoga in the park', pressed: true }).waitFor()
    await card.getByText('1 RSVPs').waitFor()
    assert.equal((await call<{ numRSVPs?: number }>(admin, 'GET', `/calendar-event/${yogaId}`)).numRSVPs, 1)

    await page.getByRole('navigation', { name: 'Portal navigation' }).getByRole('link', { name: 'My Events', exact: true }).click()
    await page.getByRole('list', { name: 'Upcoming' }).getByRole('link', { name: /Yoga in the park/ }).waitFor()
    await page.getByRole('navigation', { name: 'Portal navigation' }).getByRole('link', { name: 'Community', exact: true }).click()
    await card.getByRole('button', { name: 'RSVP to Yoga in the park', pressed: true }).click()
    await card.getByText('0 RSVPs').waitFor()
    assert.equal((await call<{ numRSVPs?: number }>(admin, 'GET', `/calendar-event/${yogaId}`)).numRSVPs, 0)
    await page.getByRole('navigation', { name: 'Portal navigation' }).getByRole('link', { name: 'My Events', exact: true }).click()
    await page.getByRole('list', { name: 'Upcoming' }).getByRole('link').first().waitFor()
    assert.equal(await page.getByRole('link', { name: /Yoga in the park/ }).count(), 0)
    assert.deepEqual(errors.filter((e) => !/Failed to load resource/.test(e)), [])
    await context.close()
  })
})
