import { render, screen, userEvent, waitFor, within } from '@care/ui/testing/react'
import { beforeEach, test } from 'node:test'
import assert from 'node:assert/strict'
import { CareProvider } from '@care/sdk/react'
import type { CareClient } from '@care/sdk'
import { CalendarScreen } from './calendar-screen.tsx'
import { ME, seeded, todayAt } from './testing/fake-api.ts'

const show = (client: CareClient) => render(<CareProvider client={client}><CalendarScreen /></CareProvider>)
/** the events FullCalendar drew, by their text */
const shownEvents = () => [...document.querySelectorAll<HTMLElement>('.fc-event')].map((e) => e.textContent ?? '')
const eventNamed = (title: string) => [...document.querySelectorAll<HTMLElement>('.fc-event')].find((e) => e.textContent?.includes(title))

beforeEach(() => window.history.replaceState(null, '', '/console/calendar'))

test("the week shows the week's events, coloured by their appointment type; the range is asked of the server", async () => {
  const { api } = seeded()
  show(api.client())
  await waitFor(() => assert.equal(shownEvents().length, 2))
  assert.ok(eventNamed('Check-in with Jordan'))
  const intake = eventNamed('Dana’s intake')!
  assert.equal(intake.style.backgroundColor, 'rgb(255, 235, 59)')
  assert.equal(intake.querySelector<HTMLElement>('.fc-event-main')?.style.color, 'rgb(0, 0, 0)', 'dark text on a light colour')
  const list = api.requests.find((r) => r.path === '/v1/calendar-events')
  const filter = JSON.parse(list!.query.get('filter')!) as { startTimeInMS: { _gte: number; _lt: number } }
  assert.ok(filter.startTimeInMS._gte <= todayAt(0) && filter.startTimeInMS._lt > todayAt(23), 'the visible week')
})

test('filter by team member: only the events they attend', async () => {
  const user = userEvent.setup()
  const { api } = seeded()
  show(api.client())
  await waitFor(() => assert.equal(shownEvents().length, 2))
  await user.click(screen.getByRole('combobox', { name: 'Team member' }))
  await user.click(await screen.findByRole('option', { name: 'Dana Lee' }))
  await waitFor(() => assert.deepEqual(shownEvents().map((t) => t.includes('Dana’s intake')), [true]))
  await user.click(screen.getByRole('combobox', { name: 'Team member' }))
  await user.click(await screen.findByRole('option', { name: 'Avery Admin' }))
  await waitFor(() => assert.deepEqual(shownEvents().map((t) => t.includes('Check-in with Jordan')), [true]))
})

test("loading, then a failed load says so and recovers with Try again; an empty week says 'No events in this period'", async () => {
  const { api } = seeded()
  const release = api.hold()
  const view = show(api.client())
  assert.ok(await screen.findByRole('progressbar', { name: 'Loading events' }))
  release()
  await waitFor(() => assert.equal(shownEvents().length, 2))
  view.unmount()
  const again = seeded()
  again.api.failNext((r) => r.path === '/v1/calendar-events', 500, { message: 'boom' })
  show(again.api.client())
  await screen.findByRole('alert')
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }))
  await waitFor(() => assert.equal(shownEvents().length, 2))
})

test("an empty week says 'No events in this period'", async () => {
  const { api } = seeded()
  api.events.splice(0)
  show(api.client())
  assert.ok((await screen.findAllByText('No events in this period')).length)
})

test('an event opens with Enter from the keyboard; Cancel event asks first, stamps cancelledAt and shows it struck through as Cancelled', async () => {
  const user = userEvent.setup()
  const { api, checkIn } = seeded()
  show(api.client())
  await waitFor(() => assert.ok(eventNamed('Check-in with Jordan'), 'not shown: Check-in with Jordan'))
  const event = eventNamed('Check-in with Jordan')!
  event.focus()
  assert.equal(document.activeElement, event, 'the event takes the focus')
  await user.keyboard('{Enter}')
  const details = await screen.findByRole('dialog', { name: 'Check-in with Jordan' })
  await within(details).findByText('Avery Admin, Jordan Rivera')
  within(details).getByText('Follow-up')
  await user.click(within(details).getByRole('button', { name: 'Cancel event' }))
  const confirm = await screen.findByRole('dialog', { name: 'Cancel event' })
  within(confirm).getByText('Cancel this event? Its reminders will not be sent.')
  await user.click(within(confirm).getByRole('button', { name: 'Cancel event' }))
  await waitFor(() => assert.ok(eventNamed('Check-in with Jordan (Cancelled)'), 'not shown: Check-in with Jordan (Cancelled)'))
  assert.ok(eventNamed('Check-in with Jordan')!.classList.contains('care-event-cancelled'))
  const sent = api.requests.find((r) => r.method === 'PATCH' && r.path === `/v1/calendar-event/${checkIn.id}`)
  assert.equal(typeof (sent?.body?.updates as { cancelledAt?: string }).cancelledAt, 'string')
  assert.ok(api.events.find((e) => e.id === checkIn.id)?.cancelledAt)
  await screen.findByText('Event cancelled')
})

test('mark no-show stamps noShowedAt and says No-show; Undo no-show clears it', async () => {
  const user = userEvent.setup()
  const { api, checkIn } = seeded()
  show(api.client())
  await waitFor(() => assert.ok(eventNamed('Check-in with Jordan'), 'not shown: Check-in with Jordan'))
  await user.click(eventNamed('Check-in with Jordan')!)
  await user.click(within(await screen.findByRole('dialog', { name: 'Check-in with Jordan' })).getByRole('button', { name: 'Mark no-show' }))
  await waitFor(() => assert.ok(eventNamed('Check-in with Jordan (No-show)'), 'not shown: Check-in with Jordan (No-show)'))
  assert.ok(api.events.find((e) => e.id === checkIn.id)?.noShowedAt)
  await user.click(eventNamed('Check-in with Jordan')!)
  await user.click(within(await screen.findByRole('dialog', { name: 'Check-in with Jordan' })).getByRole('button', { name: 'Undo no-show' }))
  await waitFor(() => assert.ok(eventNamed('Check-in with Jordan') && !eventNamed('(No-show)'), 'still a no-show'))
  assert.equal(api.events.find((e) => e.id === checkIn.id)?.noShowedAt, undefined)
})

test('reschedule: a new event at the new start (copied from the old), the old one stamped rescheduledAt and rescheduledTo', async () => {
  const user = userEvent.setup()
  const { api, checkIn } = seeded()
  show(api.client())
  await waitFor(() => assert.ok(eventNamed('Check-in with Jordan'), 'not shown: Check-in with Jordan'))
  await user.click(eventNamed('Check-in with Jordan')!)
  await user.click(within(await screen.findByRole('dialog', { name: 'Check-in with Jordan' })).getByRole('button', { name: 'Reschedule' }))
  const dialog = await screen.findByRole('dialog', { name: 'Reschedule event' })
  const input = within(dialog).getByLabelText('New start') as HTMLInputElement
  const later = new Date(todayAt(15))
  const pad = (n: number) => String(n).padStart(2, '0')
  const value = `${later.getFullYear()}-${pad(later.getMonth() + 1)}-${pad(later.getDate())}T15:00`
  await user.clear(input)
  await user.type(input, value)
  await user.click(within(dialog).getByRole('button', { name: 'Reschedule' }))
  await screen.findByText('Event rescheduled')
  const created = api.events.find((e) => e.copiedFrom === checkIn.id)
  assert.ok(created, 'a new event')
  assert.equal(created.startTimeInMS, todayAt(15))
  assert.equal(created.title, 'Check-in with Jordan')
  assert.deepEqual(created.attendees, checkIn.attendees)
  const old = api.events.find((e) => e.id === checkIn.id)!
  assert.equal(old.rescheduledTo, created.id)
  assert.ok(old.rescheduledAt)
  await waitFor(() => assert.ok(eventNamed('Check-in with Jordan (Rescheduled)'), 'not shown: Check-in with Jordan (Rescheduled)'))
})

test('New event: the appointment type fills duration and video; attendees and a reminder; Create sends them', async () => {
  const user = userEvent.setup()
  const { api, followUp } = seeded()
  show(api.client())
  await waitFor(() => assert.equal(shownEvents().length, 2))
  await user.click(screen.getByRole('button', { name: 'New event' }))
  const dialog = await screen.findByRole('dialog', { name: 'New event' })
  await user.click(within(dialog).getByRole('combobox', { name: 'Appointment type' }))
  await user.click(await screen.findByRole('option', { name: 'Follow-up' }))
  assert.equal((within(dialog).getByRole('textbox', { name: /^Title/ }) as HTMLInputElement).value, 'Follow-up')
  assert.equal((within(dialog).getByRole('spinbutton', { name: /^Duration/ }) as HTMLInputElement).value, '30')
  assert.equal((within(dialog).getByRole('checkbox', { name: 'Video call enabled' }) as HTMLInputElement).checked, true)
  await user.clear(within(dialog).getByRole('textbox', { name: /^Title/ }))
  await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Diet review')
  await user.click(within(dialog).getByRole('button', { name: 'Create' }))
  await screen.findByText('Event created')
  const sent = api.requests.find((r) => r.method === 'POST' && r.path === '/v1/calendar-event')
  const body = sent!.body as Record<string, unknown>
  assert.equal(body.title, 'Diet review')
  assert.equal(body.templateId, followUp.id)
  assert.equal(body.durationInMinutes, 30)
  assert.equal(body.enableVideoCall, true)
  assert.deepEqual(body.attendees, [{ type: 'user', id: ME.id }])
  assert.deepEqual(body.reminders, [{ type: 'enduser-notification', info: { channel: 'SMS' }, msBeforeStartTime: 3_600_000 }])
})

test('New event: a title is required, and the server’s refusal shows under the field it names', async () => {
  const user = userEvent.setup()
  const { api } = seeded()
  show(api.client())
  await waitFor(() => assert.equal(shownEvents().length, 2))
  await user.click(screen.getByRole('button', { name: 'New event' }))
  const dialog = await screen.findByRole('dialog', { name: 'New event' })
  await user.click(within(dialog).getByRole('button', { name: 'Create' }))
  within(dialog).getByText('A title is required')
  assert.equal(api.requests.filter((r) => r.method === 'POST').length, 0)
  await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Visit')
  api.failNext((r) => r.method === 'POST' && r.path === '/v1/calendar-event', 400, { message: 'Bad', validation: [{ field: 'description', message: 'Too long' }] })
  await user.click(within(dialog).getByRole('button', { name: 'Create' }))
  await within(dialog).findByText('Too long')
})

test('Edit: changed fields are sent with the lists replaced', async () => {
  const user = userEvent.setup()
  const { api, checkIn } = seeded()
  show(api.client())
  await waitFor(() => assert.ok(eventNamed('Check-in with Jordan'), 'not shown: Check-in with Jordan'))
  await user.click(eventNamed('Check-in with Jordan')!)
  await user.click(within(await screen.findByRole('dialog', { name: 'Check-in with Jordan' })).getByRole('button', { name: 'Edit' }))
  const dialog = await screen.findByRole('dialog', { name: 'Edit event' })
  await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Bring your meter')
  await user.click(within(dialog).getByRole('button', { name: 'Add reminder' }))
  await user.click(within(dialog).getByRole('button', { name: 'Save' }))
  await screen.findByText('Saved')
  const sent = api.requests.find((r) => r.method === 'PATCH' && r.path === `/v1/calendar-event/${checkIn.id}`)!.body as { updates: Record<string, unknown>; options: { replaceObjectFields: boolean } }
  assert.equal(sent.updates.description, 'Bring your meter')
  assert.deepEqual(sent.updates.reminders, [{ type: 'enduser-notification', info: { channel: 'Email' }, msBeforeStartTime: 3_600_000 }])
  assert.equal(sent.options.replaceObjectFields, true)
  assert.equal(api.events.find((e) => e.id === checkIn.id)?.description, 'Bring your meter')
})

test('Start video starts the meeting for the event and opens the visit’s page; Delete asks first and removes the event', async () => {
  const user = userEvent.setup()
  const { api, checkIn } = seeded()
  show(api.client())
  await waitFor(() => assert.ok(eventNamed('Check-in with Jordan'), 'not shown: Check-in with Jordan'))
  await user.click(eventNamed('Check-in with Jordan')!)
  await user.click(within(await screen.findByRole('dialog', { name: 'Check-in with Jordan' })).getByRole('button', { name: 'Start video' }))
  await waitFor(() => assert.equal(window.location.pathname, `/console/calendar/video/${checkIn.id}`))
  await screen.findByRole('heading', { name: 'Video visit' })
  // the page starts the meeting, then @care/video's call joins it; its creator (the caller) hosts it
  const call = await screen.findByRole('region', { name: 'Video call' })
  assert.deepEqual(api.requests.find((r) => r.path === '/v1/start-meeting-for-event')?.body, { calendarEventId: checkIn.id })
  within(call).getByRole('button', { name: 'End meeting' })
  // jsdom has no camera: the call says so
  await within(call).findByText('Your camera or microphone could not be used. Check that the browser may use them.')
  await user.click(screen.getByRole('button', { name: 'Back to the calendar' }))
  await waitFor(() => assert.ok(eventNamed('Check-in with Jordan'), 'not shown: Check-in with Jordan'))
  await user.click(eventNamed('Check-in with Jordan')!)
  await user.click(within(await screen.findByRole('dialog', { name: 'Check-in with Jordan' })).getByRole('button', { name: 'Delete' }))
  const confirm = await screen.findByRole('dialog', { name: 'Delete Confirmation' })
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
  await waitFor(() => assert.equal(eventNamed('Check-in with Jordan'), undefined))
  assert.equal(api.events.some((e) => e.id === checkIn.id), false)
})

test('a range with more events than a page: every page is read', async () => {
  const { api } = seeded({ pageSize: 3 })
  for (let i = 0; i < 5; i++) api.events.push({ id: `f${i}`.padEnd(24, '0'), createdAt: '', updatedAt: '', title: `Extra ${i}`, startTimeInMS: todayAt(15) + i * 60_000, durationInMinutes: 15, attendees: [], reminders: [] })
  show(api.client())
  await waitFor(() => assert.equal(shownEvents().length, 7, 'all seven events'))
  assert.ok(api.requests.filter((r) => r.path === '/v1/calendar-events').length >= 3, 'three pages asked for')
})
