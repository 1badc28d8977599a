// The journey editor's step list and step form on the fake /v1 (the flowchart is drawn on wide
// screens only; jsdom has none, so the list is what is tested here, as the keyboard uses it).
import { render, screen, userEvent, waitFor, within } from '@care/ui/testing/react'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { CareProvider } from '@care/sdk/react'
import type { CareClient, RecordOf } from '@care/sdk'
import { StepsEditor } from './steps-editor.tsx'
import { ME, fakeJourneysApi } from '../testing/fake-api.ts'
import { pick } from '../testing/pick.ts'

const JOURNEY = { title: 'Onboarding', defaultState: 'New', states: [{ name: 'New', priority: 'N/A' }, { name: 'Active', priority: 'Engaged' }] }
const show = (client: CareClient, journey: Record<string, unknown>) =>
  render(<CareProvider client={client}><StepsEditor journey={journey as RecordOf<'journeys'>} /></CareProvider>)
const dialog = () => screen.getByRole('dialog')
const steps = () => screen.getByRole('list', { name: 'Steps in order' })
const add = () => userEvent.click(screen.getByRole('button', { name: 'Add a step' }))
const save = (name = 'Add') => userEvent.click(within(dialog()).getByRole('button', { name }))
/** the dialog has gone (its fade-out keeps the page aria-hidden until then) */
const closed = () => waitFor(() => assert.equal(screen.queryByRole('dialog')?.textContent ?? null, null))

test('three steps made with the form: on start set the state, 0 Seconds later add tags, a day later send an email', async () => {
  const api = fakeJourneysApi({ journeys: [JOURNEY], templates: [{ title: 'Welcome', subject: 'Hi', message: 'Hello' }] })
  const [journey] = api.records('journeys')
  const [template] = api.records('templates')
  show(api.client(), journey!)
  await screen.findByText('No steps yet: add the first, which runs when the journey starts')

  await add()
  assert.equal(within(dialog()).getByRole('combobox', { name: 'When' }).textContent, 'When the journey starts')
  await pick('Action', 'Set the state', dialog())
  await save()
  within(dialog()).getByText('Choose a state')
  await pick(/^State/, 'Active', dialog())
  await save()
  await closed()
  await within(await screen.findByRole('list', { name: 'Steps in order' })).findByText("Set the state to 'Active'")
  const [first] = api.records('automation_steps')
  assert.deepEqual([first!.journeyId, first!.events, first!.action], [journey!.id, [{ type: 'onJourneyStart', info: {} }], { type: 'setEnduserStatus', info: { status: 'Active' } }])

  await add()
  assert.match(within(dialog()).getByRole('combobox', { name: /^After step/ }).textContent ?? '', /^Step 1: Set the state/)
  const delay = within(dialog()).getByRole('textbox', { name: /^Delay/ })
  await userEvent.clear(delay)
  await userEvent.type(delay, '-1')
  await pick('Unit', 'Seconds', dialog())
  await pick('Action', 'Add tags', dialog())
  await userEvent.type(within(dialog()).getByRole('textbox', { name: /^Tags/ }), 'welcomed, new')
  await save()
  within(dialog()).getByText('Enter a delay of 0 or more')
  await userEvent.clear(delay)
  await userEvent.type(delay, '0')
  await save()
  await closed()
  await within(steps()).findByText('0 Seconds after Step 1')
  const second = api.records('automation_steps')[1]!
  assert.deepEqual([second.events, second.action], [[{ type: 'afterAction', info: { automationStepId: first!.id, delay: 0, unit: 'Seconds' } }], { type: 'addEnduserTags', info: { tags: ['welcomed', 'new'] } }])

  await add()
  const later = within(dialog()).getByRole('textbox', { name: /^Delay/ })
  await userEvent.clear(later)
  await userEvent.type(later, '1')
  await pick('Action', 'Send an email', dialog())
  await save()
  within(dialog()).getByText('Choose a template')
  within(dialog()).getByText('Choose a sender')
  await pick(/^Template/, 'Welcome', dialog())
  await pick(/^Sender/, 'Avery Admin', dialog())
  await save()
  await closed()
  const third = await within(steps()).findByText("Send an email 'Welcome'")
  const item = third.closest('li')!
  within(item).getByText('Step 3')
  within(item).getByText('1 Day after Step 2')
  assert.deepEqual(api.records('automation_steps')[2]!.action, { type: 'sendEmail', info: { templateId: template!.id, senderId: ME.id } })
})

test("the server's refusals show where they belong: under the field a validation issue names, else under the button", async () => {
  const api = fakeJourneysApi({ journeys: [JOURNEY], templates: [{ title: 'Welcome', subject: 'Hi', message: 'Hello' }] })
  show(api.client(), api.records('journeys')[0]!)
  await screen.findByText(/No steps yet/)
  await add()
  await pick('Action', 'Send an SMS', dialog())
  await pick(/^Template/, 'Welcome', dialog())
  await pick(/^Sender/, 'Avery Admin', dialog())
  const refusal = 'templateId must name a record of your business'
  api.v1.failNext((r) => r.method === 'POST' && r.path === '/v1/automation-step', 400, { message: refusal, validation: [{ field: 'action.info.templateId', message: refusal }] })
  await save()
  const under = await within(dialog()).findByText(refusal)
  assert.equal(under.closest('.MuiFormControl-root')?.querySelector('[role="combobox"]')?.textContent, 'Welcome', 'shown in the Template field')
  assert.equal(within(dialog()).getAllByText(refusal).length, 1, 'and not again under the button')
  api.v1.failNext((r) => r.method === 'POST' && r.path === '/v1/automation-step', 409, { message: 'Event, action, and conditions cannot all be shared by an existing event automation (no duplicates)' })
  await save()
  await within(dialog()).findByText('Event, action, and conditions cannot all be shared by an existing event automation (no duplicates)')
  assert.equal(api.records('automation_steps').length, 0)
})

test('an action the form does not edit is shown read-only as JSON and kept; conditions are JSON checked before sending; delete asks first', async () => {
  const api = fakeJourneysApi({ journeys: [JOURNEY] })
  const [journey] = api.records('journeys')
  const notify = { type: 'notifyTeam', info: { templateId: 'b'.repeat(24), forAssigned: true } }
  api.v1.add('automation_steps', { journeyId: journey!.id, events: [{ type: 'onJourneyStart', info: {} }], action: notify })
  show(api.client(), journey!)
  const item = (await within(await screen.findByRole('list', { name: 'Steps in order' })).findByText('notifyTeam')).closest('li')!
  await userEvent.click(within(item).getByRole('button', { name: 'Edit Step 1' }))
  within(dialog()).getByText("The action 'notifyTeam' is not edited here; it is kept as it is:")
  assert.match(within(dialog()).getByLabelText("The action 'notifyTeam' is not edited here; it is kept as it is:").textContent ?? '', /"forAssigned": true/)
  assert.equal(within(dialog()).queryByRole('combobox', { name: 'Action' }), null)
  const conditions = within(dialog()).getByRole('textbox', { name: /Patient conditions/ })
  await userEvent.type(conditions, '{{ "tags": ')
  await save('Save')
  assert.match(within(dialog()).getAllByText(/^Not valid JSON/)[0]!.textContent!, /Not valid JSON/)
  assert.equal(api.requests.filter((r) => r.method === 'PATCH').length, 0, 'nothing sent')
  await userEvent.clear(conditions)
  await userEvent.type(conditions, '{{ "tags": "vip" }')
  await save('Save')
  await closed()
  await within(steps()).findByText('If {"tags":"vip"}')
  const patch = api.requests.find((r) => r.method === 'PATCH')!
  assert.deepEqual(patch.body, { updates: { events: [{ type: 'onJourneyStart', info: {} }], action: notify, enduserConditions: { tags: 'vip' } }, options: { replaceObjectFields: true } })

  await userEvent.click(within(steps()).getByRole('button', { name: 'Delete Step 1' }))
  const confirm = await screen.findByRole('dialog', { name: 'Delete Step 1?' })
  await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }))
  await closed()
  await screen.findByText(/No steps yet/)
  assert.equal(api.records('automation_steps').length, 0)
})

test("the steps' error state with Try again", async () => {
  const api = fakeJourneysApi({ journeys: [JOURNEY] })
  const [journey] = api.records('journeys')
  api.v1.add('automation_steps', { journeyId: journey!.id, events: [{ type: 'onJourneyStart', info: {} }], action: { type: 'removeFromAllJourneys', info: {} } })
  api.v1.failNext((r) => r.method === 'GET' && r.path === '/v1/automation-steps', 503, { message: 'The service is unavailable' })
  show(api.client(), journey!)
  await screen.findByText('The service is unavailable')
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
  await within(await screen.findByRole('list', { name: 'Steps in order' })).findByText('Remove from all journeys')
  assert.ok(api.requests.filter((r) => r.path === '/v1/automation-steps').every((r) => r.query.get('filter') === JSON.stringify({ journeyId: journey!.id })), 'the steps are read by journeyId')
})
