import { test } from 'node:test'
import assert from 'node:assert/strict'
import { areaFor, consoleAreas, landingPath, navAreas, navCurrent } from './areas.ts'
import { userDisplayName } from './display-name.ts'

test('an area owns its route and everything below it, nothing else', () => {
  assert.equal(areaFor('/console/patients')?.remote, 'console_patients')
  assert.equal(areaFor('/console/patients/abc')?.remote, 'console_patients')
  assert.equal(areaFor('/console/patientsx'), undefined)
  assert.equal(areaFor('/console'), undefined)
  assert.equal(areaFor('/'), undefined)
})

test("a patient's chart is its own area, reached by links, with Patients current in the navigation", () => {
  assert.equal(areaFor('/console/chart/abc')?.remote, 'console_patient_chart')
  assert.equal(navCurrent('/console/chart/abc')?.remote, 'console_patients')
  assert.equal(navCurrent('/console/tickets')?.remote, 'console_tickets')
  assert.equal(navCurrent('/console/forms/abc')?.remote, 'console_forms')
  assert.equal(navCurrent('/console/journeys/abc/steps')?.remote, 'console_journeys')
  assert.deepEqual(navAreas(consoleAreas).map((a) => a.label), ['Patients', 'Inbox', 'Tickets', 'Forms', 'Content', 'Calendar', 'Billing', 'Journeys'])
})

test('the console root lands on the first area; other paths stay', () => {
  assert.equal(landingPath('/console'), consoleAreas[0].path)
  assert.equal(landingPath('/console/'), consoleAreas[0].path)
  assert.equal(landingPath('/console/patients'), undefined)
  assert.equal(landingPath('/console/unknown'), undefined)
})

test('the signed-in user is named by display name, full name or email', () => {
  assert.equal(userDisplayName({ id: '1', fname: 'Avery', lname: 'Admin', email: 'a@x.co' } as never), 'Avery Admin')
  assert.equal(userDisplayName({ id: '1', displayName: 'Dr. A', fname: 'Avery' } as never), 'Dr. A')
  assert.equal(userDisplayName({ id: '1', email: 'a@x.co' } as never), 'a@x.co')
  assert.equal(userDisplayName(undefined), '')
})
