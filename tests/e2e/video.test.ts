// A video visit end to end (issue #20, spec 2 §2.13): the demo patient opens the visit's page and
// waits ('Waiting for the host to start the meeting'); the admin starts the visit in the console
// (/console/calendar/video/<eventId>, @care/video's call); the patient joins in a second browser
// context and each sees the other's video playing (Chromium's fake camera); the admin ends the
// meeting and the patient sees 'This meeting has been ended by the host'. Axe in the waiting room
// and in the call, also at 360 px. This suite launches a Chromium of its own: the fake media flags
// are launch flags, kept off the shared browser.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { chromium, type Browser, type Page } from 'playwright-core'
import { CHROMIUM, e2eSkipReason, PORTAL_FRONTENDS, screenshotBoth, signInWithPassword, startE2E, type E2E } from './support/index.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { signIn } from './console-pages.ts'

const FRONTENDS = [...PORTAL_FRONTENDS, 'portal-video', 'console-shell', 'console-calendar']
const NARROW = { width: 360, height: 740 }
const MEDIA_FLAGS = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream']

/** a <video> that plays frames: not paused, data for the current frame, a picture size */
const playing = (page: Page, testId: string) => page.waitForFunction((id) => {
  const v = document.querySelector<HTMLVideoElement>(`video[data-testid="${id}"]`)
  return !!v && !v.paused && v.readyState >= 2 && v.videoWidth > 0
}, testId)

describe('video visit', { skip: e2eSkipReason() }, () => {
  let e2e: E2E
  let browser: Browser
  let token: string
  let me: { id: string }
  const api = async <T = unknown>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${e2e.url}/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    })
    const text = await res.text()
    assert.ok(res.ok, `${method} ${path} answered ${res.status}: ${text}`)
    return (text ? JSON.parse(text) : undefined) as T
  }

  before(async () => {
    e2e = await startE2E({ frontends: FRONTENDS, ownClinic: true })
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', ...MEDIA_FLAGS] })
    const res = await fetch(`${e2e.url}/v1/users/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: e2e.demo.adminEmail, password: e2e.demo.adminPassword }),
    })
    const login = (await res.json()) as { authToken: string; user: { id: string } }
    token = login.authToken
    me = login.user
  })
  after(async () => {
    await browser?.close()
    await e2e?.close()
  })

  test('staff start the visit, the patient joins from the waiting room, both see each other, the host ends it', async () => {
    const [patient] = await api<{ id: string }[]>('GET', `/endusers?filter=${encodeURIComponent(JSON.stringify({ email: e2e.demo.patientEmail }))}`)
    assert.ok(patient, 'the demo patient')
    const event = await api<{ id: string }>('POST', '/calendar-event', {
      title: 'Video follow-up', startTimeInMS: Date.now(), durationInMinutes: 30, enableVideoCall: true,
      attendees: [{ type: 'user', id: me.id }, { type: 'enduser', id: patient.id }],
    })

    const patientContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, permissions: ['camera', 'microphone'] })
    const staffContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, permissions: ['camera', 'microphone'] })
    const errors: string[] = []
    try {
      const patientPage = await patientContext.newPage()
      patientPage.on('pageerror', (e) => errors.push(`patient: ${e.message}`))
      await signInWithPassword(patientPage, e2e, e2e.demo.patientEmail, e2e.demo.patientPassword)
      await patientPage.waitForFunction(() => localStorage.getItem('care.enduser.authToken'))
      await patientPage.goto(`${e2e.url}/video-call?calendarEventId=${event.id}&org=${e2e.demo.subdomain}`)
      await patientPage.getByText('Waiting for the host to start the meeting').waitFor()
      await expectNoSeriousAxeViolations(patientPage, 'video waiting room')
      await screenshotBoth(patientPage, 'portal-video-waiting', (p) => p.getByText('Waiting for the host to start the meeting').waitFor())

      // the admin starts the visit in the console
      const staffPage = await staffContext.newPage()
      staffPage.on('pageerror', (e) => errors.push(`staff: ${e.message}`))
      await signIn(staffPage, e2e)
      await staffPage.getByRole('button', { name: 'Sign out' }).waitFor()
      await api('POST', '/start-meeting-for-event', { calendarEventId: event.id })
      await staffPage.goto(`${e2e.url}/console/calendar/video/${event.id}`)
      await playing(staffPage, 'local-video')

      // the waiting room notices within its 2.5 s polling, and the patient joins
      await patientPage.getByRole('button', { name: 'Join' }).click()
      await playing(patientPage, 'local-video')
      await playing(patientPage, 'remote-video')
      await playing(staffPage, 'remote-video')
      await expectNoSeriousAxeViolations(patientPage, 'video call (patient)')
      await patientPage.setViewportSize(NARROW)
      // the layout settles after the resize (tiles re-flow as their videos size themselves)
      await patientPage.waitForFunction(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth, undefined, { timeout: 5_000 }).catch(() => undefined)
      // the widest elements past the right edge, to name the culprit when it does not fit
      const wider = await patientPage.evaluate(() => [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
        .slice(0, 5).map((el) => `${el.tagName}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`))
      assert.deepEqual(wider, [], 'the call fits 360 px')
      await expectNoSeriousAxeViolations(patientPage, 'video call at 360 px')
      await screenshotBoth(patientPage, 'portal-video-call', (p) => playing(p, 'remote-video'))

      // mute and camera switch their labels (the tracks are the call's)
      await patientPage.getByRole('button', { name: 'Mute' }).click()
      await patientPage.getByRole('button', { name: 'Unmute' }).waitFor()

      // the host ends it: the patient's page says so
      await staffPage.getByRole('button', { name: 'End meeting' }).click()
      await patientPage.getByText('This meeting has been ended by the host').waitFor()
      assert.equal(await patientPage.locator('video').count(), 0, 'the call is left')
      const stored = await api<{ meetingStatus?: string; meetingId?: string }>('GET', `/calendar-event/${event.id}`)
      assert.equal(stored.meetingStatus, 'ended')
      assert.deepEqual(errors, [])
    } finally {
      await patientContext.close()
      await staffContext.close()
    }
  })
})
