import { cleanup, fireEvent, render, screen, userEvent, waitFor, within } from '@care/ui/testing/react'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { CareProvider } from '@care/sdk/react'
import { EventsPage } from './events-page.tsx'
import { BUSINESS, DOCTOR, fakeApi, OTHER_PATIENT, PATIENT, type Seed } from './testing/fake-api.ts'

const HOUR = 36e5
const EVENT = '1'.repeat(24)
const me = [{ type: 'enduser', id: PATIENT }, { type: 'user', id: DOCTOR }]

/** lets answers already on their way arrive (promise jobs and I/O callbacks; no time passes) */
const flush = () => new Promise<void>((resolve) => setImmediate(resolve))

function setup(seed: Seed, url = '/events') {
  window.history.replaceState(null, '', url)
  const api = fakeApi(seed)
  const navigate = (to: string) => {
    window.history.pushState(null, '', to)
    window.dispatchEvent(new window.PopStateEvent('popstate'))
  }
  render(
    <CareProvider client={api.client}>
      <EventsPage navigate={navigate} />
    </CareProvider>,
  )
  return api
}

const sent = (v1: ReturnType<typeof fakeApi>['v1'], method: string, path: string) => v1.requests.filter((r) => r.method === method && r.path === path)

test("'Your Events': hidden events and public events not RSVPed are left out; cancelled and rescheduled say so; upcoming soonest first", async () => {
  const now = Date.now()
  const { client } = setup({
    events: [
      { title: 'Follow-up visit', startTimeInMS: now + 48 * HOUR, durationInMinutes: 30, attendees: me },
      { title: 'Intake call', startTimeInMS: now + HOUR, durationInMinutes: 30, attendees: me, enableVideoCall: true },
      { title: 'Lab review', startTimeInMS: now + 2 * HOUR, attendees: me, cancelledAt: new Date(now).toISOString() },
      { title: 'Old slot', startTimeInMS: now + 3 * HOUR, attendees: me, rescheduledAt: new Date(now).toISOString() },
      { title: 'Staff only', startTimeInMS: now + HOUR, attendees: me, hiddenFromPortal: true },
      { id: 'f'.repeat(24), title: 'Yoga class', startTimeInMS: now + 5 * HOUR, publicRead: true },
      { title: 'Walking group', startTimeInMS: now + 6 * HOUR, publicRead: true },
      { title: 'Last year', startTimeInMS: now - 400 * 24 * HOUR, attendees: me },
    ],
    rsvps: [{ eventId: 'f'.repeat(24), creator: PATIENT }, { eventId: 'f'.repeat(24), creator: OTHER_PATIENT }],
  })
  await screen.findByRole('heading', { level: 1, name: 'Your Events' })
  const upcoming = await screen.findByRole('list', { name: 'Upcoming' })
  const titles = within(upcoming).getAllByRole('link').map((a) => a.querySelector('.MuiListItemText-primary')?.textContent)
  assert.deepEqual(titles, ['Intake call', 'Lab review (Cancelled)', 'Old slot (Rescheduled)', 'Yoga class', 'Follow-up visit'])
  assert.deepEqual(within(screen.getByRole('list', { name: 'Past' })).getAllByRole('link').map((a) => a.querySelector('.MuiListItemText-primary')?.textContent), ['Last year'])
  within(upcoming).getByText(/Video visit/)
  const first = within(upcoming).getAllByRole('link')[0]
  assert.match(first.getAttribute('href') ?? '', /^\/events\/[0-9a-f]{24}$/)
  fireEvent.click(first)
  await screen.findByRole('heading', { level: 1, name: 'Intake call' })
  client.close()
})

test("no events: 'You have no scheduled events'; a failed load offers 'Try again'; loading shows a progress indicator", async () => {
  const a = setup({ events: [{ title: 'Staff only', startTimeInMS: Date.now(), hiddenFromPortal: true }] })
  await screen.findByText('You have no scheduled events')
  a.client.close()
  cleanup()
  window.history.replaceState(null, '', '/events')
  const b = fakeApi({ events: [] })
  b.v1.failNext((r) => r.path === '/v1/calendar-events', 500, { message: 'boom' })
  const release = b.v1.hold()
  render(<CareProvider client={b.client}><EventsPage navigate={() => {}} /></CareProvider>)
  screen.getByRole('progressbar')
  release()
  await screen.findByText('Your events could not be loaded')
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
  await screen.findByText('You have no scheduled events')
  b.client.close()
})

test('the detail: title, calendar file, date, time, provider, location, URL, phone, notes, description, Reschedule to the booking page', async () => {
  const start = Date.UTC(2030, 4, 6, 15, 0)
  const { v1, client } = setup({
    locations: [{ id: '2'.repeat(24), title: 'Main Street Clinic', address: '1 Main St, Springfield', phone: '+15555550100' }],
    events: [{
      id: EVENT, businessId: BUSINESS, title: 'Follow-up visit', startTimeInMS: start, durationInMinutes: 30, attendees: me, locationId: '2'.repeat(24),
      location: 'Second floor, room 4', locationURL: 'https://maps.example.com/clinic', phone: '+15555550199', locationNotes: 'Bring your meter', description: 'A check of your numbers', bookingPageId: '3'.repeat(24),
    }],
  }, `/events/${EVENT}`)
  await screen.findByRole('heading', { level: 1, name: 'Follow-up visit' })
  const ics = screen.getByRole('link', { name: 'Download calendar file' })
  assert.equal(ics.getAttribute('href'), `http://portal.test/v1/calendar-events/download-ics-file?authToken=token&calendarEventId=${EVENT}`)
  screen.getByText(new Date(start).toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }))
  const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent
  assert.match(fact('Time') ?? '', /^\d{1,2}:\d\d\s?[AP]M – \d{1,2}:\d\d\s?[AP]M$/)
  await waitFor(() => assert.equal(fact('Provider(s)'), 'Ada Lovelace'))
  await screen.findByText('Main Street Clinic')
  screen.getByText('1 Main St, Springfield')
  screen.getByRole('link', { name: '+15555550100' })
  screen.getByText('Second floor, room 4')
  assert.equal(screen.getByRole('link', { name: 'https://maps.example.com/clinic' }).getAttribute('target'), '_blank')
  const phones = screen.getAllByText('Phone', { selector: 'dt' }).map((dt) => dt.nextElementSibling?.textContent)
  assert.deepEqual(phones, ['+15555550100', '+15555550199'])
  screen.getByRole('link', { name: '+15555550199' })
  assert.equal(fact('Notes'), 'Bring your meter')
  assert.equal(fact('Description'), 'A check of your numbers')
  const reschedule = screen.getByRole('link', { name: 'Reschedule' })
  assert.equal(reschedule.getAttribute('href'), `/appointment-booking-page?businessId=${BUSINESS}&appointmentBookingPageId=${'3'.repeat(24)}&rescheduledCalendarEventId=${EVENT}`)
  // not a video event: neither 'join Zoom call' nor 'Join The Call'
  assert.equal(screen.queryByText('Join The Call'), null)
  assert.equal(screen.queryByText('Waiting for the host to start the meeting'), null)
  assert.ok(sent(v1, 'GET', '/v1/user-display-info').length >= 1)
  client.close()
})

test("providers are hidden when the event hides users; no booking page, no Reschedule", async () => {
  const { v1, client } = setup({ events: [{ id: EVENT, title: 'Group session', startTimeInMS: Date.now() + HOUR, attendees: me, portalSettings: { hideUsers: true } }] }, `/events/${EVENT}`)
  await screen.findByRole('heading', { level: 1, name: 'Group session' })
  assert.equal(screen.queryByText('Provider(s)'), null)
  assert.equal(screen.queryByText('Reschedule'), null)
  assert.equal(sent(v1, 'GET', '/v1/user-display-info').length, 0)
  client.close()
})

test("Cancel Event asks 'Are you sure you want to cancel your appointment?'; \"No, don't cancel\" keeps it; 'Yes, Cancel' stamps cancelledAt, and Cancel and Reschedule are disabled after", async () => {
  const { v1, client } = setup({ events: [{ id: EVENT, title: 'Follow-up visit', startTimeInMS: Date.now() + HOUR, attendees: me, bookingPageId: '3'.repeat(24), videoURL: 'https://zoom.example.com/j/1' }] }, `/events/${EVENT}`)
  await screen.findByRole('heading', { level: 1, name: 'Follow-up visit' })
  fireEvent.click(screen.getByRole('button', { name: 'Cancel Event' }))
  let dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to cancel your appointment?' })
  fireEvent.click(within(dialog).getByRole('button', { name: "No, don't cancel" }))
  await waitFor(() => assert.equal(screen.queryByRole('dialog'), null))
  assert.equal(sent(v1, 'PATCH', `/v1/calendar-event/${EVENT}`).length, 0)

  fireEvent.click(screen.getByRole('button', { name: 'Cancel Event' }))
  dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to cancel your appointment?' })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, Cancel' }))
  await screen.findByRole('heading', { level: 1, name: 'Follow-up visit (Cancelled)' })
  const patch = sent(v1, 'PATCH', `/v1/calendar-event/${EVENT}`)
  assert.equal(patch.length, 1)
  const updates = (patch[0].body as { updates: Record<string, unknown> }).updates
  assert.deepEqual(Object.keys(updates), ['cancelledAt'])
  assert.ok(!Number.isNaN(Date.parse(updates.cancelledAt as string)))
  assert.equal((screen.getByRole('button', { name: 'Cancel Event' }) as HTMLButtonElement).disabled, true)
  assert.equal((screen.getByRole('button', { name: 'Reschedule' }) as HTMLButtonElement).disabled, true)
  client.close()
})

test('a refused cancel shows the server message in the dialog', async () => {
  const { v1, client } = setup({ events: [{ id: EVENT, title: 'Follow-up visit', startTimeInMS: Date.now() + HOUR, attendees: me }] }, `/events/${EVENT}`)
  await screen.findByRole('heading', { level: 1, name: 'Follow-up visit' })
  v1.failNext((r) => r.method === 'PATCH', 403, { message: 'You may not cancel this event' })
  fireEvent.click(screen.getByRole('button', { name: 'Cancel Event' }))
  const dialog = await screen.findByRole('dialog')
  fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, Cancel' }))
  await within(dialog).findByText('You may not cancel this event')
  screen.getByRole('heading', { level: 1, name: 'Follow-up visit', hidden: true })
  client.close()
})

test('a public event the patient RSVPed to: no Cancel Event nor Reschedule (the care team changes public events)', async () => {
  const { client } = setup({ events: [{ id: EVENT, title: 'Yoga in the park', startTimeInMS: Date.now() + HOUR, publicRead: true, bookingPageId: '3'.repeat(24) }], rsvps: [{ eventId: EVENT, creator: PATIENT }] }, `/events/${EVENT}`)
  await screen.findByRole('heading', { level: 1, name: 'Yoga in the park' })
  screen.getByRole('link', { name: 'Download calendar file' })
  assert.equal(screen.queryByRole('button', { name: 'Cancel Event' }), null)
  assert.equal(screen.queryByText('Reschedule'), null)
  client.close()
})

test('a rescheduled event: its title says so, Cancel and Reschedule are disabled, a link opens the new appointment', async () => {
  const NEW = '8'.repeat(24)
  const { client } = setup({ events: [
    { id: EVENT, title: 'Old slot', startTimeInMS: Date.now() + HOUR, attendees: me, bookingPageId: '3'.repeat(24), rescheduledAt: new Date().toISOString(), rescheduledTo: NEW },
    { id: NEW, title: 'New slot', startTimeInMS: Date.now() + 30 * HOUR, attendees: me, bookingPageId: '3'.repeat(24) },
  ] }, `/events/${EVENT}`)
  await screen.findByRole('heading', { level: 1, name: 'Old slot (Rescheduled)' })
  assert.equal((screen.getByRole('button', { name: 'Cancel Event' }) as HTMLButtonElement).disabled, true)
  assert.equal((screen.getByRole('button', { name: 'Reschedule' }) as HTMLButtonElement).disabled, true)
  fireEvent.click(screen.getByRole('link', { name: 'See the new appointment' }))
  await screen.findByRole('heading', { level: 1, name: 'New slot' })
  assert.equal(window.location.pathname, `/events/${NEW}`)
  client.close()
})

test("an event that no longer exists, or hidden from the portal: 'This event has been rescheduled or deleted'", async () => {
  const a = setup({ events: [] }, `/events/${'9'.repeat(24)}`)
  await screen.findByRole('heading', { level: 1, name: 'This event has been rescheduled or deleted' })
  assert.equal(screen.getByRole('link', { name: 'Back to Your Events' }).getAttribute('href'), '/events')
  a.client.close()
  cleanup()
  const b = setup({ events: [{ id: EVENT, title: 'Staff only', startTimeInMS: Date.now(), hiddenFromPortal: true }] }, `/events/${EVENT}`)
  await screen.findByRole('heading', { level: 1, name: 'This event has been rescheduled or deleted' })
  assert.equal(screen.queryByText('Staff only'), null)
  b.client.close()
})

test("video: 'Join The Call' leads to /video-call?calendarEventId=…; a Zoom event waits for its URL, then 'join Zoom call'", async () => {
  const { client } = setup({ events: [{ id: EVENT, title: 'Video visit', startTimeInMS: Date.now() + HOUR, attendees: me, enableVideoCall: true, videoURL: 'https://zoom.example.com/j/42' }] }, `/events/${EVENT}`)
  await screen.findByRole('heading', { level: 1, name: 'Video visit' })
  assert.equal(screen.getByRole('link', { name: 'Join The Call' }).getAttribute('href'), `/video-call?calendarEventId=${EVENT}`)
  const zoom = screen.getByRole('link', { name: 'join Zoom call' })
  assert.equal(zoom.getAttribute('href'), 'https://zoom.example.com/j/42')
  fireEvent.click(screen.getByRole('link', { name: 'Join The Call' }))
  assert.equal(`${window.location.pathname}${window.location.search}`, `/video-call?calendarEventId=${EVENT}`)
  client.close()
})

test('a meeting the host ended: Join The Call is disabled', async () => {
  const { client } = setup({ events: [{ id: EVENT, title: 'Video visit', startTimeInMS: Date.now() - HOUR, attendees: me, enableVideoCall: true, meetingStatus: 'ended' }] }, `/events/${EVENT}`)
  await screen.findByRole('heading', { level: 1, name: 'Video visit' })
  assert.equal((screen.getByRole('button', { name: 'Join The Call' }) as HTMLButtonElement).disabled, true)
  screen.getByText('This meeting has been ended by the host')
  client.close()
})

test('polling: every 5000 ms (a mocked clock) the event is read again until a video URL appears, then no more', async (t) => {
  t.mock.timers.enable({ apis: ['setInterval'] })
  const { v1, client } = setup({ events: [{ id: EVENT, title: 'Zoom visit', startTimeInMS: Date.now() + HOUR, attendees: me, videoIntegration: 'Zoom' }] }, `/events/${EVENT}`)
  await screen.findByRole('heading', { level: 1, name: 'Zoom visit' })
  screen.getByText('Waiting for the host to start the meeting')
  const reads = () => sent(v1, 'GET', `/v1/calendar-event/${EVENT}`).length
  // the care team starts the call: the event has its video URL now, the page learns it on its next read
  v1.records('calendar_events')[0].videoURL = 'https://zoom.example.com/j/7'
  t.mock.timers.tick(4999)
  await flush()
  assert.equal(reads(), 0, 'read before 5000 ms')
  t.mock.timers.tick(1)
  await screen.findByRole('link', { name: 'join Zoom call' })
  assert.equal(reads(), 1)
  assert.equal(screen.queryByText('Waiting for the host to start the meeting'), null)
  t.mock.timers.tick(3 * 5000)
  await flush()
  assert.equal(reads(), 1, 'still reading after the video URL appeared')
  client.close()
})

test("an event deleted while open: the next read leaves 'This event has been rescheduled or deleted'", async (t) => {
  t.mock.timers.enable({ apis: ['setInterval'] })
  const { v1, client } = setup({ events: [{ id: EVENT, title: 'Zoom visit', startTimeInMS: Date.now() + HOUR, attendees: me }] }, `/events/${EVENT}`)
  await screen.findByRole('heading', { level: 1, name: 'Zoom visit' })
  v1.records('calendar_events').splice(0, 1)
  t.mock.timers.tick(5000)
  await screen.findByRole('heading', { level: 1, name: 'This event has been rescheduled or deleted' })
  client.close()
})

test("sections: an attachment downloads; a task is marked complete once (one-way); a form opens in Documents; content opens its page", async () => {
  const TASK = '4'.repeat(24)
  const CONTENT = '5'.repeat(24)
  const { v1, client } = setup({
    files: [{ name: 'prep.pdf', secureName: 'secure-prep' }],
    tasks: [{ id: TASK, title: 'Check your blood sugar', enduserId: PATIENT }, { id: '6'.repeat(24), title: 'Not mine', enduserId: OTHER_PATIENT }],
    responses: [{ accessCode: 'abc123', formTitle: 'Intake questionnaire', enduserId: PATIENT }],
    content: [{ id: CONTENT, title: 'Eating well' }],
    events: [{
      id: EVENT, title: 'Follow-up visit', startTimeInMS: Date.now() + HOUR, attendees: me,
      attachments: [{ displayName: 'Preparation', type: 'application/pdf', secureName: 'secure-prep' }],
      enduserTasks: [{ id: TASK, enduserId: PATIENT }, { id: '6'.repeat(24), enduserId: OTHER_PATIENT }],
      enduserFormResponses: [{ formId: '7'.repeat(24), enduserId: PATIENT, accessCode: 'abc123' }],
      sharedContentIds: [CONTENT],
    }],
  }, `/events/${EVENT}`)
  await screen.findByRole('heading', { level: 1, name: 'Follow-up visit' })
  const clicked: string[] = []
  const realClick = window.HTMLAnchorElement.prototype.click
  window.HTMLAnchorElement.prototype.click = function () {
    clicked.push(this.href)
  }
  try {
    const attachments = screen.getByRole('region', { name: 'Attachments' })
    fireEvent.click(within(attachments).getByRole('button', { name: 'Download Preparation' }))
    await waitFor(() => assert.deepEqual(clicked, ['http://portal.test/v1/file-download/secure-prep']))
  } finally {
    window.HTMLAnchorElement.prototype.click = realClick
  }

  const tasks = screen.getByRole('region', { name: 'Tasks' })
  await within(tasks).findByText('Check your blood sugar')
  assert.equal(within(tasks).queryByText('Not mine'), null, "another patient's task of a group event is not shown")
  fireEvent.click(within(tasks).getByRole('button', { name: 'Mark Complete: Check your blood sugar' }))
  await within(tasks).findByText('Completed')
  assert.equal(within(tasks).queryByRole('button', { name: /Mark Complete/ }), null, 'a completed task offers no way back')
  const patch = sent(v1, 'PATCH', `/v1/enduser-task/${TASK}`)
  assert.equal(patch.length, 1)
  assert.deepEqual(Object.keys((patch[0].body as { updates: object }).updates), ['completedAt'])

  const forms = screen.getByRole('region', { name: 'Forms' })
  const form = await within(forms).findByRole('link', { name: /Intake questionnaire/ })
  assert.equal(form.getAttribute('href'), '/documents/forms/abc123')
  within(forms).getByText('To complete')

  const content = screen.getByRole('region', { name: 'Content' })
  const item = await within(content).findByRole('link', { name: 'Eating well' })
  assert.equal(item.getAttribute('href'), `/content/${CONTENT}`)
  fireEvent.click(item)
  assert.equal(window.location.pathname, `/content/${CONTENT}`)
  client.close()
})

test('a failed attachment download shows its message', async () => {
  const { client } = setup({ events: [{ id: EVENT, title: 'Follow-up visit', startTimeInMS: Date.now() + HOUR, attendees: me, attachments: [{ displayName: 'Gone', secureName: 'secure-gone' }] }] }, `/events/${EVENT}`)
  await screen.findByRole('heading', { level: 1, name: 'Follow-up visit' })
  fireEvent.click(screen.getByRole('button', { name: 'Download Gone' }))
  await screen.findByRole('alert')
  screen.getByText('Not found')
  client.close()
})

test('the list and the detail work from the keyboard: Tab to an event, Enter opens it, Tab to Cancel Event, Enter asks', async () => {
  const { client } = setup({ events: [{ id: EVENT, title: 'Follow-up visit', startTimeInMS: Date.now() + HOUR, attendees: me }] })
  const user = userEvent.setup()
  const link = await screen.findByRole('link', { name: /Follow-up visit/ })
  for (let i = 0; i < 10 && document.activeElement !== link; i++) await user.tab()
  assert.equal(document.activeElement, link, 'Tab never reaches the event')
  await user.keyboard('{Enter}')
  await screen.findByRole('heading', { level: 1, name: 'Follow-up visit' })
  const cancel = screen.getByRole('button', { name: 'Cancel Event' })
  for (let i = 0; i < 10 && document.activeElement !== cancel; i++) await user.tab()
  assert.equal(document.activeElement, cancel, 'Tab never reaches Cancel Event')
  await user.keyboard('{Enter}')
  await screen.findByRole('dialog', { name: 'Are you sure you want to cancel your appointment?' })
  client.close()
})
