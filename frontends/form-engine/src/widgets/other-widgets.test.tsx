import { act, fireEvent, screen, waitFor, within } from '@care/ui/testing/react'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { DatabaseSelectValue } from '@care/contracts/forms/index'
import { field } from '../testing/fields.ts'
import { alertText, fieldInput, renderField, submitButton } from '../testing/render-field.tsx'
import { DATABASE_PAGE_SIZE } from './database-select.tsx'
import { formatTimeParts, parseTime } from './time-input.tsx'

test('rating: a slider from 1 to 10 by default, starting at the midpoint; arrow keys move it', async () => {
  const { submitted } = await renderField(field('r', 'rating'))
  const slider = screen.getByRole('slider')
  assert.equal(slider.getAttribute('aria-valuemin'), '1')
  assert.equal(slider.getAttribute('aria-valuemax'), '10')
  assert.equal(slider.getAttribute('aria-valuenow'), '6')
  assert.equal(slider.getAttribute('aria-labelledby'), 'field-title-r')
  fireEvent.keyDown(slider, { key: 'ArrowRight' })
  assert.equal(slider.getAttribute('aria-valuenow'), '7')
  fireEvent.click(submitButton())
  await screen.findByText('Your response was successfully recorded')
  assert.deepEqual(submitted[0][0].answer, { type: 'rating', value: 7 })
})

test('rating with its own range', async () => {
  await renderField(field('r', 'rating', undefined, {}, { from: 0, to: 4 }))
  assert.equal(screen.getByRole('slider').getAttribute('aria-valuenow'), '2')
})

test('ranking: Move up / Move down from the keyboard, the hint, the order submitted', async () => {
  const { submitted } = await renderField(field('rank', 'ranking', undefined, {}, { choices: ['Sleep', 'Diet', 'Exercise'] }))
  screen.getByText('Drag and drop to re-order the above options')
  assert.equal((screen.getByRole('button', { name: 'Move Sleep up' }) as HTMLButtonElement).disabled, true)
  assert.equal((screen.getByRole('button', { name: 'Move Exercise down' }) as HTMLButtonElement).disabled, true)
  fireEvent.click(screen.getByRole('button', { name: 'Move Exercise up' }))
  fireEvent.click(screen.getByRole('button', { name: 'Move Sleep down' }))
  const items = within(screen.getByRole('list')).getAllByRole('listitem').map((li) => li.querySelector('.MuiListItemText-primary')?.textContent)
  assert.deepEqual(items, ['1. Exercise', '2. Sleep', '3. Diet'])
  // the drag handles are reachable from the keyboard too (dnd-kit's keyboard sensor)
  assert.equal(screen.getByRole('button', { name: '1. Exercise' }).tabIndex, 0)
  fireEvent.click(submitButton())
  await screen.findByText('Your response was successfully recorded')
  assert.deepEqual(submitted[0][0].answer.value, ['Exercise', 'Sleep', 'Diet'])
})

test('time: hour 01-12, minute 00-59, AM/PM and a zone, starting now; the answer reads hh:mm AM Zone', async () => {
  const { submitted } = await renderField(field('t', 'Time'))
  const hour = screen.getByLabelText('Hour') as HTMLSelectElement
  assert.deepEqual([...hour.options].map((o) => o.value), ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'])
  assert.equal((screen.getByLabelText('Minute') as HTMLSelectElement).options.length, 60)
  assert.deepEqual([...(screen.getByLabelText('AM/PM') as HTMLSelectElement).options].map((o) => o.value), ['AM', 'PM'])
  const zone = screen.getByLabelText('Time zone') as HTMLSelectElement
  assert.equal(zone.value, Intl.DateTimeFormat().resolvedOptions().timeZone)
  fireEvent.change(hour, { target: { value: '09' } })
  fireEvent.change(screen.getByLabelText('Minute'), { target: { value: '30' } })
  fireEvent.change(screen.getByLabelText('AM/PM'), { target: { value: 'AM' } })
  fireEvent.change(zone, { target: { value: 'America/Chicago' } })
  fireEvent.click(submitButton())
  await screen.findByText('Your response was successfully recorded')
  assert.equal(submitted[0][0].answer.value, '09:30 AM America/Chicago')
  assert.equal(formatTimeParts(parseTime('11:05 PM UTC')), '11:05 PM UTC')
})

test('address: each part labelled; messages once touched; ZIP 5 or 5+4 digits', async () => {
  await renderField(field('addr', 'Address'))
  const box = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) })
  fireEvent.change(box('City'), { target: { value: 'Springfield' } })
  assert.equal(alertText(), 'Address Line 1 is required')
  fireEvent.change(box('Address Line 1'), { target: { value: '1 Main St' } })
  assert.equal(alertText(), 'State is required')
  fireEvent.change(box('State'), { target: { value: 'IL' } })
  fireEvent.change(box('ZIP code'), { target: { value: '627' } })
  assert.equal(alertText(), 'Enter a valid ZIP code')
  fireEvent.change(box('ZIP code'), { target: { value: '62701-1234' } })
  assert.equal(alertText(), null)
})

test('database select: choices paged 500 at a time through loadChoices(fieldId, lastId)', async () => {
  const page = (from: number, n: number): DatabaseSelectValue[] =>
    Array.from({ length: n }, (_, i) => ({ databaseId: 'db', recordId: `r${from + i}`, text: `Clinic ${from + i}` }))
  const calls: [string, string | undefined][] = []
  const { submitted } = await renderField(field('db', 'Database Select', undefined, {}, { databaseId: 'db', radio: true }), {
    loadChoices: async (fieldId, lastId) => {
      calls.push([fieldId, lastId])
      return lastId ? page(DATABASE_PAGE_SIZE, 2) : page(0, DATABASE_PAGE_SIZE)
    },
  })
  const more = await screen.findByRole('button', { name: 'Load more' })
  assert.deepEqual(calls, [['db', undefined]])
  fireEvent.click(more)
  // cheap queries while 502 choices are mounted: role queries with a name measure every element
  // (jsdom's computed styles), polled that took over a minute on a busy machine
  await waitFor(() => assert.equal(calls.length, 2))
  await waitFor(() => assert.equal(screen.queryByText('Load more'), null))
  assert.equal(screen.queryByRole('button', { name: 'Load more' }), null, 'a short page ends the paging')
  assert.deepEqual(calls.at(-1), ['db', `r${DATABASE_PAGE_SIZE - 1}`])
  const box = fieldInput('db')
  fireEvent.change(box, { target: { value: 'Clinic 501' } })
  fireEvent.click(screen.getByText('Clinic 501', { selector: '[role="option"]' }))
  fireEvent.click(submitButton())
  await screen.findByText('Your response was successfully recorded')
  assert.deepEqual(submitted[0][0].answer.value, [{ databaseId: 'db', recordId: 'r501', text: 'Clinic 501' }])
})

test('database select: a page that failed (offline) is asked again with Try again and when the browser is back online', async () => {
  let up = false
  let calls = 0
  await renderField(field('db', 'Database Select', undefined, {}, { databaseId: 'db' }), {
    loadChoices: async () => {
      calls++
      if (!up) throw new Error('Failed to fetch')
      return [{ databaseId: 'db', recordId: 'r1', text: 'Clinic 1' }]
    },
  })
  await screen.findByText('Failed to fetch')
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
  await waitFor(() => assert.equal(calls, 2))
  await screen.findByText('Failed to fetch')
  up = true
  await act(async () => void window.dispatchEvent(new window.Event('online')))
  await waitFor(() => assert.equal(screen.queryByText('Failed to fetch'), null))
  assert.equal(calls, 3)
  fireEvent.change(fieldInput('db'), { target: { value: 'Clinic' } })
  screen.getByRole('option', { name: 'Clinic 1' })
})

test('database select with options.databaseFilter: only records matching the answer to the other question; the answer stores no filter values', async () => {
  const { filterChoices } = await import('./database-select.tsx')
  const choice = (id: string, state: unknown) => ({ databaseId: 'db', recordId: id, text: `Plan ${id}`, filterValues: { State: state } })
  const all = [choice('a', 'TX'), choice('b', ['CA', 'tx ']), choice('c', 'NY'), choice('d', undefined)]
  assert.deepEqual(filterChoices(all, 'State', 'TX').map((c) => c.recordId), ['a', 'b'])
  assert.deepEqual(filterChoices(all, 'State', ['NY', 'CA']).map((c) => c.recordId), ['b', 'c'])
  assert.deepEqual(filterChoices(all, 'State', [{ text: 'NY' }]).map((c) => c.recordId), ['c'])
  assert.deepEqual(filterChoices(all, 'State', undefined), [], 'nothing answered: nothing offered')
  assert.equal(filterChoices(all, undefined, 'TX').length, 4, 'no label: no filter')

  const state = field('state', 'Dropdown', [{ type: 'root', info: {} }], {}, { choices: ['TX', 'NY'] })
  const plan = field('plan', 'Database Select', [{ type: 'after', info: { fieldId: 'state' } }], {}, { databaseId: 'db', radio: true, databaseFilter: { fieldId: 'state', databaseLabel: 'State' } })
  const { submitted } = await renderField(state, { loadChoices: async () => all }, [plan])
  fireEvent.change(fieldInput('state'), { target: { value: 'NY' } })
  fireEvent.click(await screen.findByRole('option', { name: 'NY' }))
  fireEvent.click(screen.getByRole('button', { name: 'Next' }))
  fireEvent.change(await waitFor(() => fieldInput('plan')), { target: { value: 'Plan' } })
  await screen.findByRole('option', { name: 'Plan c' })
  assert.deepEqual(screen.getAllByRole('option').map((o) => o.textContent), ['Plan c'])
  fireEvent.click(screen.getByRole('option', { name: 'Plan c' }))
  fireEvent.click(submitButton())
  await screen.findByText('Your response was successfully recorded')
  assert.deepEqual(submitted[0].find((e) => e.fieldId === 'plan')?.answer.value, [{ databaseId: 'db', recordId: 'c', text: 'Plan c' }])
})

test('medications: search, a display term loads drugs, a drug loads codes; Unknown takes free text; frequencies 1-6 or As Needed', async () => {
  const asked: string[] = []
  const { submitted } = await renderField(field('meds', 'Medications'), {
    drugLookup: {
      searchTerms: async (term) => (asked.push(`search ${term}`), ['Aspirin', 'Aspirin / Caffeine']),
      drugsFor: async (term) => (asked.push(`drugs ${term}`), [{ drugName: 'Aspirin 81 MG Oral Tablet', rxNormCode: '243670' }]),
      codesFor: async (drug) => (asked.push(`codes ${drug}`), { rxNormCode: '243670', NDCs: ['0001'] }),
    },
  })
  assert.equal(submitButton().disabled, true)
  fireEvent.click(screen.getByRole('button', { name: 'Add medication' }))
  assert.equal(alertText(), 'A drug selection is required for each medication')
  const search = screen.getByRole('combobox', { name: 'Search for a medication' })
  fireEvent.change(search, { target: { value: 'asp' } })
  fireEvent.click(await screen.findByRole('option', { name: 'Aspirin' }))
  const drug = (await screen.findByLabelText('Drug')) as HTMLSelectElement
  await waitFor(() => assert.deepEqual([...drug.options].map((o) => o.text), ['', 'Aspirin 81 MG Oral Tablet', 'Unknown']))
  fireEvent.change(drug, { target: { value: 'Aspirin 81 MG Oral Tablet' } })
  await waitFor(() => assert.ok(asked.includes('codes Aspirin 81 MG Oral Tablet'), 'the codes of the chosen drug are asked for'))
  assert.equal(alertText(), null)
  const frequency = screen.getByLabelText('Frequency (per day)') as HTMLSelectElement
  assert.deepEqual([...frequency.options].map((o) => o.value), ['', '1', '2', '3', '4', '5', '6', 'As Needed'])
  fireEvent.change(frequency, { target: { value: 'As Needed' } })
  fireEvent.change(screen.getByRole('textbox', { name: 'Reason for taking, medication 1' }), { target: { value: 'Heart' } })
  fireEvent.click(submitButton())
  await screen.findByText('Your response was successfully recorded')
  assert.deepEqual(submitted[0][0].answer.value, [{
    displayTerm: 'Aspirin', drugName: 'Aspirin 81 MG Oral Tablet', drugSynonym: undefined, otherDrug: undefined, rxNormCode: '243670', NDCs: ['0001'],
    dosage: { value: '', unit: '', frequency: 'As Needed' }, reasonForTaking: 'Heart',
  }])
})

test('medications: codes that arrive after later typing do not undo it', async () => {
  let codes!: (c: { rxNormCode?: string; NDCs: string[] }) => void
  const { submitted } = await renderField(field('meds', 'Medications'), {
    drugLookup: {
      searchTerms: async () => ['Aspirin'],
      drugsFor: async () => [{ drugName: 'Aspirin 81 MG' }],
      codesFor: () => new Promise((r) => (codes = r)),
    },
  })
  fireEvent.click(screen.getByRole('button', { name: 'Add medication' }))
  fireEvent.change(screen.getByRole('combobox', { name: 'Search for a medication' }), { target: { value: 'asp' } })
  fireEvent.click(await screen.findByRole('option', { name: 'Aspirin' }))
  const drug = (await screen.findByLabelText('Drug')) as HTMLSelectElement
  await waitFor(() => assert.equal(drug.options.length, 3))
  fireEvent.change(drug, { target: { value: 'Aspirin 81 MG' } })
  fireEvent.change(screen.getByRole('textbox', { name: 'Reason for taking, medication 1' }), { target: { value: 'Heart' } })
  await act(async () => codes({ rxNormCode: '243670', NDCs: ['0001'] }))
  fireEvent.click(submitButton())
  await screen.findByText('Your response was successfully recorded')
  const [row] = submitted[0][0].answer.value as { reasonForTaking?: string; rxNormCode?: string }[]
  assert.equal(row.reasonForTaking, 'Heart')
  assert.equal(row.rxNormCode, '243670')
})

test("medications: when the lookup answers 503 the row says 'Drug lookup is unavailable' and takes the name as text", async () => {
  const down = Object.assign(new Error('Drug lookup is unavailable'), { status: 503 })
  const { submitted } = await renderField(field('meds', 'Medications'), {
    drugLookup: { searchTerms: () => Promise.reject(down), drugsFor: () => Promise.reject(down), codesFor: () => Promise.reject(down) },
  })
  fireEvent.click(screen.getByRole('button', { name: 'Add medication' }))
  fireEvent.change(screen.getByRole('combobox', { name: 'Search for a medication' }), { target: { value: 'metf' } })
  await screen.findByText('Drug lookup is unavailable')
  fireEvent.change(screen.getByRole('textbox', { name: 'Drug name, medication 1' }), { target: { value: 'Metformin 500' } })
  assert.equal(alertText(), null)
  fireEvent.click(submitButton())
  await screen.findByText('Your response was successfully recorded')
  assert.equal(submitted[0][0].answer.value?.[0 as never]?.['otherDrug' as never], 'Metformin 500')
})

test('card: without an adapter the field says card payments are not available', async () => {
  await renderField(field('pay', 'Stripe'))
  screen.getByText('Card payments are not available: no payment provider is configured')
  assert.equal(submitButton().disabled, true)
})

test("card: 'Save Payment Details', the provider's error under the form, then 'Your payment details have been saved!'", async () => {
  let fail = true
  const { submitted } = await renderField(field('pay', 'Stripe'), {
    card: {
      renderCard: () => <div>card element</div>,
      saveCard: async () => {
        if (fail) throw new Error('Your card was declined.')
        return { customerId: 'cus_1' }
      },
    },
  })
  screen.getByText('card element')
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save Payment Details' })))
  assert.equal(screen.getByText('Your card was declined.').getAttribute('role'), 'alert')
  fail = false
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save Payment Details' })))
  screen.getByText('Your payment details have been saved!')
  fireEvent.click(submitButton())
  await screen.findByText('Your response was successfully recorded')
  assert.equal(submitted[0][0].answer.value, 'cus_1')
})

test('description: display only, always valid', async () => {
  await renderField(field('d', 'description', undefined, { htmlDescription: '<p>Read <b>this</b><script>alert(1)</script><a href="javascript:alert(1)">x</a></p>' }))
  const description = document.getElementById('field-description-d')!
  // DOMPurify loads on first use: nothing unsanitized is ever shown meanwhile
  await waitFor(() => assert.equal(description.innerHTML, '<p>Read <b>this</b><a target="_blank" rel="noopener noreferrer">x</a></p>'))
  assert.equal(submitButton().disabled, false)
})

test('descriptions keep plain formatting only: no handlers, styles, frames, SVG or MathML, no javascript: links', async () => {
  const html = '<div onclick="x()" style="color:red">A<img src=x onerror=alert(1)><svg><script>alert(1)</script></svg><math><mi>x</mi></math><iframe src="https://e.test"></iframe><a href=" JAVASCRIPT:alert(1)">j</a><a href="https://care.test/x">ok</a></div>'
  await renderField(field('h', 'description', undefined, { htmlDescription: html }))
  const description = document.getElementById('field-description-h')!
  await waitFor(() => assert.ok(description.innerHTML.length > 0, 'the sanitized description is shown'))
  assert.equal(description.innerHTML, '<div>A<a target="_blank" rel="noopener noreferrer">j</a><a href="https://care.test/x" target="_blank" rel="noopener noreferrer">ok</a></div>')
})
