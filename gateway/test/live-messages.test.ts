// Live messages: the shape per operation, and the fields each kind of session may see.
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import type { BusEvent, WriteOperation } from '@care/contracts/bus'
import { eventMessage, eventMessages } from '../src/live/messages.ts'
import { enduserSession, testCanReadEvent as defaultCanReadEvent, userSession } from './harness.ts'

const event = (collection: string, op: WriteOperation, records: Record<string, unknown>[], changes?: BusEvent['changes']): BusEvent => ({
  id: 'ev1', subject: `evt.${collection}.${op}`, collection, op, businessId: 'b1', records, ...(changes ? { changes } : {}), occurredAt: new Date(0).toISOString(),
})
const everyone = () => true

describe('live messages', () => {
  const staff = userSession('b1')
  const patient = enduserSession('b1')

  test("an enduser allowed to read users never sees the users' hiddenFromEndusers fields", () => {
    const user = { id: 'u1', businessId: 'b1', fname: 'Ann', email: 'ann@clinic.test', roles: ['Admin'] }
    assert.deepEqual(eventMessage(event('users', 'created', [user]), patient, everyone), { event: 'created-users', data: [{ id: 'u1', businessId: 'b1', fname: 'Ann' }] })
    assert.deepEqual(eventMessage(event('users', 'created', [user]), staff, everyone), { event: 'created-users', data: [user] })
  })

  test('hidden fields are removed for everybody, should a publisher leave one in', () => {
    const msg = eventMessage(event('users', 'created', [{ id: 'u1', hashedPassword: 'x' }]), staff, everyone)
    assert.deepEqual(msg, { event: 'created-users', data: [{ id: 'u1' }] })
  })

  test('an update touching only fields a session may not see is no message for it', () => {
    const ev = event('users', 'updated', [{ id: 'u1', email: 'new@clinic.test' }], [{ id: 'u1', changes: { email: 'new@clinic.test' } }])
    assert.equal(eventMessage(ev, patient, everyone), undefined)
    assert.deepEqual(eventMessage(ev, staff, everyone), { event: 'updated-users', data: [{ id: 'u1', email: 'new@clinic.test' }] })
  })

  test('an update without a change list sends the visible record', () => {
    const ev = event('tickets', 'updated', [{ id: 't1', enduserId: patient.id, title: 'x' }])
    assert.deepEqual(eventMessage(ev, patient, defaultCanReadEvent), { event: 'updated-tickets', data: [{ id: 't1', enduserId: patient.id, title: 'x' }] })
  })

  test('an update that moves a record between patients: deleted for one, created (whole) for the other, updated for staff; read events send nothing', () => {
    const other = enduserSession('b1')
    const moved = { ...event('tickets', 'updated', [{ id: 't1', businessId: 'b1', enduserId: other.id, title: 'Moved' }], [{ id: 't1', changes: { enduserId: other.id } }]), previous: [{ id: 't1', enduserId: patient.id }] }
    assert.deepEqual(eventMessages(moved, patient, defaultCanReadEvent), [{ event: 'deleted-tickets', data: ['t1'] }])
    assert.deepEqual(eventMessages(moved, other, defaultCanReadEvent), [{ event: 'created-tickets', data: [{ id: 't1', businessId: 'b1', enduserId: other.id, title: 'Moved' }] }])
    assert.deepEqual(eventMessages(moved, staff, defaultCanReadEvent), [{ event: 'updated-tickets', data: [{ id: 't1', enduserId: other.id }] }])
    const read = { ...event('tickets', 'created', [{ id: 't1', enduserId: patient.id }]), op: 'read' as const }
    assert.deepEqual(eventMessages(read, staff, everyone), [])
  })

  test('the default visibility keeps other businesses out', () => {
    const other = userSession('b2')
    assert.equal(eventMessage(event('tickets', 'created', [{ id: 't1' }]), other, defaultCanReadEvent), undefined)
  })
})
