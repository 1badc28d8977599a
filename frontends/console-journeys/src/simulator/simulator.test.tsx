// The simulator beside the editor on the fake /v1: a real patient's timeline (three steps that
// fire, when and why), a row hovered or focused highlights its step, a hypothetical patient whose
// tags miss a step's conditions, and the server's refusal.
import { act, fireEvent, render, screen, userEvent, waitFor, within } from '@care/ui/testing/react'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { CareProvider } from '@care/sdk/react'
import type { CareClient, RecordOf } from '@care/sdk'
import { StepsEditor } from '../editor/steps-editor.tsx'
import { JORDAN, fakeJourneysApi } from '../testing/fake-api.ts'

const show = (client: CareClient, journey: Record<string, unknown>) =>
  render(<CareProvider client={client}><StepsEditor journey={journey as RecordOf<'journeys'>} /></CareProvider>)
const panel = () => screen.getByRole('region', { name: 'Simulator' })
const rows = () => within(screen.getByRole('list', { name: 'Timeline' })).getAllByRole('listitem')
const stepItem = (name: string) => within(screen.getByRole('list', { name: 'Steps in order' })).getByRole('heading', { name }).closest('li')!

/** a journey of three steps: on start set the state, 0 s later add a tag (only for vip patients), an hour later send the welcome */
function seeded() {
  const api = fakeJourneysApi({ journeys: [{ title: 'Onboarding', defaultState: 'New', states: [{ name: 'New', priority: 'N/A' }, { name: 'Active', priority: 'Engaged' }] }], templates: [{ title: 'Welcome', subject: 'Hi', message: 'Hello' }] })
  const [journey] = api.records('journeys')
  const first = api.v1.add('automation_steps', { journeyId: journey!.id, events: [{ type: 'onJourneyStart', info: {} }], action: { type: 'setEnduserStatus', info: { status: 'Active' } } })
  const second = api.v1.add('automation_steps', { journeyId: journey!.id, events: [{ type: 'afterAction', info: { automationStepId: first.id, delay: 0, unit: 'Seconds' } }], action: { type: 'addEnduserTags', info: { tags: ['welcomed'] } }, enduserConditions: { tags: 'diabetes' } })
  const third = api.v1.add('automation_steps', { journeyId: journey!.id, events: [{ type: 'afterAction', info: { automationStepId: second.id, delay: 1, unit: 'Hours' } }], action: { type: 'sendEmail', info: { templateId: api.records('templates')[0]!.id, senderId: 'a'.repeat(24) } } })
  return { api, journey: journey!, steps: [first, second, third] }
}

test("a real patient's timeline: three steps fire, when (Day 0, +1 h) and why; a row hovered or focused highlights its step", async () => {
  const { api, journey, steps } = seeded()
  show(api.client(), journey)
  await within(await screen.findByRole('list', { name: 'Steps in order' })).findByText("Send an email 'Welcome'")
  within(panel()).getByText('Run a simulation to see each step: when it would run, what it would do and why.')
  await userEvent.click(within(panel()).getByRole('button', { name: 'Run simulation' }))
  within(panel()).getByText('Choose a patient first')
  await userEvent.type(within(panel()).getByRole('combobox', { name: 'Patient' }), 'Jor')
  await userEvent.click(await screen.findByRole('option', { name: /Jordan Lee/ }))
  await userEvent.click(within(panel()).getByRole('button', { name: 'Run simulation' }))
  await within(panel()).findByRole('list', { name: 'Timeline' })
  const sent = api.requests.find((r) => r.path === '/v1/journeys/simulate')!
  assert.deepEqual(sent.body, { journeyId: journey.id, enduserId: JORDAN.id, horizonDays: 90 })
  assert.deepEqual(rows().map((r) => within(r).getByText(/^(fires|skipped|waits|cancelled)$/).textContent), ['fires', 'fires', 'fires'])
  within(rows()[0]!).getByText('Day 0')
  within(rows()[2]!).getByText('Day 0, +1 h')
  within(rows()[2]!).getByText("Step 3", { exact: false })
  within(rows()[1]!).getByText('0 Seconds after Step 1 (setEnduserStatus)')
  within(panel()).getByText("Starts in 'New' on", { exact: false })
  within(panel()).getByText('3 fires, 0 skipped, 0 waits, 0 cancelled')

  fireEvent.mouseEnter(rows()[2]!)
  assert.equal(stepItem('Step 3').dataset.highlighted, 'true')
  assert.equal(stepItem('Step 1').dataset.highlighted, undefined)
  fireEvent.mouseLeave(rows()[2]!)
  assert.equal(stepItem('Step 3').dataset.highlighted, undefined)
  act(() => rows()[1]!.focus())
  await waitFor(() => assert.equal(stepItem('Step 2').dataset.highlighted, 'true'))
  assert.equal(rows()[1]!.dataset.stepId, steps[1]!.id)
  act(() => rows()[1]!.blur())
  await waitFor(() => assert.equal(stepItem('Step 2').dataset.highlighted, undefined))
})

test("a hypothetical patient without the step's tag: it is skipped and nothing follows it; bad fields JSON is not sent", async () => {
  const { api, journey } = seeded()
  show(api.client(), journey)
  await within(await screen.findByRole('list', { name: 'Steps in order' })).findByText("Send an email 'Welcome'")
  await userEvent.click(within(panel()).getByRole('radio', { name: 'A hypothetical patient' }))
  await userEvent.type(within(panel()).getByRole('textbox', { name: /^Tags/ }), 'vip, new')
  const fields = within(panel()).getByRole('textbox', { name: /^Fields/ })
  await userEvent.type(fields, '{{ "plan": ')
  await userEvent.click(within(panel()).getByRole('button', { name: 'Run simulation' }))
  assert.equal(api.requests.filter((r) => r.path === '/v1/journeys/simulate').length, 0)
  await userEvent.clear(fields)
  await userEvent.type(fields, '{{ "plan": "gold" }')
  await userEvent.click(within(panel()).getByRole('button', { name: 'Run simulation' }))
  await within(panel()).findByRole('list', { name: 'Timeline' })
  assert.deepEqual(api.requests.find((r) => r.path === '/v1/journeys/simulate')!.body, { journeyId: journey.id, enduser: { tags: ['vip', 'new'], fields: { plan: 'gold' } }, horizonDays: 90 })
  assert.deepEqual(rows().map((r) => within(r).getByText(/^(fires|skipped|waits|cancelled)$/).textContent), ['fires', 'skipped'])
  within(panel()).getByText('1 fires, 1 skipped, 0 waits, 0 cancelled')
})

test("the server's refusal shows in the panel; an empty journey says nothing would happen", async () => {
  const { api, journey } = seeded()
  show(api.client(), journey)
  await within(await screen.findByRole('list', { name: 'Steps in order' })).findByText("Send an email 'Welcome'")
  api.answers.simulation = { status: 400, body: { message: 'enduserId must name a record of your business', validation: [{ field: 'enduserId', message: 'enduserId must name a record of your business' }] } }
  await userEvent.type(within(panel()).getByRole('combobox', { name: 'Patient' }), 'Jor')
  await userEvent.click(await screen.findByRole('option', { name: /Jordan Lee/ }))
  await userEvent.click(within(panel()).getByRole('button', { name: 'Run simulation' }))
  await within(panel()).findByText('enduserId must name a record of your business')
  assert.equal(within(panel()).queryByRole('list', { name: 'Timeline' }), null)
  api.answers.simulation = { status: 200, body: { simulation: { journeyId: journey.id, startAt: Date.UTC(2026, 0, 1), startState: 'New', timeline: [], enduser: {}, truncated: false } } }
  await userEvent.click(within(panel()).getByRole('button', { name: 'Run simulation' }))
  await within(panel()).findByText('Nothing would happen: no step runs when this journey starts.')
  assert.equal(within(panel()).queryByText('enduserId must name a record of your business'), null)
})
