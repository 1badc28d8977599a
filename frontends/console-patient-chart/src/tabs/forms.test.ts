// The tabs' forms: what a create sends and what an edit changes.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { Medication, Observation, Ticket } from '../records.ts'
import { medicationCreate, medicationUpdates, medicationValues } from './medications-tab.tsx'
import { observationCreate, observationUpdates, observationValues } from './observations-tab.tsx'
import { ticketUpdates, ticketsConfig } from './tickets-tab.tsx'
import { fromDateInput } from '../format.ts'

const base = { id: 'r1', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' }

test('a medication picked from the lookup keeps its code; a typed one has none; dosage only when given', () => {
  const picked = { ...medicationValues(), title: 'metformin 500 MG', rxNormCode: '861007', picked: 'metformin 500 MG', 'dosage.value': '500', 'dosage.unit': 'mg', startedTakingAt: '2026-01-05' }
  assert.deepEqual(medicationCreate(picked), { title: 'metformin 500 MG', rxNormCode: '861007', dosage: { value: '500', unit: 'mg' }, startedTakingAt: '2026-01-05T12:00:00.000Z' })
  assert.deepEqual(medicationCreate({ ...medicationValues(), title: ' Aspirin ' }), { title: 'Aspirin' })
})

test('a medication edit sends the dosage whole and leaves enduserId alone', () => {
  const m = { ...base, enduserId: 'e', title: 'Lisinopril', rxNormCode: '314076', dosage: { value: '10', unit: 'mg', frequency: 'once daily' } } as Medication
  const values = medicationValues(m)
  assert.equal(values.picked, 'Lisinopril')
  assert.deepEqual(medicationUpdates(m, values), {})
  assert.deepEqual(medicationUpdates(m, { ...values, 'dosage.value': '20' }), { dosage: { value: '20', unit: 'mg', frequency: 'once daily' } })
  assert.deepEqual(medicationUpdates(m, { ...values, title: 'Lisinopril 20', rxNormCode: '', picked: '' }), { title: 'Lisinopril 20', rxNormCode: '' })
})

test('an observation: a number with its unit; an edit of the value sends the measurement', () => {
  const created = observationCreate({ type: ' weight ', 'measurement.value': '89.5', 'measurement.unit': 'kg', recordedAt: '', notes: '' })
  assert.deepEqual(created, { category: 'vital-signs', status: 'final', type: 'weight', measurement: { value: 89.5, unit: 'kg' } })
  const o = { ...base, enduserId: 'e', type: 'weight', measurement: { value: 90, unit: 'kg' }, recordedAt: '2026-01-01T09:00:00.000Z' } as Observation
  const values = observationValues(o)
  assert.deepEqual(observationUpdates(o, values), {})
  assert.deepEqual(observationUpdates(o, { ...values, 'measurement.value': '91' }), { measurement: { value: 91, unit: 'kg' } })
  assert.ok(observationValues().recordedAt, 'a new one defaults to now')
})

test('a ticket: a due date is set from the date box, never removed by clearing it', () => {
  const t = { ...base, title: 'Refill', dueDateInMS: fromDateInput('2026-02-01') } as Ticket
  const values = ticketsConfig.valuesOf(t)
  assert.equal(values.dueDate, '2026-02-01')
  assert.deepEqual(ticketUpdates(t, { ...values, dueDate: '2026-02-03' }), { dueDateInMS: fromDateInput('2026-02-03') })
  assert.deepEqual(ticketUpdates(t, { ...values, dueDate: '' }), {})
  assert.deepEqual(ticketsConfig.createOf({ title: 'Call back', message: '', stage: '', dueDate: '' }), { title: 'Call back' })
})
