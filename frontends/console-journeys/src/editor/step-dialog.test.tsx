// The step form opened by a connection drawn on the flowchart (the drag itself is the Chromium
// suite's: jsdom draws no flowchart): the step now follows the step the line came from, or the
// journey's start, and saving stores that.
import { render, screen, userEvent, waitFor, within } from '@care/ui/testing/react'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { CareProvider } from '@care/sdk/react'
import type { CareClient } from '@care/sdk'
import { StepDialog, type StepDialogProps } from './step-dialog.tsx'
import type { Step } from './step-model.ts'
import { fakeJourneysApi } from '../testing/fake-api.ts'

const start = { type: 'onJourneyStart' as const, info: {} }
const setState = (status: string) => ({ type: 'setEnduserStatus' as const, info: { status } })

async function setUp() {
  const api = fakeJourneysApi({ journeys: [{ title: 'Onboarding', defaultState: 'New', states: [{ name: 'New', priority: 'N/A' }] }] })
  const [journey] = api.records('journeys')
  const journeyId = journey!.id as string
  const steps = api.client().collections.automation_steps
  const first = (await steps.createOne({ journeyId, events: [start], action: setState('New') })) as Step
  const second = (await steps.createOne({ journeyId, events: [start], action: setState('Later') })) as Step
  return { api, journeyId, first, second }
}

const open = (client: CareClient, props: Omit<StepDialogProps, 'onClose' | 'onSaved' | 'lookups'>) => {
  const saved: Step[] = []
  render(
    <CareProvider client={client}>
      <StepDialog {...props} lookups={{ states: ['New'], journeys: [], templates: [], users: [] }} onClose={() => undefined} onSaved={(s) => saved.push(s)} />
    </CareProvider>,
  )
  return saved
}

test('a line drawn from Step 1 to Step 2: Step 2 opens following Step 1 after a delay, and saving stores it', async () => {
  const { api, journeyId, first, second } = await setUp()
  const saved = open(api.client(), { journeyId, step: second, name: 'Step 2', link: { stepId: first.id }, others: [{ id: first.id, name: 'Step 1', label: 'Set the state' }, { id: second.id, name: 'Step 2', label: 'Set the state' }] })
  const dialog = screen.getByRole('dialog')
  within(dialog).getByText('Now follows Step 1: choose when, then save.')
  assert.equal(within(dialog).getByRole('combobox', { name: 'When' }).textContent, 'After a step')
  assert.match(within(dialog).getByRole('combobox', { name: /^After step/ }).textContent ?? '', /^Step 1/)
  const delay = within(dialog).getByRole('textbox', { name: /^Delay/ })
  await userEvent.clear(delay)
  await userEvent.type(delay, '2')
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
  await waitFor(() => assert.equal(saved.length, 1))
  const stored = api.records('automation_steps').find((s) => s.id === second.id)!
  assert.deepEqual(stored.events, [{ type: 'afterAction', info: { automationStepId: first.id, delay: 2, unit: 'Days' } }])
})

test('a line drawn from Start: the step runs when the journey starts', async () => {
  const { api, journeyId, first, second } = await setUp()
  await api.client().collections.automation_steps.updateOne(second.id, { events: [{ type: 'afterAction', info: { automationStepId: first.id, delay: 1, unit: 'Hours' } }] }, { replaceObjectFields: true })
  const edited = api.records('automation_steps').find((s) => s.id === second.id) as unknown as Step
  const saved = open(api.client(), { journeyId, step: edited, name: 'Step 2', link: { start: true }, others: [{ id: first.id, name: 'Step 1', label: 'Set the state' }] })
  const dialog = screen.getByRole('dialog')
  within(dialog).getByText('Now runs when the journey starts: save to keep it.')
  assert.equal(within(dialog).getByRole('combobox', { name: 'When' }).textContent, 'When the journey starts')
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
  await waitFor(() => assert.equal(saved.length, 1))
  assert.deepEqual(api.records('automation_steps').find((s) => s.id === second.id)!.events, [start])
})
